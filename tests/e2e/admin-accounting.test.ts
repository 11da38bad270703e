import { addDays, formatDate, formatMoney, money, type CalendarDate } from "@rihla/domain";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { startTcmbRates, type TcmbRates } from "../support/tcmb-rates.ts";

// Issue 26's journey, once per locale (tr without JavaScript at 1280 px, en with it at 390 px): a
// muhasebe user records a deposit in EUR on a customer's TRY reservation at a rate they type, the
// staff page shows the amount in both currencies and what is still due, the customer's dashboard
// shows it too with the next payment of the plan staff set, a reversal brings the balance back; a plain admin sees the balance but gets 403 on
// the books. Axe checks the pages where scripts run (it is a script). Demo accounts and cash desks
// of a development deployment.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    js: false,
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    recordPayment: "Ödeme gir",
    desk: "Kasa",
    currency: "Para birimi",
    amount: "Tutar",
    amountTyped: "100,00",
    rate: "Kur",
    rateTyped: "35,5",
    save: "Kaydet",
    saved: "İşlem kaydedildi.",
    shownRate: "kur 35,5",
    reverse: "Ters kayıt",
    reverseYes: "Evet, iptal et",
    reversed: "Ters kayıt yapıldı; bakiye geri döndü.",
    accounting: "Muhasebe",
    amountRequired: "Tutarı sıfırdan büyük",
    ratesUnavailable: "Kur kaynağına şu an ulaşılamıyor; kuru elle girin.",
    ratesOfDay: "1 EUR = 36,4012 TRY",
    offeredRate: "36,4012",
    depositPercent: "Kapora (toplamın yüzdesi)",
    balanceDays: "Kalan, hareketten kaç gün önce",
    savePlan: "Planı kaydet",
    instalment: "Taksit",
    depositItem: "Kapora",
    depositAmount: "Kapora tutarı (TRY)",
    depositTyped: "1.000,50",
    instalmentCount: "Taksit sayısı",
    firstDueOn: "İlk taksit tarihi",
    every: "Taksit aralığı",
    planSaved: "Ödeme planı kaydedildi.",
    newDeskName: "Kasanın adı",
    newDeskSave: "Kasayı aç",
    deskCreated: "Kasa açıldı.",
    deskDeactivate: "Kullanımdan kaldır",
    deskDeactivated: "Kasa kullanımdan kaldırıldı; kayıtları ve bakiyesi duruyor.",
    deskInactive: "kullanımda değil",
    nameTaken: "Bu adda bir kasa zaten var",
  },
  en: {
    prefix: "/en",
    js: true,
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    recordPayment: "Record a payment",
    desk: "Cash desk",
    currency: "Currency",
    amount: "Amount",
    amountTyped: "100.00",
    rate: "Rate",
    rateTyped: "35.5",
    save: "Save",
    saved: "The entry was recorded.",
    shownRate: "rate 35.5",
    reverse: "Reverse",
    reverseYes: "Yes, reverse it",
    reversed: "The entry was reversed; the balance is back.",
    accounting: "Accounting",
    amountRequired: "Enter an amount above zero",
    ratesUnavailable: "The rate source cannot be reached right now; type the rate.",
    ratesOfDay: "1 EUR = 36.4012 TRY",
    offeredRate: "36.4012",
    depositPercent: "Deposit (percent of the total)",
    balanceDays: "Balance due, days before departure",
    savePlan: "Save the plan",
    instalment: "Instalment",
    depositItem: "Deposit",
    depositAmount: "Deposit amount (TRY)",
    depositTyped: "1000.50",
    instalmentCount: "Number of instalments",
    firstDueOn: "First instalment due on",
    every: "Interval between instalments",
    planSaved: "The payment plan is saved.",
    newDeskName: "Desk name",
    newDeskSave: "Open the desk",
    deskCreated: "The desk is open.",
    deskDeactivate: "Take out of use",
    deskDeactivated: "The desk is out of use; its entries and balance stay.",
    deskInactive: "not in use",
    nameTaken: "A cash desk with this name already exists",
  },
} as const;

let site: RunningSite;
let browser: Browser;
/** The Central Bank's daily bulletin on a local port: the rates the form offers (RATES_SOURCE_URL). */
let bank: TcmbRates;

beforeAll(async () => {
  bank = await startTcmbRates();
  site = await startSite({ RIHLA_ENV: "development", RATES_SOURCE_URL: bank.url });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await bank?.close();
});

async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${site.url}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The demo customer books one adult in a DOUBLE in lira on a departure with seats, by the API. */
async function customerBooksInLira(tag: string): Promise<{ code: string; total: number; startDate: CalendarDate }> {
  const agent = await apiToken("agent@rihla.example");
  const departures = (await (
    await fetch(`${site.url}/api/agent/departures?locale=tr`, { headers: { authorization: `Bearer ${agent}` } })
  ).json()) as { data: { id: number; seatsLeft: number; startDate: CalendarDate }[] };
  const token = await apiToken("customer@rihla.example");
  for (const departure of departures.data.filter((d) => d.seatsLeft > 2)) {
    const response = await fetch(`${site.url}/api/reservations`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "idempotency-key": `accounting-${tag}-${departure.id}`,
      },
      body: JSON.stringify({
        departureId: departure.id,
        currency: "TRY",
        rooms: [{ roomType: "DOUBLE", adults: 1 }],
      }),
    });
    const body = (await response.json()) as { code: string; total: { amount: number; currency: string } };
    // Not every departure is sold in lira (CURRENCY_NOT_OFFERED): the next one is tried.
    if (response.status === 201) {
      expect(body.total.currency).toBe("TRY");
      return { code: body.code, total: body.total.amount, startDate: departure.startDate };
    }
  }
  throw new Error("no departure is sold in lira");
}

async function signIn(page: Page, t: (typeof texts)["tr" | "en"], email: string) {
  await page.goto(`${site.url}${t.prefix}/user/login`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function pageAt(width: number, js: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  // A step that cannot happen fails with its locator's name, not the test's timeout.
  page.setDefaultTimeout(30_000);
  await page.setViewportSize({ width, height: 900 });
  return { context, page };
}

describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("the books (%s, %s px)", (locale, width) => {
  const t = texts[locale];
  // Worked out by hand from the example: 100.00 EUR at 35.5 is 3,550.00 TRY.
  const deposit = 355_000;
  const lira = (minor: number) => formatMoney(money(minor, "TRY"), locale);

  it("records a EUR deposit on a TRY reservation at a typed rate, shows both amounts and what is due, and reverses it", async () => {
    const { code, total, startDate } = await customerBooksInLira(`${locale}-${Date.now()}`);
    const staff = await pageAt(width, t.js);
    try {
      await signIn(staff.page, t, "muhasebe@rihla.example");
      await staff.page.goto(`${site.url}${t.prefix}/admin/reservations/${code}`);
      expect(await staff.page.getByTestId("reservation-balance").innerText()).toBe(lira(total));
      // The Turkish run meets the rate source down (nothing read yet): a calm notice, the rate is typed.
      if (!t.js) bank.fail(503);
      await staff.page.getByRole("link", { name: t.recordPayment, exact: true }).click();
      await staff.page.waitForURL(new RegExp(`/admin/accounting/newTransaction\\?reservation=${code}$`));
      // With scripts the rate field follows the chosen currency once the page runs: wait for it.
      if (t.js) await staff.page.locator('form[data-validation="ready"]').waitFor();
      if (!t.js) await staff.page.getByTestId("rates-unavailable").getByText(t.ratesUnavailable).waitFor();

      // A first try with a zero amount is refused on the form, with the field's words.
      await staff.page.getByLabel(t.desk, { exact: true }).selectOption({ label: "EUR Kasa (EUR)" });
      await staff.page.getByLabel(t.currency, { exact: true }).selectOption("EUR");
      await staff.page.getByLabel(t.amount, { exact: true }).fill("0");
      if (t.js) {
        // The day's EUR rate from the bulletin is offered for the pair (EUR → TRY), and stays editable.
        expect(await staff.page.getByLabel(t.rate, { exact: true }).inputValue()).toBe(t.offeredRate);
      }
      await staff.page.getByLabel(t.rate, { exact: true }).fill(t.rateTyped);
      await staff.page.getByRole("button", { name: t.save, exact: true }).click();
      await staff.page.getByText(t.amountRequired).first().waitFor();
      if (t.js) expect(await axeViolations(staff.page)).toEqual([]);

      await staff.page.getByLabel(t.desk, { exact: true }).selectOption({ label: "EUR Kasa (EUR)" });
      await staff.page.getByLabel(t.currency, { exact: true }).selectOption("EUR");
      await staff.page.getByLabel(t.amount, { exact: true }).fill(t.amountTyped);
      await staff.page.getByLabel(t.rate, { exact: true }).fill(t.rateTyped);
      // A double click on save records one payment (the form's idempotency key).
      await staff.page.getByRole("button", { name: t.save, exact: true }).dblclick();
      await staff.page.waitForURL(new RegExp(`/admin/reservations/${code}\\?paid=\\d+$`));
      bank.recover();
      await staff.page.getByText(t.saved).waitFor();

      const entries = staff.page.getByTestId("ledger").locator("tbody tr");
      expect(await entries.count()).toBe(1);
      const row = entries.first();
      expect(await row.getByTestId("entry-amount").innerText()).toBe(formatMoney(money(10_000, "EUR"), locale));
      expect(await row.getByTestId("entry-converted").innerText()).toBe(lira(deposit));
      await row.getByText(t.shownRate).waitFor();
      expect(await staff.page.getByTestId("reservation-balance").innerText()).toBe(lira(total - deposit));
      if (t.js) expect(await axeViolations(staff.page)).toEqual([]);

      // Staff set a plan: 30 % at booking, the rest a week before departure; the deposit paid
      // covers the first instalment first (30 % of the total, rounded half up, by hand here).
      await staff.page.getByLabel(t.depositPercent, { exact: true }).fill("30");
      await staff.page.getByLabel(t.balanceDays, { exact: true }).fill("7");
      await staff.page.getByRole("button", { name: t.savePlan, exact: true }).click();
      await staff.page.getByText(t.planSaved).waitFor();
      const firstInstalment = Math.floor((total * 3 + 5) / 10);
      await staff.page
        .getByTestId("payment-plan")
        .getByText(lira(firstInstalment - deposit))
        .first()
        .waitFor();

      // The customer's dashboard says what is still due, and the next payment of the plan.
      const customer = await pageAt(width, t.js);
      await signIn(customer.page, t, "customer@rihla.example");
      await customer.page.goto(`${site.url}${t.prefix}/user/dashboard`);
      const mine = customer.page.locator(`tr[data-reservation="${code}"]`);
      const due = mine.getByTestId("still-due");
      expect(await due.innerText()).toBe(lira(total - deposit));
      expect(await mine.getByTestId("next-due").innerText()).toContain(lira(firstInstalment - deposit));

      // A plain admin sees the balance on the reservation, not the books.
      const admin = await pageAt(width, t.js);
      await signIn(admin.page, t, "admin@rihla.example");
      await admin.page.goto(`${site.url}${t.prefix}/admin/reservations/${code}`);
      expect(await admin.page.getByTestId("reservation-balance").innerText()).toBe(lira(total - deposit));
      expect(await admin.page.getByRole("button", { name: t.reverse }).count()).toBe(0);
      const refused = await admin.page.goto(`${site.url}${t.prefix}/admin/accounting`);
      expect(refused?.status()).toBe(403);
      expect((await admin.page.goto(`${site.url}${t.prefix}/admin/accounting/newTransaction`))?.status()).toBe(403);
      await admin.context.close();

      // Issue 26: staff change the plan to four instalments, every 10 days up to departure; equal
      // parts, the last absorbing the rounding, four rows on the page; the customer's next payment follows.
      await staff.page.locator('select[name="planKind"]').selectOption("INSTALMENTS");
      await staff.page.getByLabel(t.instalmentCount, { exact: true }).fill("4");
      await staff.page.getByLabel(t.firstDueOn, { exact: true }).fill(addDays(startDate, -30));
      await staff.page.getByLabel(t.every, { exact: true }).fill("10");
      await staff.page.locator('select[name="everyUnit"]').selectOption("days");
      await staff.page.getByRole("button", { name: t.savePlan, exact: true }).click();
      await staff.page.getByText(t.planSaved).waitFor();
      const part = Math.floor(total / 4);
      const parts = [part, part, part, total - part * 3];
      const rows = staff.page.getByTestId("payment-plan").locator("li");
      await rows.nth(3).getByText(formatDate(startDate, locale)).waitFor();
      expect(await rows.count()).toBe(4);
      for (const [index, amount] of parts.entries()) {
        expect(await rows.nth(index).innerText()).toContain(`${t.instalment}: ${lira(amount)}`);
        expect(await rows.nth(index).innerText()).toContain(formatDate(addDays(startDate, index * 10 - 30), locale));
      }
      // What was paid covers the instalments in order: the next one is the first not covered.
      let paidLeft = deposit;
      const next = parts
        .map((amount) => {
          const left = Math.max(amount - paidLeft, 0);
          paidLeft = Math.max(paidLeft - amount, 0);
          return left;
        })
        .find((left) => left > 0)!;
      await customer.page.reload();
      expect(await mine.getByTestId("next-due").innerText()).toContain(lira(next));
      // And back to a deposit, given as an amount typed the locale's way, the rest before departure.
      await staff.page.locator('select[name="planKind"]').selectOption("DEPOSIT");
      await staff.page.locator('select[name="depositBy"]').selectOption("AMOUNT");
      await staff.page.getByLabel(t.depositAmount, { exact: true }).fill(t.depositTyped);
      await staff.page.getByRole("button", { name: t.savePlan, exact: true }).click();
      await staff.page
        .getByTestId("payment-plan")
        .getByText(`${t.depositItem}: ${lira(100_050)}`)
        .waitFor();
      expect(await rows.count()).toBe(2);

      // The mistake is corrected by a reversal: the balance comes back to the total.
      await staff.page.getByRole("button", { name: t.reverse, exact: true }).click();
      if (t.js) await staff.page.getByRole("button", { name: t.reverseYes, exact: true }).click();
      await staff.page.getByText(t.reversed).waitFor();
      await staff.page.getByTestId("ledger").locator("tbody tr").nth(1).waitFor();
      expect(await staff.page.getByTestId("reservation-balance").innerText()).toBe(lira(total));
      await customer.page.reload();
      expect(await due.innerText()).toBe(lira(total));
      await customer.context.close();

      // The books list both entries, and the EUR desk is where it was before.
      await staff.page.goto(`${site.url}${t.prefix}/admin/accounting?reservationCode=${code}`);
      await staff.page.getByRole("heading", { level: 1, name: t.accounting }).waitFor();
      expect(await staff.page.getByTestId("ledger").locator("tbody tr").count()).toBe(2);
      if (t.js) expect(await axeViolations(staff.page)).toEqual([]);
    } finally {
      await staff.context.close();
    }
  }, 240_000);

  it("opens a cash desk, refuses its name twice, and takes it out of use without losing it", async () => {
    const staff = await pageAt(width, t.js);
    try {
      await signIn(staff.page, t, "muhasebe@rihla.example");
      await staff.page.goto(`${site.url}${t.prefix}/admin/accounting`);
      const name = `USD ${locale} ${Date.now()}`;
      const open = async () => {
        await staff.page.getByLabel(t.newDeskName, { exact: true }).fill(name);
        // The select's label also reads its chosen option ("Currency TRY"): found by its name.
        await staff.page.locator('select[name="currency"]').selectOption("USD");
        await staff.page.getByRole("button", { name: t.newDeskSave, exact: true }).click();
      };
      await open();
      await staff.page.getByText(t.deskCreated).waitFor();
      const row = staff.page.getByTestId("desks").locator("tbody tr", { hasText: name });
      expect(await row.locator("td").nth(2).innerText()).toBe(formatMoney(money(0, "USD"), locale));
      await open();
      await staff.page.getByText(t.nameTaken).waitFor();
      if (t.js) expect(await axeViolations(staff.page)).toEqual([]);

      await row.getByRole("button", { name: new RegExp(`^${t.deskDeactivate}`) }).click();
      await staff.page.getByText(t.deskDeactivated).waitFor();
      await row.getByText(t.deskInactive).waitFor();
      // Out of use: not offered for a new entry, still listed with its balance.
      await staff.page.goto(`${site.url}${t.prefix}/admin/accounting/newTransaction`);
      expect(await staff.page.locator("option", { hasText: name }).count()).toBe(0);
      // The source is back: the day's rates are named under the rate field (no reservation: no pair).
      await staff.page.getByText(t.ratesOfDay).waitFor();
    } finally {
      await staff.context.close();
    }
  }, 240_000);
});
