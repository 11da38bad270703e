import { holidays, type Locale } from "@rihla/domain";
import { linkIn, startMailbox, type Mailbox } from "@rihla/api/testing/mailbox";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContents } from "../../apps/api/src/seed/content/pages.ts";
import { axeViolations, guardedContext, launchBrowser } from "../support/browser.ts";
import { freePort, startSite, type RunningSite } from "../support/server.ts";

// Issue 13: the content pages in both locales, in a real browser against the built site. Expected
// headings come from the seed's page rows and the domain's holiday data, not from the pages.

let mailbox: Mailbox;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  const port = await freePort();
  site = await startSite({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mailbox.url,
    // Every form of both locales posts from this one address: more than the default 5 a minute.
    RATE_LIMIT_MAX: "50",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

const prefix: Record<Locale, string> = { tr: "", en: "/en" };

/** Spec §2 information pages (slug as written in the spec; yorumlar is comments in English). */
const informationSlugs = [
  "umre-nedir",
  "umreye-gitme-sartlari-nelerdir",
  "umre-turlari-nezaman-yapilir",
  "umre-hakkinda-bilinmesi-gerekenler",
  "umre-fiyatlari-nasil-hesaplanir",
  "gizlilik",
  "yorumlar",
  "ekibimiz",
  "banka-hesaplari",
  "grup-bayi-ozel-umre",
  "umreye-gitmeden-alinacaklar-rehberi",
];

function seedPage(key: string) {
  const page = pageContents.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`the seed has no page ${key}`);
  return page;
}

const texts = {
  tr: {
    holidaysTitle: "Resmi Tatiller ve Dini Günler 2025–2026",
    groups: ["Resmi tatiller", "Dini bayramlar", "Kandil geceleri", "Okul tatilleri"],
    notSuitable: "Pasaportunuzun geçerlilik tarihi bu tur için uygun değil.",
    suitable: "Pasaportunuz bu tur için uygun",
    departure: "veya açık bir hareket tarihi seçin",
    expiry: "Pasaportun son geçerlilik tarihi",
    check: "Kontrol et",
    teamLink: "Ekibimiz",
    sideNav: "Kurumsal sayfalar",
    search: "Sorularda ara",
    searchButton: "Ara",
    instalments: "Taksitle ödeme yapabilir miyim?",
    name: "Adınız soyadınız",
    subject: "Konu",
    mobile: "Cep telefonu",
    email: "E-posta",
    message: "Mesajınız",
    send: "Gönder",
    sent: "Mesajınız alındı.",
    newsletterEmail: "E-posta adresiniz",
    newsletterSent: "Teşekkürler! Aboneliğinizi onaylamanız için",
    confirm: "Aboneliğimi onayla",
    confirmed: "Aboneliğiniz onaylandı",
    unsubscribe: "Abonelikten çık",
    unsubscribed: "Abonelikten çıktınız",
  },
  en: {
    holidaysTitle: "Public Holidays and Religious Days 2025–2026",
    groups: ["Official holidays", "Religious feasts", "Kandil nights", "School holidays"],
    notSuitable: "Your passport's expiry date is not suitable for this tour.",
    suitable: "Your passport is suitable for this tour",
    departure: "or pick an open departure",
    expiry: "Passport expiry date",
    check: "Check",
    teamLink: "Our Team",
    sideNav: "Corporate pages",
    search: "Search the questions",
    searchButton: "Search",
    instalments: "Can I pay in instalments?",
    name: "Full name",
    subject: "Subject",
    mobile: "Mobile phone",
    email: "E-mail",
    message: "Your message",
    send: "Send",
    sent: "We have received your message",
    newsletterEmail: "Your e-mail address",
    newsletterSent: "Thank you! We will send you an e-mail",
    confirm: "Confirm my subscription",
    confirmed: "Subscription confirmed",
    unsubscribe: "Unsubscribe",
    unsubscribed: "You are unsubscribed",
  },
} as const;

/** Opens a path and checks the status and the page's one h1. */
async function expectHeading(page: Page, path: string, heading: string) {
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status(), path).toBe(200);
  expect((await page.locator("h1").first().innerText()).trim(), path).toContain(heading);
}

/** Adds whole calendar months to YYYY-MM-DD, by hand (day clamped to the month's end). */
function plusMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

describe.each(["tr", "en"] as const)("content pages (%s)", (locale) => {
  const t = texts[locale];
  const p = prefix[locale];

  it("answers every information page of §2 with its heading, and both yorumlar slugs", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const slug of informationSlugs) {
      const seeded = seedPage(slug)[locale];
      await expectHeading(page, `${p}/page/${seeded.slug}`, seeded.heading);
    }
    // yorumlar / comments: both slugs answer; the canonical is the locale's own slug.
    const reviews = seedPage("yorumlar")[locale];
    await expectHeading(page, `${p}/page/yorumlar`, reviews.heading);
    await expectHeading(page, `${p}/page/comments`, reviews.heading);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${site.url}${p}/page/${reviews.slug}`,
    );
    // The FAQ is on the page and in FAQPage JSON-LD.
    const whatIs = seedPage("umre-nedir")[locale];
    await page.goto(`${site.url}${p}/page/umre-nedir`);
    const firstQuestion = whatIs.faq![0]![0];
    await page.getByRole("heading", { name: firstQuestion }).waitFor();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = jsonLd.map((text) => JSON.parse(text) as { "@type": string; mainEntity?: { name: string }[] });
    expect(faqPage.find((object) => object["@type"] === "FAQPage")?.mainEntity?.[0]?.name).toBe(firstQuestion);
    const missing = await page.goto(`${site.url}${p}/page/no-such-page`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });

  it("answers an English path for every page, and moves the other language's path there (issue 22, problem 4)", async () => {
    const other = locale === "tr" ? "en" : "tr";
    const moves = [
      [`${p}/page/${seedPage("umre-nedir")[other].slug}`, `${p}/page/${seedPage("umre-nedir")[locale].slug}`],
      [`${p}/kurumsal/${seedPage("ekibimiz")[other].slug}`, `${p}/kurumsal/${seedPage("ekibimiz")[locale].slug}`],
      [`${p}/page/${seedPage("hac")[other].slug}`, `${p}/page/${seedPage("hac")[locale].slug}`],
      [`${p}/${seedPage("yardim")[other].slug}?q=umre`, `${p}/${seedPage("yardim")[locale].slug}?q=umre`],
    ];
    for (const [from, to] of moves) {
      const answer = await fetch(`${site.url}${from}`, { redirect: "manual" });
      expect([from, answer.status, answer.headers.get("location")]).toEqual([from, 301, to]);
    }
    if (locale === "en") {
      // No Turkish slug left in an English page's own address.
      for (const key of ["umre-nedir", "hakkimizda", "ekibimiz", "hac", "yardim", "gizlilik", "banka-hesaplari"])
        expect(seedPage(key).en.slug, key).not.toBe(seedPage(key).tr.slug);
    }
  });

  it("shows corporate pages with their siblings, the help centre with search, and the Hajj page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await expectHeading(
      page,
      `${p}/kurumsal/${seedPage("hakkimizda")[locale].slug}`,
      seedPage("hakkimizda")[locale].heading,
    );
    await page.getByRole("navigation", { name: t.sideNav }).getByRole("link", { name: t.teamLink }).click();
    await page.waitForURL(`${site.url}${p}/kurumsal/${seedPage("ekibimiz")[locale].slug}`);
    await page.locator("h1", { hasText: seedPage("ekibimiz")[locale].heading }).waitFor();

    await expectHeading(page, `${p}/${seedPage("yardim")[locale].slug}`, seedPage("yardim")[locale].heading);
    const allQuestions = await page.locator(".content-faq details").count();
    await page.getByLabel(t.search).fill(locale === "tr" ? "taksit" : "instalments");
    await page.getByRole("button", { name: t.searchButton }).click();
    await page.waitForURL(/\?q=/);
    await page.getByRole("heading", { name: t.instalments }).waitFor();
    // That heading is on the unfiltered page too: wait for the answer to the search itself.
    await expect.poll(() => page.locator(".content-faq details").count()).toBeLessThan(allQuestions);
    expect(await page.locator(".content-faq details").count()).toBeGreaterThanOrEqual(1);

    await expectHeading(page, `${p}/page/${seedPage("hac")[locale].slug}`, seedPage("hac")[locale].heading);
    expect(await page.locator(".content-badge").innerText()).toBe("2026");
    expect(await page.locator(".content-tours li").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("lists the holidays by group and answers four holiday pages with Event JSON-LD", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await expectHeading(page, `${p}/page/tatil-gunleri`, t.holidaysTitle);
    for (const group of t.groups) {
      expect(await page.getByRole("heading", { level: 3, name: group }).count()).toBe(2);
    }
    const chosen = (["official", "religious", "kandil", "school"] as const).map((type) =>
      holidays.find((holiday) => holiday.type === type)!,
    );
    for (const holiday of chosen) {
      const slug = `hday-${holiday.start.slice(0, 4)}-${holiday.name}`;
      await expectHeading(page, `${p}/page/${slug}`, holiday[locale]);
      const objects = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { "@type": string; startDate?: string },
      );
      expect(objects.find((object) => object["@type"] === "Event")?.startDate).toBe(`${holiday.start}T12:00:00+03:00`);
      // Monday-first calendar: the first column is Monday.
      expect(await page.locator(".holiday-month th").first().getAttribute("abbr")).toBe(
        locale === "tr" ? "Pazartesi" : "Monday",
      );
    }
    await context.close();
  });

  it.each([false, true])("checks the passport against a departure (JavaScript %s)", async (javaScriptEnabled) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const path = locale === "tr" ? "/page/pasaport-dogrulama" : "/en/page/passport-date-validity-check";
    await page.goto(`${site.url}${path}`);
    const select = page.getByLabel(t.departure);
    const departure = await select.locator("option").nth(1).getAttribute("value");
    expect(departure).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await select.selectOption(departure!);
    const answer = page.getByTestId("passport-answer");
    for (const [months, expected] of [
      [5, t.notSuitable],
      [7, t.suitable],
    ] as const) {
      await page.getByLabel(t.expiry).fill(plusMonths(departure!, months));
      // With JavaScript the answer is there at once; without, the GET form is answered by the server.
      if (!javaScriptEnabled) await page.getByRole("button", { name: t.check }).click();
      await expect.poll(() => answer.innerText(), { timeout: 10_000 }).toContain(expected);
      if (!javaScriptEnabled) expect(page.url()).toContain(`expiry=${plusMonths(departure!, months)}`);
    }
    await context.close();
  });

  it("sends the contact form and the mails arrive over SMTP", async () => {
    const guarded = await guardedContext(browser);
    const page = await guarded.context.newPage();
    const email = `contact-${locale}-${Date.now()}@example.com`;
    await page.goto(`${site.url}${p}/contact`, { waitUntil: "networkidle" });
    await page.getByLabel(t.name, { exact: true }).fill("Ayşe Yılmaz");
    await page.getByLabel(t.subject, { exact: true }).fill(`Umre ${locale}`);
    await page.getByLabel(t.mobile, { exact: true }).fill("0532 123 45 67");
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.message, { exact: true }).fill("Ocak ayında dört kişi için fiyat alabilir miyim?");
    await page.waitForFunction(
      () => Boolean((document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value),
      undefined,
      { timeout: 20_000 },
    );
    await page.getByRole("button", { name: t.send, exact: true }).first().click();
    await page.getByText(t.sent).waitFor();
    const mail = await mailbox.next(email);
    expect(mail.text).toContain("Ocak ayında dört kişi için fiyat alabilir miyim?");
    expect((await mailbox.next("info@rihla.example")).subject).toContain(`Umre ${locale}`);
    expect(guarded.consoleErrors).toEqual([]);
    await guarded.context.close();
  });

  it("has no axe WCAG A/AA violations on the content pages", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const paths = [
      "/page/umre-nedir",
      "/kurumsal/hakkimizda",
      "/yardim",
      "/page/hac",
      locale === "tr" ? "/page/pasaport-dogrulama" : "/page/passport-date-validity-check",
      "/page/tatil-gunleri",
      "/page/hday-2026-ramazan-bayrami",
      "/contact",
    ];
    const violations: string[] = [];
    for (const path of paths) {
      await page.goto(`${site.url}${p}${path}`, { waitUntil: "networkidle" });
      violations.push(...(await axeViolations(page)).map((line) => `${path} ${line}`));
    }
    expect(violations).toEqual([]);
    await context.close();
  });

  it("subscribes to the newsletter, confirms from the mail and unsubscribes from its link", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `reader-${locale}-${Date.now()}@example.com`;
    await page.goto(`${site.url}${p}/`, { waitUntil: "networkidle" });
    await page.getByLabel(t.newsletterEmail).fill(email);
    await page.getByLabel(t.newsletterEmail).press("Enter");
    await page.getByText(t.newsletterSent).waitFor();
    const mail = await mailbox.next(email);
    const confirm = linkIn(mail, `${site.url}${p}/newsletter/confirm?token=`);
    const unsubscribe = linkIn(mail, `${site.url}${p}/newsletter/unsubscribe?token=`);
    await page.goto(confirm);
    await page.getByRole("button", { name: t.confirm }).click();
    await page.getByRole("heading", { level: 1, name: t.confirmed }).waitFor();
    await page.goto(unsubscribe);
    await page.getByRole("button", { name: t.unsubscribe }).click();
    await page.getByRole("heading", { level: 1, name: t.unsubscribed }).waitFor();
    await context.close();
  });
});
