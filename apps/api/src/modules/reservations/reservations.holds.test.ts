import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { departures, siteSettings } from "../../db/schema.ts";
import { createMailer } from "../../email/mailer.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { startMailbox, type Mailbox } from "../../testing/mailbox.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import { onStaffEvent, type StaffEvent } from "../admin-reservations/realtime.ts";

/**
 * Issue 28, finding 1 (and 10): seats no one can hoard. The option date, its expiry and mails
 * through a real SMTP server, the per-customer cap, the 9 rooms, the booking limits, staff moving
 * a hold, and the order log in commit order. Runs on PGlite and, with `npm run test:pg`, on
 * PostgreSQL, where the cap is raced for real.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let mailbox: Mailbox;
/** The API's clock: tests move it past an option date. */
let clock = testNow;
let admin: Session;
let agent: Session;
let keyCounter = 0;

beforeAll(async () => {
  mailbox = await startMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.url, outboxDir: "/nonexistent", from: "Rihla <no-reply@rihla.test>" });
  api = await createTestApi(
    {
      publicUrl: "https://rihla.test",
      holds: { hours: 48, shortWithinDays: 14, shortHours: 12, maxSeatsPerCustomer: 10 },
      bookingRateLimit: { max: 8, windowMs: 60_000 },
    },
    { mailer, now: () => clock },
  );
  await api.deps.database.db.insert(siteSettings).values({
    id: "default",
    agencyName: "Rihla Turizm",
    phone: "905321234567",
    whatsappNumber: "905321234567",
    email: "rezervasyon@rihla.test",
    tursabLicence: "7677",
    logoPath: "/logo.svg",
    copyrightStartYear: 2012,
  });
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
});
afterAll(async () => {
  await api?.close();
  await mailbox?.close();
});

const newKey = () => `hold-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const customer = async () => {
  const user = await createUser(api);
  return { user, session: await signIn(api, user.email) };
};
/** Each account books from an address of its own: the per-address budget is not what these tests count. */
const addresses = new Map<string, string>();
const addressOf = (session: Session) => {
  if (!addresses.has(session.userId)) addresses.set(session.userId, `198.51.100.${addresses.size + 1}`);
  return addresses.get(session.userId)!;
};
function book(session: Session, body: object) {
  return api.app.request(
    "/api/reservations",
    asBearer(session, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": newKey(),
        "x-forwarded-for": addressOf(session),
      },
      body: JSON.stringify({ currency: "USD", ...body }),
    }),
  );
}
const post = (session: Session, path: string, body: unknown) =>
  api.app.request(
    path,
    asBearer(session, {
      method: "POST",
      headers: { "x-forwarded-for": addressOf(session) },
      body: JSON.stringify(body),
    }),
  );
const quads = (n: number) => Array.from({ length: n }, () => ({ roomType: "TRIPLE", adults: 3 }));
async function seatsTaken(departureId: number) {
  const [row] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departureId));
  return row!.seatsTaken;
}

describe("one customer cannot take a departure (issue 28, finding 1)", () => {
  it("refuses more than 9 rooms, whoever books", async () => {
    const { session } = await customer();
    const { departureId } = await createDeparture(api);
    const answer = await book(session, { departureId, rooms: quads(10) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Json).error.fields).toEqual({ rooms: ["ROOMS_TOO_MANY"] });
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it("caps the seats one customer holds WAITING on a departure, but not an agent booking for them", async () => {
    const { user, session } = await customer();
    const { departureId } = await createDeparture(api, { capacity: 60, startDate: "2027-01-20" });
    expect((await book(session, { departureId, rooms: quads(3) })).status).toBe(201);
    const over = await book(session, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    expect(over.status).toBe(409);
    expect(((await over.json()) as Json).error.code).toBe("SEAT_HOLD_LIMIT");
    // One more seat fits the cap of 10.
    expect((await book(session, { departureId, rooms: [{ roomType: "DOUBLE", adults: 1 }] })).status).toBe(201);
    expect(await seatsTaken(departureId)).toBe(10);
    // An agent books 27 seats for the same customer: agents and staff are not capped.
    const forThem = await book(agent, {
      departureId,
      rooms: Array.from({ length: 9 }, () => ({ roomType: "TRIPLE", adults: 2, children: 1 })),
      customer: { email: user.email, firstName: user.firstName, surname: user.surname },
    });
    expect(forThem.status).toBe(201);
    expect(await seatsTaken(departureId)).toBe(37);
  });

  it("counts two simultaneous bookings of one customer one after the other", async () => {
    const { session } = await customer();
    const { departureId } = await createDeparture(api, { capacity: 60, startDate: "2027-01-20" });
    const answers = await Promise.all([1, 2, 3, 4].map(() => book(session, { departureId, rooms: quads(2) })));
    const statuses = answers.map((answer) => answer.status).sort();
    // 6 seats each, cap 10: exactly one of the four.
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect(await seatsTaken(departureId)).toBe(6);
  });

  it("limits bookings per account (429 with Retry-After)", async () => {
    const { session } = await customer();
    const { departureId } = await createDeparture(api, { capacity: 200, startDate: "2027-01-20" });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const answer = await book(session, { departureId, rooms: [{ roomType: "DOUBLE", adults: 1 }] });
      statuses.push(answer.status);
      if (answer.status === 429) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // 8 per window: the 9th is refused; the cap (10 seats) is not reached by 8 single seats.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
  });
});

describe("the option date", () => {
  it("answers holdUntil, shorter close to the departure", async () => {
    const { session } = await customer();
    const far = await createDeparture(api, { startDate: "2027-01-20" });
    const near = await createDeparture(api, { startDate: "2026-11-30" });
    const a = (await (await book(session, { departureId: far.departureId, rooms: quads(1) })).json()) as Json;
    const b = (await (await book(session, { departureId: near.departureId, rooms: quads(1) })).json()) as Json;
    expect(a.holdUntil).toBe(new Date(clock.getTime() + 48 * 3_600_000).toISOString());
    expect(b.holdUntil).toBe(new Date(clock.getTime() + 12 * 3_600_000).toISOString());
  });

  it("reminds the customer 12 hours before, once, then cancels, releases the seats and mails at expiry", async () => {
    const { user, session } = await customer();
    const { departureId } = await createDeparture(api, { startDate: "2027-01-20" });
    clock = testNow;
    const booked = (await (await book(session, { departureId, rooms: quads(2) })).json()) as Json;
    expect(await seatsTaken(departureId)).toBe(6);
    const until = new Date(booked.holdUntil as string);
    expect((await mailbox.next(user.email)).subject).toContain(booked.code);
    try {
      clock = new Date(until.getTime() - 11 * 3_600_000);
      expect((await api.deps.holds.run()).reminded).toContain(booked.code);
      expect((await api.deps.holds.run()).reminded).not.toContain(booked.code);
      await api.deps.outbox.flush();
      const reminder = await mailbox.next(user.email);
      expect(reminder.subject).toBe(`Ön rezervasyonunuzun opsiyonu doluyor: ${booked.code}`);
      expect(reminder.text).toContain("Opsiyon tarihi");

      clock = new Date(until.getTime() + 1000);
      const staffEvents: StaffEvent[] = [];
      const stop = onStaffEvent(api.deps, (event) => staffEvents.push(event));
      expect((await api.deps.holds.run()).expired).toContain(booked.code);
      stop();
      // Open staff screens hear of the worker's cancellation as of a person's.
      expect(staffEvents).toContainEqual({ type: "reservation.cancelled", code: booked.code });
      const after = (await (
        await api.app.request(`/api/reservations/${booked.code}`, asBearer(session))
      ).json()) as Json;
      expect(after).toMatchObject({ status: "CANCELLED", cancelReason: "HOLD_EXPIRED" });
      expect(await seatsTaken(departureId)).toBe(0);
      await api.deps.outbox.flush();
      expect((await mailbox.next(user.email)).subject).toBe(`Ön rezervasyonunuzun opsiyonu doldu: ${booked.code}`);
      const log = (await (
        await api.app.request(`/api/reservations/${booked.code}/events`, asBearer(session))
      ).json()) as Json;
      expect(log.data.at(-1)).toMatchObject({
        action: "cancelled",
        actorId: null,
        note: "HOLD_EXPIRED",
        changes: { status: { from: "WAITING", to: "CANCELLED" }, seatsReleased: { from: 6, to: 0 } },
      });
      // Nothing left to do: a second round changes nothing.
      expect((await api.deps.holds.run()).expired).not.toContain(booked.code);
    } finally {
      clock = testNow;
    }
  });

  it("lets staff move the hold (logged), and nobody else", async () => {
    const { session } = await customer();
    const { departureId } = await createDeparture(api, { startDate: "2027-01-20" });
    const booked = (await (await book(session, { departureId, rooms: quads(1) })).json()) as Json;
    const later = new Date(testNow.getTime() + 7 * 24 * 3_600_000).toISOString();
    const path = `/api/admin/reservations/${booked.code}/hold`;
    expect((await post(session, path, { holdUntil: later })).status).toBe(403);
    const past = await post(admin, path, { holdUntil: "2026-11-01T00:00:00Z" });
    expect(past.status).toBe(400);
    expect(((await past.json()) as Json).error.fields).toEqual({ holdUntil: ["HOLD_UNTIL_PAST"] });
    expect((await post(admin, path, { holdUntil: "2027-01-20T12:00:00+03:00" })).status).toBe(400);
    expect((await post(admin, path, { holdUntil: "2027-02-30T12:00:00Z" })).status).toBe(400);
    const staffEvents: StaffEvent[] = [];
    const stop = onStaffEvent(api.deps, (event) => staffEvents.push(event));
    const moved = await post(admin, path, { holdUntil: later });
    stop();
    expect(moved.status).toBe(200);
    expect(staffEvents).toEqual([{ type: "reservation.changed", code: booked.code }]);
    expect(((await moved.json()) as Json).holdUntil).toBe(later);
    const log = (await (
      await api.app.request(`/api/reservations/${booked.code}/events`, asBearer(session))
    ).json()) as Json;
    expect(log.data.at(-1)).toMatchObject({
      action: "hold-changed",
      changes: { holdUntil: { from: booked.holdUntil, to: later } },
    });
    // Confirmed: no hold to move.
    expect((await post(admin, `/api/reservations/${booked.code}/confirm`, {})).status).toBe(200);
    expect((await post(admin, path, { holdUntil: later })).status).toBe(409);
  });
});

describe("the order log in commit order (issue 28, finding 10)", () => {
  it("lists a change that committed first first, whatever time its request began", async () => {
    const { session } = await customer();
    const { departureId } = await createDeparture(api, { startDate: "2027-01-20" });
    const booked = (await (await book(session, { departureId, rooms: quads(1) })).json()) as Json;
    try {
      // The edit's request began later but took the row first; the cancel's began earlier.
      clock = new Date(testNow.getTime() + 5000);
      const edited = await api.app.request(
        `/api/reservations/${booked.code}`,
        asBearer(session, {
          method: "PATCH",
          headers: { "x-forwarded-for": addressOf(session) },
          body: JSON.stringify({ rooms: quads(1), note: "window seats" }),
        }),
      );
      expect(edited.status).toBe(200);
      clock = testNow;
      expect((await post(session, `/api/reservations/${booked.code}/cancel`, { reason: "Plans changed" })).status).toBe(
        200,
      );
    } finally {
      clock = testNow;
    }
    const log = (await (
      await api.app.request(`/api/reservations/${booked.code}/events`, asBearer(session))
    ).json()) as Json;
    expect(log.data.map((event: Json) => event.action)).toEqual(["created", "updated", "cancelled"]);
  });
});
