import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents, reservations, users, whatsAppConsents, whatsAppMessages } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

/**
 * Issue 27: customers opt in to WhatsApp themselves (the unticked box on the sign-up form and on
 * the planner) and withdraw it from their settings page; each is recorded with its source and time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let ipCounter = 0;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const consentsOf = (customerId: string) =>
  api.deps.database.db
    .select()
    .from(whatsAppConsents)
    .where(eq(whatsAppConsents.customerId, customerId))
    .orderBy(desc(whatsAppConsents.id));

async function signUp(email: string, whatsAppOptIn?: boolean) {
  const response = await api.app.request("/api/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${++ipCounter}` },
    body: JSON.stringify({
      firstName: "Ayşe",
      surname: "Yılmaz",
      email,
      phone: "+90 (532) 123 45 67",
      password: "Umre2026!",
      passwordConfirm: "Umre2026!",
      ...(whatsAppOptIn === undefined ? {} : { whatsAppOptIn }),
    }),
  });
  const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
  return { status: response.status, user: user! };
}

let keyCounter = 0;
function book(session: Session, body: Json) {
  const init: RequestInit = {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `optin-key-${++keyCounter}` },
    body: JSON.stringify(body),
  };
  return api.app.request("/api/reservations", asBearer(session, init));
}

describe("the sign-up form's box", () => {
  it("ticked: an opt-in for the normalised phone, source SIGN_UP, at the sign-up's time, by the customer", async () => {
    const { status, user } = await signUp("optin.yes@example.com", true);
    expect(status).toBe(202);
    const [consent, ...more] = await consentsOf(user.id);
    expect(more).toEqual([]);
    expect(consent).toMatchObject({
      phone: "905321234567",
      source: "SIGN_UP",
      recordedBy: user.id,
      withdrawnAt: null,
    });
    expect(consent!.optedInAt.toISOString()).toBe(testNow.toISOString());
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, "whatsapp.opted-in")));
    expect(events.map((event) => event.note)).toEqual(["SIGN_UP"]);
  });

  it("unticked (absent or false): no opt-in", async () => {
    expect(await consentsOf((await signUp("optin.none@example.com")).user.id)).toEqual([]);
    expect(await consentsOf((await signUp("optin.false@example.com", false)).user.id)).toEqual([]);
  });

  it("a sign-up with an existing account's address opts nobody in", async () => {
    const existing = await createUser(api, { email: "optin.taken@example.com" });
    expect((await signUp("optin.taken@example.com", true)).status).toBe(202);
    expect(await consentsOf(existing.id)).toEqual([]);
  });

  it("refuses a box that is not a boolean with the field's code", async () => {
    const response = await api.app.request("/api/auth/signup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.250" },
      body: JSON.stringify({
        firstName: "A",
        surname: "B",
        email: "optin.bad@example.com",
        phone: "05321234567",
        password: "Umre2026!",
        passwordConfirm: "Umre2026!",
        whatsAppOptIn: "yes",
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error.fields.whatsAppOptIn).toEqual(["INVALID_VALUE"]);
  });
});

describe("the planner's box", () => {
  it("ticked on the customer's own booking: an opt-in for the account's phone, source RESERVATION", async () => {
    const customer = await createUser(api);
    const session = await signIn(api, customer.email);
    const { departureId } = await createDeparture(api);
    const response = await book(session, {
      departureId,
      currency: "USD",
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      whatsAppOptIn: true,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const [consent] = await consentsOf(customer.id);
    expect(consent).toMatchObject({ phone: "905321234567", source: "RESERVATION", recordedBy: customer.id });
    // A second booking with the box ticked keeps the one opt-in (same number: nothing new).
    await book(session, {
      departureId,
      currency: "USD",
      rooms: [{ roomType: "DOUBLE", adults: 1 }],
      whatsAppOptIn: true,
    });
    expect(await consentsOf(customer.id)).toHaveLength(1);
  });

  it("unticked: no opt-in; an agent's booking for a customer cannot tick it for them", async () => {
    const customer = await createUser(api);
    const { departureId } = await createDeparture(api);
    expect(
      (await book(await signIn(api, customer.email), { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] }))
        .status,
    ).toBe(201);
    expect(await consentsOf(customer.id)).toEqual([]);

    const agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
    const booked = await book(agent, {
      departureId,
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
      customer: { email: "agent.client@example.com", firstName: "Cemile", surname: "Kaya" },
      whatsAppOptIn: true,
    });
    expect(booked.status).toBe(201);
    const { customerId } = (await booked.json()) as Json;
    expect(await consentsOf(customerId as string)).toEqual([]);
  });
});

describe("GET and DELETE /api/user/whatsapp-consent", () => {
  it("shows the customer's own opt-in, withdraws it with one call (recorded), and fails their queued messages", async () => {
    const { user } = await signUp("optin.withdraw@example.com", true);
    await api.deps.database.db.update(users).set({ emailConfirmedAt: testNow }).where(eq(users.id, user.id));
    const session = await signIn(api, user.email, "Umre2026!");
    const shown = await api.app.request("/api/user/whatsapp-consent", asBrowser(session));
    expect(shown.status).toBe(200);
    expect(await shown.json()).toEqual({
      active: { phone: "905321234567", source: "SIGN_UP", optedInAt: testNow.toISOString() },
    });
    await api.deps.database.db.insert(whatsAppMessages).values({
      direction: "OUT",
      customerId: user.id,
      phone: "905321234567",
      text: "queued",
      status: "QUEUED",
      nextAttemptAt: testNow,
      createdAt: testNow,
    });

    const withdrawn = await api.app.request("/api/user/whatsapp-consent", asBrowser(session, { method: "DELETE" }));
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ active: null });
    const [consent] = await consentsOf(user.id);
    expect(consent).toMatchObject({ withdrawnBy: user.id });
    expect(consent!.withdrawnAt).not.toBeNull();
    const [message] = await api.deps.database.db
      .select()
      .from(whatsAppMessages)
      .where(eq(whatsAppMessages.customerId, user.id));
    expect(message).toMatchObject({ status: "FAILED", lastError: "CONSENT_WITHDRAWN" });
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.id), eq(auditEvents.action, "whatsapp.withdrawn")));
    expect(events).toHaveLength(1);

    // Again: nothing open, nothing changes.
    const again = await api.app.request("/api/user/whatsapp-consent", asBrowser(session, { method: "DELETE" }));
    expect(await again.json()).toEqual({ active: null });
  });

  it("answers 401 without a session, and shows nothing of someone else's", async () => {
    expect((await api.app.request("/api/user/whatsapp-consent")).status).toBe(401);
    const other = await signIn(api, (await createUser(api)).email);
    expect(await (await api.app.request("/api/user/whatsapp-consent", asBrowser(other))).json()).toEqual({
      active: null,
    });
  });
});

describe("the customer's own reservation log (GET /api/reservations/{code}/events)", () => {
  it("lists the WhatsApp messages sent about that reservation, with their status, and none of another's", async () => {
    const customer = await createUser(api);
    const session = await signIn(api, customer.email);
    const { departureId } = await createDeparture(api);
    const booked = (await (
      await book(session, { departureId, rooms: [{ roomType: "DOUBLE", adults: 2 }] })
    ).json()) as Json;
    const [reservation] = await api.deps.database.db
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.code, booked.code as string));
    const message = (overrides: Partial<typeof whatsAppMessages.$inferInsert>) => ({
      direction: "OUT" as const,
      customerId: customer.id,
      phone: "905321234567",
      text: "Merhaba, rezervasyonunuz alındı.",
      status: "DELIVERED" as const,
      createdAt: testNow,
      ...overrides,
    });
    await api.deps.database.db.insert(whatsAppMessages).values([
      message({ reservationId: reservation!.id }),
      // Not about this reservation, and not sent by us: neither is listed.
      message({ text: "another" }),
      message({ reservationId: reservation!.id, direction: "IN", status: "RECEIVED", text: "from them" }),
    ]);
    const log = (await (
      await api.app.request(`/api/reservations/${booked.code}/events`, asBearer(session))
    ).json()) as Json;
    expect(log.whatsApp).toEqual([
      {
        id: expect.any(Number),
        text: "Merhaba, rezervasyonunuz alındı.",
        status: "DELIVERED",
        createdAt: testNow.toISOString(),
      },
    ]);
    expect(log.data.map((event: Json) => event.action)).toEqual(["created"]);
  });
});
