import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 22, as a first-time visitor and each role meet the site, in both locales: every primary
// call to action answers a pointer (Playwright's click() without force fails when another element
// would take the click), a departure's book button sits inside a phone's screen, the 403 page
// speaks the page's language and shows a way on, signing in leads each role to its own area, a
// failed sign-in says why (with and without JavaScript), the header tagline has room or is
// hidden, and the phone menu has the header's hotels and sign-up. A development deployment holds
// the demo accounts and the demo agency's tours. Texts are written out here.

const demoPassword = "Rihla2026!demo";
const accounts = {
  customer: "customer@rihla.example",
  agent: "agent@rihla.example",
  admin: "admin@rihla.example",
  master: "master@rihla.example",
} as const;
type Role = keyof typeof accounts;

const texts = {
  tr: {
    prefix: "",
    home: "/",
    heroCta: "Umre turlarını incele",
    umrahList: "/tour/umre-turlari",
    tour: "/tour/12-gunluk-5-yildizli-luks-umre-turu",
    hotel: "/hotel/1",
    requestStay: "Bu otelde konaklama talep et",
    book: "Rezervasyon yap",
    next: "Devam",
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    signUp: "Üye Ol",
    hotels: "Oteller",
    openMenu: "Menüyü aç",
    forbiddenTitle: "Bu sayfaya erişim yetkiniz yok",
    signInAsOther: "Başka bir hesapla giriş yap",
    goHome: "Ana sayfaya dön",
    clearErrors: "Hataları temizle",
    wrongCredentials: "E-posta adresi ya da şifre hatalı.",
    tooMany: /^Çok fazla deneme yapıldı\. Lütfen \d+ dakika sonra tekrar deneyin\.$/,
    errorTitle: "Hata",
    taglines: [
      "Harem'e yürüme mesafesinde oteller",
      "Diyanet onaylı rehberler",
      "Direkt uçuşlar",
      "Vize işlemleri bizden",
    ],
  },
  en: {
    prefix: "/en",
    home: "/en",
    heroCta: "Browse Umrah tours",
    umrahList: "/en/tour/umrah-tours",
    tour: "/en/tour/12-day-5-star-luxury-umrah-tour",
    hotel: "/en/hotel/1",
    requestStay: "Request a stay at this hotel",
    book: "Book",
    next: "Continue",
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    signUp: "Sign Up",
    hotels: "Hotels",
    openMenu: "Open the menu",
    forbiddenTitle: "You cannot open this page",
    signInAsOther: "Sign in as someone else",
    goHome: "Back to the home page",
    clearErrors: "Clear errors",
    wrongCredentials: "Wrong e-mail address or password.",
    tooMany: /^Too many attempts\. Please try again in \d+ minutes\.$/,
    errorTitle: "Error",
    taglines: [
      "Hotels within walking distance of the Haram",
      "Approved religious guides",
      "Direct flights",
      "We handle your visa",
    ],
  },
} as const;
type Texts = (typeof texts)["tr" | "en"];

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development" });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A page of its own context: guarded (console errors, requests leaving the machine) by default. */
async function newPage(
  width: number,
  options: { javaScript?: boolean; reducedMotion?: "reduce" } = {},
): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[]; externalRequests: string[] }> {
  const plain = options.javaScript === false || options.reducedMotion !== undefined;
  const guarded = plain
    ? {
        context: await browser.newContext({
          javaScriptEnabled: options.javaScript !== false,
          ...(options.reducedMotion ? { reducedMotion: options.reducedMotion } : {}),
        }),
        consoleErrors: [],
        externalRequests: [],
      }
    : // The 401 and 403 answers a test asks for are logged by Chromium as failed loads.
      await guardedContext(browser, { ignoreConsole: [/status of 40[13] /] });
  const page = await guarded.context.newPage();
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  return { page, ...guarded };
}

async function hydrated(page: Page) {
  await page.locator(".site-header-host[data-ready]").first().waitFor();
}

/** A pointer click that fails (in 5 s) when another element would receive it, never forced. */
async function pointerClick(page: Page, target: ReturnType<Page["locator"]>) {
  await target.click({ timeout: 5_000 });
}

/** A departure's book button: its visible words, its link to the booking of that departure. */
const bookLink = (page: Page, t: Texts) =>
  page.locator('main a[href*="/reservation/new?departure="]').filter({ hasText: t.book }).first();

const path = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, t: Texts, email: string, password = demoPassword, query = "") {
  await page.goto(`${site.url}${t.prefix}/user/login${query}`, { waitUntil: "networkidle" });
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

describe.each([
  ["tr", 1280],
  ["tr", 390],
  ["en", 1280],
  ["en", 390],
] as const)("primary calls to action by pointer (%s, %i px)", (locale, width) => {
  const t = texts[locale];

  it("clicks the home, list, tour and hotel pages' main buttons and lands where they lead", async () => {
    const { page, context, consoleErrors, externalRequests } = await newPage(width);
    // Home: the hero's button (the photo used to be painted over it and take the click).
    await page.goto(`${site.url}${t.home}`, { waitUntil: "networkidle" });
    await hydrated(page);
    await pointerClick(page, page.locator(".home-hero").getByRole("link", { name: t.heroCta }));
    await page.waitForURL(`${site.url}${t.umrahList}`);

    // A tour list: a tour's card.
    const card = page.locator("main article h2 a, main article h3 a").first();
    const cardHref = await card.getAttribute("href");
    expect(cardHref).toMatch(new RegExp(`^${t.prefix}/tour/`));
    await pointerClick(page, card);
    await page.waitForURL(`${site.url}${cardHref}`);

    // A tour: a departure's book button.
    await page.goto(`${site.url}${t.tour}`, { waitUntil: "networkidle" });
    await hydrated(page);
    const book = bookLink(page, t);
    await pointerClick(page, book);
    await page.waitForURL(/\/reservation\/new\?departure=\d+|\/user\/login\?redirect=/);

    // A hotel: its stay request.
    await page.goto(`${site.url}${t.hotel}`, { waitUntil: "networkidle" });
    await hydrated(page);
    await pointerClick(page, page.getByRole("link", { name: t.requestStay }));
    await page.waitForURL(/\/reservation\/service-1$|\/user\/login\?redirect=/);

    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

describe("an English tour page (issue 22, problem 4)", () => {
  it("names the airline in English, as the Turkish page names it in Turkish", async () => {
    const [tr, en] = await Promise.all(
      // The flights section as a reader sees it, without React's text-node markers (`<!-- -->`);
      // the page's hydration data keeps the stored name.
      [texts.tr.tour, texts.en.tour].map(async (path) => {
        const html = await (await fetch(`${site.url}${path}`)).text();
        return (/id="flights-title"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? "").replaceAll("<!-- -->", "");
      }),
    );
    const tourSlug = texts.en.tour.split("/").pop()!;
    const tour = (await (await fetch(`${site.url}/api/tours/${tourSlug}?locale=en`)).json()) as {
      flights: { flightNumber: string }[];
    };
    const tk = tour.flights.find((flight) => flight.flightNumber.startsWith("TK"));
    expect(tk, "the seeded tour flies Turkish Airlines").toBeDefined();
    expect(en).toContain(`Turkish Airlines ${tk!.flightNumber}`);
    expect(en).not.toContain("Türk Hava Yolları");
    expect(tr).toContain(`Türk Hava Yolları ${tk!.flightNumber}`);
  });
});

describe.each(["tr", "en"] as const)("a departure on a 390 px phone (%s)", (locale) => {
  const t = texts[locale];

  it("shows the book button inside the screen, without sideways scrolling, and it takes a tap", async () => {
    const { page, context } = await newPage(390);
    await page.goto(`${site.url}${t.tour}`, { waitUntil: "networkidle" });
    await hydrated(page);
    const book = bookLink(page, t);
    // Scrolled down to it (the page only, never a box sideways), it lies inside the 390 px.
    const box = await book.evaluate((element) => {
      const first = element.getBoundingClientRect();
      window.scrollBy(0, first.top - window.innerHeight / 3);
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return { left: rect.left, right: rect.right, width: rect.width, own: Boolean(hit && element.contains(hit)) };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(390);
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.own).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await pointerClick(page, book);
    await page.waitForURL(/\/reservation\/new\?departure=\d+|\/user\/login\?redirect=/);
    await context.close();
  });
});

describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("signing in and the 403 page (%s, %i px)", (locale, width) => {
  const t = texts[locale];

  it("leads each role to its own area after signing in", async () => {
    const landing: Record<Role, string> = {
      customer: `${t.prefix}/user/dashboard`,
      agent: `${t.prefix}/agent/dashboard`,
      admin: `${t.prefix}/admin/dashboard`,
      master: `${t.prefix}/admin/dashboard`,
    };
    for (const role of Object.keys(accounts) as Role[]) {
      const { page, context } = await newPage(width);
      await signIn(page, t, accounts[role]);
      await page.waitForURL(`${site.url}${landing[role]}`);
      // Signed in, the sign-in page sends them there too.
      await page.goto(`${site.url}${t.prefix}/user/login`);
      expect(`${role} ${path(page)}`).toBe(`${role} ${landing[role]}`);
      await context.close();
    }
  });

  it("follows a same-site redirect, and refuses another site's", async () => {
    const { page, context } = await newPage(width);
    await signIn(page, t, accounts.agent, demoPassword, `?redirect=${encodeURIComponent(t.umrahList)}`);
    await page.waitForURL(`${site.url}${t.umrahList}`);
    await context.close();

    const other = await newPage(width);
    await signIn(other.page, t, accounts.admin, demoPassword, `?redirect=${encodeURIComponent("//evil.example/x")}`);
    await other.page.waitForURL(`${site.url}${t.prefix}/admin/dashboard`);
    await other.context.close();
  });

  it("gives a customer on a staff page the 403 page in the page's language, and a way on", async () => {
    const { page, context, consoleErrors, externalRequests } = await newPage(width);
    await signIn(page, t, accounts.customer);
    await page.waitForURL(`${site.url}${t.prefix}/user/dashboard`);
    const answer = await page.goto(`${site.url}${t.prefix}/admin/reservations?status=WAITING`);
    expect(answer?.status()).toBe(403);
    await hydrated(page);
    expect(await page.getAttribute("html", "lang")).toBe(locale);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(t.forbiddenTitle);
    const main = (await page.locator("#main").textContent()) ?? "";
    expect(main).not.toContain("Forbidden");
    expect(await page.getByRole("button", { name: t.clearErrors }).count()).toBe(0);
    expect(await page.title()).toContain(t.forbiddenTitle);

    // Home is one pointer click away.
    expect(await page.getByRole("link", { name: t.goHome }).getAttribute("href")).toBe(t.home);
    // Signing in as someone else signs the customer out and comes back here as the admin.
    await pointerClick(page, page.getByRole("link", { name: t.signInAsOther }));
    await page.waitForURL(/\/user\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe(`${t.prefix}/admin/reservations?status=WAITING`);
    await page.getByLabel(t.email, { exact: true }).fill(accounts.admin);
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(`${site.url}${t.prefix}/admin/reservations?status=WAITING`);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("the header (%s, %i px)", (locale, width) => {
  const t = texts[locale];

  it(
    width > 768
      ? "gives the tagline a box wide enough for its longest text"
      : "hides the tagline and offers hotels and sign-up in the phone menu",
    async () => {
      const { page, context } = await newPage(width);
      await page.goto(`${site.url}${t.home}`, { waitUntil: "networkidle" });
      await hydrated(page);
      const tagline = page.getByTestId("tagline-visible").locator("..");
      if (width > 768) {
        const { box, needed } = await tagline.evaluate(
          (element, taglines) => {
            const probe = document.createElement("span");
            probe.style.font = getComputedStyle(element).font;
            probe.style.whiteSpace = "nowrap";
            probe.style.position = "absolute";
            document.body.append(probe);
            const widths = taglines.map((text) => {
              probe.textContent = text;
              return probe.getBoundingClientRect().width;
            });
            probe.remove();
            return { box: element.getBoundingClientRect().width, needed: Math.max(...widths) };
          },
          [...t.taglines],
        );
        expect(needed).toBeGreaterThan(150);
        expect(box).toBeGreaterThanOrEqual(needed);
      } else {
        expect(await tagline.isVisible()).toBe(false);
        await pointerClick(page, page.getByRole("button", { name: t.openMenu }));
        const menu = page.getByRole("dialog");
        expect(await menu.getByRole("link", { name: t.hotels, exact: true }).getAttribute("href")).toBe(
          `${t.prefix}/hotel/hotels`,
        );
        await pointerClick(page, menu.getByRole("link", { name: t.signUp, exact: true }));
        await page.waitForURL(`${site.url}${t.prefix}/user/signUp`);
      }
      await context.close();
    },
  );

  it("shows the whole tagline at once, standing still, to a visitor who asked for reduced motion", async () => {
    const { page, context } = await newPage(1280, { reducedMotion: "reduce" });
    await page.goto(`${site.url}${t.home}`, { waitUntil: "networkidle" });
    await hydrated(page);
    const visible = page.getByTestId("tagline-visible");
    await expect.poll(() => visible.textContent(), { timeout: 2_000 }).toBe(t.taglines[0]);
    await page.waitForTimeout(2_500);
    expect(await visible.textContent()).toBe(t.taglines[0]);
    await context.close();
  });
});

describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("an empty passengers step (%s, %i px)", (locale, width) => {
  const t = texts[locale];

  it("moves focus to the first field in error after 'next'", async () => {
    const { page, context, consoleErrors } = await newPage(width);
    await signIn(page, t, accounts.customer);
    await page.waitForURL(`${site.url}${t.prefix}/user/dashboard`);
    await page.goto(`${site.url}${t.tour}`, { waitUntil: "networkidle" });
    const href = (await bookLink(page, t).getAttribute("href")) ?? "";
    const departure = new URL(href, site.url).searchParams.get("departure");
    await page.goto(
      `${site.url}${t.prefix}/reservation/new?departure=${departure}&rooms=DOUBLE-2-0-0.DOUBLE-2-0-0&step=passengers`,
    );
    await page.locator('.reservation-planner[data-step="passengers"][data-hydrated]').waitFor();
    const next = page.locator(".reservation-passengers-form").getByRole("button", { name: t.next, exact: true });
    await pointerClick(page, next);
    const invalid = page.locator('.reservation-passengers-form [aria-invalid="true"]');
    await expect.poll(() => invalid.count()).toBeGreaterThan(10);
    await expect.poll(() => invalid.first().evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

// Last: the failures count toward the per-address sign-in limit, which the final test reaches.
describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("a failed sign-in (%s, %i px)", (locale, width) => {
  const t = texts[locale];

  it("says the e-mail or the password is wrong, alike for an unknown address, in the toast and the page", async () => {
    const { page, context, consoleErrors } = await newPage(width);
    await signIn(page, t, accounts.customer, "Wrong2026!password");
    const toast = page.getByRole("status").filter({ hasText: t.wrongCredentials }).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain(t.errorTitle);
    expect(await page.getByRole("alert").filter({ hasText: t.wrongCredentials }).count()).toBe(1);

    await signIn(page, t, `nobody-${locale}@rihla.example`, "Wrong2026!password");
    await page.getByRole("status").filter({ hasText: t.wrongCredentials }).first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the same words in the page without JavaScript", async () => {
    const { page, context } = await newPage(width, { javaScript: false });
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill(accounts.agent);
    await page.getByLabel(t.password, { exact: true }).fill("Wrong2026!password");
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForLoadState("load");
    expect(await page.getByRole("alert").textContent()).toBe(t.wrongCredentials);
    expect(await page.getByLabel(t.email, { exact: true }).inputValue()).toBe(accounts.agent);
    await context.close();
  });
});

// Issue 29: the browser loads the domain's messages of the page's language only (a chunk per
// locale); a client navigation into the other language loads that one before it renders.
describe("the domain's messages in the browser", () => {
  it("loads the page's language only, and the other one after switching language", async () => {
    const { page, context, consoleErrors } = await newPage(1280);
    const tables: string[] = [];
    page.on("request", (request) => {
      const table = /\/assets\/messages-(tr|en)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (table) tables.push(table);
    });
    await page.goto(`${site.url}/en/user/login`, { waitUntil: "networkidle" });
    await hydrated(page);
    expect(tables).toEqual(["en"]);

    // To the Turkish home page and into the sign-in form, without a document load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "TR Türkçe" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByRole("link", { name: texts.tr.signIn, exact: true }).first().click();
    await page.waitForURL(`${site.url}/user/login`);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    // A field error is worded in the browser (the domain's EMAIL_INVALID), in Turkish now.
    await page.getByLabel(texts.tr.email, { exact: true }).fill("not-an-address");
    await page.getByLabel(texts.tr.password, { exact: true }).fill("Wrong2026!password");
    await page.getByRole("button", { name: texts.tr.signIn, exact: true }).click();
    await page.getByText("Geçerli bir e-posta adresi girin.").first().waitFor();
    expect(tables).toEqual(["en", "tr"]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("too many failed sign-ins", () => {
  it("says for how many minutes signing in is locked, in both languages", async () => {
    for (const locale of ["tr", "en"] as const) {
      const t = texts[locale];
      const { page, context } = await newPage(1280, { javaScript: false });
      let said = "";
      for (let attempt = 0; attempt < 12 && !t.tooMany.test(said); attempt += 1) {
        await page.goto(`${site.url}${t.prefix}/user/login`);
        await page.getByLabel(t.email, { exact: true }).fill("locked@rihla.example");
        await page.getByLabel(t.password, { exact: true }).fill("Wrong2026!password");
        await page.getByRole("button", { name: t.signIn, exact: true }).click();
        await page.waitForLoadState("load");
        said = (await page.getByRole("alert").textContent()) ?? "";
        if (!t.tooMany.test(said)) expect(said).toBe(t.wrongCredentials);
      }
      expect(said).toMatch(t.tooMany);
      await context.close();
    }
  });
});
