import { startMailbox, type Mailbox } from "@rihla/api/testing/mailbox";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";
import { startTelephonyProvider } from "../support/telephony-provider.ts";

// Issue 27, the forms inbox and the staff's phones (spec §2 /admin/userDataForm, /admin/phones):
// a visitor sends the contact form (in a browser with scripts: the form's proof of work needs
// them); the demo admin finds the message in the inbox, filtered to contact messages, opens it,
// sees the number with a call button and a mailto link, and calls it: the local provider hears
// the admin's extension (101, the seed's) and the number as the domain normalised it. /admin/phones
// lists the demo admin with that extension, linked to their user page. Then the message is worked:
// assigned to the Master, answered by e-mail (the mail arrives at a real SMTP server, in the
// sender's language) and closed; the inbox's "done" filter lists it with its assignee. Turkish at
// 1280 px with JavaScript, English at 390 px without.

const demoPassword = "Rihla2026!demo";
const texts = {
  tr: {
    prefix: "",
    name: "Adınız soyadınız",
    subject: "Konu",
    mobile: "Cep telefonu",
    email: "E-posta",
    message: "Mesajınız",
    send: "Gönder",
    sent: "Mesajınız alındı.",
    password: "Şifre",
    signIn: "Giriş Yap",
    inbox: "Formlar",
    contactKind: "İletişim formu",
    call: (phone: string) => `${phone} numarasını ara`,
    started: "Arama başlatıldı: dahili hattınız çalıyor. Ringing 101",
    phones: "Telefonlar",
    configured: "Tıkla-ara açık: çağrılar sağlayıcının arama ucuna gider.",
    userTitle: "Kullanıcı: Zeynep Kaya",
    state: "Durum",
    assignee: "Sorumlu",
    save: "Kaydet",
    saved: "Kaydedildi.",
    replyMessage: "Yanıtınız",
    replySend: "E-postayı gönder",
    replySent: "Yanıt gönderilmek üzere sıraya alındı.",
    replySubject: "Mesajınız hakkında",
    greeting: "Merhaba Gönderen tr,",
    done: "Tamamlandı",
    whatsApp: "WhatsApp'ta yaz (wa.me)",
    newsletterKind: "Bülten kaydı",
    pending: "Onay bekliyor",
  },
  en: {
    prefix: "/en",
    name: "Full name",
    subject: "Subject",
    mobile: "Mobile phone",
    email: "E-mail",
    message: "Your message",
    send: "Send",
    sent: "We have received your message",
    password: "Password",
    signIn: "Sign In",
    inbox: "Forms",
    contactKind: "Contact form",
    call: (phone: string) => `Call ${phone}`,
    started: "The call has started: your extension is ringing. Ringing 101",
    phones: "Phones",
    configured: "Click-to-call is on: calls go to the provider's originate endpoint.",
    userTitle: "User: Zeynep Kaya",
    state: "State",
    assignee: "Assigned to",
    save: "Save",
    saved: "Saved.",
    replyMessage: "Your answer",
    replySend: "Send the e-mail",
    replySent: "The answer is queued for sending.",
    replySubject: "About your message",
    greeting: "Hello Gönderen en,",
    done: "Done",
    whatsApp: "Write on WhatsApp (wa.me)",
    newsletterKind: "Newsletter sign-up",
    pending: "Awaiting confirmation",
  },
} as const;

let provider: Awaited<ReturnType<typeof startTelephonyProvider>>;
let mailbox: Mailbox;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  provider = await startTelephonyProvider();
  mailbox = await startMailbox();
  site = await startSite({
    RIHLA_ENV: "development",
    SMTP_URL: mailbox.url,
    ...provider.env,
    // Two contact forms and four sign-ins from one address: more than the default 5 a minute.
    RATE_LIMIT_MAX: "50",
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await provider?.close();
  await mailbox?.close();
});

describe.each([
  ["tr", true, 1280, "0532 123 45 67", "905321234567"],
  ["en", false, 390, "+90 (533) 765 43 21", "905337654321"],
] as const)("forms inbox (%s, JavaScript %s, %i px)", (locale, javaScript, width, typed, normalised) => {
  const t = texts[locale];

  it("shows a contact message sent on the site with a call button beside its number; it is assigned, answered by e-mail and closed", async () => {
    // The visitor.
    const visitor = await browser.newContext();
    const form = await visitor.newPage();
    const subject = `Umre ${locale} ${Date.now()}`;
    const email = `inbox-${locale}-${Date.now()}@example.com`;
    await form.goto(`${site.url}${t.prefix}/contact`);
    // Interactive first: at load 8–14 "networkidle" (500 ms without a request) was not reached in 30 s.
    await form.locator(".site-header-host[data-ready]").first().waitFor();
    await form.getByLabel(t.name, { exact: true }).fill(`Gönderen ${locale}`);
    await form.getByLabel(t.subject, { exact: true }).fill(subject);
    await form.getByLabel(t.mobile, { exact: true }).fill(typed);
    await form.getByLabel(t.email, { exact: true }).fill(email);
    await form.getByLabel(t.message, { exact: true }).fill("Dört kişi için fiyat alabilir miyim?");
    await form.waitForFunction(
      () => Boolean((document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value),
      undefined,
      { timeout: 20_000 },
    );
    await form.getByRole("button", { name: t.send, exact: true }).first().click();
    await form.getByText(t.sent).waitFor();
    await visitor.close();
    // The form's own receipt to the sender comes first.
    expect((await mailbox.next(email)).text).toContain("Dört kişi için fiyat alabilir miyim?");

    // The admin.
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${site.url}${t.prefix}/admin/userDataForm`);
    await page.getByRole("heading", { level: 1, name: t.inbox }).waitFor();
    await page.getByRole("link", { name: t.contactKind, exact: true }).click();
    await page.waitForURL(`${site.url}${t.prefix}/admin/userDataForm?kind=contact`);
    const row = page.locator("tbody tr", { hasText: subject });
    expect(await row.count()).toBe(1);
    expect(await row.locator("td").nth(1).textContent()).toBe(`Gönderen ${locale}`);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("link").click();
    await page.waitForURL(new RegExp(`${t.prefix}/admin/userDataForm/contact-\\d+$`));
    const submissionUrl = page.url();
    await page.getByRole("heading", { level: 1, name: `${t.contactKind}: Gönderen ${locale}` }).waitFor();
    expect(await page.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);
    expect(await page.locator(".admin-message").textContent()).toBe("Dört kişi için fiyat alabilir miyim?");
    expect(await page.getByRole("link", { name: `+${normalised}` }).getAttribute("href")).toBe(`tel:+${normalised}`);
    // WhatsApp from the same page (issue 27): a wa.me link always (no opt-in here: no conversation link).
    expect(await page.getByRole("link", { name: t.whatsApp }).getAttribute("href")).toBe(`https://wa.me/${normalised}`);
    const call = page.getByRole("button", { name: t.call(normalised), exact: true });
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const before = provider.asked.length;
    await call.click();
    if (javaScript) {
      await expect.poll(() => page.locator(".admin-call-outcome").textContent()).toBe(t.started);
    } else {
      await page.waitForURL(`${site.url}${t.prefix}/admin/calls`);
      expect(await page.getByRole("status").first().textContent()).toBe(t.started);
    }
    expect(provider.asked.slice(before)).toEqual([{ key: "pbx-key", extension: "101", destination: normalised }]);

    // Working it: assigned to the Master…
    await page.goto(submissionUrl);
    // With scripts, the page is interactive first (a click during hydration is a plain post).
    if (javaScript) await page.locator(".site-header-host[data-ready]").first().waitFor();
    await page.getByLabel(t.assignee, { exact: true }).selectOption({ label: "Elif Şahin" });
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await page.getByRole("status").filter({ hasText: t.saved }).waitFor();
    // …answered by e-mail (the subject offered as it is), which arrives in the sender's language…
    await page.getByLabel(t.replyMessage, { exact: true }).fill("Dört kişilik oda için fiyatımız ektedir.");
    await page.getByRole("button", { name: t.replySend, exact: true }).click();
    await page.getByRole("status").filter({ hasText: t.replySent }).waitFor();
    const reply = await mailbox.next(email);
    expect(reply.subject).toBe(t.replySubject);
    expect(reply.text).toContain(t.greeting);
    expect(reply.text).toContain("Dört kişilik oda için fiyatımız ektedir.");
    // …and closed.
    await page.getByLabel(t.state, { exact: true }).selectOption({ label: t.done });
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect.poll(() => page.getByTestId("submission-state").textContent()).toBe(t.done);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.goto(`${site.url}${t.prefix}/admin/userDataForm?state=done`);
    const closed = page.locator("tbody tr", { hasText: subject });
    expect(await closed.locator("td[data-state]").textContent()).toBe(t.done);
    expect(await closed.locator("td").last().textContent()).toBe("Elif Şahin");
    await context.close();
  });

  it("lists a newsletter sign-up under its own kind, with its status, and marks it done (state only)", async () => {
    const email = `okur-${locale}-${Date.now()}@example.com`;
    const subscribed = await fetch(`${site.url}/api/newsletter-subscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url },
      body: JSON.stringify({ email, locale }),
    });
    expect(subscribed.status).toBe(202);
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${site.url}${t.prefix}/admin/userDataForm`);
    await page.getByRole("link", { name: t.newsletterKind, exact: true }).click();
    await page.waitForURL(`${site.url}${t.prefix}/admin/userDataForm?kind=newsletter`);
    const row = page.locator("tbody tr", { hasText: email });
    expect(await row.locator("td").nth(2).textContent()).toBe(t.pending);
    await row.getByRole("link").click();
    await page.waitForURL(new RegExp(`${t.prefix}/admin/userDataForm/newsletter-\\d+$`));
    if (javaScript) await page.locator(".site-header-host[data-ready]").first().waitFor();
    // A sign-up has a state only: no assignee, no e-mail answer.
    expect(await page.getByLabel(t.assignee, { exact: true }).count()).toBe(0);
    expect(await page.getByLabel(t.replyMessage, { exact: true }).count()).toBe(0);
    await page.getByLabel(t.state, { exact: true }).selectOption({ label: t.done });
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect.poll(() => page.getByTestId("submission-state").textContent()).toBe(t.done);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("lists the demo admin's extension on /admin/phones, linked to their user page", async () => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/login`);
    await page.getByLabel(t.email, { exact: true }).fill("admin@rihla.example");
    await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${site.url}${t.prefix}/admin/phones`);
    await page.getByRole("heading", { level: 1, name: t.phones }).waitFor();
    expect(await page.locator("[data-configured]").textContent()).toBe(t.configured);
    const row = page.locator("tbody tr", { hasText: "admin@rihla.example" });
    expect(await row.locator("td").first().textContent()).toBe("101");
    // Customers and agents are not staff: the demo customer and agent are not listed.
    expect(await page.locator("tbody tr", { hasText: "customer@rihla.example" }).count()).toBe(0);
    expect(await page.locator("tbody tr", { hasText: "agent@rihla.example" }).count()).toBe(0);
    expect(await page.locator("tbody tr", { hasText: "master@rihla.example" }).count()).toBe(1);
    if (javaScript) expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await row.getByRole("link", { name: "Zeynep Kaya" }).click();
    await page.waitForURL(new RegExp(`${t.prefix}/admin/user/[0-9a-f-]{36}$`));
    await page.getByRole("heading", { level: 1, name: t.userTitle }).waitFor();
    await context.close();
  });
});
