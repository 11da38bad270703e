import { describe, expect, it } from "vitest";
import { guardedContext } from "../support/browser.ts";
import { startSite } from "../support/server.ts";
import { siteAndBrowser } from "../support/site-and-browser.ts";

const e2e = siteAndBrowser();

async function visit(path: string) {
  const guarded = await guardedContext(e2e.browser, {
    // Chromium logs the 404 document itself as a failed resource; that is the point of the page.
    ignoreConsole: [/Failed to load resource: the server responded with a status of (404|500|503)/],
  });
  const page = await guarded.context.newPage();
  const response = await page.goto(`${e2e.site.url}${path}`, { waitUntil: "networkidle" });
  return { ...guarded, page, status: response?.status() };
}

async function siteSettings(locale: "tr" | "en"): Promise<{ siteTitle: string; heading: string }> {
  const answer = (await (await fetch(`${e2e.site.url}/api/site?locale=${locale}`)).json()) as {
    settings: { siteTitle: string; heading: string };
  };
  return answer.settings;
}

describe("the site in a browser", () => {
  it("renders / in Turkish with the API's answer", async () => {
    const { page, status, consoleErrors, externalRequests, context } = await visit("/");
    expect(status).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("tr");
    // The home page's title and hero come from the API's site settings (issue 12).
    const settings = await siteSettings("tr");
    expect(await page.title()).toBe(settings.siteTitle);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(settings.heading);
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toBe(
      `${new URL(e2e.site.url).origin}/en`,
    );
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("renders /en in English; the TR switch remembers Turkish for 365 days and goes home", async () => {
    const { page, status, consoleErrors, externalRequests, context } = await visit("/en");
    expect(status).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.title()).toBe((await siteSettings("en")).siteTitle);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${new URL(e2e.site.url).origin}/en`);
    await page.getByRole("link", { name: "TR Türkçe" }).click();
    await page.waitForURL(`${e2e.site.url}/`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("tr");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("tr");
    expect(cookie?.path).toBe("/");
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("sends / to /en when English is remembered", async () => {
    const response = await fetch(`${e2e.site.url}/`, { redirect: "manual", headers: { cookie: "locale=en" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en");
  });

  it("builds the header and footer from the API's settings and menus", async () => {
    const { page, consoleErrors, externalRequests, context } = await visit("/");
    await page.getByText("2026-2027 Umre Programları yayında").waitFor();
    expect(await page.getByRole("link", { name: "+90 212 000 00 00" }).first().getAttribute("href")).toBe(
      "tel:+902120000000",
    );
    const whatsapp = await page.getByRole("link", { name: "WhatsApp ile yazın" }).first().getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/905320000000\?text=Merhaba/);
    expect(await page.getByRole("link", { name: "Giriş Yap" }).getAttribute("href")).toBe("/user/login");
    await page.getByRole("contentinfo").getByText("TÜRSAB Belge No 7677").waitFor();
    // The mega-menu under 'Umre Turları' opens on click after its 400 ms delay (§4).
    await page.getByRole("button", { name: "Umre Turları" }).click();
    await page.getByRole("link", { name: "Kişiye Özel Umre Turları" }).first().waitFor({ timeout: 2000 });
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("subscribes to the newsletter from the footer", async () => {
    const { page, consoleErrors, context } = await visit("/en");
    await page.getByLabel("Your e-mail address").fill(`e2e-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send" }).click();
    await page
      .getByText("Thank you! We will send you an e-mail to confirm your subscription.")
      .waitFor({ timeout: 5000 });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens the full-screen mobile menu at 390 px and closes it on navigation", async () => {
    const guarded = await guardedContext(e2e.browser, { ignoreConsole: [/status of 404/] });
    const page = await guarded.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.site.url}/en/no-such-page`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open the menu" }).click();
    const menu = page.getByRole("dialog");
    await menu.getByRole("link", { name: "Contact" }).waitFor();
    await menu.getByRole("link", { name: "Sign In" }).waitFor();
    await menu.getByRole("link", { name: "Home" }).click();
    await page.waitForURL(`${e2e.site.url}/en`);
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(guarded.consoleErrors).toEqual([]);
    await guarded.context.close();
  });

  it("answers an unknown Turkish path with the 404 page", async () => {
    const { page, status, consoleErrors, externalRequests, context } = await visit("/no-such-page");
    expect(status).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe("tr");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Sayfa Bulunamadı");
    expect(await page.getByRole("link", { name: "Ana sayfaya dön" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: "Umre turlarına göz at" }).getAttribute("href")).toBe(
      "/tour/umre-turlari",
    );
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("answers an unknown English path with the English 404 page", async () => {
    const { page, status, consoleErrors, externalRequests, context } = await visit("/en/no-such-page");
    expect(status).toBe(404);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page Not Found");
    expect(await page.getByRole("link", { name: "Browse Umrah tours" }).getAttribute("href")).toBe(
      "/en/tour/umrah-tours",
    );
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

describe("the error page (spec §2)", () => {
  it("clears errors without JavaScript too (issue 28)", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, label, home] of [
      ["/error?status=503", "Hataları temizle", "/"],
      ["/en/error", "Clear errors", "/en"],
    ] as const) {
      await page.goto(`${e2e.site.url}${path}`);
      await page.getByRole("link", { name: label }).click();
      await page.waitForURL((url) => url.pathname === home);
    }
    await context.close();
  });

  it("shows 'Bir hata oluştu', the status code and message, and clears errors to /", async () => {
    const { page, status, externalRequests, context } = await visit("/error?status=503");
    expect(status).toBe(503);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Bir hata oluştu");
    await page.getByText("503").waitFor();
    await page.getByText("Service Unavailable").waitFor();
    await page.getByRole("link", { name: "Hataları temizle" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe((await siteSettings("tr")).heading);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("speaks English under /en", async () => {
    const { page, status, context } = await visit("/en/error");
    expect(status).toBe(500);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("An error occurred");
    await page.getByRole("link", { name: "Clear errors" }).click();
    await page.waitForURL((url) => url.pathname === "/en");
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await context.close();
  });
});

describe("the production server", () => {
  it("serves hashed assets with immutable cache headers", async () => {
    const html = await (await fetch(`${e2e.site.url}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${e2e.site.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("moves /tr/... to the prefix-less Turkish path", async () => {
    const response = await fetch(`${e2e.site.url}/tr/no-such-page?x=1`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/no-such-page?x=1");
  });

  it("stops a second server on the same data folder while the first keeps serving", async () => {
    await expect(startSite({ DATA_DIR: e2e.site.dataDir })).rejects.toThrow(
      /exited with 1:[\s\S]*is in use by another Rihla process/,
    );
    const health = await (await fetch(`${e2e.site.url}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", db: "pglite" });
  });
});
