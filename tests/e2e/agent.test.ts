import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkIn, startMailbox, type Mailbox } from "@rihla/api/testing/mailbox";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 14, agent area: an agent makes an offer, turns it into a reservation and finds it in
// their list — in both locales, once without JavaScript (the plain forms) and once with it. A
// customer gets the 403 page, a guest is sent to sign in. A development deployment holds the
// demo accounts and the demo agency's departures.
// Issue 22, problem 5: no dead ends — the picker searches by tour and month and writes dates as
// the site does, the agent enters the passengers from their own pages, and the customer's mail
// (a real SMTP server) opens something they can use: choose a password, sign in, their reservation.

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
    pickerTour: "Tur adı",
    pickerMonth: "Ay",
    pickerSubmit: "Ara",
    months: /^(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
    enterPassengers: "Yolcu bilgilerini gir",
    passenger: (n: number) => `Oda 1: Yetişkin ${n}`,
    name: "Ad",
    birthDate: "Doğum tarihi",
    tckn: "T.C. kimlik no",
    passportNumber: "Pasaport no",
    passportExpiry: "Pasaport son geçerlilik tarihi",
    save: "Kaydet",
    saved: "Yolcu bilgileri kaydedildi.",
    newPassword: "Yeni şifre",
    passwordConfirm: "Şifre (tekrar)",
    savePassword: "Şifreyi kaydet",
    loginLink: "Giriş yapın",
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
    pickerTour: "Tour name",
    pickerMonth: "Month",
    pickerSubmit: "Search",
    months: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    enterPassengers: "Enter the passengers",
    passenger: (n: number) => `Room 1: Adult ${n}`,
    name: "First name",
    birthDate: "Date of birth",
    tckn: "Turkish ID number",
    passportNumber: "Passport number",
    passportExpiry: "Passport expiry date",
    save: "Save",
    saved: "The passengers are saved.",
    newPassword: "New password",
    passwordConfirm: "Password (again)",
    savePassword: "Save the password",
    loginLink: "Sign in",
  },
} as const;

let site: RunningSite;
let browser: Browser;
let mailbox: Mailbox;

// The site loads the demo agency into a fresh database first: slow on a busy shared machine.
beforeAll(async () => {
  mailbox = await startMailbox();
  site = await startSite({ RIHLA_ENV: "development", SMTP_URL: mailbox.url });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

/** Today in Istanbul as YYYY-MM-DD, worked out here (not by the code under test). */
function istanbulToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());
}

async function signIn(page: Page, t: (typeof texts)["tr" | "en"], email: string) {
  await page.goto(`${site.url}${t.prefix}/user/login`, { waitUntil: "networkidle" });
  await signInHere(page, t, email);
  await page.waitForURL(/\/dashboard$/);
}

async function signInHere(page: Page, t: (typeof texts)["tr" | "en"], email: string, password = demoPassword) {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

/** The picker's departures: value and label of every option but the placeholder. */
async function departureOptions(page: Page, label: string) {
  return page
    .getByLabel(label, { exact: true })
    .locator("option")
    .evaluateAll((nodes) =>
      (nodes as HTMLOptionElement[])
        .filter((node) => node.value)
        .map((node) => ({ value: node.value, label: node.text })),
    );
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
      const all = await departureOptions(page, t.departure);
      expect(all.length).toBeGreaterThan(1);
      // Dates as the rest of the site writes them ('28 – 30 Kasım 2026'), never '28.11.2026'.
      for (const option of all) expect(option.label).not.toMatch(/\d{2}[./]\d{2}[./]\d{4}/);
      // Search the soonest departure's tour in the soonest month: a GET form, with or without JavaScript.
      const title = all[0]!.label.split(" · ")[0]!;
      const month = page.getByLabel(t.pickerMonth, { exact: true });
      const months = await month
        .locator("option")
        .evaluateAll((nodes) => (nodes as HTMLOptionElement[]).filter((node) => node.value).map((node) => node.text));
      for (const name of months) expect(name).toMatch(t.months);
      await page.getByLabel(t.pickerTour, { exact: true }).fill(title.toLocaleLowerCase(locale));
      await month.selectOption({ label: months[0]! });
      await page.getByRole("button", { name: t.pickerSubmit, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get("month") !== null);
      // With JavaScript the address changes as the new list renders: wait for the list itself.
      await expect.poll(async () => (await departureOptions(page, t.departure)).length).toBeLessThan(all.length);
      const found = await departureOptions(page, t.departure);
      expect(found.length).toBeGreaterThan(0);
      const [monthName, year] = months[0]!.split(" ");
      for (const option of found) {
        expect(option.label.startsWith(`${title} · `)).toBe(true);
        expect(option.label).toMatch(new RegExp(`\\d ${monthName}\\b.*${year}`));
      }
      const departure = page.getByLabel(t.departure, { exact: true });
      await departure.selectOption(found[0]!.value);
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

      // The agent enters the passengers from their own pages.
      await page.getByRole("link", { name: t.enterPassengers }).click();
      await page.waitForURL(`${site.url}${t.prefix}/agent/reservations/${code}/passengers`);
      for (const [n, name] of [
        [1, "Ayşe"],
        [2, "Fatma"],
      ] as const) {
        const fields = page.getByRole("group", { name: t.passenger(n), exact: true });
        await fields.getByLabel(t.name, { exact: true }).fill(name);
        await fields.getByLabel(t.surname, { exact: true }).fill(surname);
        await fields.getByLabel(t.birthDate, { exact: true }).fill("1980-05-01");
        await fields.getByLabel(t.tckn, { exact: true }).fill("10000000146");
        await fields.getByLabel(t.passportNumber, { exact: true }).fill(`U${n}2345678`);
        await fields.getByLabel(t.passportExpiry, { exact: true }).fill("2036-01-01");
      }
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.waitForURL(`${site.url}${t.prefix}/agent/reservations/${code}?saved=1`);
      await page.getByText(t.saved, { exact: true }).waitFor();
      await page.getByText(`Ayşe ${surname}`).waitFor();

      await page.goto(`${site.url}${t.prefix}/agent/reservations`);
      await page.getByRole("link", { name: code, exact: true }).waitFor();

      // The customer, who has no account, follows the mail's link: a password, then the reservation.
      const mail = await mailbox.next(`${surname.toLowerCase()}@example.com`, 60_000);
      const link = linkIn(mail, `${site.url}${t.prefix}/user/setPassword?token=`);
      const customer = await browser.newContext({ javaScriptEnabled: javaScript });
      const tab = await customer.newPage();
      await tab.goto(link);
      const password = "Davet2026!yolcu";
      await tab.getByLabel(t.newPassword, { exact: true }).fill(password);
      await tab.getByLabel(t.passwordConfirm, { exact: true }).fill(password);
      await tab.getByRole("button", { name: t.savePassword, exact: true }).click();
      await tab.getByRole("link", { name: t.loginLink, exact: true }).click();
      await tab.waitForURL(/\/user\/login\?redirect=/);
      await signInHere(tab, t, `${surname.toLowerCase()}@example.com`, password);
      await tab.waitForURL(`${site.url}${t.prefix}/reservation/${code}/edit`);
      const first = tab.getByRole("group", { name: t.passenger(1), exact: true });
      expect(await first.getByLabel(t.name, { exact: true }).inputValue()).toBe("Ayşe");
      await customer.close();
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
