import {
  istanbulDayStart,
  addDays,
  salesStatuses,
  type CalendarDate,
  type Locale,
  type ReportGrouping,
} from "@rihla/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { customerName, dueOnIn, paidOn, planInstalments } from "../accounting/due.queries.ts";

/**
 * The reports as SQL (issue 26). Every figure — a row's and the totals' — is a GROUP BY / SUM in
 * the database; the service only formats what comes back. Money columns come back as JSON arrays
 * of `{ amount, currency }` (one element per currency in the group), sums of integer minor units.
 */

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export interface Period {
  from: CalendarDate;
  to: CalendarDate;
}

/** Money per currency as the database sums it. */
export type MoneyJson = { amount: number | string; currency: string }[];

/** A grouped row before formatting: its key, the words or day it is named by, its figures. */
export interface ReportRow {
  key: string;
  label: string | null;
  /** A day that goes with the label (a departure's start), or null. */
  day: string | null;
  [column: string]: unknown;
}

/** `json_agg` of one money column over per-currency rows, '[]' when there are none. */
const moneyAggText = (column: string) =>
  `coalesce(json_agg(json_build_object('amount', ${column}, 'currency', currency) order by currency) filter (where currency is not null), '[]'::json)`;
const moneyAgg = (column: string) => sql.raw(moneyAggText(column));

// ---------------------------------------------------------------------------------------------
// Sales: reservations made in the period, not cancelled.

function salesGroup(grouping: ReportGrouping, locale: Locale) {
  const istanbulMonth = sql`to_char((r.created_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM')`;
  switch (grouping) {
    case "departure":
      return {
        key: sql`coalesce(d.id::text, 'stays')`,
        label: sql`case when d.id is null then null else coalesce(tt.title, '#' || d.tour_id) end`,
        day: sql`d.start_date::text`,
        sort: sql`coalesce(d.start_date::text, '9999')`,
        join: sql`left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${locale}`,
      };
    case "month":
      return { key: istanbulMonth, label: sql`null::text`, day: sql`null::text`, sort: istanbulMonth, join: sql`` };
    case "agent":
      return {
        key: sql`coalesce(r.agent_id::text, 'direct')`,
        label: sql`case when r.agent_id is null then null else trim(coalesce(a.first_name, '') || ' ' || coalesce(a.surname, '')) end`,
        day: sql`null::text`,
        sort: sql`case when r.agent_id is null then '' else lower(coalesce(a.first_name, '') || ' ' || coalesce(a.surname, '')) end`,
        join: sql`left join users a on a.id = r.agent_id`,
      };
    default:
      return {
        key: sql`coalesce(d.tour_id::text, 'stays')`,
        label: sql`case when d.id is null then null else coalesce(tt.title, '#' || d.tour_id) end`,
        day: sql`null::text`,
        sort: sql`case when d.id is null then '~' else lower(coalesce(tt.title, '')) end`,
        join: sql`left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${locale}`,
      };
  }
}

/**
 * The reservations a sales report counts: made (created, Istanbul days) in the period, status
 * WAITING or CONFIRMED (the domain's `salesStatuses`), their price snapshot's total in their
 * currency. Tour and service reservations alike; a stay has no departure (group 'stays').
 */
function soldIn(period: Period, group: ReturnType<typeof salesGroup>) {
  const statuses = sql.join(
    salesStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`
    select ${group.key} as key, ${group.label} as label, ${group.day} as day, ${group.sort} as sort,
      r.currency, r.seats, r.total_minor
    from reservations r
    left join departures d on d.id = r.departure_id
    ${group.join}
    where r.status in (${statuses})
      and r.created_at >= ${istanbulDayStart(period.from).toISOString()}
      and r.created_at < ${istanbulDayStart(addDays(period.to, 1)).toISOString()}`;
}

export async function salesReport(db: Db, period: Period, grouping: ReportGrouping, locale: Locale) {
  const sold = soldIn(period, salesGroup(grouping, locale));
  const rows = await rowsOf<ReportRow>(
    db,
    sql`
      with sold as (${sold}),
      per_currency as (
        select key, label, day, sort, currency, count(*) as n, sum(seats) as seats, sum(total_minor)::bigint as total
        from sold group by key, label, day, sort, currency
      )
      select key, label, day, sum(n)::int as reservations, sum(seats)::int as seats, ${moneyAgg("total")} as revenue
      from per_currency group by key, label, day, sort order by sort, key`,
  );
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`
      with sold as (${sold}),
      per_currency as (
        select currency, count(*) as n, sum(seats) as seats, sum(total_minor)::bigint as total from sold group by currency
      )
      select coalesce(sum(n), 0)::int as reservations, coalesce(sum(seats), 0)::int as seats, ${moneyAgg("total")} as revenue
      from per_currency`,
  );
  return { rows, totals: totals! };
}

// ---------------------------------------------------------------------------------------------
// Payments: PAYMENT and REFUND entries dated in the period. A reversal is a row of the same type
// with the negated amounts, so it cancels its original in every sum (and counts −1 entry).

export async function paymentsReport(db: Db, period: Period, grouping: ReportGrouping) {
  const byMonth = grouping === "month";
  const key = byMonth ? sql`to_char(t.transaction_date, 'YYYY-MM')` : sql`d.id::text`;
  const label = byMonth ? sql`null::text` : sql`d.name`;
  const sort = byMonth ? sql`to_char(t.transaction_date, 'YYYY-MM')` : sql`lpad(d.id::text, 10, '0')`;
  const entries = sql`
    select ${key} as key, ${label} as label, ${sort} as sort, t.currency, t.type, t.amount_minor,
      case when t.reverses_id is null then 1 else -1 end as entry
    from ledger_transactions t
    join cash_desks d on d.id = t.cash_desk_id
    where t.type in ('PAYMENT', 'REFUND')
      and t.transaction_date >= ${period.from}::date and t.transaction_date <= ${period.to}::date`;
  const perCurrency = (by: string) =>
    sql.raw(`
      select ${by}${by ? ", " : ""}currency, sum(entry) as entries,
        coalesce(sum(amount_minor) filter (where type = 'PAYMENT'), 0)::bigint as received,
        coalesce(sum(amount_minor) filter (where type = 'REFUND'), 0)::bigint as refunded,
        (coalesce(sum(amount_minor) filter (where type = 'PAYMENT'), 0)
          - coalesce(sum(amount_minor) filter (where type = 'REFUND'), 0))::bigint as net
      from entries group by ${by}${by ? ", " : ""}currency`);
  const figures = sql.raw(
    `coalesce(sum(entries), 0)::int as entries, ${["received", "refunded", "net"].map((column) => `${moneyAggText(column)} as ${column}`).join(", ")}`,
  );
  const rows = await rowsOf<ReportRow>(
    db,
    sql`with entries as (${entries}), per_currency as (${perCurrency("key, label, sort")})
      select key, label, null::text as day, ${figures} from per_currency group by key, label, sort order by sort`,
  );
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with entries as (${entries}), per_currency as (${perCurrency("")}) select ${figures} from per_currency`,
  );
  return { rows, totals: totals! };
}

// ---------------------------------------------------------------------------------------------
// Balances: the domain's `reservationBalance` as SQL — total − payments + refunds, each at the
// amount locked in the reservation's currency (reversals carry negated amounts and cancel).

/** What was paid on reservation `r` (payments − refunds, in its currency), by its ledger index. */
export async function balancesReport(db: Db, period: Period) {
  const owing = sql`
    select r.id, r.code, r.currency, ${customerName} as customer, r.starts_on::text as starts_on,
      r.total_minor as total, coalesce(p.paid, 0)::bigint as paid, (r.total_minor - coalesce(p.paid, 0))::bigint as balance
    from reservations r
    join users u on u.id = r.customer_id
    ${paidOn}
    where r.status <> 'CANCELLED'
      and r.starts_on >= ${period.from}::date and r.starts_on <= ${period.to}::date
      and r.total_minor - coalesce(p.paid, 0) > 0`;
  const rows = await rowsOf<ReportRow>(
    db,
    sql`with owing as (${owing})
      select code as key, code as label, null::text as day, customer, starts_on as "startsOn",
        ${moneyAgg("total")} as total, ${moneyAgg("paid")} as paid, ${moneyAgg("balance")} as balance
      from owing group by code, customer, starts_on order by starts_on, code`,
  );
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with owing as (${owing}),
      per_currency as (select currency, sum(total)::bigint as total, sum(paid)::bigint as paid, sum(balance)::bigint as balance
        from owing group by currency)
      select ${moneyAgg("total")} as total, ${moneyAgg("paid")} as paid, ${moneyAgg("balance")} as balance from per_currency`,
  );
  return { rows, totals: totals! };
}

// ---------------------------------------------------------------------------------------------
// Overdue instalments: the unpaid part of each instalment (accounting/due.queries.ts, the domain's
// `coverInstalments` in SQL), due before today (`dueDateRange`), in the period.

export async function instalmentsReport(db: Db, period: Period, today: CalendarDate) {
  const overdue = sql`
    select code, currency, customer, kind, position, due_on, amount, left_minor, (${today}::date - due_on)::int as days_overdue
    from (${planInstalments}) plan
    where left_minor > 0 and ${dueOnIn("overdue", today, sql`plan`)}
      and due_on >= ${period.from}::date and due_on <= ${period.to}::date`;
  const rows = await rowsOf<ReportRow>(
    db,
    sql`with overdue as (${overdue})
      select code || '/' || position as key, code as label, null::text as day, customer, kind as instalment,
        due_on::text as "dueOn", days_overdue as "daysOverdue",
        ${moneyAgg("amount")} as amount, ${moneyAgg("left_minor")} as "left"
      from overdue group by code, position, customer, kind, due_on, days_overdue order by due_on, code, position`,
  );
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with overdue as (${overdue}),
      per_currency as (select currency, sum(amount)::bigint as amount, sum(left_minor)::bigint as left_minor
        from overdue group by currency)
      select ${moneyAgg("amount")} as amount, ${moneyAgg("left_minor")} as "left" from per_currency`,
  );
  return { rows, totals: totals! };
}

// ---------------------------------------------------------------------------------------------
// Occupancy: departures leaving in the period, their capacity and the seats the departure holds.

export async function occupancyReport(db: Db, period: Period, locale: Locale) {
  const leaving = sql`
    select d.id, coalesce(tt.title, '#' || d.tour_id) as title, d.start_date, d.capacity, d.seats_taken
    from departures d
    left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${locale}
    where d.start_date >= ${period.from}::date and d.start_date <= ${period.to}::date`;
  const share = (seats: string, capacity: string) =>
    sql.raw(`coalesce(round(100.0 * ${seats} / nullif(${capacity}, 0), 1), 0)::float8`);
  const rows = await rowsOf<ReportRow>(
    db,
    sql`with leaving as (${leaving})
      select id::text as key, title as label, start_date::text as day, start_date::text as "startDate",
        capacity, seats_taken as "seatsTaken", capacity - seats_taken as free, ${share("seats_taken", "capacity")} as occupancy
      from leaving order by start_date, id`,
  );
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with leaving as (${leaving})
      select coalesce(sum(capacity), 0)::int as capacity, coalesce(sum(seats_taken), 0)::int as "seatsTaken",
        coalesce(sum(capacity - seats_taken), 0)::int as free,
        ${share("sum(seats_taken)", "sum(capacity)")} as occupancy
      from leaving`,
  );
  return { rows, totals: totals! };
}
