import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { linkIn, startMailbox, type Mailbox } from "@rihla/api/testing/mailbox";
import { freePort, startSite, type RunningSite } from "../support/server.ts";

// Issue 6: a new user signs up, finds the confirmation mail on a real SMTP server, confirms,
// signs in, changes the password and signs out — in a browser, in both locales.

const texts = {
  tr: {
    prefix: "",
    firstName: "Ad",
    surname: "Soyad",
    email: "E-posta",
    phone: "Cep telefonu",
    password: "Şifre",
    passwordConfirm: "Şifre (tekrar)",
    currentPassword: "Mevcut şifre",
    newPassword: "Yeni şifre",
    createAccount: "Hesap oluştur",
    checkEmail: "Hesabınızı etkinleştirmek için e-posta adresinize gönderdiğimiz bağlantıya tıklayın.",
    confirmed: "E-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.",
    continueLink: "Giriş yapın ve kaldığınız yerden devam edin",
    signIn: "Giriş Yap",
    dashboard: "Rezervasyonlarım",
    account: "Hesabım",
    changePassword: "Şifreyi değiştir",
    passwordChanged: "Şifreniz değiştirildi.",
    logout: "Çıkış Yap",
    loginFailed: "E-posta adresi ya da şifre hatalı.",
    errorTitle: "Hata",
    whatsAppOptIn: "WhatsApp ile bilgilendirme almak istiyorum",
    settings: "Ayarlar",
    whatsAppActive: "905321234567 numarasına WhatsApp ile bilgilendirme gönderilmesine",
    whatsAppWithdraw: "WhatsApp iznimi geri al",
    whatsAppWithdrawn: "İzniniz geri alındı; size artık WhatsApp ile mesaj gönderilmeyecek.",
    whatsAppNone: "WhatsApp ile bilgilendirme almıyorsunuz.",
  },
  en: {
    prefix: "/en",
    firstName: "First name",
    surname: "Surname",
    email: "E-mail",
    phone: "Mobile phone",
    password: "Password",
    passwordConfirm: "Password (again)",
    currentPassword: "Current password",
    newPassword: "New password",
    createAccount: "Create account",
    checkEmail: "Click the link we sent to your e-mail address to activate your account.",
    confirmed: "Your e-mail address is confirmed. You can sign in now.",
    continueLink: "Sign in and continue where you left off",
    signIn: "Sign In",
    dashboard: "My Reservations",
    account: "My Account",
    changePassword: "Change the password",
    passwordChanged: "Your password has been changed.",
    logout: "Log Out",
    loginFailed: "Wrong e-mail address or password.",
    errorTitle: "Error",
    whatsAppOptIn: "I'd like updates on WhatsApp",
    settings: "Settings",
    whatsAppActive: "you agreed to receive updates on WhatsApp at 905321234567.",
    whatsAppWithdraw: "Withdraw my WhatsApp consent",
    whatsAppWithdrawn: "Withdrawn: we will not send you WhatsApp messages any more.",
    whatsAppNone: "You do not receive updates on WhatsApp.",
  },
} as const;

let mailbox: Mailbox;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  const port = await freePort();
  site = await startSite({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mailbox.url,
    // This file signs up and confirms four accounts within a minute from one address; the
    // default five account requests a minute per address would refuse the fourth confirmation.
    RATE_LIMIT_MAX: "50",
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

async function signIn(page: Page, t: (typeof texts)["tr" | "en"], email: string, password: string) {
  await page.goto(`${site.url}${t.prefix}/user/login`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
}

describe.each(["tr", "en"] as const)("accounts in a browser (%s)", (locale) => {
  const t = texts[locale];

  it("signs up on the way to a reservation and signs in back to the planner with the rooms chosen (issue 14)", async () => {
    const guarded = await guardedContext(browser);
    const page = await guarded.context.newPage();
    const email = `planner-${locale}-${Date.now()}@example.com`;
    const password = "Kabe2026!yolda";
    // The planner's address holds the draft (reservationDraft.ts): a departure and two rooms.
    const planner = `${t.prefix}/reservation/new?departure=1&rooms=DOUBLE-2-0-0.TRIPLE-2-1-0&step=passengers`;
    await page.goto(`${site.url}${t.prefix}/user/signUp?redirect=${encodeURIComponent(planner)}`, {
      waitUntil: "networkidle",
    });
    await page.getByLabel(t.firstName, { exact: true }).fill("Zeynep");
    await page.getByLabel(t.surname, { exact: true }).fill("Kaya");
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.phone, { exact: true }).fill("0532 765 43 21");
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill(password);
    await page.waitForFunction(
      () => Boolean((document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value),
      undefined,
      { timeout: 20_000 },
    );
    await page.getByRole("button", { name: t.createAccount }).click();
    await page.getByText(t.checkEmail).waitFor();
    const continueLink = page.getByRole("link", { name: t.continueLink });
    expect(await continueLink.getAttribute("href")).toBe(
      `${t.prefix}/user/login?redirect=${encodeURIComponent(planner)}`,
    );

    // The account is confirmed from the mail (another tab, as a visitor would), then this tab carries on.
    const mail = await mailbox.next(email);
    const confirmTab = await guarded.context.newPage();
    await confirmTab.goto(linkIn(mail, `${site.url}${t.prefix}/user/confirm-account?token=`));
    await confirmTab.getByText(t.confirmed).waitFor();
    await confirmTab.close();

    await continueLink.click();
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === planner);
    expect(guarded.consoleErrors).toEqual([]);
    await guarded.context.close();
  });

  it("signs up, confirms by e-mail, signs in, changes the password and signs out", async () => {
    // The deliberately failed sign-in answers 401, which Chromium logs as a failed resource.
    const guarded = await guardedContext(browser, { ignoreConsole: [/status of 401 \(Unauthorized\)/] });
    const page = await guarded.context.newPage();
    const email = `pilgrim-${locale}-${Date.now()}@example.com`;
    const password = "Kabe2026!ilk";
    const newPassword = "Medine2026?yeni";

    await page.goto(`${site.url}${t.prefix}/user/signUp`, { waitUntil: "networkidle" });
    await page.getByLabel(t.firstName, { exact: true }).fill("Ayşe");
    await page.getByLabel(t.surname, { exact: true }).fill("Yılmaz");
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByLabel(t.phone, { exact: true }).fill("0532 123 45 67");
    await page.getByLabel(t.password, { exact: true }).fill(password);
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill(password);
    // Issue 27: the optional WhatsApp box comes unticked; this customer ticks it.
    const optIn = page.getByRole("checkbox", { name: t.whatsAppOptIn });
    expect(await optIn.isChecked()).toBe(false);
    await optIn.check();
    // The self-hosted proof of work solves itself in the page and fills the hidden field.
    await page.waitForFunction(
      () => Boolean((document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value),
      undefined,
      { timeout: 20_000 },
    );
    await page.getByRole("button", { name: t.createAccount }).click();
    await page.getByText(t.checkEmail).waitFor();

    const mail = await mailbox.next(email);
    const link = linkIn(mail, `${site.url}${t.prefix}/user/confirm-account?token=`);
    await page.goto(link);
    await page.getByText(t.confirmed).waitFor();

    await signIn(page, t, email, password);
    await page.waitForURL(`${site.url}${t.prefix}/user/dashboard`);
    await page.getByRole("heading", { level: 1, name: t.dashboard }).waitFor();
    await page.getByRole("button", { name: t.account }).waitFor();

    // The opt-in shows on the settings page, and one button withdraws it.
    await page.goto(`${site.url}${t.prefix}/user/settings`);
    await page.getByText(t.whatsAppActive).waitFor();
    await page.getByRole("button", { name: t.whatsAppWithdraw }).click();
    await page.getByRole("status").filter({ hasText: t.whatsAppWithdrawn }).waitFor();
    await page.getByText(t.whatsAppNone).waitFor();
    expect(await page.getByRole("button", { name: t.whatsAppWithdraw }).count()).toBe(0);

    await page.goto(`${site.url}${t.prefix}/user/account/changePassword`);
    await page.getByLabel(t.currentPassword, { exact: true }).fill(password);
    await page.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(t.passwordConfirm, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: t.changePassword }).click();
    await page.getByText(t.passwordChanged).waitFor();

    await page.getByRole("button", { name: t.account }).click();
    await page.getByRole("menuitem", { name: t.logout }).click();
    await page.getByRole("link", { name: t.signIn, exact: true }).first().waitFor();

    // The old password no longer works (§8 fail toast); the new one does.
    await signIn(page, t, email, password);
    const toast = page.getByRole("status").filter({ hasText: t.loginFailed }).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain(t.errorTitle);
    await signIn(page, t, email, newPassword);
    await page.waitForURL(`${site.url}${t.prefix}/user/dashboard`);

    expect(guarded.consoleErrors).toEqual([]);
    expect(guarded.externalRequests).toEqual([]);
    await guarded.context.close();
  });

  it("sends guests from account pages to the login page and back", async () => {
    const response = await fetch(`${site.url}${t.prefix}/user/settings`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `${t.prefix}/user/login?redirect=${encodeURIComponent(`${t.prefix}/user/settings`)}`,
    );
  });
});
