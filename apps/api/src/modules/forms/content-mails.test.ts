/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { mailOutbox, newsletterSubscriptions } from "../../db/schema.ts";
import { createMailer } from "../../email/mailer.ts";
import { linkIn, startMailbox, type Mailbox } from "../../testing/mailbox.ts";
import { createTestApi } from "../../testing/test-api.ts";

// Issue 13 over the real SMTP test server: the contact form's two mails, and the newsletter's
// double opt-in (subscribe → mail → confirm → unsubscribe link, no sign-in).

let mailbox: Mailbox;
let api: RihlaApi;
let clock = new Date("2026-11-21T09:00:00Z");
/** The demo seed's agency mailbox (apps/api/src/seed/content/site.ts). */
const agencyMailbox = "info@rihla.example";

beforeAll(async () => {
  mailbox = await startMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.url, outboxDir: "/nonexistent", from: "Rihla <no-reply@rihla.test>" });
  api = await createTestApi({ publicUrl: "https://rihla.test" }, { mailer, seed: true, now: () => clock });
});
afterAll(async () => {
  await api.close();
  await mailbox.close();
});

/**
 * The kinds of the outbox rows written for one address (issue 11: no mail skips the outbox). The
 * worker marks a row sent just after SMTP accepted it, so a test that has the mail may not see
 * the mark yet: only the kinds are compared.
 */
const outboxKinds = async (to: string) =>
  (await api.deps.database.db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, to))).map(
    (row) => row.kind,
  );

let ip = 0;
const post = async (url: string, body: unknown) => {
  const response = await api.app.request(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${++ip}`,
      origin: "https://rihla.test",
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe("contact form mails", () => {
  it("confirms to the sender in their language and notifies the agency's mailbox", async () => {
    const message = {
      name: "Sam Carter",
      subject: "Family Umrah in January",
      mobile: "0532 123 45 67",
      email: "sam.contact@example.com",
      message: "Four of us would like to travel in the school holidays.",
    };
    expect((await post("/api/contact-requests?locale=en", message)).status).toBe(201);
    const toSender = await mailbox.next("sam.contact@example.com");
    expect(toSender.subject).toBe("We received your message");
    expect(toSender.text).toContain("Four of us would like to travel in the school holidays.");
    const toAgency = await mailbox.next(agencyMailbox);
    expect(toAgency.subject).toBe("Yeni iletişim mesajı: Family Umrah in January");
    expect(toAgency.text).toContain("Sam Carter");
    expect(toAgency.text).toContain("905321234567");
    expect(await outboxKinds("sam.contact@example.com")).toEqual(["contact:received"]);
    expect(await outboxKinds(agencyMailbox)).toContain("contact:agency");
  });
});

describe("newsletter double opt-in", () => {
  const status = async (email: string) =>
    (
      await api.deps.database.db
        .select({ status: newsletterSubscriptions.status })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0]?.status;

  it("subscribe → confirmation mail → confirm → unsubscribe link", async () => {
    const email = "reader@example.com";
    expect(await post("/api/newsletter-subscriptions", { email: "Reader@Example.com", locale: "tr" })).toEqual({
      status: 202,
      body: { status: "pending" },
    });
    expect(await status(email)).toBe("pending");
    const mail = await mailbox.next(email);
    expect(mail.subject).toBe("Bülten aboneliğinizi onaylayın");
    expect(await outboxKinds(email)).toEqual(["newsletter:confirm"]);
    const confirm = new URL(linkIn(mail, "https://rihla.test/newsletter/confirm?token="));
    const unsubscribe = new URL(linkIn(mail, "https://rihla.test/newsletter/unsubscribe?token="));
    const token = confirm.searchParams.get("token")!;
    expect(unsubscribe.searchParams.get("token")).toBe(token);

    expect(await post("/api/newsletter-subscriptions/confirm", { token })).toEqual({
      status: 200,
      body: { status: "confirmed" },
    });
    expect(await status(email)).toBe("confirmed");
    // The link clicked twice is no error.
    expect((await post("/api/newsletter-subscriptions/confirm", { token })).status).toBe(200);

    expect(await post("/api/newsletter-subscriptions/unsubscribe", { token })).toEqual({
      status: 200,
      body: { status: "unsubscribed" },
    });
    expect(await status(email)).toBe("unsubscribed");
    // Unsubscribed, the confirmation link no longer subscribes.
    expect((await post("/api/newsletter-subscriptions/confirm", { token })).status).toBe(404);
  });

  it("does not mail twice within the window, and mails again after it", async () => {
    const email = "twice@example.com";
    await post("/api/newsletter-subscriptions", { email, locale: "en" });
    expect((await mailbox.next(email)).subject).toBe("Confirm your newsletter subscription");
    await post("/api/newsletter-subscriptions", { email, locale: "en" });
    await expect(mailbox.next(email, 1_500)).rejects.toThrow(/no mail/);
    clock = new Date(clock.getTime() + 11 * 60_000);
    await post("/api/newsletter-subscriptions", { email, locale: "en" });
    expect((await mailbox.next(email)).subject).toBe("Confirm your newsletter subscription");
  });

  it("answers 404 for an unknown token and 400 for a malformed one", async () => {
    expect((await post("/api/newsletter-subscriptions/confirm", { token: "x".repeat(32) })).body.error.code).toBe(
      "NEWSLETTER_TOKEN_INVALID",
    );
    expect((await post("/api/newsletter-subscriptions/unsubscribe", { token: "bad token" })).status).toBe(400);
  });
});
