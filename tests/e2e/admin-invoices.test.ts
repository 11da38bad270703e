import { pdfText } from "@rihla/api/testing/pdf-text";
import { formatMoney, generateTckn, money } from "@rihla/domain";
import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 26's invoices, once per locale. tr at 1280 px with scripts (axe is a script): muhasebe
// opens a demo customer's reservation, follows "Fatura kes" from its balance card, issues the
// invoice prefilled from the price snapshot, sees its number and totals, downloads the PDF (Turkish
// text read back) and cancels it, a cancellation record with its own number appearing. en at
// 390 px without scripts: a company's bad tax number is refused beside its field, the values kept,
// then fixed and issued. Demo accounts of a development deployment.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    js: true,
    width: 1280,
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    issueInvoice: "Fatura kes",
    buyerType: "Alıcı türü",
    taxId: "T.C. kimlik no / vergi kimlik no",
    save: "Faturayı kes",
    issued: "Fatura kesildi.",
    pdf: "PDF indir",
    cancel: "Faturayı iptal et",
    cancelYes: "İptal et",
    cancelled: "Fatura iptal edildi; iptal kaydı oluşturuldu.",
    cancellation: "İptal",
    vknInvalid: "Vergi kimlik numarası geçersiz.",
  },
  en: {
    prefix: "/en",
    js: false,
    width: 390,
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    issueInvoice: "Issue invoice",
    buyerType: "Buyer type",
    taxId: "Turkish ID number / tax number",
    save: "Issue the invoice",
    issued: "The invoice was issued.",
    pdf: "Download PDF",
    cancel: "Cancel the invoice",
    cancelYes: "Cancel it",
    cancelled: "The invoice was cancelled; a cancellation record was issued.",
    cancellation: "Cancellation",
    vknInvalid: "The tax number is not valid.",
  },
} as const;

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

async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${site.url}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** The demo customer books one adult in a DOUBLE in lira on a departure with seats, by the API. */
async function customerBooksInLira(tag: string): Promise<{ code: string; total: number }> {
  const agent = await apiToken("agent@rihla.example");
  const departures = (await (
    await fetch(`${site.url}/api/agent/departures?locale=tr`, { headers: { authorization: `Bearer ${agent}` } })
  ).json()) as { data: { id: number; seatsLeft: number }[] };
  const token = await apiToken("customer@rihla.example");
  for (const departure of departures.data.filter((d) => d.seatsLeft > 2)) {
    const response = await fetch(`${site.url}/api/reservations`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        "idempotency-key": `invoices-${tag}-${departure.id}`,
      },
      body: JSON.stringify({ departureId: departure.id, currency: "TRY", rooms: [{ roomType: "DOUBLE", adults: 1 }] }),
    });
    const body = (await response.json()) as { code: string; total: { amount: number } };
    if (response.status === 201) return { code: body.code, total: body.total.amount };
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
  const context = await browser.newContext({ javaScriptEnabled: js, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.setViewportSize({ width, height: 900 });
  return { context, page };
}

describe("invoices (tr, 1280 px, with scripts)", () => {
  const t = texts.tr;
  it("issues an invoice from a reservation, downloads its PDF and cancels it by a record of its own", async () => {
    const { code, total } = await customerBooksInLira(`tr-${Date.now()}`);
    const { context, page } = await pageAt(t.width, t.js);
    try {
      await signIn(page, t, "muhasebe@rihla.example");
      await page.goto(`${site.url}/admin/reservations/${code}`);
      await page.getByRole("link", { name: t.issueInvoice, exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/accounting/invoices/new\\?reservation=${code}$`));
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel(t.taxId, { exact: true }).fill(generateTckn(() => 0.42));
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.waitForURL(/\/admin\/accounting\/invoices\/\d+\?issued$/);
      await page.getByText(t.issued).waitFor();
      const number = await page.getByTestId("invoice-number").innerText();
      expect(number).toMatch(/^RHL\d{4}\d{9}$/);
      // Prices from the snapshot include VAT at 20 %: the gross is the reservation's total.
      expect(await page.getByTestId("invoice-gross").innerText()).toBe(formatMoney(money(total, "TRY"), "tr"));
      expect(await axeViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: t.pdf, exact: true }).click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfText(new Uint8Array(bytes));
      for (const words of [`Fatura ${number}`, "Alıcı", "KDV dökümü", "Ödenecek tutar"]) expect(text).toContain(words);

      await page.getByRole("button", { name: t.cancel, exact: true }).click();
      await page.getByRole("button", { name: t.cancelYes, exact: true }).click();
      await page.getByText(t.cancelled).waitFor();
      const cancellation = await page.getByTestId("invoice-number").innerText();
      expect(cancellation).not.toBe(number);
      await page.getByRole("link", { name: number, exact: true }).waitFor();
      expect(await page.getByTestId("invoice-gross").innerText()).toContain("-");
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${site.url}/admin/accounting/invoices?kind=CANCELLATION`);
      await page.getByRole("link", { name: cancellation, exact: true }).waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);
});

describe("invoices (en, 390 px, without scripts)", () => {
  const t = texts.en;
  it("refuses a company's bad tax number beside its field, keeps the values, then issues it", async () => {
    const { code } = await customerBooksInLira(`en-${Date.now()}`);
    const { context, page } = await pageAt(t.width, t.js);
    try {
      await signIn(page, t, "muhasebe@rihla.example");
      await page.goto(`${site.url}/en/admin/accounting/invoices/new?reservation=${code}`);
      await page.getByLabel(t.buyerType, { exact: true }).selectOption("COMPANY");
      await page.getByLabel(t.taxId, { exact: true }).fill("1234567891");
      await page.getByRole("button", { name: t.save, exact: true }).click();
      const field = page.getByLabel(t.taxId, { exact: true });
      await page.getByText(t.vknInvalid).waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await field.inputValue()).toBe("1234567891");
      expect(await page.getByLabel(t.buyerType, { exact: true }).inputValue()).toBe("COMPANY");
      await field.fill("1234567890");
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.waitForURL(/\/en\/admin\/accounting\/invoices\/\d+\?issued$/);
      await page.getByText(t.issued).waitFor();
      expect(await page.getByTestId("invoice-number").innerText()).toMatch(/^RHL\d{13}$/);
      // Without scripts the cancel is a plain form's button.
      await page.getByRole("button", { name: t.cancel, exact: true }).click();
      await page.getByText(t.cancelled).waitFor();
      await page.getByText(t.cancellation).first().waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);
});
