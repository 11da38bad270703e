import { money, planStatus, type CalendarDate, type Instalment } from "@rihla/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { cashDesks } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

// Issue 26: what is overdue and due this week, on the dashboard and as the reservation list's
// filter, is the domain's `planStatus` of each reservation — summed per currency in SQL. Three
// reservations booked on 2026-11-21 for a departure on 2026-12-10, seen on 2026-11-27:
//   A: 30 % deposit due 11-21 (partly paid), the balance due 12-03 (this week);
//   B: no deposit, the balance due 11-26 (yesterday: overdue);
//   C: 50 % deposit due 11-21 (unpaid: overdue), the balance due 12-08 (later).
let clock = new Date("2026-11-21T09:00:00Z");
let api: RihlaApi;
let admin: Session;
let accountant: Session;
const codes: Record<"A" | "B" | "C", string> = { A: "", B: "", C: "" };

const send = async (session: Session, method: string, path: string, body: unknown, key?: string) => {
  const response = await api.app.request(
    path,
    asBrowser(session, { method, headers: key ? { "idempotency-key": key } : {}, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: (await response.json()) as Json };
};
const get = async (session: Session, path: string) => {
  const response = await api.app.request(path, asBearer(session));
  return { status: response.status, body: (await response.json()) as Json };
};

beforeAll(async () => {
  api = await createTestApi({}, { now: () => clock });
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  accountant = await signIn(api, (await createUser(api, { isAdmin: true, hasAccountingRole: true })).email);
  const customer = await signIn(api, (await createUser(api)).email);
  const [desk] = await api.deps.database.db
    .insert(cashDesks)
    .values({ name: "TL Kasa", currency: "TRY", kind: "CASH" })
    .returning();
  const { departureId } = await createDeparture(api, { startDate: "2026-12-10" });
  const plans = { A: [30, 7], B: [0, 14], C: [50, 2] } as const;
  for (const name of ["A", "B", "C"] as const) {
    const booked = await send(
      customer,
      "POST",
      "/api/reservations",
      { departureId, currency: "TRY", rooms: [{ roomType: "DOUBLE", adults: 1 }] },
      `due-booking-${name}-0001`,
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    codes[name] = booked.body.code;
    const [depositPercent, balanceDueDaysBefore] = plans[name];
    const plan = await send(admin, "PUT", `/api/admin/reservations/${codes[name]}/payment-plan`, {
      depositPercent,
      balanceDueDaysBefore,
    });
    expect(plan.status).toBe(200);
  }
  // A pays 1,000.00 of its deposit.
  const paid = await send(
    accountant,
    "POST",
    "/api/admin/transactions",
    {
      type: "PAYMENT",
      cashDeskId: desk!.id,
      currency: "TRY",
      amount: 100_000,
      paymentType: "CASH",
      date: "2026-11-21",
      customerType: "CUSTOMER",
      reservationCode: codes.A,
    },
    "due-payment-A-0001",
  );
  expect(paid.status).toBe(201);
  clock = new Date("2026-11-27T09:00:00Z");
});
afterAll(() => api.close());

/** Each reservation's figures by the domain's rule, from what the API says of its plan and balance. */
async function expectedByDomain(today: CalendarDate) {
  const out: Record<string, { overdue: number; dueThisWeek: number }> = {};
  for (const code of Object.values(codes)) {
    const reservation = (await get(admin, `/api/admin/reservations/${code}`)).body;
    const plan: Instalment[] = reservation.plan.instalments.map((i: Json) => ({
      kind: i.kind,
      dueOn: i.dueOn,
      amount: i.amount,
    }));
    const paid = money(reservation.total.amount - reservation.balance.amount, "TRY");
    const status = planStatus(plan, paid, today);
    out[code] = { overdue: status.overdue.amount, dueThisWeek: status.dueThisWeek.amount };
  }
  return out;
}

describe("what is owed and when (issue 26)", () => {
  it("puts the domain's overdue and this week's amounts on the dashboard, per currency, with how many owe them", async () => {
    const expected = await expectedByDomain("2026-11-27" as CalendarDate);
    const sum = (key: "overdue" | "dueThisWeek") => Object.values(expected).reduce((n, e) => n + e[key], 0);
    const count = (key: "overdue" | "dueThisWeek") => Object.values(expected).filter((e) => e[key] > 0).length;
    // The scenario is what the header says, so neither figure can pass empty.
    expect([count("overdue"), count("dueThisWeek")]).toEqual([3, 1]);
    const dashboard = await get(admin, "/api/admin/dashboard?locale=tr");
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.payments).toEqual({
      overdue: { reservations: 3, totals: [{ currency: "TRY", amount: sum("overdue") }] },
      dueThisWeek: { reservations: 1, totals: [{ currency: "TRY", amount: sum("dueThisWeek") }] },
    });
  });

  it("filters the reservation list to those with something overdue, or due this week", async () => {
    const expected = await expectedByDomain("2026-11-27" as CalendarDate);
    for (const filter of ["overdue", "dueThisWeek"] as const) {
      const list = await get(admin, `/api/admin/reservations?payment=${filter}`);
      expect(list.status).toBe(200);
      const want = Object.entries(expected)
        .filter(([, e]) => e[filter] > 0)
        .map(([code]) => code)
        .sort();
      expect(list.body.data.map((row: Json) => row.code).sort()).toEqual(want);
      expect(want.length).toBeGreaterThan(0);
    }
    const bad = await get(admin, "/api/admin/reservations?payment=late");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.payment).toContain("INVALID_VALUE");
  });
});
