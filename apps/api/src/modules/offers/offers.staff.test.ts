import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents, departures, informationRequests, offers, reservations, users } from "../../db/schema.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

/**
 * Staff offers (issue 26): the agents' offers, made by staff for a named customer, listed with
 * the agents' ones, converted through the same path; a private-tour request (issue 25) becomes one.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
/** The API's clock (testNow: 2026-11-21 12:00 in Istanbul); tests move it to let a validity pass. */
let clock = testNow;
let customer: Session;
let agent: Session;
let admin: Session;

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock });
  const sessionFor = async (overrides: Parameters<typeof createUser>[1] = {}) =>
    signIn(api, (await createUser(api, overrides)).email);
  customer = await sessionFor();
  agent = await sessionFor({ role: "Agent" });
  admin = await sessionFor({ isAdmin: true });
});
afterAll(() => api.close());

const send = (session: Session | null, path: string, body: unknown) => {
  const init: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
  return api.app.request(path, session ? asBearer(session, init) : init);
};
const get = (session: Session | null, path: string) => api.app.request(path, session ? asBearer(session) : {});

let counter = 0;
/** A staff offer's body: DOUBLE, two adults, in USD (createDeparture's rows: 150000 a head). */
function staffOffer(departureId: number, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    departureId,
    currency: "USD",
    rooms: [{ roomType: "DOUBLE", adults: 2 }],
    validUntil: "2026-11-30",
    customerFirstName: "Ayşe",
    customerSurname: `Kaya${counter}`,
    customerEmail: `ayse-${counter}-${Date.now()}@example.com`,
    customerPhone: "0532 123 45 67",
    note: "Kabe manzaralı oda istiyor",
    ...overrides,
  };
}

async function create(body: Record<string, unknown>): Promise<Json> {
  const response = await send(admin, "/api/admin/offers", body);
  expect(response.status).toBe(201);
  return (await response.json()) as Json;
}

async function reservationsOn(departureId: number) {
  return api.deps.database.db.select().from(reservations).where(eq(reservations.departureId, departureId));
}

describe("POST /api/admin/offers", () => {
  it("makes an offer in the office's name for a named customer, priced like an agent's", async () => {
    const { departureId } = await createDeparture(api);
    const offer = await create(staffOffer(departureId));
    // 2 adults × 150000 (DOUBLE, USD) = 300000 minor units.
    expect(offer.total).toEqual({ amount: 300000, currency: "USD" });
    expect(offer.seats).toBe(2);
    expect(offer.status).toBe("OPEN");
    expect(offer.agentId).toBeNull();
    expect(offer.createdBy.id).toBe(admin.userId);
    expect(offer.customer.phone).toBe("905321234567");
    expect(offer.customer.firstName).toBe("Ayşe");
    expect(offer.privateTourId).toBeNull();
    const [row] = await api.deps.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.createdBy).toBe(admin.userId);
    // The shared link names the staff member who made it, never the customer.
    const shared = (await (await get(null, `/api/offers/shared/${offer.shareToken}`)).json()) as Json;
    expect(shared.agent.firstName).toBe(offer.createdBy.firstName);
    expect(shared.byOffice).toBe(true);
    expect(JSON.stringify(shared)).not.toContain("905321234567");
    // The agent dashboard's shared rules still read it (staff see all offers there too).
    expect((await get(admin, `/api/agent/offers/${offer.id}`)).status).toBe(200);
    expect((await get(agent, `/api/agent/offers/${offer.id}`)).status).toBe(404);
  });

  it("answers field codes for a missing customer, a bad phone and a past validity", async () => {
    const { departureId } = await createDeparture(api);
    const fields = async (overrides: Record<string, unknown>) => {
      const response = await send(admin, "/api/admin/offers", staffOffer(departureId, overrides));
      expect(response.status).toBe(400);
      return ((await response.json()) as Json).error.fields;
    };
    expect(await fields({ customerPhone: "12" })).toEqual({ customerPhone: ["PHONE_INVALID"] });
    expect(await fields({ customerEmail: "" })).toEqual({ customerEmail: ["REQUIRED"] });
    expect(await fields({ customerSurname: undefined })).toEqual({ customerSurname: ["REQUIRED"] });
    expect(await fields({ validUntil: "2026-11-20" })).toEqual({ validUntil: ["OFFER_VALIDITY_PAST"] });
    expect(await fields({ privateTourId: "x" })).toEqual({ privateTourId: ["INVALID_VALUE"] });
    expect(await api.deps.database.db.$count(offers, eq(offers.departureId, departureId))).toBe(0);
  });

  it("turns a private-tour request into an offer: linked, moved to offered, logged", async () => {
    const { departureId } = await createDeparture(api);
    const [request] = await api.deps.database.db
      .insert(informationRequests)
      .values({ locale: "tr", name: "Fatma Öztürk", phone: "905551112233", status: "contacted" })
      .returning();
    const offer = await create(staffOffer(departureId, { privateTourId: request!.id }));
    expect(offer.privateTourId).toBe(request!.id);
    const [after] = await api.deps.database.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.id, request!.id));
    expect(after!.status).toBe("offered");
    expect(after!.offerId).toBe(offer.id);
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "privateTour"), eq(auditEvents.entityId, String(request!.id))));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(admin.userId);
    expect(events[0]!.changes).toEqual({
      status: { from: "contacted", to: "offered" },
      offerId: { from: null, to: offer.id },
    });
    const detail = (await (await get(admin, `/api/admin/private-tours/${request!.id}`)).json()) as Json;
    expect(detail.request.offerId).toBe(offer.id);
    expect(detail.request.status).toBe("offered");

    // A won request stays won; an unknown one is a field error and no offer is left behind.
    const [won] = await api.deps.database.db
      .insert(informationRequests)
      .values({ locale: "en", name: "Won Already", phone: "905551112234", status: "won" })
      .returning();
    await create(staffOffer(departureId, { privateTourId: won!.id }));
    const [stillWon] = await api.deps.database.db
      .select()
      .from(informationRequests)
      .where(eq(informationRequests.id, won!.id));
    expect(stillWon!.status).toBe("won");
    const before = await api.deps.database.db.$count(offers, eq(offers.departureId, departureId));
    const unknown = await send(admin, "/api/admin/offers", staffOffer(departureId, { privateTourId: 999_999 }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Json).error.fields).toEqual({ privateTourId: ["INVALID_VALUE"] });
    expect(await api.deps.database.db.$count(offers, eq(offers.departureId, departureId))).toBe(before);
  });
});

describe("GET /api/admin/offers", () => {
  it("lists staff's and agents' offers newest first, by status shown today, maker and customer", async () => {
    const { departureId } = await createDeparture(api);
    const tag = `Filtre${Date.now()}`;
    clock = new Date("2026-11-21T09:00:00Z");
    const open = await create(staffOffer(departureId, { customerSurname: `${tag}Open` }));
    clock = new Date("2026-11-21T09:01:00Z");
    const expiring = await create(staffOffer(departureId, { customerSurname: `${tag}Late`, validUntil: "2026-11-22" }));
    clock = new Date("2026-11-21T09:02:00Z");
    const converted = await create(staffOffer(departureId, { customerSurname: `${tag}Done` }));
    expect((await send(admin, `/api/admin/offers/${converted.id}/convert`, {})).status).toBe(201);
    clock = new Date("2026-11-21T09:03:00Z");
    const byAgentResponse = await send(agent, "/api/agent/offers", {
      departureId,
      currency: "USD",
      rooms: [{ roomType: "DOUBLE", adults: 1 }],
      validUntil: "2026-11-30",
      customerFirstName: "Ali",
      customerSurname: `${tag}Agent`,
    });
    expect(byAgentResponse.status).toBe(201);
    const byAgent = (await byAgentResponse.json()) as Json;
    // 23 November in Istanbul: the offer valid until the 22nd has expired.
    clock = new Date("2026-11-23T09:00:00Z");
    try {
      const ids = async (query: string, q = tag) => {
        const response = await get(admin, `/api/admin/offers?q=${encodeURIComponent(q)}&${query}`);
        expect(response.status).toBe(200);
        return ((await response.json()) as Json).data.map((offer: Json) => offer.id);
      };
      expect(await ids("")).toEqual([byAgent.id, converted.id, expiring.id, open.id]);
      expect(await ids("status=OPEN")).toEqual([byAgent.id, open.id]);
      expect(await ids("status=EXPIRED")).toEqual([expiring.id]);
      expect(await ids("status=CONVERTED")).toEqual([converted.id]);
      expect(await ids("agent=staff")).toEqual([converted.id, expiring.id, open.id]);
      expect(await ids(`agent=${agent.userId}`)).toEqual([byAgent.id]);
      expect(await ids("status=OPEN&agent=staff")).toEqual([open.id]);
      // The customer's name, whatever the case; e-mail and phone too.
      expect(await ids("", `${tag.toUpperCase()}late`)).toEqual([expiring.id]);
      expect(await ids("", open.customer.email)).toEqual([open.id]);
      // Turkish letters folded: "AYSE" finds "Ayşe".
      expect(await ids("", `AYSE ${tag}open`)).toEqual([open.id]);
      // Paging: one a page, the filter's total.
      const page2 = (await (await get(admin, `/api/admin/offers?q=${tag}&pageSize=1&page=2`)).json()) as Json;
      expect([page2.total, page2.page, page2.data.map((offer: Json) => offer.id)]).toEqual([4, 2, [converted.id]]);
      const bad = await get(admin, "/api/admin/offers?status=LOST&agent=nobody");
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Json).error.fields).toEqual({
        status: ["INVALID_VALUE"],
        agent: ["INVALID_VALUE"],
      });
      const listed = (await (await get(admin, `/api/admin/offers?q=${tag}Late`)).json()) as Json;
      expect(listed.data[0].status).toBe("EXPIRED");
    } finally {
      clock = testNow;
    }
  });
});

describe("POST /api/admin/offers/{id}/convert", () => {
  it("makes one reservation for the offer's customer at its price, however many clicks at once", async () => {
    const { departureId } = await createDeparture(api);
    const body = staffOffer(departureId, { rooms: [{ roomType: "TRIPLE", adults: 2, children: 1 }] });
    const offer = await create(body);
    // TRIPLE 2 × 130000 + a child 100000 = 360000 USD.
    expect(offer.total).toEqual({ amount: 360000, currency: "USD" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(admin, `/api/admin/offers/${offer.id}/convert`, {})),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Json[];
    expect(new Set(bodies.map((reservation) => reservation.code)).size).toBe(1);
    const reservation = bodies[0]!;
    expect(reservation.status).toBe("WAITING");
    expect(reservation.total).toEqual({ amount: 360000, currency: "USD" });
    expect(reservation.agentId).toBeNull();
    const [owner] = await api.deps.database.db.select().from(users).where(eq(users.id, reservation.customerId));
    expect(owner!.email).toBe(body.customerEmail);
    expect(await reservationsOn(departureId)).toHaveLength(1);
    const [departure] = await api.deps.database.db.select().from(departures).where(eq(departures.id, departureId));
    // Adults and the child take seats.
    expect(departure!.seatsTaken).toBe(3);
    const after = (await (await get(admin, `/api/admin/offers/${offer.id}`)).json()) as Json;
    expect(after.status).toBe("CONVERTED");
    expect(after.reservation).toEqual({ id: reservation.id, code: reservation.code });
    // Staff find it among the reservations.
    expect((await get(admin, `/api/admin/reservations/${reservation.code}`)).status).toBe(200);
  });

  it("refuses an expired offer with 409 OFFER_EXPIRED and books nothing", async () => {
    const { departureId } = await createDeparture(api);
    const offer = await create(staffOffer(departureId, { validUntil: "2026-11-21" }));
    clock = new Date("2026-11-21T21:30:00Z"); // 00:30 on the 22nd in Istanbul
    try {
      const response = await send(admin, `/api/admin/offers/${offer.id}/convert`, {});
      expect(response.status).toBe(409);
      expect(((await response.json()) as Json).error.code).toBe("OFFER_EXPIRED");
    } finally {
      clock = testNow;
    }
    expect(await reservationsOn(departureId)).toHaveLength(0);
  });
});

describe("access", () => {
  it("is for staff: 401 for guests, 403 for customers and agents, 404 for an unknown offer", async () => {
    const { departureId } = await createDeparture(api);
    const offer = await create(staffOffer(departureId));
    const calls = [
      (session: Session | null) => get(session, "/api/admin/offers"),
      (session: Session | null) => get(session, `/api/admin/offers/${offer.id}`),
      (session: Session | null) => send(session, "/api/admin/offers", staffOffer(departureId)),
      (session: Session | null) => send(session, `/api/admin/offers/${offer.id}/convert`, {}),
    ];
    for (const call of calls) {
      expect((await call(null)).status).toBe(401);
      expect((await call(customer)).status).toBe(403);
      expect((await call(agent)).status).toBe(403);
    }
    expect((await get(admin, "/api/admin/offers/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await reservationsOn(departureId)).toHaveLength(0);
  });
});

describe("GET /api/admin/offer-departures", () => {
  it("gives staff the agents' choice of departures", async () => {
    const { departureId } = await createDeparture(api, { startDate: "2027-01-15" });
    const response = await get(admin, "/api/admin/offer-departures?month=2027-01&locale=tr");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Json;
    expect(answer.data.map((departure: Json) => departure.id)).toContain(departureId);
    expect((await get(agent, "/api/admin/offer-departures")).status).toBe(403);
  });
});
