import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import {
  auditEvents,
  cashDesks,
  contactRequests,
  departures,
  ledgerTransactions,
  notes,
  passengers,
  reservations,
  sessions,
  users,
  whatsAppConsents,
} from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createDeparture, passenger } from "../../testing/reservations.ts";
import { createTestApi, testNow } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let admin: Session;
let adminId: string;
let agent: Session;
let customer: Session;
let customerId: string;
let email: string;
let departureId: number;
let reservationId: string;

const exportPath = (format: string) => `/api/admin/customers/${customerId}/data-export?format=${format}`;
const erase = (session: Session, confirm: unknown) =>
  api.app.request(
    `/api/admin/customers/${customerId}/erase`,
    asBrowser(session, { method: "POST", body: JSON.stringify({ confirm }) }),
  );
const eventsOf = (action: string) =>
  api.deps.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.entity, "customer"), eq(auditEvents.entityId, customerId), eq(auditEvents.action, action)),
    );

beforeAll(async () => {
  api = await createTestApi();
  const db = api.deps.database.db;
  const adminRow = await createUser(api, { isAdmin: true });
  adminId = adminRow.id;
  admin = await signIn(api, adminRow.email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  const row = await createUser(api);
  customerId = row.id;
  email = row.email;
  await db
    .update(users)
    .set({ firstName: "Şule", surname: "Ağaoğlu", phone: "+905321112233", birthDate: "1975-11-23" })
    .where(eq(users.id, customerId));
  customer = await signIn(api, email);
  await db
    .insert(contactRequests)
    .values({ locale: "tr", name: "Şule", email, subject: "Fiyat", message: "Umre fiyatı nedir?" });
  ({ departureId } = await createDeparture(api));
  const booked = await api.app.request(
    "/api/reservations",
    asBearer(customer, {
      method: "POST",
      headers: { "idempotency-key": "kvkk-test-key-1" },
      body: JSON.stringify({
        departureId,
        currency: "USD",
        rooms: [
          {
            roomType: "DOUBLE",
            adults: 2,
            passengers: [
              passenger(),
              passenger({ name: "İsmail", surname: "Işık", gender: "male", tckn: "10000000078" }),
            ],
          },
        ],
      }),
    }),
  );
  expect(booked.status).toBe(201);
  const code = ((await booked.json()) as Json).code as string;
  const [reservation] = await db.select().from(reservations).where(eq(reservations.code, code));
  reservationId = reservation!.id;
  await db.insert(notes).values({
    customerId,
    authorId: adminId,
    text: "Tekerlekli sandalye istiyor",
    createdAt: testNow,
    updatedAt: testNow,
  });
  await db
    .insert(whatsAppConsents)
    .values({ customerId, phone: "+905321112233", source: "STAFF_PHONE", optedInAt: testNow, recordedBy: adminId });
  const [desk] = await db.insert(cashDesks).values({ name: "KVKK Kasa", currency: "USD", kind: "CASH" }).returning();
  await db.insert(ledgerTransactions).values({
    type: "PAYMENT",
    cashDeskId: desk!.id,
    currency: "USD",
    amountMinor: 50_000,
    paymentType: "CASH",
    transactionDate: "2026-11-20",
    customerType: "CUSTOMER",
    reservationId,
    rate: "1.000000",
    reservationCurrency: "USD",
    reservationAmountMinor: 50_000,
    createdBy: adminId,
    createdAt: testNow,
  });
});

afterAll(async () => {
  await api.close();
});

describe("KVKK: a customer's data export", () => {
  it("is refused to a customer and an agent", async () => {
    for (const session of [customer, agent]) {
      expect((await api.app.request(exportPath("json"), asBrowser(session))).status).toBe(403);
      expect((await erase(session, email)).status).toBe(403);
    }
    expect(await eventsOf("exported")).toHaveLength(0);
  });

  it("downloads everything as JSON, identity numbers in full, and logs one 'exported' entry", async () => {
    const response = await api.app.request(exportPath("json"), asBrowser(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="kvkk-${customerId}-2026-11-21.json"`,
    );
    const body = (await response.json()) as Json;
    expect(body.account).toMatchObject({ firstName: "Şule", surname: "Ağaoğlu", email, phone: "+905321112233" });
    expect(body.reservations).toHaveLength(1);
    const people = body.reservations[0].passengers as Json[];
    expect(people.map((p) => [p.name, p.tckn, p.passportNumber])).toEqual([
      ["Ayşe", "10000000146", "U12345678"],
      ["İsmail", "10000000078", "U12345678"],
    ]);
    expect(body.notes[0].text).toBe("Tekerlekli sandalye istiyor");
    expect(body.contactRequests[0].message).toBe("Umre fiyatı nedir?");
    expect(body.whatsAppConsents).toHaveLength(1);
    expect(body.ledgerEntries).toEqual([expect.objectContaining({ type: "PAYMENT", amountMinor: 50_000 })]);
    const logged = await eventsOf("exported");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorId: adminId, note: "json", changes: {} });
  });

  it("renders a PDF whose Turkish text reads back", async () => {
    const response = await api.app.request(exportPath("pdf"), asBrowser(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1")).toBe("%PDF");
    const text = pdfText(bytes);
    expect(text).toContain("Şule Ağaoğlu");
    expect(text).toContain("İsmail Işık");
    expect(text).toContain("10000000078");
    expect(text).toContain("Yolcular");
    expect(await eventsOf("exported")).toHaveLength(2);
  });

  it("answers a bad format with a field code", async () => {
    const response = await api.app.request(exportPath("xml"), asBrowser(admin));
    expect(response.status).toBe(400);
  });
});

describe("KVKK: erasure", () => {
  it("refuses a wrong confirmation with a field code", async () => {
    const response = await erase(admin, "someone@example.com");
    expect(response.status).toBe(400);
    expect(((await response.json()) as Json).error.fields).toEqual({ confirm: ["ERASE_CONFIRM_MISMATCH"] });
    const bad = await erase(admin, 42);
    expect(bad.status).toBe(400);
  });

  it("refuses while the trip is still to come, changing nothing", async () => {
    const response = await erase(admin, email);
    expect(response.status).toBe(409);
    expect(((await response.json()) as Json).error.code).toBe("ERASE_BLOCKED_UPCOMING");
    const [row] = await api.deps.database.db.select().from(users).where(eq(users.id, customerId));
    expect(row).toMatchObject({ firstName: "Şule", email });
    expect(await eventsOf("erased")).toHaveLength(0);
  });

  it("anonymises the person once the trip is back, keeping the books, and signs them out", async () => {
    const db = api.deps.database.db;
    await db
      .update(departures)
      .set({ startDate: "2026-10-01", returnDate: "2026-10-11" })
      .where(eq(departures.id, departureId));
    expect((await api.app.request("/api/custom/me", asBrowser(customer))).status).toBe(200);

    const response = await erase(admin, `  ${email.toUpperCase()} `);
    expect(response.status).toBe(200);

    const [row] = await db.select().from(users).where(eq(users.id, customerId));
    expect(row).toMatchObject({
      firstName: "Silinmiş",
      surname: "Kullanıcı",
      email: `erased-${customerId}@invalid`,
      phone: null,
      birthDate: null,
      passwordHash: null,
    });
    expect(await db.select().from(sessions).where(eq(sessions.userId, customerId))).toHaveLength(0);
    expect((await api.app.request("/api/custom/me", asBrowser(customer))).status).toBe(401);

    const people = await db.select().from(passengers).where(eq(passengers.reservationId, reservationId));
    expect(people).toHaveLength(2);
    for (const p of people) {
      expect(p).toMatchObject({
        name: "Silinmiş",
        surname: "Kullanıcı",
        tcknEncrypted: null,
        passportNumberEncrypted: null,
      });
    }
    const requests = await db.select().from(contactRequests).where(eq(contactRequests.subject, "Fiyat"));
    expect(requests.every((r) => r.email === null && r.message === "—" && r.name === "Silinmiş Kullanıcı")).toBe(true);
    const [note] = await db.select().from(notes).where(eq(notes.customerId, customerId));
    expect(note!.text).toBe("—");
    const [consent] = await db.select().from(whatsAppConsents).where(eq(whatsAppConsents.customerId, customerId));
    expect(consent!.withdrawnAt).not.toBeNull();

    // The books stay: the same entry, the same amount, on the same (now anonymous) reservation.
    const ledger = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reservationId, reservationId));
    expect(ledger.map((l) => l.amountMinor)).toEqual([50_000]);
    const [kept] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(kept).toMatchObject({ customerId, contact: null });
    expect(kept!.totalMinor).toBeGreaterThan(0);

    const erased = await eventsOf("erased");
    expect(erased).toHaveLength(1);
    expect(erased[0]).toMatchObject({ actorId: adminId, changes: {}, note: null });
  });
});
