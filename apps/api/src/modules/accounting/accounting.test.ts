import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { auditEvents, cashDesks, ledgerTransactions } from "../../db/schema.ts";
import { asBearer, asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createDeparture } from "../../testing/reservations.ts";
import { createTestApi } from "../../testing/test-api.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check their shape
type Json = Record<string, any>;

let api: RihlaApi;
let accountant: Session;
let master: Session;
let admin: Session;
let customer: Session;
let agent: Session;
let code: string;
const desk = { try: 0, eur: 0, bank: 0, closed: 0 };

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

/** The example: 100.00 EUR at 35.5 on a TRY reservation. */
const eurDeposit = () => ({
  type: "PAYMENT",
  cashDeskId: desk.eur,
  currency: "EUR",
  amount: 10000,
  paymentType: "CASH",
  date: "2026-11-21",
  note: "Kapora",
  customerType: "CUSTOMER",
  reservationCode: code,
  rate: "35.5",
});

beforeAll(async () => {
  api = await createTestApi();
  accountant = await signIn(api, (await createUser(api, { isAdmin: true, hasAccountingRole: true })).email);
  master = await signIn(api, (await createUser(api, { role: "Master" })).email);
  admin = await signIn(api, (await createUser(api, { isAdmin: true })).email);
  customer = await signIn(api, (await createUser(api)).email);
  agent = await signIn(api, (await createUser(api, { role: "Agent" })).email);
  const rows = await api.deps.database.db
    .insert(cashDesks)
    .values([
      { name: "TL Kasa", currency: "TRY", kind: "CASH" },
      { name: "EUR Kasa", currency: "EUR", kind: "CASH" },
      { name: "Banka TL", currency: "TRY", kind: "BANK" },
      { name: "Eski USD", currency: "USD", kind: "CASH", active: false },
    ])
    .returning();
  const id = (name: string) => rows.find((row) => row.name === name)!.id;
  Object.assign(desk, { try: id("TL Kasa"), eur: id("EUR Kasa"), bank: id("Banka TL"), closed: id("Eski USD") });
  const { departureId } = await createDeparture(api);
  // One adult in a DOUBLE, priced in TRY: 51,000.00.
  const booked = await post(customer, "/api/reservations", {
    departureId,
    currency: "TRY",
    rooms: [{ roomType: "DOUBLE", adults: 1 }],
  });
  expect(booked.status).toBe(201);
  expect(booked.body).toMatchObject({ total: { amount: 5_100_000, currency: "TRY" }, balance: { amount: 5_100_000 } });
  code = booked.body.code;
});
afterAll(() => api.close());

describe("who may keep the books (spec §6)", () => {
  it("lets the accounting role and Master in; a plain admin, an agent, a customer are refused", async () => {
    for (const path of ["/api/admin/cash-desks", "/api/admin/transactions"]) {
      expect((await get(null, path)).status).toBe(401);
      for (const session of [customer, agent, admin]) expect((await get(session, path)).status).toBe(403);
      for (const session of [accountant, master]) expect((await get(session, path)).status).toBe(200);
    }
    expect((await post(admin, "/api/admin/transactions", eurDeposit())).status).toBe(403);
  });

  it("has no way to edit or delete an entry", async () => {
    for (const method of ["PATCH", "DELETE", "PUT"]) {
      const response = await api.app.request(
        "/api/admin/transactions/1",
        asBrowser(accountant, { method, body: JSON.stringify({ amount: 1 }) }),
      );
      expect([404, 405]).toContain(response.status);
    }
  });
});

describe("recording a payment at a locked rate", () => {
  let paymentId: number;

  it("refuses bad input with field codes", async () => {
    const cases: [Json, number, Json][] = [
      [{ ...eurDeposit(), rate: undefined }, 400, { rate: ["RATE_REQUIRED"] }],
      [{ ...eurDeposit(), rate: "35,5" }, 400, { rate: ["INVALID_VALUE"] }],
      [{ ...eurDeposit(), currency: "TRY" }, 400, { currency: ["CURRENCY_MISMATCH"] }],
      [{ ...eurDeposit(), amount: 0 }, 400, { amount: ["INVALID_VALUE"] }],
      [{ ...eurDeposit(), amount: 12.5 }, 400, { amount: ["INVALID_VALUE"] }],
      [{ ...eurDeposit(), reservationCode: "RH-2026-999999" }, 404, { reservationCode: ["NOT_FOUND"] }],
      [{ ...eurDeposit(), cashDeskId: 999_999 }, 404, { cashDeskId: ["NOT_FOUND"] }],
      [{ ...eurDeposit(), cashDeskId: desk.closed, currency: "USD" }, 400, { cashDeskId: ["CASH_DESK_INACTIVE"] }],
      [{ ...eurDeposit(), type: "EXPENSE" }, 400, { reservationCode: ["INVALID_VALUE"] }],
      [{ ...eurDeposit(), reservationCode: undefined }, 400, { rate: ["INVALID_VALUE"] }],
      [{ ...eurDeposit(), date: "26.11.2026" }, 400, { date: ["DATE_INVALID"] }],
    ];
    for (const [body, status, fields] of cases) {
      const answer = await post(accountant, "/api/admin/transactions", body);
      expect({ status: answer.status, fields: answer.body.error?.fields }).toEqual({ status, fields });
    }
    const keyless = await post(accountant, "/api/admin/transactions", eurDeposit(), null);
    expect(keyless.status).toBe(400);
    expect(await api.deps.database.db.select().from(ledgerTransactions)).toHaveLength(0);
  });

  it("stores both amounts and the rate: 100.00 EUR at 35.5 lowers the TRY balance by 3,550.00", async () => {
    const answer = await post(accountant, "/api/admin/transactions", eurDeposit(), "double-click-1");
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      type: "PAYMENT",
      cashDesk: { id: desk.eur, name: "EUR Kasa" },
      amount: { amount: 10000, currency: "EUR" },
      rate: "35.5",
      reservationAmount: { amount: 355_000, currency: "TRY" },
      reservationCode: code,
      reversesId: null,
      reversedById: null,
      note: "Kapora",
      createdBy: { id: accountant.userId, name: "Test User" },
    });
    paymentId = answer.body.id;
    const [stored] = await api.deps.database.db.select().from(ledgerTransactions);
    expect(stored).toMatchObject({ rate: "35.500000", reservationAmountMinor: 355_000, amountMinor: 10000 });

    // The customer, the staff page and the list all read what is still due: 51,000.00 − 3,550.00.
    const mine = await get(customer, `/api/reservations/${code}`);
    expect(mine.body.balance).toEqual({ amount: 4_745_000, currency: "TRY" });
    expect(mine.body.payments).toEqual([
      {
        id: paymentId,
        type: "PAYMENT",
        amount: { amount: 10000, currency: "EUR" },
        paymentType: "CASH",
        date: "2026-11-21",
        rate: "35.5",
        reservationAmount: { amount: 355_000, currency: "TRY" },
        reversesId: null,
        reversedById: null,
      },
    ]);
    // A plain admin sees the balance though not the books.
    const staff = await get(admin, `/api/admin/reservations/${code}`);
    expect(staff.body.balance).toEqual({ amount: 4_745_000, currency: "TRY" });
    expect(staff.body.payments[0]).toMatchObject({ id: paymentId, cashDesk: { name: "EUR Kasa" }, rate: "35.5" });
    const list = await get(customer, "/api/user/reservations");
    expect(list.body.data[0].balance).toEqual({ amount: 4_745_000, currency: "TRY" });
  });

  it("records a double-clicked save once and answers it twice; another body under the key is a 422", async () => {
    const again = await post(accountant, "/api/admin/transactions", eurDeposit(), "double-click-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body.id).toBe(paymentId);
    const other = await post(
      accountant,
      "/api/admin/transactions",
      { ...eurDeposit(), amount: 20000 },
      "double-click-1",
    );
    expect(other.status).toBe(422);
    expect(await api.deps.database.db.select().from(ledgerTransactions)).toHaveLength(1);
  });

  it("logs the entry with who and when (ADR 0204)", async () => {
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(sql`entity = 'payment'`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ entityId: String(paymentId), action: "created", actorId: accountant.userId });
    expect(events[0]!.changes).toMatchObject({ rate: { to: "35.5" }, reservationAmount: { to: { amount: 355_000 } } });
  });

  it("corrects a mistake only by a reversal: the balance comes back, a second reversal is a 409", async () => {
    const reversal = await post(master, `/api/admin/transactions/${paymentId}/reverse`, { note: "Yanlış kur" });
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({
      reversesId: paymentId,
      amount: { amount: -10000, currency: "EUR" },
      reservationAmount: { amount: -355_000, currency: "TRY" },
      rate: "35.5",
      note: "Yanlış kur",
    });
    expect((await get(customer, `/api/reservations/${code}`)).body.balance).toEqual({
      amount: 5_100_000,
      currency: "TRY",
    });
    const twice = await post(accountant, `/api/admin/transactions/${paymentId}/reverse`, {});
    expect(twice).toMatchObject({ status: 409, body: { error: { code: "ALREADY_REVERSED" } } });
    const ofReversal = await post(accountant, `/api/admin/transactions/${reversal.body.id}/reverse`, {});
    expect(ofReversal).toMatchObject({ status: 409, body: { error: { code: "REVERSAL_NOT_REVERSIBLE" } } });
    expect((await post(accountant, "/api/admin/transactions/999999/reverse", {})).status).toBe(404);
    expect((await post(admin, `/api/admin/transactions/${paymentId}/reverse`, {})).status).toBe(403);
    const original = await get(accountant, `/api/admin/transactions?reservationCode=${code}`);
    expect(original.body.data.map((t: Json) => [t.id, t.reversesId, t.reversedById])).toEqual([
      [reversal.body.id, paymentId, null],
      [paymentId, null, reversal.body.id],
    ]);
  });

  it("is append-only in the database itself: UPDATE and DELETE are refused", async () => {
    const db = api.deps.database.db;
    await expect(db.execute(sql`update ledger_transactions set amount_minor = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    expect(await db.select().from(ledgerTransactions)).toHaveLength(2);
  });
});

describe("cash desks", () => {
  it("sum their running balances over the ledger, transfers and reversals included", async () => {
    const base = { paymentType: "CASH", date: "2026-11-21", customerType: "CUSTOMER", currency: "TRY" };
    const entries: [Json, string][] = [
      [{ ...base, type: "PAYMENT", cashDeskId: desk.try, amount: 100_000, reservationCode: code }, "TRY in"],
      [{ ...base, type: "EXPENSE", cashDeskId: desk.try, amount: 20_000, customerType: "SUPPLIER" }, "TRY out"],
      [{ ...base, type: "TRANSFER", cashDeskId: desk.try, toCashDeskId: desk.bank, amount: 30_000 }, "to bank"],
      [{ ...base, type: "REFUND", cashDeskId: desk.bank, amount: 5_000, reservationCode: code }, "refund"],
    ];
    for (const [body] of entries) expect((await post(accountant, "/api/admin/transactions", body)).status).toBe(201);
    const desks = await get(accountant, "/api/admin/cash-desks");
    const balanceOf = (id: number) => desks.body.data.find((d: Json) => d.id === id).balance;
    // Worked out by hand: TL 1,000 − 200 − 300 = 500; bank +300 − 50 = 250; EUR +100 − 100 = 0.
    expect(balanceOf(desk.try)).toEqual({ amount: 50_000, currency: "TRY" });
    expect(balanceOf(desk.bank)).toEqual({ amount: 25_000, currency: "TRY" });
    expect(balanceOf(desk.eur)).toEqual({ amount: 0, currency: "EUR" });
    expect(desks.body.data.find((d: Json) => d.id === desk.closed)).toMatchObject({ active: false, entries: 0 });
    // The reservation: 51,000 − 1,000 + 50 (the EUR payment was reversed).
    expect((await get(customer, `/api/reservations/${code}`)).body.balance.amount).toBe(5_100_000 - 100_000 + 5_000);
    const transfer = await get(accountant, `/api/admin/transactions?type=TRANSFER&cashDeskId=${desk.bank}`);
    expect(transfer.body.data).toHaveLength(1);
    expect(transfer.body.data[0]).toMatchObject({ toCashDesk: { id: desk.bank, name: "Banka TL" } });
    const bad = await get(accountant, "/api/admin/transactions?type=GIFT&from=yesterday");
    expect(bad.body.error.fields).toEqual({ type: ["INVALID_VALUE"], from: ["DATE_INVALID"] });
  });
});

describe("opening and closing a cash desk", () => {
  const patch = async (session: Session, id: number, body: unknown) =>
    json(
      await api.app.request(
        `/api/admin/cash-desks/${id}`,
        asBrowser(session, { method: "PATCH", body: JSON.stringify(body) }),
      ),
    );

  it("lets the accounting role and Master open one, a plain admin not; names are unique", async () => {
    expect(
      (await post(admin, "/api/admin/cash-desks", { name: "USD Kasa", currency: "USD", kind: "CASH" })).status,
    ).toBe(403);
    const bad = await post(accountant, "/api/admin/cash-desks", { name: " ", currency: "GBP", kind: "SAFE" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ name: ["REQUIRED"], currency: ["INVALID_VALUE"], kind: ["INVALID_VALUE"] });
    const made = await post(accountant, "/api/admin/cash-desks", { name: " USD Kasa ", currency: "USD", kind: "CASH" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "USD Kasa",
      currency: "USD",
      kind: "CASH",
      active: true,
      balance: { amount: 0, currency: "USD" },
      entries: 0,
    });
    // A desk out of use keeps its name: no second "Eski USD".
    const twin = await post(master, "/api/admin/cash-desks", { name: "Eski USD", currency: "USD", kind: "BANK" });
    expect(twin.status).toBe(409);
    expect(twin.body.error).toMatchObject({ code: "CASH_DESK_NAME_TAKEN", fields: { name: ["CASH_DESK_NAME_TAKEN"] } });
    const listed = await get(master, "/api/admin/cash-desks");
    expect(listed.body.data.map((d: Json) => d.name)).toContain("USD Kasa");
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entity} = 'cashDesk' and ${auditEvents.entityId} = ${String(made.body.id)}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: "created", changes: { currency: { from: null, to: "USD" } } });
  });

  it("puts a desk with entries out of use: it keeps them and its balance, takes no new ones", async () => {
    const before = (await get(accountant, "/api/admin/cash-desks")).body.data.find((d: Json) => d.id === desk.bank);
    expect(before.entries).toBeGreaterThan(0);
    expect((await patch(admin, desk.bank, { active: false })).status).toBe(403);
    expect((await patch(accountant, desk.bank, {})).body.error.fields).toEqual({ active: ["REQUIRED"] });
    expect((await patch(accountant, 999_999, { active: false })).status).toBe(404);
    expect((await patch(accountant, desk.bank, { name: "TL Kasa" })).status).toBe(409);
    const closed = await patch(accountant, desk.bank, { active: false });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ ...before, active: false });
    const refused = await post(accountant, "/api/admin/transactions", {
      type: "EXPENSE",
      cashDeskId: desk.bank,
      currency: "TRY",
      amount: 100,
      paymentType: "CASH",
      date: "2026-11-21",
      customerType: "SUPPLIER",
    });
    expect(refused.body.error.fields).toEqual({ cashDeskId: ["CASH_DESK_INACTIVE"] });
    const ledger = await get(accountant, `/api/admin/transactions?cashDeskId=${desk.bank}`);
    expect(ledger.body.data).toHaveLength(before.entries);
    const renamed = await patch(master, desk.bank, { name: "Banka TL (kapalı)", active: true });
    expect(renamed.body).toMatchObject({ name: "Banka TL (kapalı)", active: true, balance: before.balance });
    const events = await api.deps.database.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.entity} = 'cashDesk' and ${auditEvents.entityId} = ${String(desk.bank)}`)
      .orderBy(auditEvents.id);
    expect(events.map((e) => e.action)).toEqual(["deactivated", "updated"]);
    expect(events[1]!.changes).toEqual({
      name: { from: "Banka TL", to: "Banka TL (kapalı)" },
      active: { from: false, to: true },
    });
    // Back to how the other tests know it.
    await patch(master, desk.bank, { name: "Banka TL" });
  });
});

describe("at the same moment", () => {
  it("ten simultaneous saves under one key record one entry; ten reversals of it, one", async () => {
    const body = { ...eurDeposit(), amount: 2_000 };
    const saves = await Promise.all(
      Array.from({ length: 10 }, () => post(accountant, "/api/admin/transactions", body, "same-moment")),
    );
    expect(saves.map((s) => s.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const ids = new Set(saves.filter((s) => s.status === 201).map((s) => s.body.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const reversals = await Promise.all(
      Array.from({ length: 10 }, () => post(accountant, `/api/admin/transactions/${id}/reverse`, {})),
    );
    expect(reversals.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const rows = await api.deps.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where id = ${id} or reverses_id = ${id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });
});

describe("a payment plan set by staff", () => {
  it("asks a deposit at booking and the rest before departure; payments cover it in order", async () => {
    const put = async (session: Session, body: unknown, target = code) =>
      json(
        await api.app.request(
          `/api/admin/reservations/${target}/payment-plan`,
          asBrowser(session, { method: "PUT", body: JSON.stringify(body) }),
        ),
      );
    expect((await put(customer, { depositPercent: 30, balanceDueDaysBefore: 7 })).status).toBe(403);
    expect((await put(admin, { depositPercent: 130, balanceDueDaysBefore: -1 })).body.error.fields).toEqual({
      depositPercent: ["INVALID_VALUE"],
      balanceDueDaysBefore: ["INVALID_VALUE"],
    });
    expect((await put(admin, { depositPercent: 30, balanceDueDaysBefore: 7 }, "RH-2026-999999")).status).toBe(404);
    // A plain admin sets it: 30 % of 51,000.00 at booking (2026-11-21), the rest a week before 2026-12-10.
    const plan = await put(admin, { depositPercent: 30, balanceDueDaysBefore: 7 });
    expect(plan.status).toBe(200);
    // Paid so far: 1,000.00 in lira less a 50.00 refund (the EUR deposit was reversed).
    const paid = 100_000 - 5_000;
    expect(plan.body.instalments).toEqual([
      {
        kind: "DEPOSIT",
        dueOn: "2026-11-21",
        amount: { amount: 1_530_000, currency: "TRY" },
        left: { amount: 1_530_000 - paid, currency: "TRY" },
      },
      {
        kind: "BALANCE",
        dueOn: "2026-12-03",
        amount: { amount: 3_570_000, currency: "TRY" },
        left: { amount: 3_570_000, currency: "TRY" },
      },
    ]);
    const mine = await get(customer, `/api/reservations/${code}`);
    expect(mine.body.plan).toEqual(plan.body);
    const log = await get(admin, `/api/admin/reservations/${code}/events`);
    expect(log.body.data.at(-1)).toMatchObject({
      action: "updated",
      changes: { paymentPlan: { from: null, to: { depositPercent: 30, balanceDueDaysBefore: 7 } } },
    });
  });
});

describe("a payment plan following the reservation's total", () => {
  it("keeps the paid deposit, works the balance out again, and logs it with the change", async () => {
    // The deposit, paid in full: what is left of it after the earlier entries.
    const before = await get(customer, `/api/reservations/${code}`);
    const deposit = before.body.plan.instalments[0];
    expect(
      (
        await post(accountant, "/api/admin/transactions", {
          type: "PAYMENT",
          cashDeskId: desk.try,
          currency: "TRY",
          amount: deposit.left.amount,
          paymentType: "CASH",
          date: "2026-11-21",
          customerType: "CUSTOMER",
          reservationCode: code,
        })
      ).status,
    ).toBe(201);
    // Two adults in the double room now: the total doubles.
    const changed = await api.app.request(
      `/api/reservations/${code}`,
      asBearer(customer, { method: "PATCH", body: JSON.stringify({ rooms: [{ roomType: "DOUBLE", adults: 2 }] }) }),
    );
    expect(changed.status).toBe(200);
    const total = ((await changed.json()) as Json).total.amount;
    expect(total).toBeGreaterThan(5_100_000);
    const after = await get(customer, `/api/reservations/${code}`);
    expect(after.body.plan.instalments).toEqual([
      { ...deposit, left: { amount: 0, currency: "TRY" } },
      {
        kind: "BALANCE",
        dueOn: before.body.plan.instalments[1].dueOn,
        amount: { amount: total - deposit.amount.amount, currency: "TRY" },
        left: { amount: total - deposit.amount.amount, currency: "TRY" },
      },
    ]);
    const log = await get(admin, `/api/admin/reservations/${code}/events`);
    expect(log.body.data.at(-1).changes).toMatchObject({
      total: { to: { amount: total } },
      paymentPlan: {
        from: [{ kind: "DEPOSIT" }, { kind: "BALANCE", amount: { amount: 3_570_000 } }],
        to: [{ kind: "DEPOSIT" }, { kind: "BALANCE", amount: { amount: total - 1_530_000 } }],
      },
    });
  });
});

describe("a schedule of instalments and a deposit amount set by staff", () => {
  const put = async (session: Session, body: unknown) =>
    json(
      await api.app.request(
        `/api/admin/reservations/${code}/payment-plan`,
        asBrowser(session, { method: "PUT", body: JSON.stringify(body) }),
      ),
    );
  // The reservation departs on 2026-12-10.
  const dueDates = ["2026-11-25", "2026-11-30", "2026-12-05", "2026-12-10"];

  it("saves a schedule of four that adds up to the total, the last absorbing the rounding", async () => {
    expect((await put(customer, { kind: "INSTALMENTS", dueDates })).status).toBe(403);
    expect((await put(agent, { kind: "INSTALMENTS", dueDates })).status).toBe(403);
    const { total } = (await get(customer, `/api/reservations/${code}`)).body;
    const saved = await put(accountant, { kind: "INSTALMENTS", dueDates });
    expect(saved.status).toBe(200);
    const amounts = saved.body.instalments.map((i: Json) => i.amount.amount);
    expect(saved.body.instalments.map((i: Json) => [i.kind, i.dueOn])).toEqual(
      dueDates.map((date) => ["INSTALMENT", date]),
    );
    expect(amounts.reduce((a: number, b: number) => a + b, 0)).toBe(total.amount);
    expect(amounts.slice(0, 3)).toEqual(Array<number>(3).fill(Math.floor(total.amount / 4)));
    expect(saved.body.rule).toEqual({ kind: "INSTALMENTS", dueDates });
    expect((await get(customer, `/api/reservations/${code}`)).body.plan.instalments).toHaveLength(4);
  });

  it("refuses a bad schedule with a field code (400, never 500)", async () => {
    const refused = async (body: unknown) => {
      const answer = await put(admin, body);
      expect(answer.status).toBe(400);
      return answer.body.error.fields;
    };
    expect(await refused({ kind: "INSTALMENTS", dueDates: ["2026-12-05", "2026-11-30"] })).toEqual({
      dueDates: ["DATES_NOT_INCREASING"],
    });
    expect(await refused({ kind: "INSTALMENTS", dueDates: ["2026-12-05", "2026-12-11"] })).toEqual({
      dueDates: ["AFTER_DEPARTURE"],
    });
    expect(await refused({ kind: "INSTALMENTS", dueDates: ["2026-12-05"] })).toEqual({
      dueDates: ["INSTALMENTS_COUNT"],
    });
    expect(await refused({ kind: "DEPOSIT", balanceDueDaysBefore: 7 })).toEqual({
      depositPercent: ["DEPOSIT_ONE_OF"],
    });
    expect(await refused({ kind: "DEPOSIT", depositAmount: "1.234", balanceDueDaysBefore: 7 })).toEqual({
      depositAmount: ["AMOUNT_INVALID"],
    });
    // Still the schedule saved before.
    expect((await get(customer, `/api/reservations/${code}`)).body.plan.instalments).toHaveLength(4);
  });

  it("takes a deposit as an amount in the reservation's currency (a plain admin)", async () => {
    const saved = await put(admin, { kind: "DEPOSIT", depositAmount: "2500.50", balanceDueDaysBefore: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body.instalments[0]).toMatchObject({
      kind: "DEPOSIT",
      amount: { amount: 250_050, currency: "TRY" },
    });
    expect(saved.body.instalments[1]).toMatchObject({ kind: "BALANCE", dueOn: "2026-12-03" });
  });
});

describe("a schedule following the reservation's total", () => {
  it("keeps its dates and splits the new total again over the unpaid instalments", async () => {
    const dueDates = ["2026-11-25", "2026-11-30", "2026-12-05", "2026-12-10"];
    const set = await api.app.request(
      `/api/admin/reservations/${code}/payment-plan`,
      asBrowser(admin, { method: "PUT", body: JSON.stringify({ kind: "INSTALMENTS", dueDates }) }),
    );
    expect(set.status).toBe(200);
    const changed = await api.app.request(
      `/api/reservations/${code}`,
      asBearer(customer, { method: "PATCH", body: JSON.stringify({ rooms: [{ roomType: "DOUBLE", adults: 1 }] }) }),
    );
    expect(changed.status).toBe(200);
    const total = ((await changed.json()) as Json).total.amount as number;
    const after = (await get(customer, `/api/reservations/${code}`)).body.plan;
    expect(after.instalments.map((i: Json) => i.dueOn)).toEqual(dueDates);
    expect(after.instalments.reduce((sum: number, i: Json) => sum + i.amount.amount, 0)).toBe(total);
    expect(after.rule).toEqual({ kind: "INSTALMENTS", dueDates });
  });
});
