import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { apiClients, auditEvents } from "../../db/schema.ts";
import { asBearer, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let customer: Session;
let agentId: string;
const partnerOrigin = "https://partner.example";

beforeAll(async () => {
  // A small budget per client, so the limit is reached in a few requests.
  api = await createTestApi({ partnerRateLimit: { max: 8, windowMs: 60_000 } }, { seed: true });
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  customer = await signIn(api, (await createUser(api)).email);
  agentId = (await createUser(api, { role: "Agent" })).id;
});
afterAll(() => api.close());

const adminPost = (path: string, body: unknown = {}) =>
  api.app.request(
    path,
    asBearer(admin, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  );

async function createClient(body: Record<string, unknown>): Promise<{ id: string; key: string }> {
  const response = await adminPost("/api/admin/api-clients", { origins: [partnerOrigin], ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; key: string };
}

const partner = (key: string | null, path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  if (key) headers.set("authorization", `Bearer ${key}`);
  return api.app.request(path, { ...init, headers });
};

const book = (key: string, body: unknown, idempotencyKey: string) =>
  partner(key, "/api/partner/reservations", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
    body: JSON.stringify(body),
  });

describe("staff manage API clients", () => {
  it("shows the key once, stores only its hash, and logs the creation", async () => {
    const { id, key } = await createClient({ name: "Partner A", scopes: ["READ_CATALOGUE"] });
    expect(key).toMatch(/^rk_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    const [row] = await api.deps.database.db.select().from(apiClients).where(eq(apiClients.id, id));
    expect(JSON.stringify(row)).not.toContain(key.slice(25));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const list = (await (await api.app.request("/api/admin/api-clients", asBearer(admin))).json()) as Json;
    const listed = list.items.find((item: Json) => item.id === id);
    expect(listed).toMatchObject({ name: "Partner A", scopes: ["READ_CATALOGUE"], origins: [partnerOrigin] });
    expect(listed.state).toBe("active");
    expect(listed.keyHint).toBe(`${key.slice(0, 24)}_…`);
    expect(JSON.stringify(list)).not.toContain(key);
    const events = await api.deps.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(events.map((event) => event.action)).toEqual(["created"]);
  });

  it("refuses bad input with field codes, and non-staff", async () => {
    const bad = await adminPost("/api/admin/api-clients", {
      name: "",
      origins: ["https://partner.example/", "http://partner.example", "https://ok.example:8443"],
      scopes: ["CREATE_RESERVATIONS"],
    });
    expect(bad.status).toBe(400);
    const { fields } = ((await bad.json()) as Json).error;
    expect(fields.name).toEqual(["REQUIRED"]);
    expect(fields["origins.0"]).toEqual(["INVALID_VALUE"]);
    expect(fields["origins.1"]).toEqual(["INVALID_VALUE"]);
    expect(fields["origins.2"]).toBeUndefined();
    expect(fields.agentId).toEqual(["REQUIRED"]);
    const notAnAgent = await adminPost("/api/admin/api-clients", {
      name: "X",
      scopes: ["CREATE_RESERVATIONS"],
      agentId: customer.userId,
    });
    expect(((await notAnAgent.json()) as Json).error.fields).toEqual({ agentId: ["INVALID_VALUE"] });
    const byCustomer = await api.app.request(
      "/api/admin/api-clients",
      asBearer(customer, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    );
    expect(byCustomer.status).toBe(403);
  });
});

describe("the partner API", () => {
  it("reads the catalogue with the key; no key, a wrong key or a revoked key is 401 at once", async () => {
    const { id, key } = await createClient({ name: "Reader", scopes: ["READ_CATALOGUE"] });
    const tours = await partner(key, "/api/partner/tours?locale=en");
    expect(tours.status).toBe(200);
    const page = (await tours.json()) as Json;
    expect(page).toEqual((await (await api.app.request("/api/tours?locale=en")).json()) as Json);
    const link = page.items[0].slug as string;
    expect((await partner(key, `/api/partner/tours/${link}`)).status).toBe(200);
    const tour = (await (await partner(key, `/api/partner/tours/${link}`)).json()) as Json;
    const departure = await partner(key, `/api/partner/departures/${tour.departures[0].id}`);
    expect(departure.status).toBe(200);

    expect((await partner(null, "/api/partner/tours")).status).toBe(401);
    const wrong = await partner(`${key.slice(0, -4)}AAAA`, "/api/partner/tours");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    // A signed-in user's session token is not a key.
    expect((await partner(admin.token, "/api/partner/tours")).status).toBe(401);

    const [counted] = await api.deps.database.db.select().from(apiClients).where(eq(apiClients.id, id));
    expect(counted!.requestCount).toBe(4);
    expect(counted!.lastUsedAt).not.toBeNull();

    expect((await adminPost(`/api/admin/api-clients/${id}/revoke`)).status).toBe(200);
    expect((await partner(key, "/api/partner/tours")).status).toBe(401);
    const listed = ((await (await api.app.request("/api/admin/api-clients", asBearer(admin))).json()) as Json).items;
    expect(listed.find((item: Json) => item.id === id).state).toBe("revoked");
    expect((await adminPost(`/api/admin/api-clients/${id}/rotate`)).status).toBe(409);
  });

  it("a revocation made by another process is refused here at once", async () => {
    // A second API on the same database: no cache of keys stands between it and the revocation.
    const other = await createTestApi({}, { database: api.deps.database });
    try {
      const { id, key } = await createClient({ name: "Two processes", scopes: ["READ_CATALOGUE"] });
      expect(
        (await other.app.request("/api/partner/tours", { headers: { authorization: `Bearer ${key}` } })).status,
      ).toBe(200);
      expect((await adminPost(`/api/admin/api-clients/${id}/revoke`)).status).toBe(200);
      expect(
        (await other.app.request("/api/partner/tours", { headers: { authorization: `Bearer ${key}` } })).status,
      ).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("rotation gives a new key once and the old one stops", async () => {
    const { id, key } = await createClient({ name: "Rotating", scopes: ["READ_CATALOGUE"] });
    const rotated = await adminPost(`/api/admin/api-clients/${id}/rotate`);
    expect(rotated.status).toBe(200);
    const fresh = (await rotated.json()) as { id: string; key: string };
    expect(fresh.id).toBe(id);
    expect(fresh.key).not.toBe(key);
    expect((await partner(key, "/api/partner/tours")).status).toBe(401);
    expect((await partner(fresh.key, "/api/partner/tours")).status).toBe(200);
    const events = await api.deps.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(events.map((event) => event.action)).toEqual(["created", "rotated"]);
  });

  it("a missing scope is 403", async () => {
    const { key } = await createClient({ name: "Reader only", scopes: ["READ_CATALOGUE"] });
    const { departureId } = await createDeparture(api);
    const response = await book(key, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] }, "scope-test-1");
    expect(response.status).toBe(403);
  });

  it("over the client's limit: 429 with Retry-After, other clients unaffected", async () => {
    const { key } = await createClient({ name: "Busy", scopes: ["READ_CATALOGUE"] });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await partner(key, "/api/partner/tours")).status);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    const over = await partner(key, "/api/partner/tours");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const { key: calm } = await createClient({ name: "Calm", scopes: ["READ_CATALOGUE"] });
    expect((await partner(calm, "/api/partner/tours")).status).toBe(200);
  });

  it("answers CORS only for the client's origins", async () => {
    const { key } = await createClient({ name: "CORS", scopes: ["READ_CATALOGUE"] });
    const preflight = (origin: string) =>
      api.app.request("/api/partner/tours", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      });
    const allowed = await preflight(partnerOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(partnerOrigin);
    expect(allowed.headers.get("access-control-allow-headers")).toContain("authorization");
    const refused = await preflight("https://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();

    const fromPartner = await partner(key, "/api/partner/tours", { headers: { origin: partnerOrigin } });
    expect(fromPartner.headers.get("access-control-allow-origin")).toBe(partnerOrigin);
    const fromElsewhere = await partner(key, "/api/partner/tours", { headers: { origin: "https://evil.example" } });
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("books as the client's agent, needs no cookie or same origin, and replays the same reservation", async () => {
    const { key } = await createClient({
      name: "Booking partner",
      scopes: ["READ_CATALOGUE", "CREATE_RESERVATIONS"],
      agentId,
    });
    const { departureId } = await createDeparture(api);
    const body = {
      departureId,
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      customer: { email: `partner-family-${Date.now()}@example.com`, firstName: "Hatice", surname: "Koç" },
    };
    // A browser on the partner's site: a foreign Origin, and a session cookie of ours that must not matter.
    const first = await partner(key, "/api/partner/reservations", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": "partner-booking-0001",
        origin: partnerOrigin,
        cookie: customer.cookie,
      },
      body: JSON.stringify(body),
    });
    expect(first.status).toBe(201);
    const reservation = (await first.json()) as Json;
    expect(reservation.agentId).toBe(agentId);
    expect(reservation.customerId).not.toBe(agentId);

    const again = await book(key, body, "partner-booking-0001");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(((await again.json()) as Json).code).toBe(reservation.code);
    expect((await book(key, { ...body, note: "other" }, "partner-booking-0001")).status).toBe(422);

    const list = (await (
      await api.app.request(`/api/admin/reservations?q=${reservation.code}`, asBearer(admin))
    ).json()) as Json;
    const row = list.data.find((item: Json) => item.code === reservation.code);
    expect(row.agent.id).toBe(agentId);
  });

  it("a booking client must name the customer", async () => {
    const { key } = await createClient({ name: "No customer", scopes: ["CREATE_RESERVATIONS"], agentId });
    const { departureId } = await createDeparture(api);
    const response = await book(key, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] }, "partner-nocust-1");
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error.fields).toEqual({ customer: ["REQUIRED"] });
  });
});
