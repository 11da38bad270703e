import {
  findTourListById,
  formatMessage,
  formatMoney,
  money,
  todayInIstanbul,
  type Currency,
  type Locale,
} from "@rihla/domain";
import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTourCatalogue } from "../../apps/api/src/seed/content/tours.ts";
import { guardedContext, launchBrowser } from "../support/browser.ts";

import { startSite, type RunningSite } from "../support/server.ts";

// Issue 12 (thin slice): from the home page's header to a tour list, a tour and back, in both
// locales; prices are checked against the seed's own catalogue, not against the API's answer.

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const umrah = findTourListById("umrah")!;
const shownCurrency: Record<Locale, Currency> = { tr: "TRY", en: "USD" };
const texts = {
  tr: { home: "/", allUmrah: "Tüm Umre Turları", byPrice: "Fiyata göre", page2: "Sayfa 2", book: "Rezervasyon yap" },
  en: { home: "/en", allUmrah: "All Umrah Tours", byPrice: "By price", page2: "Page 2", book: "Book" },
} as const;

/** The double-room adult price of the tour's first departure on sale, straight from the seed. */
function seededDoublePrice(slug: string, locale: Locale): string {
  const today = todayInIstanbul(new Date());
  const tour = buildTourCatalogue({ today, hotelNames: {} }).find((spec) => spec.translations[locale].slug === slug);
  if (!tour) throw new Error(`the seed has no tour ${slug}`);
  const departure = tour.departures.find((d) => d.saleState === "ON_SALE" && d.startDate >= today);
  const price = departure?.prices.find((p) => p.roomType === "DOUBLE" && p.currency === shownCurrency[locale]);
  if (!price) throw new Error(`no double-room price for ${slug}`);
  return formatMoney(money(price.amountMinor, shownCurrency[locale]), locale);
}

/** Spec §3 price order, written out: DOUBLE/TWIN, TRIPLE, SINGLE, QUAD (the seed sells no TWIN). */
const roomOrder = ["DOUBLE", "TRIPLE", "SINGLE", "QUAD"];

/** axe's WCAG 2 A/AA violations on the page, as 'rule: target' lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    }),
  );
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(" ")}`));
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe.each(["tr", "en"] as const)("the catalogue in %s", (locale) => {
  const t = texts[locale];
  const listPath = `${locale === "en" ? "/en" : ""}/tour/${umrah.slug[locale]}`;

  it("goes from the header to a list, a tour with its seeded price, and back", async () => {
    const { context, consoleErrors, externalRequests } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}${t.home}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: umrah.title[locale], exact: true }).first().click();
    await page.getByRole("link", { name: t.allUmrah }).click();
    await page.waitForURL(`${site.url}${listPath}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(umrah.title[locale]);

    const firstCard = page.locator(".tour-grid li").first().getByRole("link");
    const title = (await firstCard.textContent()) ?? "";
    const href = (await firstCard.getAttribute("href")) ?? "";
    expect(href).toMatch(locale === "en" ? /^\/en\/tour\/[a-z0-9-]+$/ : /^\/tour\/[a-z0-9-]+$/);
    await firstCard.click();
    await page.waitForURL(`${site.url}${href}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    const doubleRoom = page.locator('tr[data-row="DOUBLE"] td').first();
    expect(await doubleRoom.textContent()).toBe(seededDoublePrice(href.split("/").pop()!, locale));
    expect(await page.locator("tr[data-row]").evaluateAll((rows) => rows.map((row) => row.dataset.row))).toEqual(
      roomOrder,
    );

    // Sold-out and closed departures show the domain's text and offer no booking.
    const soldOut = page.locator('tr[data-sale-state="SOLD_OUT"]');
    if ((await soldOut.count()) > 0) {
      await expect.poll(() => soldOut.first().textContent()).toContain(formatMessage("saleState.SOLD_OUT", locale));
      expect(await soldOut.first().getByRole("link").count()).toBe(0);
    }
    const book = page.locator('tr[data-sale-state="ON_SALE"]').first().getByRole("link");
    expect(await book.textContent()).toBe(t.book);
    expect(await book.getAttribute("href")).toMatch(
      new RegExp(`^${locale === "en" ? "/en" : ""}/reservation/new\\?departure=\\d+$`),
    );

    await page.goBack();
    await page.waitForURL(`${site.url}${listPath}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(umrah.title[locale]);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("keeps sort and page in the URL", async () => {
    const { context, consoleErrors } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}${listPath}`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: t.byPrice }).click();
    await page.waitForURL(`${site.url}${listPath}?sort=price`);
    await page.getByRole("link", { name: t.page2 }).click();
    await page.waitForURL(`${site.url}${listPath}?sort=price&page=2`);
    await expect.poll(() => page.getByRole("link", { name: t.page2 }).getAttribute("aria-current")).toBe("page");
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByRole("link", { name: t.byPrice }).getAttribute("aria-current")).toBe("page");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("has no axe violations on a list and a tour", async () => {
    const { context } = await guardedContext(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}${listPath}`, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    const href = await page.locator(".tour-grid li").first().getByRole("link").getAttribute("href");
    await page.goto(`${site.url}${href}`, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("fits a 390 px phone without horizontal scrolling", async () => {
    const { context } = await guardedContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}${listPath}`, { waitUntil: "networkidle" });
    expect(await horizontalOverflow(page)).toBe(0);
    const href = await page.locator(".tour-grid li").first().getByRole("link").getAttribute("href");
    await page.goto(`${site.url}${href}`, { waitUntil: "networkidle" });
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it("answers an unknown slug with the 404 page", async () => {
    const path = `${locale === "en" ? "/en" : ""}/tour/no-such-tour-or-list`;
    const { context } = await guardedContext(browser, {
      ignoreConsole: [/Failed to load resource: the server responded with a status of 404/],
    });
    const page = await context.newPage();
    const response = await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(formatMessage("PAGE_NOT_FOUND_TITLE", locale));
    await context.close();
  });

  it("moves the other language's slug to this locale's slug", async () => {
    const other = locale === "tr" ? "en" : "tr";
    const response = await fetch(`${site.url}${locale === "en" ? "/en" : ""}/tour/${umrah.slug[other]}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", site.url).pathname).toBe(listPath);
  });
});

/** The JSON-LD objects of a page's HTML. */
function jsonLdOf(html: string): { "@type"?: string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as { "@type"?: string },
  );
}

describe("every list and every tour", () => {
  it("answers 200 in both locales, with a BreadcrumbList (and Events on tours)", async () => {
    const lists = (await (await fetch(`${site.url}/api/tour-lists?locale=tr`)).json()) as {
      items: { slugs: Record<Locale, string> }[];
    };
    const tours = (await (await fetch(`${site.url}/api/tours?locale=tr&pageSize=100`)).json()) as {
      total: number;
      items: { slugs: Record<Locale, string> }[];
    };
    expect(lists.items.length).toBeGreaterThanOrEqual(25);
    expect(tours.items.length).toBe(tours.total);
    const failures: string[] = [];
    for (const [kind, items] of [
      ["list", lists.items],
      ["tour", tours.items],
    ] as const) {
      for (const item of items) {
        for (const locale of ["tr", "en"] as const) {
          const path = `${locale === "en" ? "/en" : ""}/tour/${item.slugs[locale]}`;
          const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
          const types = jsonLdOf(await response.text()).map((object) => object["@type"]);
          const ok =
            response.status === 200 && types.includes("BreadcrumbList") && (kind === "list" || types.includes("Event"));
          if (!ok) failures.push(`${path} ${response.status} ${types.join(",")}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a slug with a control character with 404, not 500", async () => {
    for (const path of ["/tour/%00", "/en/tour/a%0Ab", `/tour/${"a".repeat(201)}`]) {
      expect((await fetch(`${site.url}${path}`)).status, path).toBe(404);
    }
  });
});
