import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { startTelephonyProvider } from "../support/telephony-provider.ts";
import { customerBooks } from "../support/bookings.ts";

// Issue 27, click-to-call (spec §7): staff call a customer from the customer's page. The provider
// is a local server speaking the originate protocol (GET with key, extension, destination →
// { success, message }); it hears the admin's extension and the number the domain normalised.
// Turkish at 1280 px with JavaScript (the outcome shows beside the button), English at 390 px
// without (the form opens the calls page, outcome on top); the call is in the log in both.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    search: "Ara (ad, e-posta, telefon)",
    filter: "Filtrele",
    phone: "Telefon",
    save: "Kaydet",
    call: (phone: string) => `${phone} numarasını ara`,
    started: "Arama başlatıldı: dahili hattınız çalıyor. Ringing 204",
    calls: "Aramalar",
    startedBadge: "Başladı",
  },
  en: {
    prefix: "/en",
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    search: "Search (name, e-mail, phone)",
    filter: "Filter",
    phone: "Phone",
    save: "Save",
    call: (phone: string) => `Call ${phone}`,
    started: "The call has started: your extension is ringing. Ringing 204",
    calls: "Calls",
    startedBadge: "Started",
  },
} as const;

let provider: Awaited<ReturnType<typeof startTelephonyProvider>>;

let site: RunningSite;
let browser: Browser;

async function token(email: string): Promise<string> {
  const response = await fetch(`${site.url}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  provider = await startTelephonyProvider();
  site = await startSite({
    RIHLA_ENV: "development",
    ...provider.env,
  });
  browser = await launchBrowser();
  // The Master gives the demo admin extension 204 (U_Dial), as on the users page.
  const master = await token("master@rihla.example");
  const all = (await (
    await fetch(`${site.url}/rest/custom/users`, { headers: { authorization: `Bearer ${master}` } })
  ).json()) as { data: { id: string; email: string }[] };
  const admin = all.data.find((user) => user.email === "admin@rihla.example")!;
  const changed = await fetch(`${site.url}/api/admin/users/${admin.id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${master}`, "content-type": "application/json" },
    body: JSON.stringify({ dial: "204" }),
  });
  expect(changed.status).toBe(200);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await provider?.close();
});

describe.each([
  ["tr", true, 1280, "0532 987 65 43", "905329876543"],
  ["en", false, 390, "+90 (533) 111 22 44", "905331112244"],
] as const)("click-to-call (%s, JavaScript %s, %i px)", (locale, javaScript, width, typed, normalised) => {
  const t = texts[locale];

  it("calls a customer from their page, and the call is in the log", async () => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    // The customer's number, saved on their page in the form people type it.
    await page.goto(`${site.url}${t.prefix}/admin/customers?q=customer%40rihla.example`);
    await page.getByRole("link", { name: /Ayşe/ }).first().click();
    await page.getByLabel(t.phone, { exact: true }).fill(typed);
    await page.getByRole("button", { name: t.save, exact: true }).click();
    const call = page.getByRole("button", { name: t.call(normalised), exact: true });
    await call.waitFor();

    const before = provider.asked.length;
    await call.click();
    if (javaScript) {
      await expect.poll(() => page.locator(".admin-call-outcome").textContent()).toBe(t.started);
    } else {
      await page.waitForURL(`${site.url}${t.prefix}/admin/calls`);
      expect(await page.getByRole("status").first().textContent()).toBe(t.started);
    }
    expect(provider.asked.slice(before)).toEqual([{ key: "pbx-key", extension: "204", destination: normalised }]);

    await page.goto(`${site.url}${t.prefix}/admin/calls`);
    await page.getByRole("heading", { level: 1, name: t.calls }).waitFor();
    const row = page.locator("tbody tr").first();
    expect(await row.locator("td").nth(1).textContent()).toBe(`+${normalised}`);
    expect(await row.getByRole("link").textContent()).toMatch(/^Ayşe /);
    expect(await row.locator("[data-status]").textContent()).toBe(t.startedBadge);
    // axe runs a script in the page: only where scripts run.
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it("calls a reservation's contact from the reservation page", async () => {
    // The customer books by the API with the number typed as people type it.
    const code = await customerBooks(
      site.url,
      { name: "Hatice Arayan", phone: typed },
      `calls-${locale}-${Date.now()}`,
    );
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${site.url}${t.prefix}/admin/reservations/${code}`);
    const contact = page.locator('section[aria-labelledby="contact"]');
    const before = provider.asked.length;
    await contact.getByRole("button").click();
    if (javaScript) {
      await expect.poll(() => contact.locator(".admin-call-outcome").textContent()).toBe(t.started);
    } else {
      await page.waitForURL(`${site.url}${t.prefix}/admin/calls`);
      expect(await page.getByRole("status").first().textContent()).toBe(t.started);
    }
    expect(provider.asked.slice(before)).toEqual([{ key: "pbx-key", extension: "204", destination: normalised }]);
    await context.close();
  });
});
