import ExcelJS from "exceljs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { customerBooks } from "../support/bookings.ts";

// Issue 24's journey, once per locale (tr at 1280 px, en at 390 px): a customer's new reservation
// is found by an admin in the list by search and filter, opened, a passport number shown (and the
// view logged), a passenger renamed with the customer's form (the log names the change), confirmed (the customer's badge says so), a note with a reminder written, the list
// exported to xlsx (read back here); a Master changes an admin's accounting role. A customer and an
// agent get 403 on every admin page, a guest is sent to sign in. Demo accounts of a development
// deployment; pages are plain forms, so the journey runs without waiting for hydration.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    dashboard: "Dashboard",
    search: "Ara (kod, ad, e-posta, telefon)",
    status: "Durum",
    waiting: "Ön Rezervasyon",
    confirmed: "Onaylandı",
    filter: "Filtrele",
    show: "Göster: Pasaport no",
    editPassengers: "Yolcuları düzenle",
    passenger: "Oda 1: Yetişkin 1",
    name: "Ad",
    passengersSaved: "Yolcu bilgileri kaydedildi.",
    staff: "Zeynep Kaya (personel)",
    confirm: "Onayla",
    log: "İşlem geçmişi",
    note: "Not",
    remindOn: "Hatırlatma tarihi (isteğe bağlı)",
    addNote: "Not ekle",
    noteAdded: "Not eklendi.",
    xlsx: "Excel (xlsx) indir",
    accounting: "Muhasebe yetkisi",
    save: "Kaydet",
    saved: "Kaydedildi.",
  },
  en: {
    prefix: "/en",
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    dashboard: "Dashboard",
    search: "Search (code, name, e-mail, phone)",
    status: "Status",
    waiting: "Pre-reservation",
    confirmed: "Confirmed",
    filter: "Filter",
    show: "Show: Passport no.",
    editPassengers: "Edit passengers",
    passenger: "Room 1: Adult 1",
    name: "First name",
    passengersSaved: "The passengers are saved.",
    staff: "Zeynep Kaya (staff)",
    confirm: "Confirm",
    log: "Order log",
    note: "Note",
    remindOn: "Reminder date (optional)",
    addNote: "Add note",
    noteAdded: "Note added.",
    xlsx: "Download Excel (xlsx)",
    accounting: "Accounting role",
    save: "Save",
    saved: "Saved.",
  },
} as const;

const adminPages = [
  "/admin/dashboard",
  "/admin/reservations",
  "/admin/reservations/RH-2026-000001",
  "/admin/reservations/log-RH-2026-000001",
  "/admin/reservations/RH-2026-000001/passengers",
  "/admin/customers",
  "/admin/customers/00000000-0000-4000-8000-000000000000",
  "/admin/customers/birthdays",
  "/admin/calls",
  // Issue 27: the staff's extensions and the forms inbox.
  "/admin/phones",
  "/admin/userDataForm",
  "/admin/userDataForm/contact-1",
  // Issue 27: WhatsApp.
  "/admin/messages/whatsapp",
  // Issue 27: API clients for partner sites.
  "/admin/microapi/clients",
  "/admin/notes",
  "/admin/notes/00000000-0000-4000-8000-000000000000",
  "/admin/manage/users",
  "/admin/user/00000000-0000-4000-8000-000000000000",
  // Issue 25: the catalogue.
  "/admin/tour/allTours",
  "/admin/tour/new",
  "/admin/tour/1",
  "/admin/availability",
  "/admin/availability/1",
  "/admin/tour/ops-2026-12-01",
  "/admin/tour/airport-2026-12-01",
  "/admin/tour/print-2026-12-01",
  "/admin/private-tours",
  "/admin/private-tours/1",
  // Issue 26: the books.
  "/admin/accounting",
  "/admin/accounting/newTransaction",
  "/admin/accounting/invoices",
  "/admin/accounting/invoices/new",
  "/admin/accounting/invoices/1",
  "/admin/offer",
  "/admin/offer/new_",
  "/admin/offer/00000000-0000-4000-8000-000000000000",
  "/admin/reports",
  "/admin/reports/sales",
  "/admin/reports/pdf/sales-2026-11",
];

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

async function signIn(page: Page, t: (typeof texts)["tr" | "en"], email: string) {
  await page.goto(`${site.url}${t.prefix}/user/login`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function pageAt(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  return { context, page };
}

describe.each([
  ["tr", 1280],
  ["en", 390],
] as const)("the staff's workspace (%s, %s px)", (locale, width) => {
  const t = texts[locale];

  it("finds, opens, reveals, confirms, notes and exports a customer's reservation; a Master grants accounting", async () => {
    const contactName = `Yolcu${locale}${Date.now()}`;
    const code = await customerBooks(site.url, { name: contactName, phone: "05321234567" });
    const { context, page } = await pageAt(width);
    try {
      await signIn(page, t, "admin@rihla.example");
      await page.goto(`${site.url}${t.prefix}/admin/dashboard`);
      await page.getByRole("heading", { level: 1, name: t.dashboard }).waitFor();

      await page.goto(`${site.url}${t.prefix}/admin/reservations`);
      await page.getByLabel(t.search, { exact: true }).fill(contactName);
      await page.getByLabel(t.status, { exact: true }).selectOption("WAITING");
      await page.getByRole("button", { name: t.filter }).click();
      await page.waitForURL(/q=/);
      await page.getByRole("link", { name: code, exact: true }).click();

      await page.waitForURL(new RegExp(`/admin/reservations/${code}$`));
      await page.getByText(t.waiting, { exact: true }).first().waitFor();
      await page.getByRole("button", { name: t.show }).click();
      await page.getByText("U9876543", { exact: true }).waitFor();

      // While it waits, staff change a passenger's name on the customer's form (issue 24).
      await page.getByRole("link", { name: t.editPassengers, exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/reservations/${code}/passengers$`));
      const fields = page.getByRole("group", { name: t.passenger, exact: true });
      expect(await fields.getByLabel(t.name, { exact: true }).inputValue()).toBe("Hatice");
      await fields.getByLabel(t.name, { exact: true }).fill("Hanife");
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await page.waitForURL(new RegExp(`/admin/reservations/${code}\\?saved=1$`));
      await page.getByText(t.passengersSaved, { exact: true }).waitFor();
      await page.getByRole("rowheader", { name: "Hanife Yolcu" }).waitFor();

      await page.getByRole("button", { name: t.confirm, exact: true }).click();
      await page.getByTestId("reservation-status").getByText(t.confirmed).waitFor();

      await page.getByLabel(t.note, { exact: true }).fill(`Vize ${contactName}`);
      await page.getByLabel(t.remindOn, { exact: true }).fill("2030-01-15");
      await page.getByRole("button", { name: t.addNote }).click();
      await page.getByText(t.noteAdded).waitFor();
      await page.getByRole("link", { name: `Vize ${contactName}` }).waitFor();

      await page.getByRole("link", { name: t.log }).click();
      // The order log names the change and who made it.
      await page
        .getByRole("row")
        .filter({ hasText: "passengers: Hatice Yolcu → Hanife Yolcu" })
        .filter({ hasText: t.staff })
        .waitFor();

      // The list, filtered by the search alone, exported to xlsx and read back.
      await page.goto(`${site.url}${t.prefix}/admin/reservations?q=${contactName}`);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: t.xlsx }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile((await download.path())!);
      const codes = workbook.worksheets[0]!.getColumn(1).values.slice(2);
      expect(codes).toEqual([code]);
    } finally {
      await context.close();
    }

    // The customer's own dashboard shows the confirmation.
    const customer = await pageAt(width);
    await signIn(customer.page, t, "customer@rihla.example");
    await customer.page.getByRole("row").filter({ hasText: code }).getByText(t.confirmed).waitFor();
    await customer.context.close();

    // A Master flips the admin's accounting role (each locale flips it once, so it ends as it began).
    const master = await pageAt(width);
    await signIn(master.page, t, "master@rihla.example");
    await master.page.goto(`${site.url}${t.prefix}/admin/manage/users?q=admin%40rihla`);
    await master.page
      .getByRole("link", { name: /Zeynep/ })
      .first()
      .click();
    const box = master.page.getByLabel(t.accounting);
    const before = await box.isChecked();
    await box.setChecked(!before);
    await master.page.getByRole("button", { name: t.save, exact: true }).click();
    await master.page.getByText(t.saved).waitFor();
    expect(await master.page.getByLabel(t.accounting).isChecked()).toBe(!before);
    await master.context.close();
  }, 240_000);
});

describe("live updates (the staff socket)", () => {
  it("shows a reservation booked meanwhile in the open list, without a reload, and who else views it", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const colleague = await browser.newContext();
    try {
      await signIn(page, texts.tr, "admin@rihla.example");
      // The socket opens after hydration; wait until the server has admitted it (socket.io's "40").
      // The frame listener is attached as the socket appears: awaiting the socket first could let
      // a quick "40" pass before anyone listens (it did at load 12).
      const admitted = new Promise<void>((resolve) => {
        page.on("websocket", (ws) => {
          if (!ws.url().includes("/socket.io/")) return;
          ws.on("framereceived", (frame) => {
            if (String(frame.payload).startsWith("40")) resolve();
          });
        });
      });
      await page.goto(`${site.url}/admin/reservations`);
      await admitted;
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      const code = await customerBooks(site.url, { name: `Canli${Date.now()}`, phone: "05321234567" });
      await page.getByRole("link", { name: code, exact: true }).waitFor({ timeout: 10_000 });
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

      // A second staff member on the same reservation sees the first one's name, and the reverse.
      const other = await colleague.newPage();
      await signIn(other, texts.tr, "master@rihla.example");
      await page.getByRole("link", { name: code, exact: true }).click();
      await other.goto(`${site.url}/admin/reservations/${code}`);
      await page.getByText(/Şu an bu rezervasyona bakan diğer personel: .+/).waitFor({ timeout: 10_000 });
      await other.getByText(/Şu an bu rezervasyona bakan diğer personel: .+/).waitFor({ timeout: 10_000 });
    } finally {
      await colleague.close();
      await context.close();
    }
  }, 120_000);
});

describe("the back office's frame at 390 px, with scripts", () => {
  it("folds the side navigation behind 'Menu'; a click opens it and a link in it is followed; cancelling asks first", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await signIn(page, texts.en, "admin@rihla.example");
      await page.goto(`${site.url}/en/admin/dashboard`);
      // The button appears once the page is interactive (without scripts the list stays open).
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      // Open, the button says what it does next.
      await page.getByRole("button", { name: "Close the menu", expanded: true }).waitFor();
      // The frame (top bar, open navigation, breadcrumbs) and the dashboard's chart pass axe.
      expect(await axeViolations(page)).toEqual([]);
      const nav = page.getByRole("navigation", { name: "Back office menu" });
      await nav.getByRole("link", { name: "Reservations" }).click();
      await page.waitForURL(/\/en\/admin\/reservations$/);
      await page.getByRole("heading", { level: 1, name: "Reservations" }).waitFor();
      expect(await nav.isVisible()).toBe(false);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      // With scripts, cancelling asks first (ConfirmDialog) and then posts the same form.
      const code = await customerBooks(site.url, { name: `Yolcujs${Date.now()}`, phone: "05321234567" });
      await page.goto(`${site.url}/en/admin/reservations/${code}`);
      await page.getByRole("button", { name: "Menu", exact: true }).waitFor(); // hydrated
      await page.getByLabel("Reason for cancelling").fill("Customer changed plans");
      await page.getByRole("button", { name: "Cancel", exact: true }).click();
      await page
        .getByRole("alertdialog", { name: "Cancel the reservation" })
        .getByRole("button", { name: "Yes, cancel it" })
        .click();
      await page.getByTestId("reservation-status").getByText("Cancelled").waitFor();
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe("who may open the back office", () => {
  it("gives a customer and an agent 403 on every admin page, and sends a guest to sign in", async () => {
    for (const email of ["customer@rihla.example", "agent@rihla.example"]) {
      const { context, page } = await pageAt(1280);
      await signIn(page, texts.tr, email);
      for (const path of adminPages) {
        for (const prefix of ["", "/en"]) {
          const answer = await page.goto(`${site.url}${prefix}${path}`);
          expect(`${email} ${prefix}${path} ${answer?.status()}`).toBe(`${email} ${prefix}${path} 403`);
        }
      }
      await context.close();
    }
    const guest = await pageAt(1280);
    await guest.page.goto(`${site.url}/admin/reservations`);
    expect(guest.page.url()).toBe(`${site.url}/user/login?redirect=${encodeURIComponent("/admin/reservations")}`);
    await guest.context.close();
  }, 240_000);
});

describe("every back-office page on a phone", () => {
  it("fits 390 px without sideways scrolling, and no table splits a word across lines", async () => {
    const { context, page } = await pageAt(390);
    const checked: string[] = [];
    try {
      await signIn(page, texts.en, "master@rihla.example");
      for (const path of adminPages) {
        // A report's PDF address is a download, not a page.
        if (path.includes("/pdf/")) continue;
        const answer = await page.goto(`${site.url}/en${path}`);
        // The placeholder ids of the list above answer 404 where the demo has no such row.
        if (answer?.status() !== 200) continue;
        const found = await page.evaluate(() => {
          const broken: string[] = [];
          for (const cell of Array.from(document.querySelectorAll(".admin-page :is(th, td)"))) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? "";
              // A word is what the browser may not break inside: hyphens, slashes and spaces are
              // break points of their own.
              for (const match of text.matchAll(/[^\s\-/–·,()]{2,}/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
                if (lines.size > 1) broken.push(match[0]);
              }
            }
          }
          return { broken, overflow: document.documentElement.scrollWidth - window.innerWidth };
        });
        expect(`${path}: ${found.broken.slice(0, 5).join(", ")}`).toBe(`${path}: `);
        expect(`${path}: ${found.overflow}`).toBe(`${path}: 0`);
        checked.push(path);
      }
    } finally {
      await context.close();
    }
    // Most pages of the list open for the Master; the check cannot pass on an empty list.
    expect(checked.length).toBeGreaterThanOrEqual(adminPages.length - 8);
  }, 240_000);
});
