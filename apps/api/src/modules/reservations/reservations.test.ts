import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import {
  departurePrices,
  departures,
  reservationEvents,
  reservations,
  siteSettings,
  tours,
  users,
} from "../../db/schema.ts";
import type { ContentChange } from "../../http/changes.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture, passenger } from "../../testing/reservations.ts";
import type { MemoryMailer } from "../../testing/memory-mailer.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let customer: Session;
let other: Session;
let agent: Session;
let admin: Session;
const changes: ContentChange[] = [];
let keyCounter = 0;

beforeAll(async () => {
  api = await createTestApi();
  api.deps.changes.subscribe((change) => changes.push(change));
  const sessionFor = async (overrides: Parameters<typeof createUser>[1] = {}) =>
    signIn(api, (await createUser(api, overrides)).email);
  customer = await sessionFor();
  other = await sessionFor();
  agent = await sessionFor({ role: "Agent" });
  admin = await sessionFor({ isAdmin: true });
});
afterAll(() => api.close());

const newKey = () => `test-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

function book(session: Session | null, body: unknown, key: string | null = newKey()) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== null) headers["idempotency-key"] = key;
  const init: RequestInit = { method: "POST", headers, body: JSON.stringify(body) };
  return api.app.request("/api/reservations", session ? asBearer(session, init) : init);
}

const get = (session: Session, path: string) => api.app.request(path, asBearer(session));
const post = (session: Session, path: string, body: unknown = {}) =>
  api.app.request(path, asBearer(session, { method: "POST", body: JSON.stringify(body) }));

async function seatsTaken(departureId: number): Promise<number> {
  const [row] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departureId));
  return row!.seatsTaken;
}

describe("POST /api/reservations", () => {
  it("books rooms, takes seats for adults and children only, and freezes the price", async () => {
    const { departureId, tourId } = await createDeparture(api);
    changes.length = 0;
    const response = await book(customer, {
      departureId,
      currency: "USD",
      rooms: [
        { roomType: "DOUBLE", adults: 2, babies: 1 },
        { roomType: "TRIPLE", adults: 2, children: 1 },
      ],
      note: "Ground floor if possible",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Json;
    expect(body.code).toMatch(/^RH-2026-\d{6}$/);
    expect(body.status).toBe("WAITING");
    // DOUBLE: 2 × 1500.00 + baby 250.00 = 3250.00; TRIPLE: 2 × 1300.00 + child 1000.00 = 3600.00.
    expect(body.total).toEqual({ amount: 685000, currency: "USD" });
    expect(body.price.total).toBe(685000);
    expect(body.seats).toBe(5);
    expect(body.customerId).toBe(customer.userId);
    expect(body.agentId).toBeNull();
    expect(await seatsTaken(departureId)).toBe(5);
    expect(changes).toEqual([{ kind: "departure", departureId, tourId }]);

    // A later price change never touches the stored reservation.
    await api.deps.database.db.update(departures).set({ capacity: 41 }).where(eq(departures.id, departureId));
    const again = (await (await get(customer, `/api/reservations/${body.code}`)).json()) as Json;
    expect(again.total).toEqual({ amount: 685000, currency: "USD" });
  });

  it("prices in the first currency the departure is sold in (TRY) when none is asked for", async () => {
    const { departureId } = await createDeparture(api);
    const response = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 1, children: 1 }] });
    // TRY has no child price: the child pays the room price. 2 × 51000.00 TRY.
    expect(((await response.json()) as Json).total).toEqual({ amount: 10200000, currency: "TRY" });
  });

  it("answers 401 to a visitor and 400 with field codes to bad input", async () => {
    const { departureId } = await createDeparture(api);
    expect((await book(null, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] })).status).toBe(401);
    const noKey = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] }, null);
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as Json).error.fields).toEqual({
      "idempotency-key": ["IDEMPOTENCY_KEY_REQUIRED"],
    });
    const bad = await book(customer, { departureId, rooms: [{ roomType: "SINGLE", adults: 2 }, { roomType: "X" }] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).error.fields).toEqual({
      "rooms.1.roomType": ["INVALID_VALUE"],
      "rooms.1.adults": ["ROOM_COUNT_INVALID"],
    });
    const dated = await book(customer, {
      departureId,
      rooms: [
        { roomType: "DOUBLE", adults: 2, passengers: [passenger(), passenger({ passportExpiry: "2027-01-01" })] },
      ],
    });
    expect(dated.status).toBe(400);
    expect(((await dated.json()) as Json).error.fields).toEqual({
      "rooms.0.passengers.1.passportExpiry": ["PASSPORT_NOT_VALID_FOR_TOUR"],
    });
    const missing = await book(customer, { departureId: 999_999, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    expect(missing.status).toBe(404);
    const currency = await book(customer, { departureId, currency: "EUR", rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    expect(((await currency.json()) as Json).error.code).toBe("CURRENCY_NOT_OFFERED");
    const roomType = await book(customer, { departureId, currency: "USD", rooms: [{ roomType: "QUAD", adults: 4 }] });
    expect(roomType.status).toBe(400);
    expect(((await roomType.json()) as Json).error.fields).toEqual({
      "rooms.0.roomType": ["ROOM_TYPE_NOT_OFFERED"],
    });
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it("refuses closed, started and full departures with a typed 409", async () => {
    const rooms = [{ roomType: "DOUBLE", adults: 2 }];
    const closed = await createDeparture(api, { saleState: "CLOSED" });
    const started = await createDeparture(api, { startDate: "2026-11-21" });
    const full = await createDeparture(api, { capacity: 3, seatsTaken: 2 });
    const code = async (departureId: number) => {
      const response = await book(customer, { departureId, rooms });
      return [response.status, ((await response.json()) as Json).error?.code];
    };
    expect(await code(closed.departureId)).toEqual([409, "DEPARTURE_CLOSED"]);
    expect(await code(started.departureId)).toEqual([409, "DEPARTURE_CLOSED"]);
    expect(await code(full.departureId)).toEqual([409, "SOLD_OUT"]);
    // A baby takes no seat: 1 adult + 1 baby fits the last seat.
    const last = await book(customer, {
      departureId: full.departureId,
      rooms: [{ roomType: "DOUBLE", adults: 1, babies: 1 }],
    });
    expect(last.status).toBe(201);
    expect(await seatsTaken(full.departureId)).toBe(3);
  });

  it("refuses a departure of an unpublished tour as unknown, like GET /api/departures/{id} (issue 28, finding 6)", async () => {
    const { departureId, tourId } = await createDeparture(api);
    await api.deps.database.db.update(tours).set({ published: false }).where(eq(tours.id, tourId));
    expect((await api.app.request(`/api/departures/${departureId}`)).status).toBe(404);
    const response = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    expect(response.status).toBe(404);
    expect(((await response.json()) as Json).error.fields).toEqual({ departureId: ["NOT_FOUND"] });
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it("answers a repeated key with the stored answer, and a reused key with another body with 422", async () => {
    const { departureId } = await createDeparture(api);
    const key = newKey();
    const body = { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] };
    const first = await book(customer, body, key);
    const firstBody = await first.json();
    const second = await book(customer, { rooms: body.rooms, departureId }, key);
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotency-replayed")).toBe("true");
    expect(await second.json()).toEqual(firstBody);
    const changed = await book(customer, { ...body, note: "different" }, key);
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as Json).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    // Keys are per user: another user may use the same one.
    expect((await book(other, body, key)).status).toBe(201);
    const rows = await api.deps.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.departureId, departureId));
    expect(rows).toHaveLength(2);
    expect(await seatsTaken(departureId)).toBe(4);
  });

  it("attaches an agent's booking only to a customer account (issue 28, finding 13)", async () => {
    const { departureId } = await createDeparture(api);
    // Staff, and the booking agent themself.
    for (const target of [admin, agent]) {
      const [row] = await api.deps.database.db.select().from(users).where(eq(users.id, target.userId));
      const answer = await book(agent, {
        departureId,
        rooms: [{ roomType: "DOUBLE", adults: 2 }],
        customer: { email: row!.email.toUpperCase(), firstName: "X", surname: "Y" },
      });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as Json).error.fields).toEqual({ "customer.email": ["CUSTOMER_ACCOUNT_REQUIRED"] });
    }
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it("lets an agent book for a customer found or created by e-mail", async () => {
    const { departureId } = await createDeparture(api);
    const email = `family-${Date.now()}@example.com`;
    const response = await book(agent, {
      departureId,
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      customer: { email, firstName: "Fatma", surname: "Kaya" },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Json;
    expect(body.agentId).toBe(agent.userId);
    expect(body.customerId).not.toBe(agent.userId);
    expect((await get(agent, `/api/reservations/${body.code}`)).status).toBe(200);
    const otherAgent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
    expect((await get(otherAgent, `/api/reservations/${body.code}`)).status).toBe(404);
    // A customer cannot book in someone else's name.
    const refused = await book(customer, {
      departureId,
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      customer: { email, firstName: "A", surname: "B" },
    });
    expect(refused.status).toBe(400);
  });
});

describe("reading, cancelling and confirming", () => {
  let code: string;
  let departureId: number;

  beforeAll(async () => {
    ({ departureId } = await createDeparture(api));
    const response = await book(customer, {
      departureId,
      currency: "USD",
      rooms: [
        {
          roomType: "DOUBLE",
          adults: 2,
          passengers: [
            passenger(),
            passenger({ name: "Ali", gender: "male", tckn: "10000000078", passportNumber: "U87654321" }),
          ],
        },
      ],
    });
    code = ((await response.json()) as Json).code as string;
  });

  it("shows numbers in full to the customer and staff, masked in lists, and 404 to anyone else", async () => {
    const mine = (await (await get(customer, `/api/reservations/${code}`)).json()) as Json;
    expect(mine.rooms[0].passengers.map((p: Record<string, string>) => [p.name, p.tckn, p.passportNumber])).toEqual([
      ["Ayşe", "10000000146", "U12345678"],
      ["Ali", "10000000078", "U87654321"],
    ]);
    expect((await get(admin, `/api/reservations/${code}`)).status).toBe(200);
    expect((await get(other, `/api/reservations/${code}`)).status).toBe(404);
    expect((await get(other, `/api/reservations/${code}/events`)).status).toBe(404);
    const list = (await (await get(customer, "/api/user/reservations")).json()) as Json;
    const listed = list.data.find((r: Record<string, string>) => r.code === code);
    expect(listed.rooms[0].passengers[0]).toMatchObject({ tckn: "•••••••0146", passportNumber: "•••••5678" });
    const theirs = (await (await get(other, "/api/reservations")).json()) as Json;
    expect(theirs.data.map((r: Record<string, string>) => r.code)).not.toContain(code);
    const all = (await (await get(admin, "/api/reservations?pageSize=100")).json()) as Json;
    expect(all.data.map((r: Record<string, string>) => r.code)).toContain(code);
    expect(all.total).toBeGreaterThanOrEqual(all.data.length);
  });

  it("lets only staff confirm, then only staff cancel; every change is logged with from and to", async () => {
    expect((await post(customer, `/api/reservations/${code}/confirm`)).status).toBe(403);
    const confirmed = await post(admin, `/api/reservations/${code}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as Json).status).toBe("CONFIRMED");
    expect((await post(admin, `/api/reservations/${code}/confirm`)).status).toBe(409);
    expect((await post(customer, `/api/reservations/${code}/cancel`, { reason: "ill" })).status).toBe(403);
    const noReason = await post(admin, `/api/reservations/${code}/cancel`, { reason: " " });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as Json).error.fields).toEqual({ reason: ["REQUIRED"] });
    expect(await seatsTaken(departureId)).toBe(2);
    const cancelled = await post(admin, `/api/reservations/${code}/cancel`, { reason: "Visa refused" });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as Json).cancelReason).toBe("Visa refused");
    expect(await seatsTaken(departureId)).toBe(0);
    expect((await post(admin, `/api/reservations/${code}/cancel`, { reason: "again" })).status).toBe(409);
    const events = (await (await get(customer, `/api/reservations/${code}/events`)).json()) as Json;
    expect(events.data.map((e: Record<string, unknown>) => [e.action, e.changes])).toEqual([
      [
        "created",
        {
          status: { from: null, to: "WAITING" },
          seats: { from: 0, to: 2 },
          total: { from: null, to: { amount: 300000, currency: "USD" } },
        },
      ],
      ["confirmed", { status: { from: "WAITING", to: "CONFIRMED" } }],
      ["cancelled", { status: { from: "CONFIRMED", to: "CANCELLED" }, seatsReleased: { from: 2, to: 0 } }],
    ]);
    const rows = await api.deps.database.db.select().from(reservationEvents);
    expect(rows.filter((r) => r.action === "cancelled").every((r) => r.actorId !== null)).toBe(true);
  });

  it("drives the states through the staff endpoint too", async () => {
    const response = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    const own = ((await response.json()) as Json).code as string;
    const status = (session: Session, body: unknown) => post(session, `/api/admin/reservations/${own}/status`, body);
    expect((await status(customer, { status: "CONFIRMED" })).status).toBe(403);
    expect((await status(admin, { status: "CANCELLED" })).status).toBe(400);
    const confirmed = await status(admin, { status: "CONFIRMED" });
    expect(((await confirmed.json()) as Json).status).toBe("CONFIRMED");
    const cancelled = await status(admin, { status: "CANCELLED", reason: "No visa" });
    expect(((await cancelled.json()) as Json).status).toBe("CANCELLED");
    expect((await status(admin, { status: "CONFIRMED" })).status).toBe(409);
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it("lets the customer cancel while WAITING and releases the seats", async () => {
    const response = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    const own = ((await response.json()) as Json).code as string;
    expect(await seatsTaken(departureId)).toBe(2);
    expect((await post(other, `/api/reservations/${own}/cancel`, { reason: "mine now" })).status).toBe(404);
    changes.length = 0;
    const cancelled = await post(customer, `/api/reservations/${own}/cancel`, { reason: "Plans changed" });
    expect(cancelled.status).toBe(200);
    // Cancelling twice is a state conflict, as documented (issue 28, finding 13: it was a 403).
    const twice = await post(customer, `/api/reservations/${own}/cancel`, { reason: "Plans changed" });
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as Json).error.code).toBe("RESERVATION_TRANSITION_NOT_ALLOWED");
    expect(await seatsTaken(departureId)).toBe(0);
    expect(changes.map((c) => c.kind)).toEqual(["departure"]);
  });
});

describe("PATCH /api/reservations/{code}", () => {
  const patch = (session: Session, code: string, body: unknown) =>
    api.app.request(`/api/reservations/${code}`, asBearer(session, { method: "PATCH", body: JSON.stringify(body) }));

  it("reprices at the sold-at prices and moves seats both ways, logging names but never numbers", async () => {
    const { departureId } = await createDeparture(api, { capacity: 6 });
    const created = await book(customer, { departureId, currency: "USD", rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    const { code } = (await created.json()) as Json;
    // Today's price changes; the reservation keeps the one it was sold at.
    await api.deps.database.db
      .update(departurePrices)
      .set({ amountMinor: 999900 })
      .where(eq(departurePrices.departureId, departureId));
    changes.length = 0;
    const grown = await patch(customer, code, {
      rooms: [
        { roomType: "DOUBLE", adults: 2, passengers: [passenger(), passenger({ name: "Ali" })] },
        { roomType: "TRIPLE", adults: 2, children: 1 },
      ],
    });
    expect(grown.status).toBe(200);
    const body = (await grown.json()) as Json;
    // 2 × 1500.00 + (2 × 1300.00 + 1000.00) = 6600.00 USD; 5 seats.
    expect(body.total).toEqual({ amount: 660000, currency: "USD" });
    expect(body.seats).toBe(5);
    expect(await seatsTaken(departureId)).toBe(5);
    expect(changes).toHaveLength(1);

    const tooBig = await patch(customer, code, {
      rooms: [
        { roomType: "QUAD", adults: 4 },
        { roomType: "TRIPLE", adults: 3 },
      ],
    });
    // A room type the reservation was not priced for cannot be added.
    expect([tooBig.status, ((await tooBig.json()) as Json).error.code]).toEqual([400, "ROOM_TYPE_NOT_OFFERED"]);
    // One seat left: a plan needing 2 more fails whole, nothing moves.
    const full = await patch(customer, code, {
      rooms: [
        { roomType: "DOUBLE", adults: 2 },
        { roomType: "TRIPLE", adults: 3 },
        { roomType: "DOUBLE", adults: 2 },
      ],
    });
    expect([full.status, ((await full.json()) as Json).error.code]).toEqual([409, "SOLD_OUT"]);
    expect(await seatsTaken(departureId)).toBe(5);

    const shrunk = await patch(customer, code, {
      rooms: [{ roomType: "DOUBLE", adults: 1, babies: 1 }],
      note: "Just us",
    });
    // 1500.00 + baby 250.00 = 1750.00 USD; the baby takes no seat.
    expect(((await shrunk.json()) as Json).total).toEqual({ amount: 175000, currency: "USD" });
    expect(await seatsTaken(departureId)).toBe(1);

    const events = (await (await get(customer, `/api/reservations/${code}/events`)).json()) as Json;
    const updates = events.data.filter((e: Json) => e.action === "updated");
    expect(updates.map((e: Json) => Object.keys(e.changes).sort())).toEqual([
      ["passengers", "rooms", "seats", "total"],
      ["note", "passengers", "rooms", "seats", "total"],
    ]);
    expect(updates[0].changes.rooms).toEqual({ from: ["DOUBLE 2+0+0"], to: ["DOUBLE 2+0+0", "TRIPLE 2+1+0"] });
    expect(updates[0].changes.passengers).toEqual({ from: [], to: ["Ayşe Yılmaz", "Ali Yılmaz"] });
    expect(JSON.stringify(events)).not.toContain("10000000146");
  });

  it("answers 404 to strangers and 409 once confirmed", async () => {
    const { departureId } = await createDeparture(api);
    const created = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    const { code } = (await created.json()) as Json;
    const plan = { rooms: [{ roomType: "DOUBLE", adults: 1 }] };
    expect((await patch(other, code, plan)).status).toBe(404);
    await post(admin, `/api/reservations/${code}/confirm`);
    const late = await patch(customer, code, plan);
    expect([late.status, ((await late.json()) as Json).error.code]).toEqual([409, "RESERVATION_NOT_EDITABLE"]);
    const bad = await patch(customer, code, { rooms: [{ roomType: "DOUBLE", adults: 0 }] });
    expect(bad.status).toBe(400);
  });

  it("lets staff change a customer's passengers under the same rules, logged with them as the actor (issue 24)", async () => {
    const { departureId } = await createDeparture(api);
    const created = await book(customer, {
      departureId,
      rooms: [{ roomType: "DOUBLE", adults: 1, passengers: [passenger()] }],
    });
    const { code } = (await created.json()) as Json;
    const renamed = await patch(admin, code, {
      rooms: [{ roomType: "DOUBLE", adults: 1, passengers: [passenger({ name: "Hanife" })] }],
    });
    expect(renamed.status).toBe(200);
    const events = (await (await get(customer, `/api/reservations/${code}/events`)).json()) as Json;
    const [update] = events.data.filter((e: Json) => e.action === "updated");
    expect(update.actorId).toBe(admin.userId);
    expect(update.changes).toEqual({ passengers: { from: ["Ayşe Yılmaz"], to: ["Hanife Yılmaz"] } });
    // Once confirmed, staff are refused like the customer.
    await post(admin, `/api/reservations/${code}/confirm`);
    const late = await patch(admin, code, { rooms: [{ roomType: "DOUBLE", adults: 1 }] });
    expect([late.status, ((await late.json()) as Json).error.code]).toEqual([409, "RESERVATION_NOT_EDITABLE"]);
  });
});

describe("e-mails (tr and en)", () => {
  it("tells the customer (in the reservation's language) and the agency, then confirms and cancels", async () => {
    const mailer = api.deps.mailer as MemoryMailer;
    await api.deps.database.db
      .insert(siteSettings)
      .values({
        id: "default",
        agencyName: "Rihla Turizm",
        phone: "905321234567",
        whatsappNumber: "905321234567",
        email: "rezervasyon@rihla.test",
        tursabLicence: "7677",
        logoPath: "/logo.svg",
        copyrightStartYear: 2012,
      })
      .onConflictDoNothing();
    const user = await createUser(api);
    const session = await signIn(api, user.email);
    const { departureId } = await createDeparture(api);
    mailer.sent.length = 0;
    const response = await book(session, {
      departureId,
      currency: "USD",
      locale: "en",
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
    });
    const { code } = (await response.json()) as Json;
    await api.deps.outbox.flush();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [user.email, `We received your pre-reservation: ${code}`],
      ["rezervasyon@rihla.test", `Yeni ön rezervasyon: ${code}`],
    ]);
    // 2 × 1500.00 USD.
    expect(mailer.sent[0]!.text).toContain("3,000");
    expect(mailer.sent[0]!.html).toContain('lang="en"');
    // The agency's mail links the reservation's own staff page, not the list (issue 22, problem 11).
    expect(mailer.sent[1]!.text).toContain(`/admin/reservations/${code}`);
    expect(mailer.sent[1]!.html).toContain(`/admin/reservations/${code}"`);
    // Turkish text in a Turkish document: an upper-cased "Yeni" reads "YENİ", not "YENI" (problem 12).
    expect(mailer.sent[1]!.html).toMatch(/<html[^>]*lang="tr"/);
    mailer.sent.length = 0;
    await post(admin, `/api/reservations/${code}/confirm`);
    await post(admin, `/api/reservations/${code}/cancel`, { reason: "Flight cancelled" });
    await api.deps.outbox.flush();
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      `Your reservation is confirmed: ${code}`,
      `Your reservation was cancelled: ${code}`,
    ]);
    expect(mailer.sent[1]!.text).toContain("Flight cancelled");

    const turkish = await book(session, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
    const trCode = ((await turkish.json()) as Json).code as string;
    await api.deps.outbox.flush();
    expect(mailer.sent.find((m) => m.to === user.email && m.subject.includes(trCode))?.subject).toBe(
      `Ön rezervasyonunuz alındı: ${trCode}`,
    );
  });

  it("keeps the booking when the mail cannot be sent", async () => {
    const mailer = api.deps.mailer as MemoryMailer;
    const { departureId } = await createDeparture(api);
    mailer.failing = true;
    try {
      const response = await book(customer, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] });
      expect(response.status).toBe(201);
      expect(await seatsTaken(departureId)).toBe(2);
    } finally {
      mailer.failing = false;
    }
  });
});
