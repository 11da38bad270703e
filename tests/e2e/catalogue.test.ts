import {
  findTourListById,
  formatMessage,
  formatMoney,
  money,
  todayInIstanbul,
  type Currency,
  type Locale,
} from "@rihla/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { legacyRedirects, shortLinkContents } from "../../apps/api/src/seed/content/site.ts";
import { buildTourCatalogue } from "../../apps/api/src/seed/content/tours.ts";
import { axeViolations, guardedContext } from "../support/browser.ts";

import { siteAndBrowser } from "../support/site-and-browser.ts";

// Issue 12 (thin slice): from the home page's header to a tour list, a tour and back, in both
// locales; prices are checked against the seed's own catalogue, not against the API's answer.

const e2e = siteAndBrowser();

const umrah = findTourListById("umrah")!;
const shownCurrency: Record<Locale, Currency> = { tr: "TRY", en: "USD" };
const texts = {
  tr: {
    home: "/",
    allUmrah: "Tüm Umre Turları",
    byPrice: "Fiyata göre",
    page2: "Sayfa 2",
    book: "Rezervasyon yap",
    askWhatsApp: "WhatsApp ile sorun",
  },
  en: {
    home: "/en",
    allUmrah: "All Umrah Tours",
    byPrice: "By price",
    page2: "Page 2",
    book: "Book",
    askWhatsApp: "Ask on WhatsApp",
  },
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

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe.each(["tr", "en"] as const)("the catalogue in %s", (locale) => {
  const t = texts[locale];
  const listPath = `${locale === "en" ? "/en" : ""}/tour/${umrah.slug[locale]}`;

  it("goes from the header to a list, a tour with its seeded price, and back", async () => {
    const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${t.home}`, { waitUntil: "networkidle" });
    await page.locator(".site-header-host[data-ready]").waitFor();
    // From here on every step is a client-side navigation: a full page load (a plain anchor in
    // the menu, say) would drop the visitor's click while the new page hydrates.
    const pageLoads: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") pageLoads.push(request.url());
    });
    await page.getByRole("button", { name: umrah.title[locale], exact: true }).first().click();
    await page.getByRole("link", { name: t.allUmrah }).click();
    await page.waitForURL(`${e2e.site.url}${listPath}`, { waitUntil: "commit" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(umrah.title[locale]);

    // Cards offer the browser two widths of their picture, sized to the grid.
    const cardImage = page.locator(".tour-grid li img").first();
    expect(await cardImage.getAttribute("srcset")).toMatch(/^\/img\/\S+\?w=480 480w, \/img\/\S+\?w=960 960w$/);
    expect(await cardImage.getAttribute("sizes")).toContain("100vw");
    const firstCard = page.locator(".tour-grid li").first().getByRole("link");
    const title = (await firstCard.textContent()) ?? "";
    const href = (await firstCard.getAttribute("href")) ?? "";
    expect(href).toMatch(locale === "en" ? /^\/en\/tour\/[a-z0-9-]+$/ : /^\/tour\/[a-z0-9-]+$/);
    await firstCard.click();
    await page.waitForURL(`${e2e.site.url}${href}`, { waitUntil: "commit" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await page.locator("img.tour-cover").getAttribute("srcset")).toContain("?w=1600 1600w");
    // The day-by-day programme: each day a heading read with its number, in the seed's order.
    const seededTour = buildTourCatalogue({ today: todayInIstanbul(new Date()), hotelNames: {} }).find(
      (spec) => spec.translations[locale].slug === href.split("/").pop(),
    )!;
    const days = seededTour.translations[locale].itinerary;
    expect(days.length).toBeGreaterThan(0);
    const prefix = (day: number) => (locale === "tr" ? `${day}. gün:` : `Day ${day}:`);
    expect(await page.locator('section[aria-labelledby="itinerary-title"] h3').allTextContents()).toEqual(
      days.map((day) => `${prefix(day.day)} ${day.title}`),
    );
    const doubleRoom = page.locator('tr[data-row="DOUBLE"] td').first();
    // What a visitor reads: a card's column label (hidden on a wide table) is not part of it.
    expect((await doubleRoom.innerText()).trim()).toBe(seededDoublePrice(href.split("/").pop()!, locale));
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
    // Questions go to the agency's WhatsApp with the tour named in the message, or to its phone.
    const ask = page.getByTestId("tour-ask");
    const whatsApp = (await ask.getByRole("link", { name: t.askWhatsApp }).getAttribute("href")) ?? "";
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(whatsApp.split("text=")[1]!)).toContain(`"${title}"`);
    expect(await ask.locator('a[href^="tel:+"]').count()).toBe(1);

    await page.goBack();
    await page.waitForURL(`${e2e.site.url}${listPath}`, { waitUntil: "commit" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(umrah.title[locale]);
    expect(pageLoads).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("keeps sort and page in the URL", async () => {
    const { context, consoleErrors } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${listPath}`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: t.byPrice }).click();
    await page.waitForURL(`${e2e.site.url}${listPath}?sort=price`, { waitUntil: "commit" });
    await page.getByRole("link", { name: t.page2 }).click();
    await page.waitForURL(`${e2e.site.url}${listPath}?sort=price&page=2`, { waitUntil: "commit" });
    await expect.poll(() => page.getByRole("link", { name: t.page2 }).getAttribute("aria-current")).toBe("page");
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByRole("link", { name: t.byPrice }).getAttribute("aria-current")).toBe("page");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("has no axe violations on a list and a tour", async () => {
    const { context } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}${listPath}`, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    const href = await page.locator(".tour-grid li").first().getByRole("link").getAttribute("href");
    await page.goto(`${e2e.site.url}${href}`, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("fits a 390 px phone without horizontal scrolling", async () => {
    const { context } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${e2e.site.url}${listPath}`, { waitUntil: "networkidle" });
    expect(await horizontalOverflow(page)).toBe(0);
    const href = await page.locator(".tour-grid li").first().getByRole("link").getAttribute("href");
    await page.goto(`${e2e.site.url}${href}`, { waitUntil: "networkidle" });
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  it("answers an unknown slug with the 404 page", async () => {
    const path = `${locale === "en" ? "/en" : ""}/tour/no-such-tour-or-list`;
    const { context } = await guardedContext(e2e.browser, {
      ignoreConsole: [/Failed to load resource: the server responded with a status of 404/],
    });
    const page = await context.newPage();
    const response = await page.goto(`${e2e.site.url}${path}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(formatMessage("PAGE_NOT_FOUND_TITLE", locale));
    await context.close();
  });

  it("moves the other language's slug to this locale's slug", async () => {
    const other = locale === "tr" ? "en" : "tr";
    const response = await fetch(`${e2e.site.url}${locale === "en" ? "/en" : ""}/tour/${umrah.slug[other]}`, {
      redirect: "manual",
    });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get("location") ?? "", e2e.site.url).pathname).toBe(listPath);
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
    const lists = (await (await fetch(`${e2e.site.url}/api/tour-lists?locale=tr`)).json()) as {
      items: { slugs: Record<Locale, string> }[];
    };
    const tours = (await (await fetch(`${e2e.site.url}/api/tours?locale=tr&pageSize=100`)).json()) as {
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
          const response = await fetch(`${e2e.site.url}${path}`, { redirect: "manual" });
          const types = jsonLdOf(await response.text()).map((object) => object["@type"]);
          const ok =
            response.status === 200 && types.includes("BreadcrumbList") && (kind === "list" || types.includes("Event"));
          if (!ok) failures.push(`${path} ${response.status} ${types.join(",")}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it("answers a slug with a control character with 404, not 500", async () => {
    for (const path of ["/tour/%00", "/en/tour/a%0Ab", `/tour/${"a".repeat(201)}`]) {
      expect((await fetch(`${e2e.site.url}${path}`)).status, path).toBe(404);
    }
  });
});

// ---- Issue 12, the whole catalogue: home, filters, hotels, short links, legacy paths, SEO ----

const prefix = (locale: Locale) => (locale === "en" ? "/en" : "");

const browse = {
  tr: { tenDays: "10 gün", days: "Gün sayısı", filter: "Filtrele" },
  en: { tenDays: "10 days", days: "Length", filter: "Filter" },
} as const;

describe.each(["tr", "en"] as const)("browsing the catalogue in %s", (locale) => {
  it.each([
    ["desktop", { width: 1280, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const)(
    "goes home → a month list → 10 days → a tour → its hotel → back to the filtered list (%s)",
    async (_device, viewport) => {
      const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(`${e2e.site.url}${prefix(locale) || "/"}`, { waitUntil: "networkidle" });
      expect(await horizontalOverflow(page)).toBe(0);
      // The month shelf's chips link every month list; pick December (it has 10-day departures).
      const december = findTourListById("month-12")!;
      await page
        .locator('[data-shelf="month"] .chip-links')
        .getByRole("link", { name: december.title[locale] })
        .click();
      const listPath = `${prefix(locale)}/tour/${december.slug[locale]}`;
      await page.waitForURL(`${e2e.site.url}${listPath}`, { waitUntil: "commit" });
      await page.getByRole("combobox", { name: browse[locale].days }).selectOption("10");
      await page.getByRole("button", { name: browse[locale].filter }).click();
      await page.waitForURL(`${e2e.site.url}${listPath}?days=10`, { waitUntil: "commit" });
      await expect.poll(() => page.locator(`[data-chip="days"]`).count()).toBe(1);
      const cards = page.locator(".tour-grid li");
      expect(await cards.count()).toBeGreaterThan(0);
      // The position the list is left at: Playwright may scroll further to reach the card (on a
      // phone the consent banner covers the bottom), so it is read when the click happens.
      await page.evaluate(() => {
        window.scrollTo(0, 300);
        document.addEventListener(
          "click",
          () => ((window as unknown as { scrollAtClick: number }).scrollAtClick = window.scrollY),
          { capture: true, once: true },
        );
      });
      const href = (await cards.first().getByRole("link").getAttribute("href")) ?? "";
      await cards.first().getByRole("link").click();
      const scrolled = await page.evaluate(() => (window as unknown as { scrollAtClick: number }).scrollAtClick);
      expect(scrolled).toBeGreaterThan(0);
      await page.waitForURL(`${e2e.site.url}${href}`, { waitUntil: "commit" });
      const hotelLink = page.locator(".tour-hotels a").first();
      const hotelHref = (await hotelLink.getAttribute("href")) ?? "";
      expect(hotelHref).toMatch(new RegExp(`^${prefix(locale)}/hotel/\\d+$`));
      await hotelLink.click();
      await page.waitForURL(`${e2e.site.url}${hotelHref}`, { waitUntil: "commit" });
      await expect.poll(() => page.locator("#hotel-tours").count()).toBe(1);
      // The tour we came from stays at this hotel, so the hotel lists it.
      expect(await page.locator(`.tour-grid a[href="${href}"]`).count()).toBe(1);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.goBack();
      await page.waitForURL(`${e2e.site.url}${href}`, { waitUntil: "commit" });
      await page.goBack();
      await page.waitForURL(`${e2e.site.url}${listPath}?days=10`, { waitUntil: "commit" });
      await expect.poll(() => page.getByRole("combobox", { name: browse[locale].days }).inputValue()).toBe("10");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(consoleErrors).toEqual([]);
      expect(externalRequests).toEqual([]);
      await context.close();
    },
  );

  it("filters a list without JavaScript, through the URL", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const listPath = `${prefix(locale)}/tour/${umrah.slug[locale]}`;
    await page.goto(`${e2e.site.url}${listPath}`);
    await page.getByRole("combobox", { name: browse[locale].days }).selectOption("7");
    await page.getByRole("button", { name: browse[locale].filter }).click();
    await page.waitForURL((url) => url.pathname === listPath && url.searchParams.get("days") === "7");
    const days = (await page.locator(".tour-grid li").allTextContents()).length;
    expect(days).toBeGreaterThan(0);
    const answer = (await (
      await fetch(`${e2e.site.url}/api/tours?list=${umrah.slug[locale]}&days=7&pageSize=100`)
    ).json()) as { total: number };
    expect(await page.getByTestId("tour-count").textContent()).toContain(String(answer.total));
    await context.close();
  });

  it("has no axe violations on home, a hotel list and a hotel", async () => {
    const { context } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    for (const path of [prefix(locale) || "/", `${prefix(locale)}/hotel/hotels`, `${prefix(locale)}/hotel/1`]) {
      await page.goto(`${e2e.site.url}${path}`, { waitUntil: "networkidle" });
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});

/** Every item of a paginated API list. */
async function everyItem<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = (await (await fetch(`${e2e.site.url}${path}&pageSize=100&page=${page}`)).json()) as {
      total: number;
      items: T[];
    };
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) break;
  }
  return items;
}

interface JsonLdObject {
  "@type"?: string;
  startDate?: string;
  endDate?: string;
  offers?: { price: string; priceCurrency: string; availability: string };
}

describe("every tour, hotel and group in both locales", () => {
  it("answers each tour with an Event per open departure (12:00–19:00 +03:00), priced and available as the API says", async () => {
    const tours = await everyItem<{ slug: string; slugs: Record<Locale, string> }>("/api/tours?locale=tr");
    expect(tours.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let events = 0;
    for (const tour of tours) {
      for (const locale of ["tr", "en"] as const) {
        const slug = tour.slugs[locale];
        const detail = (await (await fetch(`${e2e.site.url}/api/tours/${slug}?locale=${locale}`)).json()) as {
          departures: {
            startDate: string;
            returnDate: string;
            saleState: string;
            fromPrices: { amount: number; currency: string }[];
          }[];
        };
        // Open: every upcoming departure not closed for sale; sold-out ones say SoldOut.
        const open = detail.departures.filter((d) => d.saleState !== "CLOSED");
        const html = await (await fetch(`${e2e.site.url}${prefix(locale)}/tour/${slug}`)).text();
        const found = (jsonLdOf(html) as JsonLdObject[]).filter((object) => object["@type"] === "Event");
        if (found.length !== open.length)
          failures.push(`${slug} (${locale}): ${found.length} Events, ${open.length} open`);
        for (const [i, departure] of open.entries()) {
          const event = found[i];
          const price = departure.fromPrices.find((p) => p.currency === shownCurrency[locale]);
          const expected = {
            startDate: `${departure.startDate}T12:00:00+03:00`,
            endDate: `${departure.returnDate}T19:00:00+03:00`,
            availability: `https://schema.org/${departure.saleState === "SOLD_OUT" ? "SoldOut" : "InStock"}`,
            price: price ? (price.amount / 100).toFixed(2) : undefined,
          };
          const actual = {
            startDate: event?.startDate,
            endDate: event?.endDate,
            availability: event?.offers?.availability,
            price: event?.offers?.price,
          };
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            failures.push(`${slug} (${locale}) #${i}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
          }
        }
        events += found.length;
      }
    }
    expect(failures).toEqual([]);
    expect(events).toBeGreaterThan(0);
  }, 300_000);

  it("answers every hotel with a Hotel, and the hotel lists with each filter", async () => {
    const hotels = await everyItem<{ id: number; name: string }>("/api/hotels?locale=tr");
    expect(hotels.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const hotel of hotels) {
      for (const locale of ["tr", "en"] as const) {
        const response = await fetch(`${e2e.site.url}${prefix(locale)}/hotel/${hotel.id}`);
        const types = jsonLdOf(await response.text()).map((object) => object["@type"]);
        if (response.status !== 200 || !types.includes("Hotel") || !types.includes("BreadcrumbList")) {
          failures.push(`/hotel/${hotel.id} (${locale}) ${response.status} ${types.join(",")}`);
        }
      }
    }
    expect(failures).toEqual([]);
    const total = hotels.length; // every hotel at most once across the two cities below
    let listed = 0;
    for (const city of ["MAKKAH", "MADINA"]) {
      const html = await (await fetch(`${e2e.site.url}/hotel/hotels?city=${city}&sort=distance`)).text();
      listed += [...html.matchAll(/<a[^>]+href="\/hotel\/\d+"/g)].length;
    }
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThanOrEqual(total);
    expect((await fetch(`${e2e.site.url}/hotel/999999`)).status).toBe(404);
    expect((await fetch(`${e2e.site.url}/en/hotel/not-a-number`)).status).toBe(404);
  });

  it("answers tour groups by either slug, in the locale's slug", async () => {
    for (const slug of ["yurtdisi-turlari", "rota-yurtdisi-turlari"]) {
      const tr = await fetch(`${e2e.site.url}/tours/${slug}`);
      expect(tr.status, slug).toBe(200);
      expect(jsonLdOf(await tr.text()).map((o) => o["@type"])).toContain("BreadcrumbList");
      const group = (await (await fetch(`${e2e.site.url}/api/tour-groups/${slug}?locale=en`)).json()) as {
        slug: string;
      };
      const en = await fetch(`${e2e.site.url}/en/tours/${slug}`, { redirect: "manual" });
      if (group.slug === slug) expect(en.status).toBe(200);
      else {
        expect(en.status).toBe(301);
        expect(new URL(en.headers.get("location") ?? "", e2e.site.url).pathname).toBe(`/en/tours/${group.slug}`);
        expect((await fetch(`${e2e.site.url}/en/tours/${group.slug}`)).status).toBe(200);
      }
    }
  });
});

describe("header links of spec §2 (the catalogue's)", () => {
  const lists = [
    "umrah",
    "private",
    "days-7",
    "days-10",
    "luxury-5-star",
    "month-11",
    "month-12",
    "month-1",
    "month-2",
  ];
  it.each(["tr", "en"] as const)("answer 200 in %s", async (locale) => {
    const paths = [
      prefix(locale) || "/",
      `${prefix(locale)}/hotel/hotels`,
      ...lists.map((id) => `${prefix(locale)}/tour/${findTourListById(id)!.slug[locale]}`),
    ];
    for (const path of paths) expect((await fetch(`${e2e.site.url}${path}`)).status, path).toBe(200);
    for (const group of ["yurtdisi-turlari", "rota-yurtdisi-turlari"]) {
      // The English page of a group is its English slug: the Turkish one moves there.
      const response = await fetch(`${e2e.site.url}${prefix(locale)}/tours/${group}`);
      expect(response.status, group).toBe(200);
    }
  });
});

describe("short links and legacy paths", () => {
  it("redirects each seeded short link, leaving the site for an absolute target", async () => {
    expect(shortLinkContents.length).toBeGreaterThan(0);
    for (const link of shortLinkContents) {
      const response = await fetch(`${e2e.site.url}/r/${link.id}`, { redirect: "manual" });
      expect(response.status, link.id).toBe(302);
      expect(new URL(response.headers.get("location") ?? "", e2e.site.url).toString(), link.id).toBe(
        new URL(link.target, e2e.site.url).toString(),
      );
    }
    expect((await fetch(`${e2e.site.url}/r/no-such-link`, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${e2e.site.url}/r/${"x".repeat(80)}`, { redirect: "manual" })).status).toBe(404);
  });

  it("sends an English visitor of a short link to the English page (issue 28)", async () => {
    for (const link of shortLinkContents) {
      const response = await fetch(`${e2e.site.url}/en/r/${link.id}`, { redirect: "manual" });
      expect(response.status, link.id).toBe(302);
      const expected = link.target.startsWith("/") ? `/en${link.target}` : link.target;
      expect(new URL(response.headers.get("location") ?? "", e2e.site.url).toString(), link.id).toBe(
        new URL(expected, e2e.site.url).toString(),
      );
    }
  });

  it("moves the old /tourDetail/{id} and /tour/detail/{id} to the tour's page in the visitor's locale (issue 28)", async () => {
    const tours = await everyItem<{ id: number; slugs: Record<Locale, string> }>("/api/tours?locale=tr");
    const tour = tours[0]!;
    const cases: [string, string][] = [
      [`/tourDetail/${tour.id}`, `/tour/${tour.slugs.tr}`],
      [`/tour/detail/${tour.id}`, `/tour/${tour.slugs.tr}`],
      [`/tour/detail/${tour.slugs.en}`, `/tour/${tour.slugs.tr}`],
      [`/en/tourDetail/${tour.id}`, `/en/tour/${tour.slugs.en}`],
      [`/en/tour/detail/${tour.slugs.tr}`, `/en/tour/${tour.slugs.en}`],
    ];
    for (const [from, to] of cases) {
      const response = await fetch(`${e2e.site.url}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", e2e.site.url).pathname, from).toBe(to);
    }
    for (const path of ["/tourDetail/999999", "/en/tour/detail/no-such-tour", "/tourDetail/%00"]) {
      expect((await fetch(`${e2e.site.url}${path}`, { redirect: "manual" })).status, path).toBe(404);
    }
  });

  it("moves every seeded legacy path with its stored status before answering 404", async () => {
    const rows = legacyRedirects();
    expect(rows.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const row of rows) {
      const response = await fetch(`${e2e.site.url}${row.fromPath}`, { redirect: "manual" });
      const expected = new URL(row.toPath, e2e.site.url).toString();
      const location = new URL(response.headers.get("location") ?? "", e2e.site.url).toString();
      if (response.status !== row.status || location !== expected) {
        failures.push(`${row.fromPath}: ${response.status} ${response.headers.get("location")}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${e2e.site.url}/tr/tour/umre-turlari`, { redirect: "manual" })).status).toBe(301);
    expect((await fetch(`${e2e.site.url}/no-legacy-path-here`, { redirect: "manual" })).status).toBe(404);
  });
});

// Spec §2: /tourDetail/routes, every open tour's route, expected from the seed's own catalogue.
describe.each(["tr", "en"] as const)("the tours' routes (%s)", (locale) => {
  it("lists each open tour with a programme, its stays and its days, linking to the tour", async () => {
    const today = todayInIstanbul(new Date());
    const seeded = buildTourCatalogue({ today, hotelNames: {} }).filter(
      (spec) => spec.translations[locale].itinerary.length > 0 && spec.departures.some((d) => d.startDate >= today),
    );
    const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    const prefix = locale === "en" ? "/en" : "";
    const response = await page.goto(`${e2e.site.url}${prefix}/tourDetail/routes`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      locale === "tr" ? "Tur rotaları" : "Tour routes",
    );
    const cards = page.getByTestId("tour-route");
    expect(await cards.count()).toBe(seeded.length);
    const hrefs = await cards.locator("h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.sort()).toEqual(seeded.map((spec) => `${prefix}/tour/${spec.translations[locale].slug}`).sort());
    // A programme unfolds to its days, in order.
    const spec = seeded[0]!;
    const card = cards.filter({ has: page.locator(`a[href="${prefix}/tour/${spec.translations[locale].slug}"]`) });
    await card.locator("summary").click();
    expect(await card.locator(".route-days li").allTextContents()).toEqual(
      spec.translations[locale].itinerary.map((day) => day.title),
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

// Spec §2: /tour/ongoing-tours, the groups on the road today, expected from the seed's catalogue.
describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("the tours under way (%s, %s px)", (locale, width) => {
  it("shows each departure on the road today with the day of its tour", async () => {
    const today = todayInIstanbul(new Date());
    const dayOf = (start: string) => Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000) + 1;
    const expected = buildTourCatalogue({ today, hotelNames: {} }).flatMap((spec) =>
      spec.departures
        .filter((d) => d.startDate <= today && d.returnDate >= today)
        .map((d) => ({ slug: spec.translations[locale].slug, day: dayOf(d.startDate), days: d.days })),
    );
    expect(expected.length).toBeGreaterThan(0);
    const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const prefix = locale === "en" ? "/en" : "";
    const response = await page.goto(`${e2e.site.url}${prefix}/tour/ongoing-tours`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    const cards = page.getByTestId("ongoing-departure");
    expect(await cards.count()).toBe(expected.length);
    const first = expected[0]!;
    const card = cards.filter({ has: page.locator(`a[href="${prefix}/tour/${first.slug}"]`) }).first();
    const dayText = locale === "tr" ? `${first.days} günün ${first.day}. günü` : `Day ${first.day} of ${first.days}`;
    expect(await card.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(String(first.day));
    expect(await card.textContent()).toContain(dayText);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists every list, tour, group and hotel in both locales with alternates and lastmod", async () => {
    const response = await fetch(`${e2e.site.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    const lists = (await (await fetch(`${e2e.site.url}/api/tour-lists?locale=tr`)).json()) as {
      items: { slugs: Record<Locale, string> }[];
    };
    const tours = await everyItem<{ slugs: Record<Locale, string> }>("/api/tours?locale=tr");
    const hotels = await everyItem<{ id: number }>("/api/hotels?locale=tr");
    const expected = [
      "/",
      "/en",
      "/hotel/hotels",
      "/en/hotel/hotels",
      "/tourDetail/routes",
      "/en/tourDetail/routes",
      "/tour/ongoing-tours",
      "/en/tour/ongoing-tours",
      ...[...lists.items, ...tours].flatMap((item) => [`/tour/${item.slugs.tr}`, `/en/tour/${item.slugs.en}`]),
      ...hotels.flatMap((hotel) => [`/hotel/${hotel.id}`, `/en/hotel/${hotel.id}`]),
      "/tours/yurtdisi-turlari",
      // Content pages the menus link to (issue 28's route gaps).
      "/yardim",
      "/en/help",
      "/contact",
      "/en/contact",
      "/kurumsal/hakkimizda",
      "/en/kurumsal/about-us",
      "/page/hac",
      "/en/page/hajj",
      "/page/banka-hesaplari",
    ];
    const missing = expected.filter((path) => !locs.includes(path));
    expect(missing).toEqual([]);
    expect(new Set(locs).size).toBe(locs.length);
    // A content page the sitemap names is a page, not a redirect or a 404.
    const content = locs.filter((path) => /^(\/en)?\/(page|kurumsal|yardim|contact)/.test(path));
    expect(content.length).toBeGreaterThanOrEqual(9);
    const dead: string[] = [];
    for (const path of content) {
      const status = (await fetch(`${e2e.site.url}${path}`, { redirect: "manual" })).status;
      if (status !== 200) dead.push(`${path} → ${status}`);
    }
    expect(dead).toEqual([]);
    // One about page (issue 22, problem 12): /page/hakkimizda moved to /kurumsal/hakkimizda for good.
    for (const [from, to] of [
      ["/page/hakkimizda", "/kurumsal/hakkimizda"],
      ["/en/page/hakkimizda", "/en/kurumsal/about-us"],
    ]) {
      const moved = await fetch(`${e2e.site.url}${from}`, { redirect: "manual" });
      expect([moved.status, moved.headers.get("location")]).toEqual([301, to]);
    }
    const urls = xml.match(/<url>/g)?.length ?? 0;
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)?.length).toBe(urls);
    // Each URL names the page in tr, en and x-default.
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(urls);
    const tour = tours[0]!;
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${new URL(`/en/tour/${tour.slugs.en}`, e2e.site.url).toString()}"/>`,
    );
  });

  it("names the sitemap and keeps crawlers out of accounts, back office, bookings and orders", async () => {
    const text = await (await fetch(`${e2e.site.url}/robots.txt`)).text();
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", e2e.site.url).toString()}`);
    for (const path of ["/user", "/agent", "/admin", "/reservation", "/order"]) {
      expect(text.split("\n")).toContain(`Disallow: ${path}`);
      expect(text.split("\n")).toContain(`Disallow: /en${path}`);
    }
  });
});

describe("the home page", () => {
  it.each(["tr", "en"] as const)(
    "shows the API's shelves, reviews and trust facts with TravelAgency JSON-LD (%s)",
    async (locale) => {
      const html = await (await fetch(`${e2e.site.url}${prefix(locale) || "/"}`)).text();
      expect(html).not.toMatch(/pglite|database/i);
      const reviews = (await (await fetch(`${e2e.site.url}/api/reviews?pageSize=3`)).json()) as {
        total: number;
        average: number;
      };
      const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        reviews.average,
      );
      expect(html).toMatch(new RegExp(`data-testid="reviews-average">[^<]*${average.replace(".", "\\.")}`));
      expect(html).toMatch(new RegExp(`data-testid="reviews-average">[^<]*${reviews.total}`));
      expect(html).toMatch(/data-testid="trust-licence">[^<]*7677/);
      // Each review says its language and links its tour in the page's language, straight (issue
      // 22, problem 4: English pages linked the Turkish slug, answered by a redirect).
      const shown = (await (await fetch(`${e2e.site.url}/api/reviews?pageSize=3&titles=${locale}`)).json()) as {
        items: { locale: string; body: string; tourSlug: string | null }[];
      };
      const linked = shown.items.filter((review) => review.tourSlug !== null);
      expect(linked.length).toBeGreaterThan(0);
      for (const review of shown.items) expect(html).toContain(`<blockquote lang="${review.locale}">`);
      for (const review of linked) {
        const href = `${prefix(locale)}/tour/${review.tourSlug}`;
        expect(html).toContain(`href="${href}"`);
        expect((await fetch(`${e2e.site.url}${href}`, { redirect: "manual" })).status, href).toBe(200);
      }
      for (const shelf of ["season", "month", "luxury", "guides", "private", "international"]) {
        expect(html, shelf).toContain(`data-shelf="${shelf}"`);
      }
      const agency = jsonLdOf(html).find((object) => object["@type"] === "TravelAgency") as
        { name?: string; url?: string } | undefined;
      expect(agency?.name).toBe("Rihla Turizm");
      expect(html).toContain('property="og:image"');
    },
  );
});

// Spec §2: the private-Umrah lists carry an information request form (bot-checked). With
// JavaScript the bot check solves itself and the request is stored; without it the server says
// why it cannot take the request, and keeps what was typed. Other lists have no form.
describe("the private-Umrah request", () => {
  const privateList = findTourListById("private")!;
  const words = {
    tr: {
      name: "Ad soyad",
      phone: "Telefon",
      whatsApp: "WhatsApp'tan yazın",
      message: "Talebiniz",
      send: "Talebi gönder",
    },
    en: {
      name: "Full name",
      phone: "Phone",
      whatsApp: "Message me on WhatsApp",
      message: "Your request",
      send: "Send the request",
    },
  } as const;

  it("is sent from the Turkish private list with JavaScript, after a wrong phone is refused", async () => {
    const w = words.tr;
    const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser, {
      ignoreConsole: [/status of 4\d\d/],
    });
    const page = await context.newPage();
    await page.goto(`${e2e.site.url}/tour/${privateList.slug.tr}`, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByTestId("information-request");
    await form.getByLabel(w.name, { exact: true }).fill("Fatma Demir");
    await form.getByLabel(w.phone, { exact: true }).fill("12");
    await form.getByLabel(w.whatsApp, { exact: true }).check();
    await form.getByLabel(w.message, { exact: true }).fill("Mart ayında 4 kişi, Kabe manzaralı otel");
    await page.waitForFunction(
      () => Boolean((document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value),
      undefined,
      { timeout: 20_000 },
    );
    await form.getByRole("button", { name: w.send }).click();
    await form.getByText(formatMessage("PHONE_INVALID", "tr")).waitFor();
    expect(await form.getByLabel(w.message, { exact: true }).inputValue()).toBe(
      "Mart ayında 4 kişi, Kabe manzaralı otel",
    );
    expect(await form.getByLabel(w.whatsApp, { exact: true }).isChecked()).toBe(true);

    await form.getByLabel(w.phone, { exact: true }).fill("0532 987 65 43");
    await form.getByRole("button", { name: w.send }).click();
    await form.getByRole("status").waitFor();
    expect(await form.getByRole("status").textContent()).toContain("Talebiniz alındı");
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("without JavaScript tells in English why the request could not be sent, keeping what was typed", async () => {
    const w = words.en;
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // The Turkish slug under /en moves to the English one.
    await page.goto(`${e2e.site.url}/en/tour/${privateList.slug.tr}`);
    expect(new URL(page.url()).pathname).toBe(`/en/tour/${privateList.slug.en}`);
    const form = page.getByTestId("information-request");
    await form.getByLabel(w.name, { exact: true }).fill("John Smith");
    await form.getByLabel(w.phone, { exact: true }).fill("+44 20 7946 0958");
    await form.getByLabel(w.message, { exact: true }).fill("Two adults in April");
    await form.getByRole("button", { name: w.send }).click();
    await form.getByRole("alert").waitFor();
    expect(await form.getByRole("alert").textContent()).toBe(formatMessage("BOT_CHECK_FAILED", "en"));
    expect(await form.getByLabel(w.name, { exact: true }).inputValue()).toBe("John Smith");
    expect(await form.getByLabel(w.message, { exact: true }).inputValue()).toBe("Two adults in April");

    // Other lists carry no request form.
    await page.goto(`${e2e.site.url}/en/tour/${umrah.slug.en}`);
    expect(await page.getByTestId("information-request").count()).toBe(0);
    await context.close();
  });
});
