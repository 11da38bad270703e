import { generateTckn, generateVkn } from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents, invoiceCounters, invoices } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let accountant: Session;
let master: Session;
let admin: Session;
let customer: Session;
let code: string;

const json = async (response: Response) => ({
  status: response.status,
  headers: response.headers,
  body: (await response.json()) as Json,
});
const get = async (session: Session | null, path: string) =>
  json(await api.app.request(path, session ? asBearer(session) : {}));
let keys = 0;
const post = async (
  session: Session,
  path: string,
  body: unknown,
  key: string | null = `key-${++keys}-${Date.now()}`,
) =>
  json(
    await api.app.request(
      path,
      asBrowser(session, {
        method: "POST",
        headers: key ? { "idempotency-key": key } : {},
        body: JSON.stringify(body),
      }),
    ),
  );

const tckn = generateTckn(() => 0.37);
const vkn = generateVkn(() => 0.61);
const person = { type: "PERSON", name: "Şule Ağaoğlu", taxId: tckn, address: "Üsküdar, İstanbul" };
const customerInvoice = () => ({
  currency: "TRY",
  buyer: { type: "COMPANY", name: "Işık Turizm A.Ş.", taxId: vkn, taxOffice: "Kadıköy" },
  lines: [
    { description: "Umre danışmanlığı", quantity: 2, unitPrice: 100_000, vatRate: 20 },
    { description: "Vize işlemi", quantity: 1, unitPrice: 12_345, vatRate: 10 },
    { description: "Kitap", quantity: 3, unitPrice: 999, vatRate: 1 },
  ],
});
const db = () => api.deps.database.db;

beforeAll(async () => {
  api = await createTestApi();
  accountant = await signIn(api, (await createUser(api, { isAdmin: true, hasAccountingRole: true })).email);
  master = await signIn(api, (await createUser(api, { role: "Master" })).email);
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  customer = await signIn(api, (await createUser(api)).email);
  const { departureId } = await createDeparture(api);
  // One adult in a DOUBLE, priced in TRY: 51,000.00.
  const booked = await post(customer, "/api/reservations", {
    departureId,
    currency: "TRY",
    rooms: [{ roomType: "DOUBLE", adults: 1 }],
  });
  expect(booked.status).toBe(201);
  code = booked.body.code;
});
afterAll(() => api.close());

describe("who may issue invoices", () => {
  it("lets the accounting role and Master in; a plain admin and a customer are refused", async () => {
    expect((await get(null, "/api/admin/invoices")).status).toBe(401);
    for (const session of [customer, admin]) expect((await get(session, "/api/admin/invoices")).status).toBe(403);
    for (const session of [accountant, master]) expect((await get(session, "/api/admin/invoices")).status).toBe(200);
    expect((await post(admin, "/api/admin/invoices", customerInvoice())).status).toBe(403);
    expect((await post(admin, "/api/admin/invoices/1/cancel", {})).status).toBe(403);
    expect((await get(admin, "/api/admin/invoices/1/pdf")).status).toBe(403);
  });
});

describe("issuing", () => {
  it("refuses bad input with field codes and stores nothing", async () => {
    const base = customerInvoice();
    const cases: [Json, number, Json][] = [
      [{ ...base, buyer: { ...person, taxId: "12345678901" } }, 400, { "buyer.taxId": ["TCKN_INVALID"] }],
      [{ ...base, buyer: { ...base.buyer, taxId: "1234567891" } }, 400, { "buyer.taxId": ["VKN_INVALID"] }],
      [{ ...base, lines: [{ ...base.lines[0], vatRate: 18 }] }, 400, { "lines.0.vatRate": ["VAT_RATE_NOT_ALLOWED"] }],
      [{ ...base, lines: [] }, 400, { lines: ["LINES_REQUIRED"] }],
      [{ ...base, lines: [{ ...base.lines[0], quantity: 0 }] }, 400, { "lines.0.quantity": ["INVALID_VALUE"] }],
      [{ ...base, currency: undefined }, 400, { currency: ["REQUIRED"] }],
      [{ ...base, reservationCode: "RH-2026-999999", currency: undefined }, 404, { reservationCode: ["NOT_FOUND"] }],
    ];
    for (const [body, status, fields] of cases) {
      const answer = await post(accountant, "/api/admin/invoices", body);
      expect({ status: answer.status, fields: answer.body.error?.fields }).toEqual({ status, fields });
    }
    expect((await post(accountant, "/api/admin/invoices", base, null)).status).toBe(400);
    expect(await db().select().from(invoices)).toHaveLength(0);
  });

  it("numbers a customer's invoice, totals it per line and logs it; a repeated key answers the same", async () => {
    const first = await post(accountant, "/api/admin/invoices", customerInvoice(), "invoice-double-click");
    expect(first.status).toBe(201);
    // 2 × 1,000.00 at 20% = 2,000.00 + 400.00; 123.45 at 10% = 123.45 + 12.35 (12.345 half up);
    // 3 × 9.99 at 1% = 29.97 + 0.30.
    expect(first.body).toMatchObject({
      number: "RHL2026000000001",
      kind: "INVOICE",
      net: { amount: 200_000 + 12_345 + 2_997, currency: "TRY" },
      vat: { amount: 40_000 + 1_235 + 30 },
      gross: { amount: 215_342 + 41_265 },
      vatBreakdown: [
        { rate: 1, vat: { amount: 30 } },
        { rate: 10, vat: { amount: 1_235 } },
        { rate: 20, vat: { amount: 40_000 } },
      ],
      cancels: null,
      cancelledBy: null,
    });
    const again = await post(accountant, "/api/admin/invoices", customerInvoice(), "invoice-double-click");
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body.id).toBe(first.body.id);
    const events = await db().select().from(auditEvents).where(eq(auditEvents.entity, "invoice"));
    expect(events).toHaveLength(1);
    expect((await get(accountant, `/api/admin/invoices/${first.body.id}`)).body).toEqual(first.body);
  });

  it("takes a reservation's lines from its price snapshot, VAT included, so the gross is its total", async () => {
    const answer = await post(accountant, "/api/admin/invoices", { reservationCode: code, buyer: person });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      reservationCode: code,
      pricesIncludeVat: true,
      gross: { amount: 5_100_000, currency: "TRY" },
      // 51,000.00 × 20/120 = 8,500.00.
      vat: { amount: 850_000 },
      net: { amount: 4_250_000 },
    });
    expect(answer.body.lines).toHaveLength(1);
    expect(answer.body.lines[0]).toMatchObject({ quantity: 1, vatRate: 20 });
    const listed = await get(accountant, `/api/admin/invoices?reservationCode=${code}`);
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: answer.body.id }] });
  });
});

describe("numbers", () => {
  it("are gapless per series and year under 10 concurrent issues", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(master, "/api/admin/invoices", { ...customerInvoice(), series: "ACN" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    const sequences = answers.map((answer) => answer.body.sequence as number).sort((a, b) => a - b);
    expect(sequences).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(answers.map((answer) => answer.body.number)).size).toBe(10);
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.series, "ACN"));
    expect(counter).toMatchObject({ year: 2026, last: 10 });
  });

  it("a refused issue takes no number: the next one follows on", async () => {
    const refused = await post(accountant, "/api/admin/invoices", {
      ...customerInvoice(),
      customerId: "00000000-0000-4000-8000-000000000000",
    });
    expect(refused.status).toBe(404);
    const next = await post(accountant, "/api/admin/invoices", customerInvoice());
    expect(next.body.number).toBe("RHL2026000000003");
  });

  it("a transaction that fails after taking a number gives it back (the counter row rolls back)", async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update invoice_counters set last = last + 1 where series = 'RHL' and year = 2026`);
        throw new Error("the insert failed");
      }),
    ).rejects.toThrow("the insert failed");
    const [counter] = await db().select().from(invoiceCounters).where(eq(invoiceCounters.series, "RHL"));
    expect(counter!.last).toBe(3);
  });
});

describe("cancelling", () => {
  it("makes a new record with its own number pointing at the original; a second cancel is 409", async () => {
    const issued = await post(accountant, "/api/admin/invoices", customerInvoice());
    const cancelled = await post(accountant, `/api/admin/invoices/${issued.body.id}/cancel`, { note: "Hatalı unvan" });
    expect(cancelled.status).toBe(201);
    expect(cancelled.body).toMatchObject({
      kind: "CANCELLATION",
      number: "RHL2026000000005",
      cancels: { id: issued.body.id, number: issued.body.number },
      gross: { amount: -issued.body.gross.amount },
      vat: { amount: -issued.body.vat.amount },
      buyer: issued.body.buyer,
      note: "Hatalı unvan",
    });
    expect(cancelled.body.lines.map((line: Json) => line.gross.amount)).toEqual(
      issued.body.lines.map((line: Json) => -line.gross.amount),
    );
    const original = await get(accountant, `/api/admin/invoices/${issued.body.id}`);
    expect(original.body).toMatchObject({
      number: issued.body.number,
      gross: issued.body.gross,
      cancelledBy: { id: cancelled.body.id, number: cancelled.body.number },
    });
    const twice = await post(accountant, `/api/admin/invoices/${issued.body.id}/cancel`, {});
    expect({ status: twice.status, code: twice.body.error.code }).toEqual({ status: 409, code: "ALREADY_CANCELLED" });
    const ofCancellation = await post(accountant, `/api/admin/invoices/${cancelled.body.id}/cancel`, {});
    expect(ofCancellation.body.error.code).toBe("CANCELLATION_NOT_CANCELLABLE");
    // The original's number is never reused: the next invoice takes the next one.
    const next = await post(accountant, "/api/admin/invoices", customerInvoice());
    expect(next.body.number).toBe("RHL2026000000006");
    const numbers = (await db().select({ number: invoices.number }).from(invoices)).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const cancelledList = await get(accountant, "/api/admin/invoices?kind=CANCELLATION");
    expect(cancelledList.body).toMatchObject({ total: 1, data: [{ id: cancelled.body.id }] });
    const events = await db().select().from(auditEvents).where(eq(auditEvents.action, "cancelled"));
    expect(events.filter((event) => event.entity === "invoice")).toHaveLength(1);
  });

  it("answers 404 for an unknown invoice and 400 for a bad id", async () => {
    expect((await post(accountant, "/api/admin/invoices/999999/cancel", {})).status).toBe(404);
    expect((await get(accountant, "/api/admin/invoices/abc")).status).toBe(400);
  });
});

describe("append-only", () => {
  it("refuses UPDATE and DELETE of invoices and lines in the database", async () => {
    for (const statement of [
      sql`update invoices set buyer_name = 'X'`,
      sql`delete from invoices`,
      sql`update invoice_lines set quantity = 9`,
      sql`delete from invoice_lines`,
    ]) {
      await expect(db().execute(statement)).rejects.toThrow();
    }
    expect((await db().select().from(invoices)).length).toBeGreaterThan(0);
  });

  it("has no way to edit or delete an invoice", async () => {
    for (const method of ["PATCH", "DELETE", "PUT"]) {
      const response = await api.app.request(
        "/api/admin/invoices/1",
        asBrowser(accountant, { method, body: JSON.stringify({ buyer: person }) }),
      );
      expect([404, 405]).toContain(response.status);
    }
  });
});

describe("the PDF", () => {
  it("starts with %PDF and reads back in Turkish: buyer, lines, VAT breakdown, totals", async () => {
    const issued = await post(accountant, "/api/admin/invoices", customerInvoice());
    const response = await api.app.request(`/api/admin/invoices/${issued.body.id}/pdf`, asBearer(accountant));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain(`${issued.body.number}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const words of [
      `Fatura ${issued.body.number}`,
      "Işık Turizm A.Ş.",
      "Vergi kimlik no",
      vkn,
      "Umre danışmanlığı",
      "KDV dökümü",
      "Ödenecek tutar",
      "₺2.566,07",
    ]) {
      expect(text).toContain(words);
    }
    const en = await api.app.request(`/api/admin/invoices/${issued.body.id}/pdf?locale=en`, asBearer(master));
    expect(pdfText(new Uint8Array(await en.arrayBuffer()))).toContain("VAT breakdown");
  });
});
