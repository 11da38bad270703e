import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { contactRequests, users } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture, passenger } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let agent: Session;
let customer: Session;
let email: string;
let code: string;

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const send = async (session: Session, method: string, path: string, body?: unknown) =>
  json(await api.app.request(path, asBrowser(session, { method, ...(body ? { body: JSON.stringify(body) } : {}) })));

beforeAll(async () => {
  api = await createTestApi();
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  const row = await createUser(api);
  email = row.email;
  await api.deps.database.db
    .update(users)
    .set({ firstName: "Zeynep", surname: "Kaya", birthDate: "1975-11-23" })
    .where(eq(users.id, row.id));
  customer = await signIn(api, email);
  await api.deps.database.db
    .insert(contactRequests)
    .values({ locale: "tr", name: "Zeynep", email: email.toUpperCase(), subject: "Fiyat", message: "Merhaba" });
  const { departureId } = await createDeparture(api);
  const booked = await api.app.request(
    "/api/reservations",
    asBearer(customer, {
      method: "POST",
      headers: { "idempotency-key": "customers-test-key-1" },
      body: JSON.stringify({
        departureId,
        currency: "USD",
        // A passenger born on 2 December: inside "this month and next" (Nov–Dec), outside this week.
        rooms: [
          {
            roomType: "DOUBLE",
            adults: 2,
            passengers: [
              passenger({ birthDate: "1980-12-02" }),
              passenger({ name: "Veli", gender: "male", tckn: "10000000078", birthDate: "1979-05-05" }),
            ],
          },
        ],
      }),
    }),
  );
  code = ((await booked.json()) as Json).code;
});
afterAll(() => api.close());

describe("/api/admin/customers", () => {
  it("is staff-only", async () => {
    expect((await api.app.request("/api/admin/customers")).status).toBe(401);
    expect((await send(customer, "GET", "/api/admin/customers")).status).toBe(403);
    expect((await send(agent, "GET", "/api/admin/customers/birthdays")).status).toBe(403);
  });

  it("lists customers (not staff, not agents) with their reservation count, searchable", async () => {
    const list = await send(admin, "GET", "/api/admin/customers?q=zeynep");
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: customer.userId,
      name: "Zeynep Kaya",
      reservations: 1,
      birthDate: "1975-11-23",
    });
    await createUser(api);
    const all = await send(admin, "GET", "/api/admin/customers?pageSize=1");
    expect(all.body.data).toHaveLength(1);
    expect(all.body.next).not.toBeNull();
    const rest = await send(admin, "GET", `/api/admin/customers?pageSize=100&cursor=${all.body.next}`);
    const ids = [...all.body.data, ...rest.body.data].map((c: Json) => c.id);
    expect(ids).toContain(customer.userId);
    expect(ids).not.toContain(admin.userId);
    expect(ids).not.toContain(agent.userId);
  });

  it("answers one customer with reservations, notes, contact history; 404 for staff or unknown ids", async () => {
    await send(admin, "POST", "/api/admin/notes", { text: "Arandı", customerId: customer.userId });
    const detail = await send(admin, "GET", `/api/admin/customers/${customer.userId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.reservations.map((r: Json) => r.code)).toEqual([code]);
    expect(detail.body.notes.map((n: Json) => n.text)).toEqual(["Arandı"]);
    expect(detail.body.contacts.map((c: Json) => [c.kind, c.subject])).toContainEqual(["contact", "Fiyat"]);
    expect(detail.body.contacts.map((c: Json) => c.kind)).toContain("mail");
    expect((await send(admin, "GET", "/api/admin/customers/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("changes the birth date and phone, logged; bad values are field codes", async () => {
    const changed = await send(admin, "PATCH", `/api/admin/customers/${customer.userId}`, {
      birthDate: "1975-11-24",
      phone: "0532 111 22 33",
    });
    expect(changed.body.customer).toMatchObject({ birthDate: "1975-11-24", phone: "905321112233" });
    expect(changed.body.events[0].changes.birthDate).toEqual({ from: "1975-11-23", to: "1975-11-24" });
    expect(
      await send(admin, "PATCH", `/api/admin/customers/${customer.userId}`, { birthDate: "1975-02-30", phone: "12" }),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { birthDate: ["DATE_INVALID"], phone: ["PHONE_INVALID"] } } },
    });
    expect((await send(admin, "PATCH", `/api/admin/customers/${admin.userId}`, { firstName: "X" })).status).toBe(404);
    // The new phone reaches the reservations' search text (the users trigger of migration 0010).
    const found = await send(admin, "GET", "/api/admin/reservations?q=5321112233");
    expect(found.body.data.map((r: Json) => r.code)).toEqual([code]);
  });

  it("lists birthdays of customers and passengers this month and next, and this week", async () => {
    const months = await send(admin, "GET", "/api/admin/customers/birthdays");
    expect(months.body).toMatchObject({ from: "2026-11-01", to: "2026-12-31" });
    const mine = months.body.data.filter((b: Json) => b.customerId === customer.userId);
    expect(mine.map((b: Json) => [b.source, b.name, b.on, b.age])).toEqual([
      ["customer", "Zeynep Kaya", "2026-11-24", 51],
      ["passenger", "Ayşe Yılmaz", "2026-12-02", 46],
    ]);
    const week = await send(admin, "GET", "/api/admin/customers/birthdays?span=week");
    expect(week.body.data.filter((b: Json) => b.customerId === customer.userId).map((b: Json) => b.name)).toEqual([]);
    expect((await send(admin, "GET", "/api/admin/customers/birthdays?span=year")).status).toBe(400);
  });
});
