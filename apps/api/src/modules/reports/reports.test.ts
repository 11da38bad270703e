import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { cashDesks, departures, reservations, tourTranslations } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

/**
 * Issue 26's reports against a ledger and reservations this test makes itself (the clock is
 * 2026-11-21, Istanbul). The sales totals are checked against a query written here, not the
 * module's; the payments against the entries posted here; the balances against the domain's rule
 * as the reservation's own answer gives it.
 */
let api: RihlaApi;
let accountant: Session;
let master: Session;
let admin: Session;
let customer: Session;
let agentId: string;
let customerId: string;
const desk = { try: 0, eur: 0 };
const dep = { a1: 0, a2: 0, b1: 0 };
const codes: Record<string, string> = {};
const tourTitle = "Şeker Bayramı Umresi İstanbul Çıkışlı";

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Json });
const get = async (session: Session | null, path: string) =>
  json(await api.app.request(path, session ? asBearer(session) : {}));
let keys = 0;
const post = async (session: Session, path: string, body: unknown, method = "POST") =>
  json(
    await api.app.request(
      path,
      asBrowser(session, { method, headers: { "idempotency-key": `report-key-${++keys}-${Date.now()}` }, body: JSON.stringify(body) }),
    ),
  );

let sequence = 900_000;
async function reservation(values: {
  departureId: number;
  currency: "TRY" | "USD" | "EUR";
  totalMinor: number;
  seats: number;
  status: "WAITING" | "CONFIRMED" | "CANCELLED";
  createdAt: string;
  agent?: boolean;
}) {
  const code = `RH-2026-${++sequence}`;
  await api.deps.database.db.insert(reservations).values({
    code,
    kind: "TOUR",
    departureId: values.departureId,
    customerId,
    agentId: values.agent ? agentId : null,
    status: values.status,
    currency: values.currency,
    totalMinor: values.totalMinor,
    priceSnapshot: {} as never,
    seats: values.seats,
    contact: { name: "Ayşe Yılmaz", phone: "+905551112233" },
    createdAt: new Date(values.createdAt),
  });
  return code;
}

const payment = (over: Json) => ({
  type: "PAYMENT",
  cashDeskId: desk.try,
  currency: "TRY",
  paymentType: "CASH",
  date: "2026-11-10",
  customerType: "CUSTOMER",
  ...over,
});

beforeAll(async () => {
  api = await createTestApi();
  accountant = await signIn(api, (await createUser(api, { isAdmin: true, hasAccountingRole: true })).email);
  master = await signIn(api, (await createUser(api, { role: "Master" })).email);
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  const customerUser = await createUser(api);
  customerId = customerUser.id;
  customer = await signIn(api, customerUser.email);
  agentId = (await createUser(api, { role: "Agent" })).id;
  const db = api.deps.database.db;
  const [tryDesk, eurDesk] = await db
    .insert(cashDesks)
    .values([
      { name: "Rapor TL Kasa", currency: "TRY", kind: "CASH" },
      { name: "Rapor EUR Kasa", currency: "EUR", kind: "CASH" },
    ])
    .returning();
  Object.assign(desk, { try: tryDesk!.id, eur: eurDesk!.id });

  const a1 = await createDeparture(api, { startDate: "2026-11-25", capacity: 40, seatsTaken: 10 });
  const a2 = await db
    .insert(departures)
    .values({ tourId: a1.tourId, startDate: "2026-12-10", returnDate: "2026-12-20", days: 10, capacity: 30 })
    .returning();
  const b1 = await createDeparture(api, { startDate: "2026-11-28", capacity: 20, seatsTaken: 20 });
  Object.assign(dep, { a1: a1.departureId, a2: a2[0]!.id, b1: b1.departureId });
  await db.insert(tourTranslations).values({
    tourId: a1.tourId,
    locale: "tr",
    slug: `seker-bayrami-${a1.tourId}`,
    title: tourTitle,
    shortDescription: "",
    descriptionHtml: "",
  });

  codes.r1 = await reservation({ departureId: dep.a1, currency: "TRY", totalMinor: 5_100_000, seats: 2, status: "CONFIRMED", createdAt: "2026-11-05T10:00:00Z" });
  codes.r2 = await reservation({ departureId: dep.a1, currency: "USD", totalMinor: 300_000, seats: 2, status: "WAITING", createdAt: "2026-11-10T10:00:00Z", agent: true });
  codes.r3 = await reservation({ departureId: dep.b1, currency: "TRY", totalMinor: 2_000_000, seats: 1, status: "CONFIRMED", createdAt: "2026-11-20T10:00:00Z", agent: true });
  // Cancelled: sold nothing.
  codes.r4 = await reservation({ departureId: dep.a2, currency: "TRY", totalMinor: 9_999_900, seats: 3, status: "CANCELLED", createdAt: "2026-11-12T10:00:00Z" });
  // 22:30 UTC on 31 October is 01:30 on 1 November in Istanbul: November's.
  codes.r5 = await reservation({ departureId: dep.a2, currency: "EUR", totalMinor: 100_000, seats: 1, status: "CONFIRMED", createdAt: "2026-10-31T22:30:00Z" });
  // 00:00 on 1 December in Istanbul: not November's.
  codes.r6 = await reservation({ departureId: dep.b1, currency: "TRY", totalMinor: 1_000_000, seats: 1, status: "CONFIRMED", createdAt: "2026-11-30T21:00:00Z" });
  // And one booked the real way (price snapshot, seats held), today.
  const booked = await post(customer, "/api/reservations", {
    departureId: dep.a1,
    currency: "TRY",
    rooms: [{ roomType: "DOUBLE", adults: 1 }],
  });
  expect(booked.body).toMatchObject({ code: expect.any(String) });
  codes.r7 = booked.body.code;

  // The ledger: posted through the API, as staff do.
  const entries = [
    payment({ amount: 1_000_000, reservationCode: codes.r1 }),
    payment({ cashDeskId: desk.eur, currency: "EUR", amount: 10_000, date: "2026-11-12", reservationCode: codes.r1, rate: "35.5" }),
    payment({ type: "REFUND", amount: 200_000, date: "2026-11-15", reservationCode: codes.r1 }),
    payment({ amount: 50_000, date: "2026-11-16", reservationCode: codes.r3 }),
    payment({ type: "EXPENSE", amount: 30_000, date: "2026-11-17", customerType: "SUPPLIER" }),
    payment({ amount: 70_000, date: "2026-12-02", reservationCode: codes.r3 }),
  ];
  const ids: number[] = [];
  for (const entry of entries) {
    const answer = await post(accountant, "/api/admin/transactions", entry);
    expect(answer.status).toBe(201);
    ids.push(answer.body.id);
  }
  // The 500.00 TRY on r3 was a mistake: reversed (dated today, 21 November).
  expect((await post(accountant, `/api/admin/transactions/${ids[3]}/reverse`, {})).status).toBe(201);
  // r1's plan: half at booking (5 November), the rest 30 days before 25 November (so also at booking).
  expect(
    (await post(master, `/api/admin/reservations/${codes.r1}/payment-plan`, { depositPercent: 50, balanceDueDaysBefore: 30 }, "PUT"))
      .status,
  ).toBe(200);
});
afterAll(() => api.close());

const november = "from=2026-11-01&to=2026-11-30";
const moneyOf = (value: Json[] | undefined, currency: string) => value?.find((m) => m.currency === currency)?.amount ?? 0;

describe("who may read the reports (spec §6)", () => {
  it("lets the accounting role and Master in; a plain admin and a customer are refused", async () => {
    for (const path of ["/api/admin/reports/sales", "/api/admin/reports/sales/export?format=pdf"]) {
      expect((await get(null, path)).status).toBe(401);
      for (const session of [admin, customer]) expect((await get(session, path)).status).toBe(403);
    }
    for (const session of [accountant, master]) expect((await get(session, "/api/admin/reports/sales")).status).toBe(200);
  });

  it("refuses bad filters with field codes", async () => {
    const fields = async (path: string) => {
      const answer = await get(accountant, path);
      expect(answer.status).toBe(400);
      return answer.body.error.fields;
    };
    expect(await fields("/api/admin/reports/sales?from=2026-02-30")).toEqual({ from: ["DATE_INVALID"] });
    expect(await fields("/api/admin/reports/sales?from=2026-11-30&to=2026-11-01")).toEqual({ to: ["INVALID_VALUE"] });
    expect(await fields("/api/admin/reports/sales?groupBy=desk")).toEqual({ groupBy: ["INVALID_VALUE"] });
    expect(await fields("/api/admin/reports/ledger")).toEqual({ kind: ["INVALID_VALUE"] });
    expect(await fields("/api/admin/reports/sales/export?format=doc")).toEqual({ format: ["INVALID_VALUE"] });
    expect(await fields("/api/admin/reports/payments/export?format=pdf&groupBy=tour")).toEqual({ groupBy: ["INVALID_VALUE"] });
  });
});

describe("sales", () => {
  /** Written independently of the module: Istanbul is UTC+3 all year, cancelled reservations sold nothing. */
  async function independentTotals(from: string, to: string) {
    const result = await api.deps.database.db.execute(sql`
      select currency, count(*)::int as n, sum(seats)::int as seats, sum(total_minor)::text as total
      from reservations
      where status <> 'CANCELLED'
        and ((created_at at time zone 'UTC') + interval '3 hours')::date between ${from}::date and ${to}::date
      group by currency order by currency`);
    return (result as unknown as { rows: { currency: string; n: number; seats: number; total: string }[] }).rows;
  }

  it("matches an independent SQL query, whatever the grouping", async () => {
    const expected = await independentTotals("2026-11-01", "2026-11-30");
    expect(expected.map((row) => row.currency)).toEqual(["EUR", "TRY", "USD"]);
    for (const groupBy of ["tour", "departure", "month", "agent"]) {
      const { status, body } = await get(accountant, `/api/admin/reports/sales?${november}&groupBy=${groupBy}`);
      expect(status).toBe(200);
      expect(body.groupBy).toBe(groupBy);
      expect(body.period).toEqual({ from: "2026-11-01", to: "2026-11-30" });
      expect(body.totals.reservations).toBe(expected.reduce((sum, row) => sum + row.n, 0));
      expect(body.totals.seats).toBe(expected.reduce((sum, row) => sum + row.seats, 0));
      expect(body.totals.revenue).toEqual(expected.map((row) => ({ amount: Number(row.total), currency: row.currency })));
      // The rows add up to the totals (added here, in the test, only to check the SQL's grouping).
      expect(body.rows.reduce((sum: number, row: Json) => sum + row.values.seats, 0)).toBe(body.totals.seats);
    }
  });

  it("counts what this test made: no cancellation, the Istanbul day boundaries, one row per group", async () => {
    const byTour = (await get(accountant, `/api/admin/reports/sales?${november}&groupBy=tour`)).body;
    const tourA = byTour.rows.find((row: Json) => row.label === tourTitle);
    // r1, r2, r5 and the booking of today (r4 is cancelled).
    expect(tourA.values).toEqual({
      reservations: 4,
      seats: 6,
      revenue: [
        { amount: 100_000, currency: "EUR" },
        { amount: 5_100_000 + 5_100_000, currency: "TRY" },
        { amount: 300_000, currency: "USD" },
      ],
    });
    const byAgent = (await get(accountant, `/api/admin/reports/sales?${november}&groupBy=agent`)).body;
    const agentRow = byAgent.rows.find((row: Json) => row.key === agentId);
    expect(agentRow.values.reservations).toBe(2);
    expect(byAgent.rows.find((row: Json) => row.key === "direct").label).toBe("Doğrudan (acentesiz)");
    const byMonth = (await get(accountant, `/api/admin/reports/sales?from=2026-10-01&to=2026-12-31&groupBy=month&locale=en`)).body;
    expect(byMonth.rows.map((row: Json) => [row.label, row.values.reservations])).toEqual([
      ["November 2026", 5],
      ["December 2026", 1],
    ]);
  });
});

describe("payments by cash desk", () => {
  it("sums the entries posted here: reversals cancel, expenses and other periods stay out", async () => {
    const { body } = await get(accountant, `/api/admin/reports/payments?${november}`);
    const row = (id: number) => body.rows.find((r: Json) => r.key === String(id)).values;
    expect(row(desk.try)).toEqual({
      entries: 2,
      received: [{ amount: 1_000_000, currency: "TRY" }],
      refunded: [{ amount: 200_000, currency: "TRY" }],
      net: [{ amount: 800_000, currency: "TRY" }],
    });
    expect(row(desk.eur)).toEqual({
      entries: 1,
      received: [{ amount: 10_000, currency: "EUR" }],
      refunded: [{ amount: 0, currency: "EUR" }],
      net: [{ amount: 10_000, currency: "EUR" }],
    });
    expect(body.totals.net).toEqual([
      { amount: 10_000, currency: "EUR" },
      { amount: 800_000, currency: "TRY" },
    ]);
    const december = (await get(accountant, "/api/admin/reports/payments?from=2026-12-01&to=2026-12-31&groupBy=month")).body;
    expect(december.rows).toHaveLength(1);
    expect(december.totals.received).toEqual([{ amount: 70_000, currency: "TRY" }]);
  });
});

describe("balances and overdue instalments", () => {
  it("computes each balance in SQL as the domain's rule does for the reservation's own answer", async () => {
    const { body } = await get(accountant, `/api/admin/reports/balances?${november}`);
    expect(body.rows.length).toBeGreaterThanOrEqual(3);
    for (const row of body.rows) {
      const own = (await get(master, `/api/reservations/${row.key}`)).body;
      expect(row.values.balance).toEqual([own.balance]);
      expect(row.values.total).toEqual([own.total]);
    }
    const r1 = body.rows.find((row: Json) => row.key === codes.r1);
    // 51,000.00 − 10,000.00 − 100 EUR at 35.5 (3,550.00) + 2,000.00 refunded.
    expect(r1.values.balance).toEqual([{ amount: 3_945_000, currency: "TRY" }]);
    expect(r1.values.customer).toBe("Ayşe Yılmaz");
    expect(body.rows.find((row: Json) => row.key === codes.r4)).toBeUndefined();
    // r3's 500.00 was reversed; the 700.00 of December counts (a balance is what is owed now).
    expect(body.rows.find((row: Json) => row.key === codes.r3).values.balance).toEqual([
      { amount: 2_000_000 - 70_000, currency: "TRY" },
    ]);
    expect(moneyOf(body.totals.balance, "USD")).toBe(300_000);
  });

  it("lists what is overdue of a plan after the payments cover it in order", async () => {
    const { body } = await get(accountant, `/api/admin/reports/instalments?${november}`);
    const r1 = body.rows.filter((row: Json) => row.label === codes.r1);
    expect(r1.map((row: Json) => [row.values.instalment, row.values.dueOn, row.values.daysOverdue, row.values.left])).toEqual([
      ["Kapora", "2026-11-05", 16, [{ amount: 2_550_000 - 1_155_000, currency: "TRY" }]],
      ["Bakiye", "2026-11-05", 16, [{ amount: 2_550_000, currency: "TRY" }]],
    ]);
    // What is overdue of r1 is all it still owes.
    expect(moneyOf(body.totals.left, "TRY")).toBe(3_945_000);
  });
});

describe("occupancy", () => {
  it("gives capacity, seats taken and the share, the totals' share from the sums", async () => {
    const { body } = await get(accountant, `/api/admin/reports/occupancy?${november}`);
    const a1 = body.rows.find((row: Json) => row.key === String(dep.a1)).values;
    // 10 seats set on the departure, 1 more held by today's booking.
    expect(a1).toEqual({ startDate: "2026-11-25", capacity: 40, seatsTaken: 11, free: 29, occupancy: 27.5 });
    expect(body.rows.find((row: Json) => row.key === String(dep.b1)).values.occupancy).toBe(100);
    expect(body.totals).toMatchObject({ capacity: 60, seatsTaken: 31, free: 29, occupancy: 51.7 });
  });
});

describe("exports", () => {
  it("writes the sales report as xlsx with the same totals", async () => {
    const report = (await get(accountant, `/api/admin/reports/sales?${november}`)).body;
    const response = await api.app.request(`/api/admin/reports/sales/export?${november}&format=xlsx`, asBearer(accountant));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="satis-raporu-tur-2026-11-01-2026-11-30.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const headings = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headings).toEqual(["Tur", "Rezervasyon", "Koltuk", "Ciro (EUR)", "Ciro (TRY)", "Ciro (USD)"]);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last.slice(1)).toEqual([
      "Toplam",
      report.totals.reservations,
      report.totals.seats,
      moneyOf(report.totals.revenue, "EUR") / 100,
      moneyOf(report.totals.revenue, "TRY") / 100,
      moneyOf(report.totals.revenue, "USD") / 100,
    ]);
    expect(sheet.rowCount).toBe(report.rows.length + 2);
  });

  it("writes a PDF with its Turkish text embedded", async () => {
    const response = await api.app.request(`/api/admin/reports/sales/export?${november}&format=pdf`, asBearer(accountant));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    for (const words of ["Satışlar", tourTitle, "Rezervasyon tarihi", "Toplam"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("₺102.000,00");

    const payments = await api.app.request(`/api/admin/reports/payments/export?${november}&format=pdf&locale=en`, asBearer(master));
    expect(pdfText(new Uint8Array(await payments.arrayBuffer()))).toContain("Payments by cash desk");
  });
});
