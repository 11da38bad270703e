import { addDays, todayInIstanbul } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { cities, departures, hotels, reservationEvents, reservations, serviceQuestions } from "../../db/schema.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import type { MemoryMailer } from "../../testing/memory-mailer.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let customer: Session;
let other: Session;
let admin: Session;
let hotelId: number;
let keyCounter = 0;
const newKey = () => `service-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;
const today = todayInIstanbul(testNow);

beforeAll(async () => {
  api = await createTestApi();
  customer = await signIn(api, (await createUser(api)).email);
  other = await signIn(api, (await createUser(api)).email);
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  const { db } = api.deps.database;
  await db.insert(cities).values({ id: "makkah-test", countryCode: "SA" }).onConflictDoNothing();
  const [hotel] = await db
    .insert(hotels)
    .values({ key: `service-test-${Date.now()}`, cityId: "makkah-test", hotelClass: "5STARS", stars: 5, viewTypes: [] })
    .returning({ id: hotels.id });
  hotelId = hotel!.id;
}, 120_000);
afterAll(() => api.close());

function ask(session: Session | null, body: unknown, key: string | null = newKey()) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== null) headers["idempotency-key"] = key;
  const init: RequestInit = { method: "POST", headers, body: JSON.stringify(body) };
  return api.app.request("/api/reservations/service", session ? asBearer(session, init) : init);
}

const stay = () => ({
  hotelId,
  checkIn: addDays(today, 10),
  checkOut: addDays(today, 17),
  rooms: [
    { roomType: "DOUBLE", adults: 2 },
    { roomType: "TRIPLE", adults: 2, children: 1, babies: 1 },
  ],
  extras: ["TRANSFER", "VISA"],
  contact: { name: "Ayşe Yılmaz", phone: "+90 532 111 22 33" },
  note: "Kabe manzaralı olursa",
});

describe("POST /api/reservations/service (issue 14: a stay request)", () => {
  it("stores a WAITING SERVICE reservation with its rooms, no seats and no price, and logs it", async () => {
    const response = await ask(customer, stay());
    expect(response.status).toBe(201);
    const body = (await response.json()) as Json;
    expect(body.code).toMatch(/^RH-\d{4}-\d{6}$/);
    expect(body).toMatchObject({
      kind: "SERVICE",
      status: "WAITING",
      departure: null,
      seats: 0,
      total: { amount: 0, currency: "TRY" },
      contact: { name: "Ayşe Yılmaz", phone: "905321112233" },
      note: "Kabe manzaralı olursa",
      service: {
        hotelId,
        checkIn: addDays(today, 10),
        checkOut: addDays(today, 17),
        nights: 7,
        extras: ["VISA", "TRANSFER"],
      },
    });
    expect(body.rooms.map((room: Json) => [room.roomType, room.adults, room.children, room.babies])).toEqual([
      ["DOUBLE", 2, 0, 0],
      ["TRIPLE", 2, 1, 1],
    ]);
    const [row] = await api.deps.database.db.select().from(reservations).where(eq(reservations.code, body.code));
    expect(row).toMatchObject({ kind: "SERVICE", departureId: null, seats: 0, totalMinor: 0 });
    const events = await api.deps.database.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, row!.id));
    expect(events.map((event) => event.action)).toEqual(["created"]);
    expect(events[0]!.changes).toMatchObject({ status: { from: null, to: "WAITING" }, service: { to: { nights: 7 } } });
    // Issue 27: staff price it by hand, so it waits in the forms inbox as a new question.
    const questions = await api.deps.database.db
      .select()
      .from(serviceQuestions)
      .where(eq(serviceQuestions.reservationId, row!.id));
    expect(questions).toMatchObject([{ state: "new", assigneeId: null }]);

    // It is the customer's, listed on their dashboard and readable by them, not by another customer.
    const mine = (await (await api.app.request("/api/user/reservations", asBearer(customer))).json()) as Json;
    expect(mine.data.map((r: Json) => r.code)).toContain(body.code);
    expect((await api.app.request(`/api/reservations/${body.code}`, asBearer(other))).status).toBe(404);
  });

  it("touches no departure's seats", async () => {
    const { departureId } = await createDeparture(api, { capacity: 10, seatsTaken: 4 });
    expect((await ask(customer, stay())).status).toBe(201);
    const [departure] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departureId));
    expect(departure!.seatsTaken).toBe(4);
  });

  it("answers the same key with the first answer and another body under it with 422", async () => {
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(customer, stay(), key)));
    const codes = new Set<string>();
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      codes.add(((await answer.json()) as Json).code);
    }
    expect(codes.size).toBe(1);
    const count = await api.deps.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.code, [...codes][0]!));
    expect(count).toHaveLength(1);
    expect((await ask(customer, { ...stay(), note: "another" }, key)).status).toBe(422);
  });

  it("refuses a visitor, a missing key, bad dates and rooms, and an unknown hotel with clear codes", async () => {
    expect((await ask(null, stay())).status).toBe(401);
    const noKey = await ask(customer, stay(), null);
    expect(noKey.status).toBe(400);
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as Json).error.fields as Record<string, string[]>;
    };
    expect(await fieldsOf(await ask(customer, { ...stay(), checkOut: addDays(today, 10) }))).toEqual({
      checkOut: ["SERVICE_CHECKOUT_NOT_AFTER_CHECKIN"],
    });
    expect(await fieldsOf(await ask(customer, { ...stay(), checkIn: addDays(today, -1) }))).toEqual({
      checkIn: ["SERVICE_DATE_PAST"],
    });
    expect(
      await fieldsOf(await ask(customer, { ...stay(), checkIn: addDays(today, 1), checkOut: addDays(today, 62) })),
    ).toEqual({ checkOut: ["SERVICE_STAY_TOO_LONG"] });
    expect(await fieldsOf(await ask(customer, { ...stay(), rooms: [{ roomType: "SINGLE", adults: 2 }] }))).toEqual({
      "rooms.0": ["ROOM_OVER_CAPACITY"],
    });
    // Issue 28, finding 5: an impossible date is the field's 400, not a RangeError's 500.
    expect(await fieldsOf(await ask(customer, { ...stay(), checkOut: "2027-02-30" }))).toEqual({
      checkOut: ["DATE_INVALID"],
    });
    expect(await fieldsOf(await ask(customer, { ...stay(), checkIn: "2027-13-01" }))).toEqual({
      checkIn: ["DATE_INVALID"],
    });
    // A lone surrogate cannot be stored in a JSON column: the field's 400.
    expect(
      await fieldsOf(await ask(customer, { ...stay(), contact: { name: "\ud800", phone: "+905321112233" } })),
    ).toEqual({ "contact.name": ["INVALID_CHARACTERS"] });
    const unknown = await ask(customer, { ...stay(), hotelId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).error.fields).toEqual({ hotelId: ["NOT_FOUND"] });
  });

  it("cannot be edited like a tour, but staff confirm and the customer cancels it like one", async () => {
    const { code } = (await (await ask(customer, stay())).json()) as Json;
    const patch = await api.app.request(
      `/api/reservations/${code}`,
      asBearer(customer, { method: "PATCH", body: JSON.stringify({ rooms: [{ roomType: "DOUBLE", adults: 1 }] }) }),
    );
    expect(patch.status).toBe(409);
    expect(((await patch.json()) as Json).error.code).toBe("RESERVATION_NOT_EDITABLE");
    const cancel = await api.app.request(
      `/api/reservations/${code}/cancel`,
      asBearer(customer, { method: "POST", body: JSON.stringify({ reason: "Plans changed" }) }),
    );
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as Json).status).toBe("CANCELLED");

    const second = (await (await ask(customer, stay())).json()) as Json;
    const confirm = await api.app.request(
      `/api/reservations/${second.code}/confirm`,
      asBearer(admin, { method: "POST" }),
    );
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as Json).status).toBe("CONFIRMED");
  });

  it("mails the customer that the agency will quote, instead of a zero total", async () => {
    const mailer = api.deps.mailer as MemoryMailer;
    mailer.sent.length = 0;
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    const { code } = (await (await ask(session, { ...stay(), locale: "en" })).json()) as Json;
    await api.deps.outbox.flush();
    const mail = mailer.sent.find((m) => m.to === user.email);
    expect(mail?.subject).toBe(`We received your pre-reservation: ${code}`);
    expect(mail?.text).toContain("The agency will send you a quote shortly.");
    expect(mail?.text).not.toContain("Total:");
  });
});
