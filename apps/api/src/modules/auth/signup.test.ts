/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createMailer } from "../../email/mailer.ts";
import { createUser } from "../../testing/accounts.ts";
import { startMailbox, type Mailbox } from "../../testing/mailbox.ts";
import { MemoryMailer } from "../../testing/memory-mailer.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

const signUpBody = (email: string, locale = "tr") => ({
  firstName: "Ayşe",
  surname: "Yılmaz",
  email,
  phone: "0532 123 45 67",
  password: "Umre2026!",
  passwordConfirm: "Umre2026!",
  locale,
});
let ipCounter = 0;
const post = async (api: RihlaApi, url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await api.app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${++ipCounter}`, ...headers },
    body: JSON.stringify(body),
  });
  // Mails leave through the outbox worker after the answer (issue 11): let it finish first.
  await api.deps.outbox.flush();
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
};

describe("sign-up → confirmation mail over real SMTP → confirm → login → change password → logout", () => {
  let mailbox: Mailbox;
  let api: RihlaApi;
  beforeAll(async () => {
    mailbox = await startMailbox();
    const mailer = createMailer({
      smtpUrl: mailbox.url,
      outboxDir: "/nonexistent",
      from: "Rihla <no-reply@rihla.test>",
    });
    api = await createTestApi({ publicUrl: "https://rihla.test" }, { mailer });
  });
  afterAll(async () => {
    await api.close();
    await mailbox.close();
  });

  it("passes end to end", async () => {
    const origin = { origin: "https://rihla.test" };
    const signUp = await post(api, "/api/auth/signup", signUpBody("Flow.User@Example.com", "en"), origin);
    expect(signUp).toMatchObject({ status: 202, body: { message: "SIGNUP_CHECK_EMAIL" } });
    const mail = await mailbox.next("flow.user@example.com");
    expect(mail.subject).toBe("Confirm your e-mail address");
    const link = new URL(/https:\/\/rihla\.test\/en\/user\/confirm-account\?token=\S+/.exec(mail.text ?? "")![0]);
    const token = link.searchParams.get("token")!;
    expect(
      (await post(api, "/auth/local", { email: "flow.user@example.com", password: "Umre2026!" })).body.error.code,
    ).toBe("EMAIL_NOT_CONFIRMED");
    const confirmed = await post(api, "/api/auth/confirm", { token });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { user: { email: "flow.user@example.com", phone: "905321234567" } },
    });
    expect(confirmed.body.user.emailConfirmedAt).not.toBeNull();
    expect((await post(api, "/api/auth/confirm", { token })).body.error.code).toBe("TOKEN_INVALID");

    const login = await post(api, "/auth/local", { email: "FLOW.user@example.com", password: "Umre2026!" });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const change = await api.app.request("https://rihla.test/api/user/password", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, ...origin },
      body: JSON.stringify({
        currentPassword: "Umre2026!",
        password: "Yeni2026!sifre",
        passwordConfirm: "Yeni2026!sifre",
      }),
    });
    expect(change.status).toBe(200);
    // The sign-out link followed on this site (issue 28: only a same-origin navigation signs out by GET).
    const logout = await api.app.request("https://rihla.test/auth/logout", {
      headers: { cookie, "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" },
    });
    expect(logout.status).toBe(302);
    expect((await api.app.request("https://rihla.test/api/custom/me", { headers: { cookie } })).status).toBe(401);
    expect((await post(api, "/auth/local", { email: "flow.user@example.com", password: "Umre2026!" })).status).toBe(
      401,
    );
    expect(
      (await post(api, "/auth/local", { email: "flow.user@example.com", password: "Yeni2026!sifre" })).status,
    ).toBe(200);
  });
});

describe("sign-up, confirmation and password reset rules", () => {
  let api: RihlaApi;
  let mailer: MemoryMailer;
  let clock = testNow;
  beforeAll(async () => {
    mailer = new MemoryMailer();
    api = await createTestApi({}, { mailer, now: () => clock });
  });
  afterAll(() => api.close());

  it("answers the same for an existing e-mail, mails a confirmed account nothing and keeps its password", async () => {
    await createUser(api, { email: "taken@example.com" });
    const before = mailer.sent.length;
    const again = await post(api, "/api/auth/signup", signUpBody("TAKEN@example.com"));
    expect(again).toMatchObject({ status: 202, body: { message: "SIGNUP_CHECK_EMAIL" } });
    expect(mailer.sent.length).toBe(before);
  });

  it("answers field errors with 400 and creates nothing", async () => {
    const bad = await post(api, "/api/auth/signup", { ...signUpBody("x@example.com"), password: "short", phone: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      phone: ["REQUIRED"],
      password: expect.arrayContaining(["PASSWORD_TOO_SHORT"]),
    });
    expect(mailer.sent.filter((m) => m.to === "x@example.com")).toHaveLength(0);
  });

  it("answers 202 while SMTP fails (the outbox keeps the mail), and resend-confirmation sends a new link", async () => {
    mailer.failing = true;
    expect((await post(api, "/api/auth/signup", signUpBody("nomail@example.com"))).status).toBe(202);
    mailer.failing = false;
    expect(mailer.linkTo("nomail@example.com")).toBeUndefined();
    expect(
      (await post(api, "/api/auth/resend-confirmation", { email: "nomail@example.com", locale: "tr" })).status,
    ).toBe(202);
    expect(mailer.linkTo("nomail@example.com")).toMatch(/^http:\/\/localhost\/user\/confirm-account\?token=/);
    expect((await post(api, "/api/auth/resend-confirmation", { email: "unknown@example.com" })).status).toBe(202);
  });

  it("confirmation links expire after 24 hours", async () => {
    await post(api, "/api/auth/signup", signUpBody("late@example.com"));
    const token = new URL(mailer.linkTo("late@example.com")!).searchParams.get("token");
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    expect((await post(api, "/api/auth/confirm", { token })).body.error.code).toBe("TOKEN_INVALID");
  });

  it("forgot-password mails a 1-hour single-use link; set-password ends every session", async () => {
    await createUser(api, { email: "forgot@example.com" });
    const login = await post(api, "/auth/local", { email: "forgot@example.com", password: "Umre2026!test" });
    const unknown = await post(api, "/api/auth/forgot-password", { email: "ghost@example.com", locale: "en" });
    expect(unknown).toMatchObject({ status: 202, body: { message: "RECOVERY_EMAIL_SENT" } });
    expect(mailer.linkTo("ghost@example.com")).toBeUndefined();
    expect((await post(api, "/api/auth/forgot-password", { email: "forgot@example.com", locale: "en" })).status).toBe(
      202,
    );
    const link = mailer.linkTo("forgot@example.com")!;
    expect(link).toMatch(/^http:\/\/localhost\/en\/user\/setPassword\?token=/);
    const token = new URL(link).searchParams.get("token");
    const set = await post(api, "/api/auth/set-password", {
      token,
      password: "Reset2026!x",
      passwordConfirm: "Reset2026!x",
    });
    expect(set.status).toBe(200);
    expect(
      (await api.app.request("/api/custom/me", { headers: { authorization: `Bearer ${login.body.token}` } })).status,
    ).toBe(401);
    expect(
      (await post(api, "/api/auth/set-password", { token, password: "Again2026!x", passwordConfirm: "Again2026!x" }))
        .body.error.code,
    ).toBe("TOKEN_INVALID");
    expect((await post(api, "/auth/local", { email: "forgot@example.com", password: "Reset2026!x" })).status).toBe(200);
    await post(api, "/api/auth/forgot-password", { email: "forgot@example.com" });
    const expired = new URL(mailer.linkTo("forgot@example.com")!).searchParams.get("token");
    clock = new Date(clock.getTime() + 3_600_000 + 1000);
    expect(
      (
        await post(api, "/api/auth/set-password", {
          token: expired,
          password: "Late2026!x",
          passwordConfirm: "Late2026!x",
        })
      ).body.error.code,
    ).toBe("TOKEN_INVALID");
  });

  it("answers 202 when the reset mail cannot be sent now: the outbox retries it later", async () => {
    await createUser(api, { email: "retry@example.com" });
    mailer.failing = true;
    const failed = await post(api, "/api/auth/forgot-password", { email: "retry@example.com" });
    expect(failed).toMatchObject({ status: 202, body: { message: "RECOVERY_EMAIL_SENT" } });
    mailer.failing = false;
    expect(mailer.linkTo("retry@example.com")).toBeUndefined();
    clock = new Date(clock.getTime() + 31_000);
    await api.deps.outbox.flush();
    expect(mailer.linkTo("retry@example.com")).toMatch(/\/user\/setPassword\?token=/);
  });
});

describe("per-IP limits on sign-up and forgot password", () => {
  it("answers 429 RATE_LIMITED past the limit", async () => {
    const api = await createTestApi({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const headers = { "x-forwarded-for": "198.51.100.77" };
      const send = (url: string, body: unknown) =>
        api.app.request(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        });
      expect((await send("/api/auth/signup", signUpBody("a@example.com"))).status).toBe(202);
      expect((await send("/api/auth/forgot-password", { email: "a@example.com" })).status).toBe(202);
      const limited = await send("/api/auth/signup", signUpBody("b@example.com"));
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();
    } finally {
      await api.close();
    }
  });
});
