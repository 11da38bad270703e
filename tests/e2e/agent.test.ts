import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 14, agent area: an agent makes an offer, turns it into a reservation and finds it in
// their list — in both locales, once without JavaScript (the plain forms) and once with it. A
// customer gets the 403 page, a guest is sent to sign in. A development deployment holds the
// demo accounts and the demo agency's departures.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    departure: "Tur ve tarih",
    validUntil: "Geçerlilik tarihi (son gün)",
    firstName: "Ad",
    surname: "Soyad",
    create: "Teklifi oluştur",
    shareLink: "Teklif bağlantısı",
    whatsApp: "WhatsApp ile gönder",
    convert: "Rezervasyona çevir",
    reservation: "Rezervasyon",
    waiting: "Ön Rezervasyon",
    offerStatusConverted: "Rezervasyona çevrildi",
  },
  en: {
    prefix: "/en",
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    departure: "Tour and date",
    validUntil: "Valid until (last day)",
    firstName: "First name",
    surname: "Surname",
    create: "Create the offer",
    shareLink: "Offer link",
    whatsApp: "Send on WhatsApp",
    convert: "Turn into a reservation",
    reservation: "Reservation",
    waiting: "Pre-reservation",
    offerStatusConverted: "Converted",
  },
} as const;

let site: RunningSite;
let browser: Browser;

// The site loads the demo agency into a fresh database first: slow on a busy shared machine.
beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development" });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Today in Istanbul as YYYY-MM-DD, worked out here (not by the code under test). */
function istanbulToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
}

async function signIn(page: Page, t: (typeof texts)["tr" | "en"], email: string) {
  await page.goto(`${site.url}${t.prefix}/user/login`, { waitUntil: "networkidle" });
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe.each([
  ["tr", false],
  ["en", true],
] as const)("agent offers in a browser (%s, JavaScript %s)", (locale, javaScript) => {
  const t = texts[locale];

  it("makes an offer, shares it, turns it into a reservation and lists it", async () => {
    const guarded = javaScript ? await guardedContext(browser) : null;
    const context = guarded?.context ?? (await browser.newContext({ javaScriptEnabled: false }));
    const page = await context.newPage();
    try {
      await signIn(page, t, "agent@rihla.example");
      await page.goto(`${site.url}${t.prefix}/agent/offer`, { waitUntil: "networkidle" });
      const departure = page.getByLabel(t.departure, { exact: true });
      const options = await departure
        .locator("option")
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean));
      expect(options.length).toBeGreaterThan(0);
      await departure.selectOption(options[0]!);
      await page.getByLabel(t.validUntil, { exact: true }).fill(istanbulToday());
      const surname = `Agent${locale}${Date.now()}`;
      await page.getByLabel(t.firstName, { exact: true }).fill("Hatice");
      await page.getByLabel(t.surname, { exact: true }).fill(surname);
      await page.getByLabel(t.email, { exact: true }).fill(`${surname.toLowerCase()}@example.com`);
      await page.getByRole("button", { name: t.create }).click();

      await page.waitForURL(/\/agent\/offer\/[0-9a-f-]{36}$/);
      const total = (await page.getByTestId("offer-total").textContent()) ?? "";
      expect(total).toMatch(/\d/);
      const shareUrl = await page.getByLabel(t.shareLink, { exact: true }).inputValue();
      expect(shareUrl).toMatch(new RegExp(`^${site.url}${t.prefix}/offer/[A-Za-z0-9_-]{32}$`));
      const whatsApp = await page.getByRole("link", { name: t.whatsApp }).getAttribute("href");
      expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=/);
      expect(decodeURIComponent(whatsApp!.split("text=")[1]!)).toContain(shareUrl);

      // The shared link shows the same total to a visitor.
      const visitor = await browser.newContext();
      const shared = await visitor.newPage();
      const sharedAnswer = await shared.goto(shareUrl);
      expect(sharedAnswer?.status()).toBe(200);
      expect(await shared.locator(".agent-total").textContent()).toBe(total);
      await visitor.close();

      await page.getByRole("button", { name: t.convert }).click();
      await page.waitForURL(/\/agent\/reservations\/RH-\d{4}-\d{6,}$/);
      const code = page.url().split("/").at(-1)!;
      await page.getByRole("heading", { level: 1, name: `${t.reservation} ${code}` }).waitFor();
      await page.getByText(t.waiting, { exact: true }).first().waitFor();

      await page.goto(`${site.url}${t.prefix}/agent/reservations`);
      await page.getByRole("link", { name: code, exact: true }).waitFor();
    } finally {
      await context.close();
    }
    expect(guarded?.consoleErrors ?? []).toEqual([]);
    expect(guarded?.externalRequests ?? []).toEqual([]);
  }, 180_000);
});

describe("who may open the agent area", () => {
  it("gives a customer the 403 page on /agent/dashboard", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, texts.tr, "customer@rihla.example");
    const answer = await page.goto(`${site.url}/agent/dashboard`);
    expect(answer?.status()).toBe(403);
    const offer = await page.goto(`${site.url}/en/agent/offer`);
    expect(offer?.status()).toBe(403);
    await context.close();
  });

  it("sends a guest to sign in and back", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.url}/agent/dashboard`);
    expect(page.url()).toBe(`${site.url}/user/login?redirect=${encodeURIComponent("/agent/dashboard")}`);
    await page.getByLabel(texts.tr.email, { exact: true }).fill("agent@rihla.example");
    await page.getByLabel(texts.tr.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: texts.tr.signIn, exact: true }).click();
    await page.waitForURL(`${site.url}/agent/dashboard`);
    await context.close();
  });
});
