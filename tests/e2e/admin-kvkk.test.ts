import { readFile } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { customerBooks } from "../support/bookings.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 27, KVKK art. 11: a person's data on request, from the customer's page. Turkish at 1280 px
// with JavaScript and axe: the demo customer's data downloaded as JSON and read back (their
// reservations in it). English at 390 px without JavaScript: a customer with no trip (signed up
// here) is erased by typing their e-mail, and the page shows the anonymised name.

const demoPassword = "Rihla2026!demo";

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

async function pageAt(width: number, js: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: js, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.setViewportSize({ width, height: 900 });
  return { context, page };
}

async function signIn(page: Page, prefix: string, labels: { email: string; password: string; signIn: string }) {
  await page.goto(`${site.url}${prefix}/user/login`);
  await page.getByLabel(labels.email, { exact: true }).fill("admin@rihla.example");
  await page.getByLabel(labels.password, { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: labels.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

describe("KVKK on the customer's page", () => {
  it("tr, 1280 px, JavaScript: downloads the customer's data as JSON", async () => {
    await customerBooks(site.url, { name: "Ayşe Kvkk", phone: "05321112233" }, `kvkk-${Date.now()}`);
    const { context, page } = await pageAt(1280, true);
    await signIn(page, "", { email: "E-posta", password: "Şifre", signIn: "Giriş Yap" });
    await page.goto(`${site.url}/admin/customers?q=customer%40rihla.example`);
    await page.getByRole("link", { name: /Ayşe/ }).first().click();
    await page.getByRole("heading", { level: 2, name: "KVKK: kişisel veriler" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Verilerini indir (JSON)", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kvkk-[0-9a-f-]{36}-\d{4}-\d{2}-\d{2}\.json$/);
    const body = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { email: string };
      reservations: { code: string; passengers: unknown[] }[];
    };
    expect(body.account.email).toBe("customer@rihla.example");
    expect(body.reservations.length).toBeGreaterThan(0);

    // The export is in the customer's change log, by who took it.
    await page.reload();
    await page.getByText("Kişisel verileri indirildi (KVKK)").first().waitFor();

    // Erasure asks first (the kit's dialog), then is refused in words: the trip booked above is to come.
    await page.getByLabel("Müşterinin e-posta adresi", { exact: true }).fill("customer@rihla.example");
    await page.getByRole("button", { name: "Kişisel verileri sil", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Kişisel veriler silinsin mi?").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Evet, sil", exact: true }).click();
    await page
      .getByRole("alert")
      .getByText("Kişinin henüz dönmemiş, iptal edilmemiş bir rezervasyonu var", { exact: false })
      .waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Ayşe/);
    await context.close();
  });

  it("en, 390 px, no JavaScript: erases a customer with no trip and shows the anonymised name", async () => {
    const email = `kvkk-${Date.now()}@example.com`;
    // The person signs up on the site (the page solves the bot check itself, so with JavaScript).
    const visitor = await pageAt(390, true);
    await visitor.page.goto(`${site.url}/en/user/signUp`, { waitUntil: "networkidle" });
    await visitor.page.getByLabel("First name", { exact: true }).fill("Elif");
    await visitor.page.getByLabel("Surname", { exact: true }).fill("Şahin");
    await visitor.page.getByLabel("E-mail", { exact: true }).fill(email);
    await visitor.page.getByLabel("Mobile phone", { exact: true }).fill("0532 765 43 21");
    await visitor.page.getByLabel("Password", { exact: true }).fill(demoPassword);
    await visitor.page.getByLabel("Password (again)", { exact: true }).fill(demoPassword);
    await visitor.page.waitForFunction(
      () => Boolean((document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value),
      undefined,
      { timeout: 20_000 },
    );
    await visitor.page.getByRole("button", { name: "Create account" }).click();
    await visitor.page.getByText("Click the link we sent to your e-mail address to activate your account.").waitFor();
    await visitor.context.close();

    const { context, page } = await pageAt(390, false);
    await signIn(page, "/en", { email: "E-mail", password: "Password", signIn: "Sign In" });
    await page.goto(`${site.url}/en/admin/customers?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: /Elif/ }).first().click();
    await page.getByRole("heading", { level: 2, name: "KVKK: personal data" }).waitFor();

    // A wrong e-mail is refused in words; nothing changes.
    await page.getByLabel("The customer's e-mail address", { exact: true }).fill("someone@example.com");
    await page.getByRole("button", { name: "Erase personal data", exact: true }).click();
    await page.getByRole("alert").getByText("Type the customer's e-mail address exactly to confirm.").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Elif/);

    await page.getByLabel("The customer's e-mail address", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Erase personal data", exact: true }).click();
    await page.getByRole("status").getByText("Personal data erased; the account is anonymised.").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Silinmiş Kullanıcı/);
    expect(await page.content()).not.toContain(email);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
