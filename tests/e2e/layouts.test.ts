import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Spec §2 layouts as layout routes (issue 13) and the pages that use print and empty (issue 12):
// /tourDetail/print/{link} for paper and /iframe/tour/{link}, the only page another site may frame.

let site: RunningSite;
let browser: Browser;
/** The first tour of the demo seed, in both languages (read from the API the pages use). */
const tour = { tr: { slug: "", title: "" }, en: { slug: "", title: "" } };

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  for (const locale of ["tr", "en"] as const) {
    const answer = (await (await fetch(`${site.url}/api/tours?locale=${locale}&pageSize=1`)).json()) as {
      items: { slug: string; title: string }[];
    };
    tour[locale] = { slug: answer.items[0]!.slug, title: answer.items[0]!.title };
  }
  expect(tour.tr.slug).not.toBe(tour.en.slug);
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const layoutOf = async (path: string) => {
  const response = await fetch(`${site.url}${path}`);
  const html = await response.text();
  return {
    status: response.status,
    main: /<(?:main|div) id="main" class="site-main site-main-(\w+)"/.exec(html)?.[1],
    header: html.includes('class="site-header'),
    footer: html.includes("<footer"),
    noindex: html.includes('name="robots" content="noindex"'),
    headers: response.headers,
  };
};

describe("layout routes (spec §2)", () => {
  it("puts each page in its layout: default, wide, print, empty, and the error layout for a 404", async () => {
    const cases = [
      ["/", "default", true],
      ["/en/help", "wide", true],
      ["/user/forgotPassword", "wide", true],
      [`/tourDetail/print/${tour.tr.slug}`, "print", false],
      [`/en/iframe/tour/${tour.en.slug}`, "empty", false],
      ["/no-such-page", "error", true],
    ] as const;
    for (const [path, layout, chrome] of cases) {
      const page = await layoutOf(path);
      expect(page.main, path).toBe(layout);
      expect(page.header, path).toBe(chrome);
      expect(page.footer, path).toBe(chrome);
    }
  });
});

describe("the print page", () => {
  it("shows the tour without the site's chrome, kept out of search engines, in both languages", async () => {
    for (const locale of ["tr", "en"] as const) {
      const prefix = locale === "en" ? "/en" : "";
      const context = await guardedContext(browser);
      const page = await context.context.newPage();
      const response = await page.goto(`${site.url}${prefix}/tourDetail/print/${tour[locale].slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").textContent()).resolves.toBe(tour[locale].title);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await expect(page.getByRole("button", { name: locale === "en" ? "Print" : "Yazdır" }).count()).resolves.toBe(1);
      // The toolbar stays off paper.
      await page.emulateMedia({ media: "print" });
      expect(await page.locator(".print-toolbar").isVisible()).toBe(false);
      expect(context.consoleErrors).toEqual([]);
      await context.context.close();
    }
  });

  it("moves to this locale's slug and answers 404 for an unknown tour", async () => {
    const moved = await fetch(`${site.url}/tourDetail/print/${tour.en.slug}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/tourDetail/print/${tour.tr.slug}`);
    expect((await fetch(`${site.url}/en/tourDetail/print/no-such-tour`)).status).toBe(404);
  });
});

describe("the iframe page", () => {
  it("may be framed by another site, while the tour page itself may not", async () => {
    const embed = await layoutOf(`/iframe/tour/${tour.tr.slug}`);
    expect(embed.status).toBe(200);
    expect(embed.noindex).toBe(true);
    expect(embed.headers.get("content-security-policy")).toMatch(/frame-ancestors \*/);
    expect(embed.headers.get("x-frame-options")).toBeNull();
    const own = await layoutOf(`/tour/${tour.tr.slug}`);
    expect(own.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(own.headers.get("x-frame-options")).toBe("DENY");

    // In Chromium: a partner's page (another origin: another port) frames both; only the iframe
    // page shows.
    const partner: Server = createServer((_request, response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(
        `<!doctype html><title>Partner</title>` +
          `<iframe id="embed" src="${site.url}/en/iframe/tour/${tour.en.slug}"></iframe>` +
          `<iframe id="tour" src="${site.url}/en/tour/${tour.en.slug}"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => partner.listen(0, "localhost", resolve));
    const context = await guardedContext(browser);
    const page = await context.context.newPage();
    await page.goto(`http://localhost:${(partner.address() as AddressInfo).port}/`);
    const embedded = page.frameLocator("#embed");
    await expect(embedded.locator("h1").textContent({ timeout: 15_000 })).resolves.toBe(tour.en.title);
    expect(await embedded.getByTestId("embed-next").textContent()).toMatch(/^(Next departure: |No open departure)/);
    const link = embedded.getByRole("link", { name: "Details and booking" });
    expect(await link.getAttribute("href")).toBe(`/en/tour/${tour.en.slug}`);
    expect(await link.getAttribute("target")).toBe("_blank");
    // Hydrated and idle: the empty layout carries none of the site's behaviour (no consent banner
    // inside a partner's page; the tour page shows one once hydrated).
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    expect(await embedded.getByTestId("consent-banner").count()).toBe(0);
    // Blocked: the frame holds Chromium's error page, not the tour.
    const framedTour = await (await page.$("#tour"))?.contentFrame();
    expect(framedTour?.url()).not.toContain("/tour/");
    expect(await page.frameLocator("#tour").getByText(tour.en.title).count()).toBe(0);
    await context.context.close();
    await new Promise((resolve) => partner.close(resolve));
  });
});
