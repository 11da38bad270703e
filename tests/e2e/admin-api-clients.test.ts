import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 27, API clients for partner sites (/admin/microapi/clients): staff make a client and see
// its key once; the key reads the partner API from outside (fetch, as a partner's server would);
// revoked, it gets 401. Turkish at 1280 px with JavaScript (revoke behind the confirmation dialog,
// axe), English at 390 px without (the plain forms create and list).

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    nav: "API istemcileri",
    name: "Ad",
    origins: "İzin verilen kökenler",
    create: "İstemciyi oluştur",
    keyLabel: "API anahtarı",
    revoke: (name: string) => `İptal et: ${name}`,
    revokeYes: "Evet, iptal et",
    revokedState: "İptal edildi",
    bookingScope: "Rezervasyon oluşturma",
    agent: "Rezervasyonları açan acente",
    activeState: "Etkin",
  },
  en: {
    prefix: "/en",
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    nav: "API clients",
    name: "Name",
    origins: "Allowed origins",
    create: "Create the client",
    keyLabel: "API key",
    revoke: (name: string) => `Revoke: ${name}`,
    revokeYes: "Yes, revoke",
    revokedState: "Revoked",
    bookingScope: "Create reservations",
    agent: "Agent who books",
    activeState: "Active",
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

const partnerTours = (key: string) =>
  fetch(`${site.url}/api/partner/tours?locale=tr`, { headers: { authorization: `Bearer ${key}` } });

describe.each([
  ["tr", true, 1280],
  ["en", false, 390],
] as const)("API clients (%s, JavaScript %s, %i px)", (locale, javaScript, width) => {
  const t = texts[locale];

  it("creates a client whose key is shown once and reads the catalogue", async () => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    // From the side navigation (on a phone it sits behind the menu button: the address instead).
    if (javaScript) await page.getByRole("link", { name: t.nav, exact: true }).click();
    else await page.goto(`${site.url}${t.prefix}/admin/microapi/clients`);
    await page.getByRole("heading", { level: 1, name: t.nav }).waitFor();

    const name = `Partner ${locale} ${Date.now()}`;
    await page.getByLabel(t.name, { exact: true }).fill(name);
    await page.getByLabel(t.origins, { exact: true }).fill("https://partner.example\nhttp://localhost:5173");
    await page.getByRole("button", { name: t.create, exact: true }).click();
    const keyField = page.getByLabel(t.keyLabel, { exact: true });
    await keyField.waitFor();
    const key = await keyField.inputValue();
    expect(key).toMatch(/^rk_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);

    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    const row = page.locator(`tr[data-client="${name}"]`);
    expect(await row.getAttribute("data-state")).toBe("active");
    expect(await row.textContent()).toContain("https://partner.example");

    const tours = await partnerTours(key);
    expect(tours.status).toBe(200);
    // Through the real server: a preflight from a listed origin is let in, another is not.
    const preflight = (origin: string) =>
      fetch(`${site.url}/api/partner/tours`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
      });
    const allowed = await preflight("https://partner.example");
    expect([allowed.status, allowed.headers.get("access-control-allow-origin")]).toEqual([
      204,
      "https://partner.example",
    ]);
    const refused = await preflight("https://elsewhere.example");
    expect([refused.status, refused.headers.get("access-control-allow-origin")]).toEqual([403, null]);
    expect(((await tours.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

    // Never again: the list shows only the key's start.
    await page.goto(`${site.url}${t.prefix}/admin/microapi/clients`);
    expect(await page.content()).not.toContain(key);
    expect(await page.locator(`tr[data-client="${name}"]`).textContent()).toContain(key.slice(0, 24));
    // Requests: the one read above (the th is the name, then scopes, origins, agent, last use, requests).
    expect(await page.locator(`tr[data-client="${name}"] td`).nth(4).textContent()).toBe("1");

    if (javaScript) {
      await page.getByRole("button", { name: t.revoke(name), exact: true }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: t.revokeYes, exact: true }).click();
      await expect.poll(() => page.locator(`tr[data-client="${name}"]`).getAttribute("data-state")).toBe("revoked");
      expect((await partnerTours(key)).status).toBe(401);
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it("a reservation made with a booking client's key is in the back office with its agent", async () => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${site.url}${t.prefix}/admin/microapi/clients`);
    await page.getByLabel(t.name, { exact: true }).fill(`Booking partner ${locale}`);
    await page.getByLabel(t.bookingScope, { exact: true }).check();
    await page.getByLabel(t.agent, { exact: true }).selectOption({ label: "Mehmet Acar (agent@rihla.example)" });
    await page.getByRole("button", { name: t.create, exact: true }).click();
    const keyField = page.getByLabel(t.keyLabel, { exact: true });
    await keyField.waitFor();
    const key = await keyField.inputValue();

    const tours = (await (await partnerTours(key)).json()) as { items: { fromDeparture: { id: number } | null }[] };
    const departureId = tours.items.find((tour) => tour.fromDeparture)!.fromDeparture!.id;
    const booked = await fetch(`${site.url}/api/partner/reservations`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "idempotency-key": `e2e-partner-${locale}-${Date.now()}`,
      },
      body: JSON.stringify({
        departureId,
        rooms: [{ roomType: "DOUBLE", adults: 2 }],
        customer: { email: `partner-${locale}-${Date.now()}@example.com`, firstName: "Hatice", surname: "Koç" },
      }),
    });
    expect(booked.status).toBe(201);
    const { code } = (await booked.json()) as { code: string };
    await page.goto(`${site.url}${t.prefix}/admin/reservations/${code}`);
    expect(await page.locator("dd", { hasText: "Mehmet Acar" }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
