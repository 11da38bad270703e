import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents, reservations, users, whatsAppConsents, whatsAppMessages } from "../../db/schema.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";
import {
  incomingWebhook,
  startWhatsAppCloud,
  statusWebhook,
  type WhatsAppCloud,
} from "../../testing/whatsapp-cloud.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let cloud: WhatsAppCloud;
let api: RihlaApi;
let unconfigured: RihlaApi;
let staff: Session;
let clock = testNow;
let departureId: number;
const customers: Record<string, { id: string; phone: string }> = {};
let codeOfA = "";

const send = async (
  target: RihlaApi,
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = await target.app.request(
    path,
    session ? asBrowser(session, init) : { ...init, headers: { "content-type": "application/json", ...headers } },
  );
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text };
  }
  return { status: response.status, body: json };
};

const webhook = (payload: unknown, secret?: string) => {
  const { body, headers } = cloud.signed(payload, secret);
  return api.app.request("/api/whatsapp/webhook", { method: "POST", headers, body });
};

const messagesOf = (customerId: string) =>
  api.deps.database.db.select().from(whatsAppMessages).where(eq(whatsAppMessages.customerId, customerId));

let reservationCounter = 0;
async function book(customerId: string, status: "WAITING" | "CONFIRMED" | "CANCELLED" = "CONFIRMED") {
  const code = `RH-2026-9${String(++reservationCounter).padStart(5, "0")}`;
  await api.deps.database.db.insert(reservations).values({
    code,
    departureId,
    customerId,
    status,
    currency: "USD",
    totalMinor: 150000,
    priceSnapshot: {} as never,
    seats: 1,
    locale: "tr",
  });
  return code;
}

async function customer(key: string, phone: string, firstName: string) {
  const user = await createUser(api);
  await api.deps.database.db.update(users).set({ phone, firstName, surname: "Yılmaz" }).where(eq(users.id, user.id));
  customers[key] = { id: user.id, phone };
  return user.id;
}

beforeAll(async () => {
  cloud = await startWhatsAppCloud();
  api = await createTestApi({ whatsApp: cloud.config }, { now: () => clock, whatsAppPollMs: 3_600_000 });
  unconfigured = await createTestApi();
  staff = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  departureId = (await createDeparture(api)).departureId;
  // A: opted in on the phone; B: opted in, then withdrew; C: never; D: opted in, but cancelled;
  // E: opted in, two reservations (one message); F: opted in, on another departure.
  for (const [key, phone, name] of [
    ["A", "905320000001", "Ayşe"],
    ["B", "905320000002", "Bekir"],
    ["C", "905320000003", "Cemile"],
    ["D", "905320000004", "Davut"],
    ["E", "905320000005", "Emine"],
    ["F", "905320000006", "Fatih"],
  ] as const) {
    await customer(key, phone, name);
  }
  codeOfA = await book(customers.A!.id);
  await book(customers.B!.id, "WAITING");
  await book(customers.C!.id);
  await book(customers.D!.id, "CANCELLED");
  await book(customers.E!.id);
  await book(customers.E!.id, "WAITING");
  const other = (await createDeparture(api)).departureId;
  await api.deps.database.db.insert(reservations).values({
    code: "RH-2026-899999",
    departureId: other,
    customerId: customers.F!.id,
    currency: "USD",
    totalMinor: 1,
    priceSnapshot: {} as never,
    seats: 1,
  });
});

afterAll(async () => {
  await Promise.all([api?.close(), unconfigured?.close()]);
  await cloud?.close();
});

describe("GET /api/whatsapp/webhook (Meta's verification)", () => {
  it("echoes the challenge for our verify token only", async () => {
    const ok = await api.app.request(
      `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${cloud.config.verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await api.app.request(
      "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1",
    );
    expect(wrong.status).toBe(403);
    const noMode = await api.app.request(
      `/api/whatsapp/webhook?hub.verify_token=${cloud.config.verifyToken}&hub.challenge=1`,
    );
    expect(noMode.status).toBe(403);
    expect((await unconfigured.app.request("/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x")).status).toBe(
      403,
    );
  });
});

describe("consent (KVKK)", () => {
  it("records an opt-in with its source, time and who, and withdraws it", async () => {
    const path = `/api/admin/customers/${customers.A!.id}/whatsapp-consent`;
    const put = await send(api, staff, "PUT", path, { source: "STAFF_PHONE" });
    expect(put.status).toBe(200);
    expect(put.body.active).toMatchObject({
      phone: customers.A!.phone,
      source: "STAFF_PHONE",
      optedInAt: testNow.toISOString(),
      withdrawnAt: null,
    });
    expect(put.body.active.recordedBy.id).toBe(staff.userId);
    for (const key of ["B", "D", "E", "F"]) {
      expect(
        (
          await send(api, staff, "PUT", `/api/admin/customers/${customers[key]!.id}/whatsapp-consent`, {
            source: "RESERVATION",
          })
        ).status,
      ).toBe(200);
    }
    const withdrawn = await send(api, staff, "DELETE", `/api/admin/customers/${customers.B!.id}/whatsapp-consent`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.active).toBeNull();
    expect(withdrawn.body.history[0].withdrawnAt).toBe(testNow.toISOString());
  });

  it("refuses a bad source or number with the field's code, and an unknown customer with 404", async () => {
    const path = `/api/admin/customers/${customers.C!.id}/whatsapp-consent`;
    const bad = await send(api, staff, "PUT", path, { source: "SPAM", phone: "12" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["phone", "source"]);
    expect((await send(api, staff, "GET", "/api/admin/customers/not-a-uuid/whatsapp-consent")).status).toBe(404);
  });
});

describe("sending one template through the outbox", () => {
  it("queues it, then POSTs the Cloud API's template body with the Bearer token and keeps the wamid", async () => {
    cloud.requests.length = 0;
    const queued = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
      customerId: customers.A!.id,
      reservationCode: codeOfA,
      template: "reservation_received",
    });
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({ status: "QUEUED", reservationCode: codeOfA, direction: "OUT" });
    await api.deps.whatsApp.flush();
    expect(cloud.requests).toHaveLength(1);
    expect(cloud.requests[0]).toEqual({
      path: `/v21.0/${cloud.config.phoneNumberId}/messages`,
      authorization: `Bearer ${cloud.config.token}`,
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: customers.A!.phone,
        type: "template",
        template: {
          name: "reservation_received",
          language: { code: "tr" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Ayşe" },
                { type: "text", text: codeOfA },
              ],
            },
          ],
        },
      },
    });
    const [row] = await messagesOf(customers.A!.id);
    expect(row).toMatchObject({ status: "SENT", attempts: 1 });
    expect(row!.wamid).toMatch(/^wamid\./);
    const logged = await api.deps.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, "whatsapp"), eq(auditEvents.entityId, String(row!.id))));
    expect(logged.map((entry) => entry.action)).toEqual(["whatsapp.queued", "whatsapp.sent"]);
  });

  it("sends nothing without an open opt-in (never given, or withdrawn)", async () => {
    cloud.requests.length = 0;
    for (const key of ["B", "C"]) {
      const refused = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
        customerId: customers[key]!.id,
        template: "departure_reminder",
        reservationCode: "RH-2026-000001",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("WHATSAPP_NO_CONSENT");
    }
    await api.deps.whatsApp.flush();
    expect(cloud.requests).toHaveLength(0);
  });

  it("asks for what the template needs, with the fields' codes", async () => {
    const missing = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
      customerId: customers.A!.id,
      template: "payment_due",
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(["detail", "reservationCode"]);
  });

  it("retries after a provider 500 with backoff, and gives up on a 4xx", async () => {
    cloud.requests.length = 0;
    cloud.failNext(500);
    const queued = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
      customerId: customers.E!.id,
      template: "payment_due",
      reservationCode: (
        await api.deps.database.db
          .select({ code: reservations.code })
          .from(reservations)
          .where(eq(reservations.customerId, customers.E!.id))
      )[0]!.code,
      detail: "1.500 USD, 1 Aralık",
    });
    expect(queued.status).toBe(201);
    await api.deps.whatsApp.flush();
    let [row] = await messagesOf(customers.E!.id);
    expect(row).toMatchObject({ status: "QUEUED", attempts: 1, lastError: expect.stringContaining("HTTP 500") });
    expect(row!.nextAttemptAt!.getTime()).toBeGreaterThan(clock.getTime());
    // Not before its time…
    await api.deps.whatsApp.flush();
    expect(cloud.requests).toHaveLength(1);
    // …and after it.
    clock = new Date(row!.nextAttemptAt!.getTime() + 1000);
    await api.deps.whatsApp.flush();
    [row] = await messagesOf(customers.E!.id);
    expect(row).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
    expect(cloud.requests).toHaveLength(2);
    expect(cloud.requests[1]!.body).toEqual(cloud.requests[0]!.body);

    cloud.failNext(400);
    const doomed = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
      customerId: customers.D!.id,
      template: "reservation_received",
      reservationCode: (
        await api.deps.database.db
          .select({ code: reservations.code })
          .from(reservations)
          .where(eq(reservations.customerId, customers.D!.id))
      )[0]!.code,
    });
    await api.deps.whatsApp.flush();
    const [failed] = await api.deps.database.db
      .select()
      .from(whatsAppMessages)
      .where(eq(whatsAppMessages.id, doomed.body.id));
    expect(failed).toMatchObject({ status: "FAILED", attempts: 1 });
  });
});

describe("POST /api/whatsapp/webhook", () => {
  it("refuses a wrong or missing signature with 401 and changes nothing", async () => {
    const [before] = await messagesOf(customers.A!.id);
    const forged = await webhook(statusWebhook(before!.wamid!, "read", customers.A!.phone), "not-the-secret");
    expect(forged.status).toBe(401);
    const unsigned = await api.app.request("/api/whatsapp/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(statusWebhook(before!.wamid!, "read", customers.A!.phone)),
    });
    expect(unsigned.status).toBe(401);
    // The signature of another body: the bytes are what is signed.
    const { headers } = cloud.signed(statusWebhook(before!.wamid!, "delivered", customers.A!.phone));
    const swapped = await api.app.request("/api/whatsapp/webhook", {
      method: "POST",
      headers,
      body: JSON.stringify(statusWebhook(before!.wamid!, "read", customers.A!.phone)),
    });
    expect(swapped.status).toBe(401);
    const [after] = await messagesOf(customers.A!.id);
    expect(after).toEqual(before);
  });

  it("marks a message DELIVERED then READ on signed statuses, and never moves it back", async () => {
    const [sent] = await messagesOf(customers.A!.id);
    const delivered = await webhook(statusWebhook(sent!.wamid!, "delivered", customers.A!.phone, clock));
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ updated: 1, received: 0 });
    let [row] = await messagesOf(customers.A!.id);
    expect(row!.status).toBe("DELIVERED");
    expect(row!.deliveredAt).not.toBeNull();
    await webhook(statusWebhook(sent!.wamid!, "read", customers.A!.phone, clock));
    await webhook(statusWebhook(sent!.wamid!, "delivered", customers.A!.phone, clock));
    [row] = await messagesOf(customers.A!.id);
    expect(row!.status).toBe("READ");
    const conversation = await send(api, staff, "GET", `/api/admin/whatsapp/conversations/${customers.A!.id}`);
    expect(conversation.body.messages.map((m: Json) => m.status)).toEqual(["READ"]);
  });

  it("is public (Meta has no session) yet refuses a body that is not JSON after a good signature", async () => {
    const { headers } = cloud.signed("x");
    const response = await api.app.request("/api/whatsapp/webhook", { method: "POST", headers, body: "not json" });
    expect(response.status).toBe(401);
    const good = cloud.signed({ nonsense: true });
    expect((await api.app.request("/api/whatsapp/webhook", { method: "POST", ...good })).status).toBe(400);
    expect((await unconfigured.app.request("/api/whatsapp/webhook", { method: "POST", ...good })).status).toBe(404);
  });
});

describe("incoming messages and replies", () => {
  it("stores an incoming message once, matched to the customer by number, and opens the 24-hour window", async () => {
    const payload = incomingWebhook(
      "+90 532 000 00 01".replace(/\D/g, ""),
      "Selamünaleyküm, otel ne zaman belli olur?",
      clock,
    );
    expect((await webhook(payload)).status).toBe(200);
    expect((await webhook(payload)).status).toBe(200);
    const incoming = (await messagesOf(customers.A!.id)).filter((m) => m.direction === "IN");
    expect(incoming).toHaveLength(1);
    expect(incoming[0]).toMatchObject({ status: "RECEIVED", text: "Selamünaleyküm, otel ne zaman belli olur?" });
    const list = await send(api, staff, "GET", "/api/admin/whatsapp/conversations");
    const mine = list.body.data.find((c: Json) => c.customer?.id === customers.A!.id);
    expect(mine).toMatchObject({ windowOpen: true, messages: 2, last: { direction: "IN" } });
  });

  it("sends free text inside the window only", async () => {
    cloud.requests.length = 0;
    const reply = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
      customerId: customers.A!.id,
      text: "Ve aleyküm selam, hafta içinde bildireceğiz.",
    });
    expect(reply.status).toBe(201);
    await api.deps.whatsApp.flush();
    expect(cloud.requests[0]!.body).toMatchObject({
      type: "text",
      to: customers.A!.phone,
      text: { body: "Ve aleyküm selam, hafta içinde bildireceğiz." },
    });
    const closed = await send(api, staff, "POST", "/api/admin/whatsapp/messages", {
      customerId: customers.E!.id,
      text: "Merhaba",
    });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe("WHATSAPP_WINDOW_CLOSED");
  });
});

describe("POST /api/admin/departures/{id}/whatsapp-broadcast", () => {
  it("sends one template to each opted-in contact of the departure and none to the others", async () => {
    // Worked out here from the tables, not by the service: live reservations' customers with an open opt-in.
    const db = api.deps.database.db;
    const booked = await db
      .selectDistinct({ customerId: reservations.customerId })
      .from(reservations)
      .where(and(eq(reservations.departureId, departureId), ne(reservations.status, "CANCELLED")));
    const open = await db
      .select({ phone: whatsAppConsents.phone })
      .from(whatsAppConsents)
      .where(
        and(
          inArray(
            whatsAppConsents.customerId,
            booked.map((row) => row.customerId),
          ),
          isNull(whatsAppConsents.withdrawnAt),
        ),
      );
    const expected = open.map((row) => row.phone).sort();
    expect(expected).toEqual([customers.A!.phone, customers.E!.phone]);

    cloud.requests.length = 0;
    const path = `/api/admin/departures/${departureId}/whatsapp-broadcast`;
    const body = { template: "departure_reminder" };
    const first = await send(api, staff, "POST", path, body, { "idempotency-key": "broadcast-0001" });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ queued: 2, skipped: 2, template: "departure_reminder" });
    const again = await send(api, staff, "POST", path, body, { "idempotency-key": "broadcast-0001" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    await api.deps.whatsApp.flush();
    expect(cloud.requests.map((request) => request.body.to).sort()).toEqual(expected);
    expect(new Set(cloud.requests.map((request) => request.body.template.name))).toEqual(
      new Set(["departure_reminder"]),
    );
    const reused = await send(
      api,
      staff,
      "POST",
      path,
      { template: "reservation_confirmed" },
      { "idempotency-key": "broadcast-0001" },
    );
    expect(reused.status).toBe(422);
    const noKey = await send(api, staff, "POST", path, body);
    expect(noKey.status).toBe(400);
  });
});

describe("access and configuration", () => {
  it("refuses to queue without the settings", async () => {
    const admin = await signIn(unconfigured, (await createUser(unconfigured, { isAdmin: true })).email);
    const target = await createUser(unconfigured);
    const refused = await send(unconfigured, admin, "POST", "/api/admin/whatsapp/messages", {
      customerId: target.id,
      text: "Merhaba",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("WHATSAPP_NOT_CONFIGURED");
    const list = await send(unconfigured, admin, "GET", "/api/admin/whatsapp/conversations");
    expect(list.body).toEqual({ configured: false, data: [] });
  });

  it("is staff-only", async () => {
    const plain = await signIn(api, (await createUser(api)).email);
    expect((await send(api, plain, "GET", "/api/admin/whatsapp/conversations")).status).toBe(403);
    expect((await send(api, null, "GET", "/api/admin/whatsapp/conversations")).status).toBe(401);
  });
});
