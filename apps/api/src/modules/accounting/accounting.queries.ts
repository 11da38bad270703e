import {
  coverInstalments,
  formatRate,
  money,
  paymentPlanRequestSchema,
  type PaymentPlanRequest,
  reservationPaid,
  type CoveredInstalment,
  parseRate,
  reservationBalance,
  type CalendarDate,
  type CashDeskKind,
  type CounterpartyType,
  type Currency,
  type LedgerEntry,
  type Money,
  type PaymentType,
  type TransactionListQuery,
  type TransactionType,
} from "@rihla/domain";
import { inArray, sql, type SQL } from "drizzle-orm";
import { paymentPlans } from "../../db/schema.ts";
import type { Db } from "../../db/database.ts";

/**
 * The books as SQL (issue 26): cash desks with their running balances and the ledger's rows.
 * Totals are summed by the database over the ledger, never by adding rows up in JavaScript.
 */

/** Rows of a statement on either driver (node-postgres answers `{ rows }`, PGlite too). */
async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface CashDeskRow {
  id: number;
  name: string;
  currency: Currency;
  kind: CashDeskKind;
  active: boolean;
  balance: string;
  entries: number;
}

/**
 * Every desk with its balance: payments in, refunds, expenses and transfers out, transfers in to
 * a target desk (the domain's `cashDeskSign`, written once more here as SQL; a test holds the two
 * together). Reversals carry negated amounts, so they cancel in the same sums.
 */
export async function cashDesksWithBalances(db: Db, only?: number): Promise<CashDeskRow[]> {
  return rowsOf<CashDeskRow>(
    db,
    sql`
      select d.id, d.name, d.currency, d.kind, d.active,
        (coalesce(o.total, 0) + coalesce(i.total, 0))::bigint::text as balance,
        (coalesce(o.entries, 0) + coalesce(i.entries, 0))::int as entries
      from cash_desks d
      left join (
        select cash_desk_id,
          sum(case when type = 'PAYMENT' then amount_minor else -amount_minor end) as total,
          count(*) as entries
        from ledger_transactions group by cash_desk_id
      ) o on o.cash_desk_id = d.id
      left join (
        select to_cash_desk_id, sum(amount_minor) as total, count(*) as entries
        from ledger_transactions where to_cash_desk_id is not null group by to_cash_desk_id
      ) i on i.to_cash_desk_id = d.id
      ${only === undefined ? sql`` : sql`where d.id = ${only}`}
      order by d.active desc, d.id`,
  );
}

export interface TransactionRow {
  id: string | number;
  type: TransactionType;
  cashDeskId: number;
  cashDeskName: string;
  toCashDeskId: number | null;
  toCashDeskName: string | null;
  currency: Currency;
  amountMinor: string | number;
  paymentType: PaymentType;
  transactionDate: string;
  note: string | null;
  customerType: CounterpartyType;
  reservationId: string | null;
  reservationCode: string | null;
  rate: string | null;
  reservationCurrency: Currency | null;
  reservationAmountMinor: string | number | null;
  reversesId: string | number | null;
  reversedById: string | number | null;
  createdById: string;
  createdByName: string | null;
  createdAt: Date | string;
}

const transactionSelect = sql`
  select t.id, t.type, t.cash_desk_id as "cashDeskId", d.name as "cashDeskName",
    t.to_cash_desk_id as "toCashDeskId", td.name as "toCashDeskName",
    t.currency, t.amount_minor as "amountMinor", t.payment_type as "paymentType",
    t.transaction_date::text as "transactionDate", t.note, t.customer_type as "customerType",
    t.reservation_id as "reservationId", r.code as "reservationCode", t.rate::text as rate,
    t.reservation_currency as "reservationCurrency", t.reservation_amount_minor as "reservationAmountMinor",
    t.reverses_id as "reversesId", rev.id as "reversedById",
    t.created_by as "createdById", trim(u.first_name || ' ' || u.surname) as "createdByName", t.created_at as "createdAt"
  from ledger_transactions t
  join cash_desks d on d.id = t.cash_desk_id
  left join cash_desks td on td.id = t.to_cash_desk_id
  left join reservations r on r.id = t.reservation_id
  left join ledger_transactions rev on rev.reverses_id = t.id
  left join users u on u.id = t.created_by`;

/** The ledger newest first, filtered (each filter has an index behind it). */
export async function listTransactionRows(db: Db, query: TransactionListQuery): Promise<TransactionRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.cashDeskId) {
    conditions.push(sql`(t.cash_desk_id = ${query.cashDeskId} or t.to_cash_desk_id = ${query.cashDeskId})`);
  }
  if (query.type) conditions.push(sql`t.type = ${query.type}`);
  if (query.from) conditions.push(sql`t.transaction_date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`t.transaction_date <= ${query.to}::date`);
  if (query.reservationCode) conditions.push(sql`r.code = ${query.reservationCode}`);
  return rowsOf<TransactionRow>(
    db,
    sql`${transactionSelect} where ${sql.join(conditions, sql` and `)} order by t.id desc limit ${query.limit}`,
  );
}

export async function transactionRowById(db: Db, id: number): Promise<TransactionRow | null> {
  const [row] = await rowsOf<TransactionRow>(db, sql`${transactionSelect} where t.id = ${id}`);
  return row ?? null;
}

/** Every ledger row of these reservations, oldest first (for their balances and payment lists). */
export async function reservationTransactionRows(db: Db, reservationIds: readonly string[]): Promise<TransactionRow[]> {
  if (reservationIds.length === 0) return [];
  return rowsOf<TransactionRow>(
    db,
    sql`${transactionSelect} where t.reservation_id in (${sql.join(
      reservationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by t.id`,
  );
}

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));
const asMoney = (amount: string | number | null, currency: Currency | null): Money | null =>
  amount === null || currency === null ? null : money(Number(amount), currency);

/** The stored numeric ('35.500000') as people write it ('35.5'). */
function rateText(stored: string | null): string | null {
  const rate = stored === null ? null : parseRate(stored);
  return rate ? formatRate(rate, "en") : null;
}

/** A ledger row as the domain's rules read it. */
export function toLedgerEntry(row: TransactionRow): LedgerEntry {
  return {
    id: String(row.id),
    type: row.type,
    amount: money(Number(row.amountMinor), row.currency),
    rate: row.rate === null ? null : parseRate(row.rate),
    reservationAmount: asMoney(row.reservationAmountMinor, row.reservationCurrency),
    reversesId: row.reversesId === null ? null : String(row.reversesId),
  };
}

/** One ledger row as staff see it (the accounting pages, the reservation page). */
export function toTransactionView(row: TransactionRow) {
  const createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt);
  return {
    id: Number(row.id),
    type: row.type,
    cashDesk: { id: row.cashDeskId, name: row.cashDeskName },
    toCashDesk: row.toCashDeskId === null ? null : { id: row.toCashDeskId, name: row.toCashDeskName ?? "" },
    amount: money(Number(row.amountMinor), row.currency),
    paymentType: row.paymentType,
    date: row.transactionDate as CalendarDate,
    note: row.note,
    customerType: row.customerType,
    reservationCode: row.reservationCode,
    rate: rateText(row.rate),
    reservationAmount: asMoney(row.reservationAmountMinor, row.reservationCurrency),
    reversesId: asNumber(row.reversesId),
    reversedById: asNumber(row.reversedById),
    createdBy: { id: row.createdById, name: row.createdByName ?? "" },
    createdAt: createdAt.toISOString(),
  };
}
export type TransactionView = ReturnType<typeof toTransactionView>;

/** A payment or refund as the reservation's customer sees it: no desk, no note, no staff names. */
export function toPaymentView(row: TransactionRow) {
  const view = toTransactionView(row);
  return {
    id: view.id,
    type: view.type as "PAYMENT" | "REFUND",
    amount: view.amount,
    paymentType: view.paymentType,
    date: view.date,
    rate: view.rate,
    reservationAmount: view.reservationAmount!,
    reversesId: view.reversesId,
    reversedById: view.reversedById,
  };
}
export type PaymentView = ReturnType<typeof toPaymentView>;

/** A reservation's plan as answered: its instalments with what is left of each after the payments. */
export interface PlanView {
  instalments: CoveredInstalment[];
  rule: PaymentPlanRequest;
}

/**
 * Balances, payments and plans of reservations, one query each: the domain's `reservationBalance`
 * over each one's ledger rows (amounts as locked when recorded), and what was paid covering its
 * plan's instalments in order (`coverInstalments`).
 */
export async function reservationAccounts(
  db: Db,
  reservations: readonly { id: string; totalMinor: number; currency: Currency }[],
): Promise<Map<string, { balance: Money; payments: PaymentView[]; plan: PlanView | null }>> {
  const ids = reservations.map((r) => r.id);
  const rows = await reservationTransactionRows(db, ids);
  const plans =
    ids.length === 0 ? [] : await db.select().from(paymentPlans).where(inArray(paymentPlans.reservationId, ids));
  return new Map(
    reservations.map((reservation) => {
      const own = rows.filter((row) => row.reservationId === reservation.id);
      const entries = own.map(toLedgerEntry);
      const plan = plans.find((p) => p.reservationId === reservation.id);
      return [
        reservation.id,
        {
          balance: reservationBalance(money(reservation.totalMinor, reservation.currency), entries),
          payments: own.map(toPaymentView),
          plan: plan
            ? {
                instalments: coverInstalments(plan.instalments, reservationPaid(reservation.currency, entries)),
                rule: paymentPlanRequestSchema.parse(plan.rule),
              }
            : null,
        },
      ];
    }),
  );
}
