import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { departurePrices, departures, offers, reservations, tours, users } from "../../db/schema.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
/** The API's clock: tests move it to let an offer's validity pass. */
let clock = testNow;
let customer: Session;
let agent: Session;
let otherAgent: Session;
let admin: Session;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock });
  const sessionFor = async (overrides: Parameters<typeof createUser>[1] = {}) =>
    signIn(api, (await createUser(api, overrides)).email);
  customer = await sessionFor();
  agent = await sessionFor({ role: "Agent" });
  otherAgent = await sessionFor({ role: "Agent" });
  admin = await sessionFor({ isAdmin: true });
});
afterAll(() => api.close());

const send = (session: Session | null, path: string, body: unknown, method = "POST") => {
  const init: RequestInit = { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  return api.app.request(path, session ? asBearer(session, init) : init);
};
const get = (session: Session | null, path: string) => api.app.request(path, session ? asBearer(session) : {});
const makeOffer = (session: Session | null, body: Record<string, unknown>) => send(session, "/api/agent/offers", body);
const convert = (session: Session | null, id: string, body: unknown = {}) =>
  send(session, `/api/agent/offers/${id}/convert`, body);

async function seatsTaken(departureId: number): Promise<number> {
  const [row] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departureId));
  return row!.seatsTaken;
}

async function reservationsOn(departureId: number) {
  return api.deps.database.db.select().from(reservations).where(eq(reservations.departureId, departureId));
}

const customerFields = (email: string) => ({
  customerEmail: email,
  customerFirstName: "Zeynep",
  customerSurname: "Demir",
});

describe("POST /api/agent/offers", () => {
  it("prices the rooms at the departure's rows, freezes the price and holds no seats", async () => {
    const { departureId } = await createDeparture(api);
    const response = await makeOffer(agent, {
      departureId,
      currency: "USD",
      rooms: [
        { roomType: "DOUBLE", adults: 2 },
        { roomType: "TRIPLE", adults: 2, children: 1 },
      ],
      validUntil: "2026-11-30",
      ...customerFields(`zeynep-${Date.now()}@example.com`),
    });
    expect(response.status).toBe(201);
    const offer = (await response.json()) as Json;
    // Rows of createDeparture (USD, minor units): DOUBLE 2 × 150000 = 300000;
    // TRIPLE 2 × 130000 + child 100000 = 360000; together 660000 (6,600.00 USD).
    expect(offer.total).toEqual({ amount: 660000, currency: "USD" });
    expect(offer.seats).toBe(5);
    expect(offer.status).toBe("OPEN");
    expect(offer.validUntil).toBe("2026-11-30");
    expect(offer.agentId).toBe(agent.userId);
    expect(offer.reservation).toBeNull();
    expect(offer.shareToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await seatsTaken(departureId)).toBe(0);

    // A later price change never touches the offer.
    await api.deps.database.db
      .update(departurePrices)
      .set({ amountMinor: 999900 })
      .where(and(eq(departurePrices.departureId, departureId), eq(departurePrices.currency, "USD")));
    const again = (await (await get(agent, `/api/agent/offers/${offer.id}`)).json()) as Json;
    expect(again.total).toEqual({ amount: 660000, currency: "USD" });
  });

  it("refuses a validity in the past or on the departure day, unknown room types and closed departures", async () => {
    const { departureId } = await createDeparture(api, { startDate: "2026-12-10" });
    const rooms = [{ roomType: "DOUBLE", adults: 2 }];
    const codes = async (body: Record<string, unknown>) => {
      const response = await makeOffer(agent, { departureId, rooms, validUntil: "2026-11-30", ...body });
      const answer = (await response.json()) as Json;
      return [response.status, answer.error?.code, answer.error?.fields];
    };
    expect(await codes({ validUntil: "2026-11-20" })).toEqual([
      400,
      "OFFER_VALIDITY_PAST",
      { validUntil: ["OFFER_VALIDITY_PAST"] },
    ]);
    expect(await codes({ validUntil: "2026-12-10" })).toEqual([
      400,
      "OFFER_VALIDITY_AFTER_DEPARTURE",
      { validUntil: ["OFFER_VALIDITY_AFTER_DEPARTURE"] },
    ]);
    expect((await codes({ validUntil: "2026-02-30" }))[2]).toEqual({ validUntil: ["DATE_INVALID"] });
    expect((await codes({ customerEmail: "not-an-email" }))[2]).toEqual({ customerEmail: ["EMAIL_INVALID"] });
    expect((await codes({ currency: "USD", rooms: [{ roomType: "QUAD", adults: 4 }] }))[2]).toEqual({
      "rooms.0.roomType": ["ROOM_TYPE_NOT_OFFERED"],
    });
    expect((await codes({ rooms: [] }))[2]).toEqual({ rooms: ["ROOMS_REQUIRED"] });
    const closed = await createDeparture(api, { saleState: "CLOSED" });
    expect((await codes({ departureId: closed.departureId })).slice(0, 2)).toEqual([409, "DEPARTURE_CLOSED"]);
    expect((await codes({ departureId: 999_999 }))[0]).toBe(404);
    expect(await api.deps.database.db.$count(offers, eq(offers.departureId, departureId))).toBe(0);
  });
});

describe("who sees offers", () => {
  let offerId: string;
  let token: string;
  const email = `private-${Date.now()}@example.com`;

  beforeAll(async () => {
    const { departureId } = await createDeparture(api);
    const offer = (await (
      await makeOffer(agent, {
        departureId,
        rooms: [{ roomType: "DOUBLE", adults: 2 }],
        validUntil: "2026-12-01",
        ...customerFields(email),
      })
    ).json()) as Json;
    offerId = offer.id;
    token = offer.shareToken;
  });

  it("sends guests away (401) and customers (403) before any handler", async () => {
    expect((await get(null, "/api/agent/offers")).status).toBe(401);
    expect((await get(customer, "/api/agent/offers")).status).toBe(403);
    expect((await get(customer, `/api/agent/offers/${offerId}`)).status).toBe(403);
    expect((await convert(customer, offerId)).status).toBe(403);
    expect((await makeOffer(customer, { departureId: 1 })).status).toBe(403);
    expect((await get(customer, "/api/agent/dashboard")).status).toBe(403);
  });

  it("shows an offer to its agent and staff; another agent gets 404 and an empty list", async () => {
    expect((await get(agent, `/api/agent/offers/${offerId}`)).status).toBe(200);
    expect((await get(admin, `/api/agent/offers/${offerId}`)).status).toBe(200);
    expect((await get(otherAgent, `/api/agent/offers/${offerId}`)).status).toBe(404);
    expect((await convert(otherAgent, offerId)).status).toBe(404);
    expect((await get(agent, "/api/agent/offers/not-a-uuid")).status).toBe(404);
    const mine = (await (await get(agent, "/api/agent/offers")).json()) as Json;
    expect(mine.data.map((offer: Json) => offer.id)).toContain(offerId);
    const theirs = (await (await get(otherAgent, "/api/agent/offers")).json()) as Json;
    expect(theirs.total).toBe(0);
    expect(theirs.data).toEqual([]);
  });

  it("shows the quote to anyone with the link, without the customer's data", async () => {
    const response = await get(null, `/api/offers/shared/${token}?locale=en`);
    expect(response.status).toBe(200);
    const shared = (await response.json()) as Json;
    expect(shared.total).toEqual({ amount: 10200000, currency: "TRY" });
    expect(shared.validUntil).toBe("2026-12-01");
    expect(JSON.stringify(shared)).not.toContain(email);
    expect(shared).not.toHaveProperty("customer");
    expect(shared).not.toHaveProperty("shareToken");
    // One character changed (never to itself: a token ending in 'x' made this the same token).
    const other = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
    expect((await get(null, `/api/offers/shared/${other}`)).status).toBe(404);
    expect((await get(null, "/api/offers/shared/short")).status).toBe(404);
  });
});

describe("POST /api/agent/offers/{id}/convert", () => {
  it("makes exactly one reservation at the quoted price for the customer, takes the seats, and answers it again", async () => {
    const { departureId } = await createDeparture(api);
    const email = `convert-${Date.now()}@example.com`;
    const offer = (await (
      await makeOffer(agent, {
        departureId,
        currency: "USD",
        rooms: [{ roomType: "DOUBLE", adults: 2, babies: 1 }],
        validUntil: "2026-12-05",
        ...customerFields(email),
      })
    ).json()) as Json;
    // 2 × 150000 + baby 25000 = 325000 USD; the price rows rise before the conversion.
    expect(offer.total).toEqual({ amount: 325000, currency: "USD" });
    await api.deps.database.db
      .update(departurePrices)
      .set({ amountMinor: 200000 })
      .where(eq(departurePrices.departureId, departureId));

    // Five clicks at once: one reservation.
    const answers = await Promise.all(Array.from({ length: 5 }, () => convert(agent, offer.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Json[];
    expect(new Set(bodies.map((body) => body.code)).size).toBe(1);
    const reservation = bodies[0]!;
    expect(reservation.status).toBe("WAITING");
    expect(reservation.total).toEqual({ amount: 325000, currency: "USD" });
    expect(reservation.agentId).toBe(agent.userId);
    const [owner] = await api.deps.database.db.select().from(users).where(eq(users.id, reservation.customerId));
    expect(owner!.email).toBe(email);
    expect(await reservationsOn(departureId)).toHaveLength(1);
    // Adults take seats, the baby none.
    expect(await seatsTaken(departureId)).toBe(2);

    const after = (await (await get(agent, `/api/agent/offers/${offer.id}`)).json()) as Json;
    expect(after.status).toBe("CONVERTED");
    expect(after.reservation).toEqual({ id: reservation.id, code: reservation.code });
    // Staff converting again get the same reservation too.
    const byStaff = await convert(admin, offer.id);
    expect(byStaff.status).toBe(200);
    expect(((await byStaff.json()) as Json).code).toBe(reservation.code);
    // The agent's reservation list has it.
    const list = (await (await get(agent, "/api/reservations?pageSize=100")).json()) as Json;
    expect(list.data.map((row: Json) => row.code)).toContain(reservation.code);
    expect(await reservationsOn(departureId)).toHaveLength(1);
  });

  it("refuses an expired offer with OFFER_EXPIRED and books nothing", async () => {
    const { departureId } = await createDeparture(api);
    const offer = (await (
      await makeOffer(agent, {
        departureId,
        rooms: [{ roomType: "DOUBLE", adults: 2 }],
        validUntil: "2026-11-25",
        ...customerFields(`late-${Date.now()}@example.com`),
      })
    ).json()) as Json;
    try {
      // The validity day itself still counts; the day after it does not.
      clock = new Date("2026-11-25T20:00:00Z"); // 23:00 in Istanbul
      expect(((await (await get(agent, `/api/agent/offers/${offer.id}`)).json()) as Json).status).toBe("OPEN");
      clock = new Date("2026-11-25T21:30:00Z"); // 00:30 on the 26th in Istanbul
      const response = await convert(agent, offer.id);
      expect(response.status).toBe(409);
      expect(((await response.json()) as Json).error.code).toBe("OFFER_EXPIRED");
      expect(((await (await get(agent, `/api/agent/offers/${offer.id}`)).json()) as Json).status).toBe("EXPIRED");
    } finally {
      clock = testNow;
    }
    expect(await reservationsOn(departureId)).toHaveLength(0);
    expect(await seatsTaken(departureId)).toBe(0);
  });

  it("answers SOLD_OUT when the seats ran out since the offer, and leaves the offer open", async () => {
    const { departureId } = await createDeparture(api, { capacity: 4, seatsTaken: 1 });
    const offer = (await (
      await makeOffer(agent, {
        departureId,
        rooms: [{ roomType: "TRIPLE", adults: 3 }],
        currency: "USD",
        validUntil: "2026-12-01",
        ...customerFields(`full-${Date.now()}@example.com`),
      })
    ).json()) as Json;
    await api.deps.database.db.update(departures).set({ seatsTaken: 2 }).where(eq(departures.id, departureId));
    const response = await convert(agent, offer.id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as Json).error.code).toBe("SOLD_OUT");
    expect(await reservationsOn(departureId)).toHaveLength(0);
    expect(await seatsTaken(departureId)).toBe(2);
    expect(((await (await get(agent, `/api/agent/offers/${offer.id}`)).json()) as Json).status).toBe("OPEN");
  });

  it("asks for the customer when the offer names none, and books for the one given", async () => {
    const { departureId } = await createDeparture(api);
    const offer = (await (
      await makeOffer(agent, { departureId, rooms: [{ roomType: "DOUBLE", adults: 1 }], validUntil: "2026-12-01" })
    ).json()) as Json;
    const missing = await convert(agent, offer.id);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).error.fields).toEqual({ customer: ["OFFER_CUSTOMER_REQUIRED"] });
    const email = `named-${Date.now()}@example.com`;
    const named = await convert(agent, offer.id, { customer: { email, firstName: "Ali", surname: "Şahin" } });
    expect(named.status).toBe(201);
    const [owner] = await api.deps.database.db
      .select()
      .from(users)
      .where(eq(users.id, ((await named.json()) as Json).customerId));
    expect(owner!.email).toBe(email);
  });
});

describe("GET /api/agent/dashboard and /api/agent/departures", () => {
  it("counts a fresh agent's bookings by status and sums the live ones", async () => {
    const fresh = await signIn(api, (await createUser(api, { role: "Agent" })).email);
    const { departureId } = await createDeparture(api, { startDate: "2026-12-10" });
    const book = async (adults: number, key: string) =>
      (await (
        await api.app.request(
          "/api/reservations",
          asBearer(fresh, {
            method: "POST",
            headers: { "idempotency-key": key },
            body: JSON.stringify({
              departureId,
              currency: "USD",
              rooms: [{ roomType: "DOUBLE", adults }],
              customer: { email: `dash-${key}@example.com`, firstName: "A", surname: "B" },
            }),
          }),
        )
      ).json()) as Json;
    await book(1, `dash-one-${Date.now()}`);
    await book(2, `dash-two-${Date.now()}`);
    const cancelled = await book(1, `dash-three-${Date.now()}`);
    await send(fresh, `/api/reservations/${cancelled.code}/cancel`, { reason: "Plans changed" });
    const dashboard = (await (await get(fresh, "/api/agent/dashboard")).json()) as Json;
    expect(dashboard.counts).toEqual({ WAITING: 2, CONFIRMED: 0, CANCELLED: 1 });
    // 1 × 150000 + 2 × 150000; the cancelled one is not counted.
    expect(dashboard.totals).toEqual([{ amount: 450000, currency: "USD" }]);
    expect(dashboard.upcoming.map((row: Json) => row.startDate)).toEqual(["2026-12-10", "2026-12-10"]);
    expect(dashboard.reservations).toBe(3);
  });

  it("lists departures an offer can be made for", async () => {
    const open = await createDeparture(api, { startDate: "2026-12-15" });
    const closed = await createDeparture(api, { saleState: "CLOSED" });
    const full = await createDeparture(api, { capacity: 2, seatsTaken: 2 });
    const hidden = await createDeparture(api, { startDate: "2026-12-15" });
    await api.deps.database.db.update(tours).set({ published: false }).where(eq(tours.id, hidden.tourId));
    const { data } = (await (await get(agent, "/api/agent/departures")).json()) as Json;
    const ids = data.map((row: Json) => row.id);
    expect(ids).toContain(open.departureId);
    expect(ids).not.toContain(closed.departureId);
    expect(ids).not.toContain(full.departureId);
    // Issue 28, finding 6: an unpublished tour's departure is neither listed nor offered.
    expect(ids).not.toContain(hidden.departureId);
    const offer = await makeOffer(agent, {
      departureId: hidden.departureId,
      currency: "USD",
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      validUntil: "2026-12-01",
    });
    expect(offer.status).toBe(404);
    expect(data.find((row: Json) => row.id === open.departureId)).toMatchObject({
      seatsLeft: 40,
      currencies: ["TRY", "USD"],
    });
    expect((await get(customer, "/api/agent/departures")).status).toBe(403);
  });
});
