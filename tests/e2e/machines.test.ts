import { linkIn, startMailbox, type Mailbox } from "@rihla/api/testing/mailbox";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { freePort, startSite, type RunningSite } from "../support/server.ts";

// Issue 9 (ADR 0008): password reset, session (login/logout in the header) and the locale switch
// run through their machines when JavaScript runs, and the same pages work through plain form
// posts and links when it does not; forms check the domain's schema in the browser and again in
// the action. The texts are written out here, not read from the code.

const tr = {
  email: "E-posta",
  password: "Şifre",
  newPassword: "Yeni şifre",
  passwordConfirm: "Şifre (tekrar)",
  forgotSubmit: "Bağlantı gönder",
  setPasswordSubmit: "Şifreyi kaydet",
  signIn: "Giriş Yap",
  account: "Hesabım",
  logout: "Çıkış Yap",
  dashboard: "Rezervasyonlarım",
  emailInvalid: "Geçerli bir e-posta adresi girin.",
  sent: "E-posta adresinize bir e-posta gönderildi.",
  changed: "Şifreniz değiştirildi.",
  firstName: "Ad",
  save: "Kaydet",
  required: "Bu alan zorunludur.",
  saved: "Bilgileriniz kaydedildi.",
  tokenInvalid: "Bu bağlantı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.",
};
const enEmailInvalid = "Enter a valid e-mail address.";
const demoPassword = "Rihla2026!demo";

let mailbox: Mailbox;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  mailbox = await startMailbox();
  const port = await freePort();
  // A development deployment holds the demo accounts; the bot check is off so the no-JavaScript
  // forms can post (the ALTCHA widget needs JavaScript; accounts.test.ts covers it).
  site = await startSite({
    RIHLA_ENV: "development",
    BOT_CHECK: "off",
    // Both modes post the same forms from one address within a minute; the per-IP form limit
    // (5 a minute by default, tested in the API) would refuse the later ones.
    RATE_LIMIT_MAX: "100",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: mailbox.url,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

/** Every request of a page: documents (full navigations) and the rest. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return {
    posts: (path: string) =>
      requests.filter((r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith(path)),
    documents: (path: string) =>
      requests.filter((r) => r.resourceType() === "document" && new URL(r.url()).pathname === path),
    all: requests,
    clear: () => requests.splice(0),
  };
}

async function openContext(javaScript: boolean) {
  const guarded = await guardedContext(browser, {
    // A refused form answers 400, which Chromium logs as a failed resource.
    ignoreConsole: [/status of 400 \(Bad Request\)/],
  });
  if (javaScript) return guarded;
  await guarded.context.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, consoleErrors: [] as string[], externalRequests: [] as string[] };
}

async function waitForHydration(page: Page, javaScript: boolean) {
  if (!javaScript) return;
  await page.locator(".site-header-host[data-ready]").first().waitFor();
  // A form's schemas (and so the browser's checks) arrive after hydration (ADR 0012).
  if (await page.locator("form[data-validation]").count())
    await page.locator('form[data-validation="ready"]').waitFor();
  // So does a flow's machine (the password reset): `dormant` until it runs.
  if (await page.locator("form[data-flow]").count())
    await page.locator('form[data-flow]:not([data-flow="dormant"])').waitFor();
}

describe.each([
  { javaScript: true, label: "JavaScript on" },
  { javaScript: false, label: "JavaScript off" },
])("flows with $label", ({ javaScript }) => {
  it("resets a forgotten password: 'abc' is refused like on the server, the mail arrives, a new password is set", async () => {
    const { context, consoleErrors, externalRequests } = await openContext(javaScript);
    const page = await context.newPage();
    const requests = recordRequests(page);
    const email = javaScript ? "customer@rihla.example" : "agent@rihla.example";
    const newPassword = javaScript ? "Zemzem2026!js" : "Zemzem2026!html";

    await page.goto(`${site.url}/user/forgotPassword`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    await page.getByLabel(tr.email, { exact: true }).fill("abc");
    await page.getByRole("button", { name: tr.forgotSubmit }).click();
    await page.getByText(tr.emailInvalid).first().waitFor();
    if (javaScript) {
      // The schema in the browser (and the machine's guard) refused it: nothing was posted.
      expect(requests.posts("/user/forgotPassword")).toHaveLength(0);
      expect(await page.locator("form[data-flow]").getAttribute("data-flow")).toBe("request.editing");
    } else {
      // The server's action refused it with the same schema.
      expect(requests.posts("/user/forgotPassword")).toHaveLength(1);
    }

    requests.clear();
    await page.getByLabel(tr.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: tr.forgotSubmit }).click();
    await page.getByText(tr.sent).waitFor();
    // With JavaScript the machine reached `sent` (not only the action's answer).
    if (javaScript) expect(await page.getByText(tr.sent).getAttribute("data-flow")).toBe("request.sent");
    const posts = requests.posts("/user/forgotPassword");
    expect(posts).toHaveLength(1);
    // With JavaScript the machine's actor posted through a fetcher (no new document); without,
    // the browser posted the form itself.
    expect(posts[0]?.resourceType()).toBe(javaScript ? "fetch" : "document");

    // A link with a made-up token: the server refuses it and the page says so (through the
    // machine's refusal with JavaScript, through the action's answer without).
    await page.goto(`${site.url}/user/setPassword?token=made-up`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    await page.getByLabel(tr.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(tr.passwordConfirm, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: tr.setPasswordSubmit }).click();
    await page.getByText(tr.tokenInvalid).waitFor();
    if (javaScript) expect(await page.locator("form[data-flow]").getAttribute("data-flow")).toBe("set.editing");

    const mail = await mailbox.next(email);
    await page.goto(linkIn(mail, `${site.url}/user/setPassword?token=`), { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    requests.clear();
    await page.getByLabel(tr.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(tr.passwordConfirm, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: tr.setPasswordSubmit }).click();
    await page.getByText(tr.changed).waitFor();
    if (javaScript) expect(await page.getByText(tr.changed).getAttribute("data-flow")).toBe("set.done");
    expect(requests.posts("/user/setPassword")[0]?.resourceType()).toBe(javaScript ? "fetch" : "document");

    // The new password signs in.
    await page.goto(`${site.url}/user/login`);
    await page.getByLabel(tr.email, { exact: true }).fill(email);
    await page.getByLabel(tr.password, { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: tr.signIn, exact: true }).click();
    await page.waitForURL(/\/(user|agent|admin)\/dashboard$/);

    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("signs in and out from the header", async () => {
    const { context, consoleErrors, externalRequests } = await openContext(javaScript);
    const page = await context.newPage();
    const email = javaScript ? "admin@rihla.example" : "master@rihla.example";
    await page.goto(`${site.url}/user/login`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    await page.getByLabel(tr.email, { exact: true }).fill(email);
    await page.getByLabel(tr.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: tr.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    const userCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "rihla_user");
    expect(await userCookie()).toBeDefined();

    if (javaScript) {
      const host = page.locator(".site-header-host").first();
      // The page records the header's session state as it unloads: the machine has forgotten the
      // user (and dropped the user cookie) before the browser leaves for the server's logout.
      await page.addInitScript(() => {
        window.addEventListener("pagehide", () => {
          const state = document.querySelector(".site-header-host")?.getAttribute("data-session") ?? "";
          sessionStorage.setItem("sessionAtUnload", `${state} ${document.cookie.includes("rihla_user=")}`);
        });
      });
      await page.reload({ waitUntil: "networkidle" });
      // The header's machines load on the visitor's first move toward it (not with the page).
      await page.locator(".site-header-host[data-ready]").first().waitFor();
      expect(await host.getAttribute("data-session")).toBe("dormant");
      await host.hover();
      await page.waitForFunction(
        () => document.querySelector(".site-header-host")?.getAttribute("data-session") === "signedIn",
      );
      await page.getByRole("button", { name: tr.account }).click();
      await page.getByRole("menuitem", { name: tr.logout }).click();
      await page.waitForURL(`${site.url}/`);
      expect(await page.evaluate(() => sessionStorage.getItem("sessionAtUnload"))).toBe("signedOut false");
      await host.waitFor();
    } else {
      // Without JavaScript the kit's account menu (a Radix dropdown) renders no items, so the
      // header offers no logout link yet (reported to the kit); the server's logout URL, which
      // that link points to, signs out all the same.
      expect(await page.locator('a[href^="/auth/logout"]').count()).toBe(0);
      await page.goto(`${site.url}/auth/logout?redirect=${encodeURIComponent("/")}`);
      await page.waitForURL(`${site.url}/`);
    }
    await page.getByRole("link", { name: tr.signIn, exact: true }).first().waitFor();
    expect(await userCookie()).toBeUndefined();
    // Signed out on the server too: an account page sends to the login page.
    await page.goto(`${site.url}/user/settings`);
    await page.waitForURL(/\/user\/login\?redirect=/);

    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("switches the locale from the header and remembers it", async () => {
    const { context, consoleErrors, externalRequests } = await openContext(javaScript);
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto(`${site.url}/user/forgotPassword`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    await page.locator('a[hreflang="en"]').first().click();
    await page.waitForURL(`${site.url}/en`);
    await page.locator('html[lang="en"]').waitFor();
    const locale = (await context.cookies()).find((cookie) => cookie.name === "locale");
    expect(locale?.value).toBe("en");
    // With JavaScript the locale machine set the cookie and navigated; without, the server did on `?lang=en`.
    const viaServer = requests.all.some((r) => new URL(r.url()).searchParams.get("lang") === "en");
    expect(viaServer).toBe(!javaScript);
    if (javaScript) {
      expect(await page.locator(".site-header-host").first().getAttribute("data-locale")).toBe("en");
    }

    // The choice is remembered: a bare / goes to /en.
    await page.goto(`${site.url}/`);
    await page.waitForURL(`${site.url}/en`);
    // English pages word the schema's errors in English.
    await page.goto(`${site.url}/en/user/forgotPassword`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    await page.getByLabel("E-mail", { exact: true }).fill("abc");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText(enEmailInvalid).first().waitFor();

    // And back to Turkish.
    await page.locator('a[hreflang="tr"]').first().click();
    await page.waitForURL(`${site.url}/`);
    await page.locator('html[lang="tr"]').waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("tr");

    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("saves the profile through the domain's schema, refusing an empty first name", async () => {
    const { context, consoleErrors, externalRequests } = await openContext(javaScript);
    const page = await context.newPage();
    const requests = recordRequests(page);
    await page.goto(`${site.url}/user/login`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    await page.getByLabel(tr.email, { exact: true }).fill("muhasebe@rihla.example");
    await page.getByLabel(tr.password, { exact: true }).fill(demoPassword);
    await page.getByRole("button", { name: tr.signIn, exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.goto(`${site.url}/user/settings`, { waitUntil: "networkidle" });
    await waitForHydration(page, javaScript);
    const firstName = page.getByLabel(tr.firstName, { exact: true });
    const name = `Ayşe ${javaScript ? "js" : "html"}`;
    requests.clear();
    await firstName.fill("   ");
    await page.getByRole("button", { name: tr.save, exact: true }).click();
    await page.getByText(tr.required).first().waitFor();
    // The browser's copy of the schema refused it without a post; without JavaScript the server's did.
    expect(requests.posts("/user/settings")).toHaveLength(javaScript ? 0 : 1);

    await page.getByLabel(tr.firstName, { exact: true }).fill(name);
    await page.getByRole("button", { name: tr.save, exact: true }).click();
    await page.getByText(tr.saved).waitFor();
    await page.goto(`${site.url}/user/settings`);
    expect(await page.getByLabel(tr.firstName, { exact: true }).inputValue()).toBe(name);

    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});
