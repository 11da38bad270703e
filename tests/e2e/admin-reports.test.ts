import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { formatMoney, money, type Currency } from "@rihla/domain";
import { pdfText } from "@rihla/api/testing/pdf-text";
import type { Browser, BrowserContext, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 26's reports, once per locale (tr with JavaScript at 1280 px and axe, en without it at
// 390 px): a muhasebe user opens the reports from the side navigation (tr) or the list (en), opens
// the sales report, filters this year by agent in the URL's form, finds the totals the API sums in
// SQL in the totals row, and downloads the xlsx (read back: the same totals) and the PDF of spec
// §2's address (`/admin/reports/pdf/sales-{year}`, Turkish text read back). Demo accounts of a
// development deployment; one reservation is booked first so the year has a sale.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    js: true,
    width: 1280,
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    reports: "Raporlar",
    sales: "Satışlar",
    from: "Başlangıç",
    to: "Bitiş",
    groupBy: "Gruplama",
    apply: "Uygula",
    totals: "Toplam",
    xlsx: "İndir: Excel (xlsx)",
    pdf: "İndir: PDF",
    agentHeading: "Acente",
    pdfWords: ["Satışlar", "Rezervasyon tarihi", "Acente", "Toplam", "Doğrudan (acentesiz)"],
  },
  en: {
    prefix: "/en",
    js: false,
    width: 390,
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    reports: "Reports",
    sales: "Sales",
    from: "From",
    to: "To",
    groupBy: "Group by",
    apply: "Apply",
    totals: "Totals",
    xlsx: "Download: Excel (xlsx)",
    pdf: "Download: PDF",
    agentHeading: "Agent",
    pdfWords: ["Sales", "Booking date", "Agent", "Totals", "Direct (no agent)"],
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

/** The demo customer books one adult on the first departure that takes them, by the API. */
async function customerBooks(tag: string): Promise<void> {
  const agent = await apiToken("agent@rihla.example");
  const departures = (await (
    await fetch(`${site.url}/api/agent/departures?locale=tr`, { headers: { authorization: `Bearer ${agent}` } })
  ).json()) as { data: { id: number; seatsLeft: number }[] };
  const token = await apiToken("customer@rihla.example");
  for (const departure of departures.data.filter((d) => d.seatsLeft > 2)) {
    for (const currency of ["TRY", "USD"]) {
      const response = await fetch(`${site.url}/api/reservations`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${token}`,
          "idempotency-key": `reports-${tag}-${departure.id}-${currency}`,
        },
        body: JSON.stringify({ departureId: departure.id, currency, rooms: [{ roomType: "DOUBLE", adults: 1 }] }),
      });
      if (response.status === 201) return;
    }
  }
  throw new Error("no departure took the booking");
}

type Totals = { reservations: number; seats: number; revenue: { amount: number; currency: string }[] };

async function apiTotals(query: string): Promise<Totals> {
  const token = await apiToken("muhasebe@rihla.example");
  const response = await fetch(`${site.url}/api/admin/reports/sales?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { totals: Totals }).totals;
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
  // A step that cannot happen fails with its locator's name, not the test's timeout.
  page.setDefaultTimeout(30_000);
  await page.setViewportSize({ width, height: 900 });
  return { context, page };
}

async function downloaded(page: Page, name: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name, exact: true }).click(),
  ]);
  return { download, bytes: await readFile((await download.path())!) };
}

describe.each(["tr", "en"] as const)("the reports (%s)", (locale) => {
  const t = texts[locale];

  it("opens the sales report, filters a year by agent, shows the SQL's totals and downloads xlsx and PDF", async () => {
    await customerBooks(`${locale}-${Date.now()}`);
    const year = new Date().getUTCFullYear();
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const { context, page } = await pageAt(t.width, t.js);
    await signIn(page, t, "muhasebe@rihla.example");

    if (t.js) {
      // From the side navigation (Raporlar is there for the accounting role).
      await page.getByRole("navigation").getByRole("link", { name: t.reports, exact: true }).click();
      await page.waitForURL(`${site.url}${t.prefix}/admin/reports`);
      expect(await axeViolations(page)).toEqual([]);
    } else {
      await page.goto(`${site.url}${t.prefix}/admin/reports`);
    }
    await page.getByRole("link", { name: t.sales, exact: true }).click();
    await page.waitForURL(`${site.url}${t.prefix}/admin/reports/sales`);

    await page.getByLabel(t.from, { exact: true }).fill(from);
    await page.getByLabel(t.to, { exact: true }).fill(to);
    await page.getByRole("combobox", { name: t.groupBy }).selectOption("agent");
    await page.getByRole("button", { name: t.apply, exact: true }).click();
    await page.waitForURL(/groupBy=agent/);
    expect(new URL(page.url()).searchParams.get("from")).toBe(from);

    const totals = await apiTotals(`from=${from}&to=${to}&groupBy=agent&locale=${locale}`);
    expect(totals.reservations).toBeGreaterThan(0);
    const row = page.getByTestId("report-totals");
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(await row.getByRole("rowheader").innerText()).toBe(t.totals);
    const number = (n: number) => n.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB");
    expect(cells[0]).toBe(number(totals.reservations));
    expect(cells[1]).toBe(number(totals.seats));
    expect(cells[2]).toBe(
      totals.revenue.map((m) => formatMoney(money(m.amount, m.currency as Currency), locale)).join(" · "),
    );
    expect(await page.getByRole("columnheader", { name: t.agentHeading, exact: true }).count()).toBe(1);
    if (t.js) {
      await page.getByTestId("bar-chart-plot").waitFor();
      expect(await axeViolations(page)).toEqual([]);
    }

    // The xlsx: the last row is the totals, money as numbers, one column per currency.
    const xlsx = await downloaded(page, t.xlsx);
    expect(xlsx.download.suggestedFilename()).toMatch(new RegExp(`-${from}-${to}\\.xlsx$`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(last).toEqual([t.totals, totals.reservations, totals.seats, ...totals.revenue.map((m) => m.amount / 100)]);

    // The PDF, from spec §2's address: its link names the year.
    expect(await page.getByRole("link", { name: t.pdf, exact: true }).getAttribute("href")).toBe(
      `${t.prefix}/admin/reports/pdf/sales-${year}?groupBy=agent`,
    );
    const pdf = await downloaded(page, t.pdf);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf.bytes);
    for (const words of t.pdfWords) expect(text).toContain(words);
    await context.close();
  }, 180_000);
});
