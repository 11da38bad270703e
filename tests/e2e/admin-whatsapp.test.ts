import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { incomingWebhook, startWhatsAppCloud, statusWebhook, type WhatsAppCloud } from "../support/whatsapp-cloud.ts";

// Issue 27, WhatsApp: staff record a customer's opt-in given on the phone, send a template from
// one of their reservations, the local Cloud API receives it with the Bearer token and answers a
// wamid, then POSTs a signed "delivered" status to the site's webhook like Meta does; the page
// shows the message delivered; a broadcast to her departure reaches her alone (she is the only one
// who opted in). Turkish at 1280 px. In English at 390 px: the conversations page, a signed
// incoming message opening the 24-hour window, and a free-text reply.

const demoPassword = "Rihla2026!demo";
const phone = "905329876501";

let cloud: WhatsAppCloud;
let site: RunningSite;
let browser: Browser;
/** The customer's first name, as the template's first parameter. */
let customerName = "";
/** Her reservation: its log lists its WhatsApp messages with their statuses. */
let code = "";

beforeAll(async () => {
  cloud = await startWhatsAppCloud();
  // Five sign-ins and a service request from one address: more than the default 5 a minute.
  site = await startSite({ RIHLA_ENV: "development", ...cloud.env, RATE_LIMIT_MAX: "50" });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await cloud?.close();
});

async function signedIn(width: number, prefix: string, texts: { email: string; password: string; signIn: string }) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${site.url}${prefix}/user/login`);
  await page.getByLabel(texts.email, { exact: true }).fill("admin@rihla.example");
  await page.getByLabel(texts.password, { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: texts.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  return { context, page };
}

describe("WhatsApp (tr, 1280 px)", () => {
  it("records consent, sends a template from the reservation page, shows it delivered, broadcasts", async () => {
    const { context, page } = await signedIn(1280, "", { email: "E-posta", password: "Şifre", signIn: "Giriş Yap" });
    // The newest reservation, then its customer's page.
    await page.goto(`${site.url}/admin/reservations?kind=TOUR&status=CONFIRMED`);
    await page.getByRole("link", { name: /^RH-/ }).first().click();
    await page.waitForURL(/\/admin\/reservations\/RH-/);
    const reservationUrl = page.url();
    code = reservationUrl.split("/").at(-1)!;
    await page.locator(`a[href^="/admin/customers/"]`).first().click();
    await page.waitForURL(/\/admin\/customers\//);
    customerName = await page.getByLabel("Ad", { exact: true }).inputValue();
    await page.getByLabel("Telefon", { exact: true }).fill("0532 987 65 01");
    await page.getByRole("button", { name: "Kaydet", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Kaydedildi." }).waitFor();

    const consent = page.getByTestId("whatsapp-consent");
    expect(await consent.textContent()).toContain("WhatsApp izni yok");
    await consent.getByRole("button", { name: "Telefonda alınan izni kaydet" }).click();
    await page.getByRole("status").filter({ hasText: "İzin kaydedildi." }).waitFor();
    await expect.poll(() => consent.textContent()).toContain(`+${phone} için izin var · telefonda personele`);

    // Back on the reservation: a template from its page.
    await page.goto(reservationUrl);
    const whatsApp = page.getByTestId("reservation-whatsapp");
    await whatsApp.getByRole("combobox", { name: /^Şablon/ }).selectOption("reservation_received");
    await whatsApp.getByRole("button", { name: "Şablonu gönder" }).click();
    await page.getByRole("status").filter({ hasText: "Mesaj gönderim sırasına alındı." }).waitFor();

    // The outbox worker sends it to the Cloud API with the token and the template's body.
    await expect.poll(() => cloud.sent.length, { timeout: 15_000 }).toBe(1);
    const [request] = cloud.requests;
    expect(request!.authorization).toBe(`Bearer ${cloud.config.token}`);
    expect(request!.body).toMatchObject({
      messaging_product: "whatsapp",
      to: phone,
      type: "template",
      template: { name: "reservation_received", language: { code: "tr" } },
    });
    expect(request!.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      customerName,
      code,
    ]);

    // Meta reports it delivered, signed with the app secret; a forged report is refused.
    const { wamid } = cloud.sent[0]!;
    const webhook = `${site.url}/api/whatsapp/webhook`;
    expect(await cloud.deliver(webhook, statusWebhook(wamid, "read", phone), "forged-secret")).toBe(401);
    expect(await cloud.deliver(webhook, statusWebhook(wamid, "delivered", phone))).toBe(200);
    await page.reload();
    const badge = whatsApp.locator("[data-message-status]").first();
    await expect.poll(() => badge.textContent()).toBe("İletildi");
    expect(await badge.getAttribute("data-message-status")).toBe("DELIVERED");
    expect(await axeViolations(page)).toEqual([]);
    // The reservation's log shows the message with its status too (issue 27: "the page and the reservation's log").
    await page.goto(`${site.url}/admin/reservations/log-${code}`);
    const logged = page.getByRole("region", { name: "Bu rezervasyonun WhatsApp mesajları" });
    await expect
      .poll(() => logged.locator("[data-message-status]").first().getAttribute("data-message-status"))
      .toBe("DELIVERED");

    // A broadcast to her departure: one message to her (the only one who opted in), none to the others.
    const login = await fetch(`${site.url}/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@rihla.example", password: demoPassword }),
    });
    const { token } = (await login.json()) as { token: string };
    const detail = (await (
      await fetch(`${site.url}/api/admin/reservations/${code}?locale=tr`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { departure: { id: number } };
    await page.goto(`${site.url}/admin/messages/whatsapp`);
    const broadcast = page.locator("form").filter({ has: page.locator("select[name=departureId]") });
    await broadcast.locator("select[name=departureId]").selectOption(String(detail.departure.id));
    await broadcast.locator("select[name=template]").selectOption("departure_reminder");
    await broadcast.getByRole("button", { name: "Toplu mesajı gönder" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Evet, gönder" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /^1 mesaj sıraya alındı; izni olmayan \d+ müşteriye/ })
      .waitFor();
    await expect.poll(() => cloud.sent.length, { timeout: 15_000 }).toBe(2);
    expect(cloud.sent.map((sent) => sent.to)).toEqual([phone, phone]);
    expect(cloud.requests.at(-1)!.body.template.name).toBe("departure_reminder");
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("WhatsApp (en, 390 px)", () => {
  it("lists the conversations with their statuses; a customer's message opens the window for a free-text reply", async () => {
    const { context, page } = await signedIn(390, "/en", { email: "E-mail", password: "Password", signIn: "Sign In" });
    // The broadcast's message is read (Meta may skip "delivered": the status still only moves forward).
    const webhook = `${site.url}/api/whatsapp/webhook`;
    expect(await cloud.deliver(webhook, statusWebhook(cloud.sent[1]!.wamid, "read", phone))).toBe(200);
    await page.goto(`${site.url}/en/admin/messages/whatsapp`);
    await page.getByRole("heading", { level: 1, name: "WhatsApp" }).waitFor();
    const row = page.locator("tbody tr").filter({ hasText: `+${phone}` });
    expect(await row.locator("[data-message-status]").textContent()).toBe("Read");
    expect(await row.textContent()).toContain("Closed: templates only");

    // The customer writes back on WhatsApp; Meta posts it, signed.
    expect(await cloud.deliver(webhook, incomingWebhook(phone, "When is the hotel confirmed?"))).toBe(200);
    await page.reload();
    expect(await row.textContent()).toContain("Open: free text allowed");
    await row.getByRole("link", { name: new RegExp(customerName) }).click();
    await page.getByRole("heading", { level: 2, name: new RegExp(`Conversation with ${customerName}`) }).waitFor();
    const thread = page.locator(".whatsapp-thread li");
    expect(await thread.count()).toBe(3);
    expect(await thread.last().textContent()).toContain("When is the hotel confirmed?");

    await page.getByLabel("Message", { exact: true }).fill("Next week, God willing.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByRole("status").filter({ hasText: "The message is queued for sending." }).waitFor();
    await expect.poll(() => cloud.sent.length, { timeout: 15_000 }).toBe(3);
    expect(cloud.requests.at(-1)!.body).toMatchObject({
      type: "text",
      to: phone,
      text: { body: "Next week, God willing." },
    });
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // From the forms inbox (issue 27, "call or WhatsApp from the same page"): the demo customer
    // opted in on the phone and asks for a stay; its item offers wa.me, the conversation and a
    // template about the request, which the Cloud API receives.
    const admin = (await (
      await fetch(`${site.url}/auth/local`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@rihla.example", password: demoPassword }),
      })
    ).json()) as { token: string };
    const asker = (await (
      await fetch(`${site.url}/auth/local`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "customer@rihla.example", password: demoPassword }),
      })
    ).json()) as { token: string; user: { id: string } };
    const consented = await fetch(`${site.url}/api/admin/customers/${asker.user.id}/whatsapp-consent`, {
      method: "PUT",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ source: "STAFF_PHONE", phone: "905324440011" }),
    });
    expect(consented.status).toBe(200);
    const hotels = (await (await fetch(`${site.url}/api/hotels?locale=en`)).json()) as { items: { id: number }[] };
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const asked = await fetch(`${site.url}/api/reservations/service`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${asker.token}`,
        "content-type": "application/json",
        "idempotency-key": `inbox-whatsapp-${Date.now()}`,
      },
      body: JSON.stringify({
        hotelId: hotels.items[0]!.id,
        checkIn: day(30),
        checkOut: day(33),
        rooms: [{ roomType: "DOUBLE", adults: 2 }],
        extras: [],
        contact: { name: "Demo Customer", phone: "0532 444 00 11" },
        note: "Is there a room with a Kaaba view?",
        locale: "en",
      }),
    });
    expect(asked.status).toBe(201);
    const { code: serviceCode } = (await asked.json()) as { code: string };
    await page.goto(`${site.url}/en/admin/userDataForm?kind=service`);
    await page.locator("tbody tr", { hasText: serviceCode }).getByRole("link").click();
    await page.waitForURL(/\/en\/admin\/userDataForm\/service-\d+$/);
    expect(await page.getByRole("link", { name: "Write on WhatsApp (wa.me)" }).getAttribute("href")).toBe(
      "https://wa.me/905324440011",
    );
    expect(await page.getByRole("link", { name: "WhatsApp conversation" }).getAttribute("href")).toBe(
      `/en/admin/messages/whatsapp?customer=${asker.user.id}`,
    );
    const templateForm = page.getByRole("region", { name: "Send a WhatsApp template" });
    await templateForm.getByRole("combobox", { name: /^Template/ }).selectOption("reservation_received");
    await templateForm.getByRole("button", { name: "Send template" }).click();
    await page.getByRole("status").filter({ hasText: "The message is queued for sending." }).waitFor();
    await expect.poll(() => cloud.sent.length, { timeout: 15_000 }).toBe(4);
    expect(cloud.requests.at(-1)!.body).toMatchObject({
      to: "905324440011",
      template: { name: "reservation_received", language: { code: "en" } },
    });
    expect(await axeViolations(page)).toEqual([]);

    // The reservation's log in English: the template delivered, the broadcast read.
    await page.goto(`${site.url}/en/admin/reservations/log-${code}`);
    const logged = page.getByRole("region", { name: "This reservation's WhatsApp messages" });
    await expect
      .poll(async () => (await logged.locator("[data-message-status]").allTextContents()).sort())
      .toEqual(["Delivered", "Read"]);
    await context.close();
  });
});
