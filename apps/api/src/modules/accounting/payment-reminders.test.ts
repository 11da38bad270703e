import { formatMoney, money } from "@rihla/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { createMailer } from "../../email/mailer.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { startMailbox, type Mailbox } from "../../testing/mailbox.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import { createPaymentReminderWorker } from "./payment-reminders.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let mailbox: Mailbox;
/** The API's clock: 2026-11-21 (booking day), moved towards the balance's due date. */
let clock = testNow;
let admin: Session;
const booked: { tr: { code: string; email: string }; en: { code: string; email: string } } = {
  tr: { code: "", email: "" },
  en: { code: "", email: "" },
};

beforeAll(async () => {
  mailbox = await startMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.url, outboxDir: "/nonexistent", from: "Rihla <no-reply@rihla.test>" });
  // Reminders three days ahead (the default, said out loud); the timer never fires in the test.
  api = await createTestApi(
    { publicUrl: "https://rihla.test", paymentReminderDays: 3 },
    { mailer, now: () => clock, paymentReminderPollMs: 3_600_000 },
  );
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  const { departureId } = await createDeparture(api);
  for (const locale of ["tr", "en"] as const) {
    const user = await createUser(api);
    const customer = await signIn(api, user.email);
    const response = await api.app.request(
      "/api/reservations",
      asBrowser(customer, {
        method: "POST",
        headers: { "idempotency-key": `reminder-${locale}` },
        body: JSON.stringify({ departureId, currency: "TRY", locale, rooms: [{ roomType: "DOUBLE", adults: 1 }] }),
      }),
    );
    const body = (await response.json()) as Json;
    expect(response.status).toBe(201);
    booked[locale] = { code: body.code, email: user.email };
    // 30 % at booking (2026-11-21), the rest a week before the departure of 2026-12-10: 2026-12-03.
    const plan = await api.app.request(
      `/api/admin/reservations/${body.code}/payment-plan`,
      asBrowser(admin, { method: "PUT", body: JSON.stringify({ depositPercent: 30, balanceDueDaysBefore: 7 }) }),
    );
    expect(((await plan.json()) as Json).instalments.map((i: Json) => i.dueOn)).toEqual(["2026-11-21", "2026-12-03"]);
  }
  await api.deps.outbox.flush();
  // The booking's own mail ("received") first: read and set aside.
  for (const { email } of Object.values(booked)) await mailbox.next(email);
});
afterAll(async () => {
  await api?.close();
  await mailbox?.close();
});

describe("payment reminders (issue 26)", () => {
  it("sends nothing before N days ahead, and nothing for the deposit due on the booking day", async () => {
    clock = new Date("2026-11-29T09:00:00Z");
    expect((await api.deps.paymentReminders.run()).reminded).toEqual([]);
  });

  it("reminds each unpaid instalment once, in its customer's language, through the outbox and SMTP", async () => {
    clock = new Date("2026-11-30T06:00:00Z");
    // Two processes' workers at once on one database: one reminder each, never two.
    const other = createPaymentReminderWorker({
      deps: { database: api.deps.database, now: () => clock, outbox: api.deps.outbox },
      origin: "https://rihla.test",
      daysBefore: 3,
      pollMs: 3_600_000,
    });
    try {
      const rounds = await Promise.all([api.deps.paymentReminders.run(), other.run()]);
      expect(rounds.flatMap((round) => round.reminded).sort()).toEqual(
        [`${booked.tr.code}#2`, `${booked.en.code}#2`].sort(),
      );
      // A later round (or a restart) finds them sent.
      expect((await other.run()).reminded).toEqual([]);
    } finally {
      await other.close();
    }
    clock = new Date("2026-12-01T06:00:00Z");
    expect((await api.deps.paymentReminders.run()).reminded).toEqual([]);
    await api.deps.outbox.flush();

    const turkish = await mailbox.next(booked.tr.email);
    expect(turkish.subject).toBe(`Ödeme hatırlatması: ${booked.tr.code}`);
    // 70 % of 51.000,00 TL, due on 3 December.
    const balance = money(3_570_000, "TRY");
    expect(turkish.text).toContain(`Ödenecek tutar: ${formatMoney(balance, "tr")} — son ödeme tarihi: 03.12.2026`);
    const english = await mailbox.next(booked.en.email);
    expect(english.subject).toBe(`Payment reminder: ${booked.en.code}`);
    expect(english.text).toContain(`Amount due: ${formatMoney(balance, "en")} — by`);
    await expect(mailbox.next(booked.tr.email, 500)).rejects.toThrow(/no mail/);

    const rows = await api.deps.database.db.execute(
      sql`select count(*)::int as n from mail_outbox where kind = 'reservation:paymentReminder'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});
