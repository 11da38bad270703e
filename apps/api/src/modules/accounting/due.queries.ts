import { dueDateRange, type CalendarDate, type PaymentDueFilter } from "@rihla/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";

/**
 * What is owed and when, as SQL (issue 26): one home for the reports, the dashboard's figures and
 * the reservation list's payment filter. Each is held to the domain's rules (`coverInstalments`,
 * `planStatus`, `dueDateRange`) by tests.
 */

/** `p.paid`: what reservation `r` has paid, payments − refunds in its own currency (the ledger). */
export const paidOn = sql`left join lateral (
    select sum(case when t.type = 'PAYMENT' then t.reservation_amount_minor else -t.reservation_amount_minor end) as paid
    from ledger_transactions t
    where t.reservation_id = r.id and t.type in ('PAYMENT', 'REFUND')
  ) p on true`;

/** The name a reservation goes by: its contact's, else its customer's (`u`). */
export const customerName = sql`coalesce(nullif(trim(r.contact->>'name'), ''), trim(coalesce(u.first_name, '') || ' ' || coalesce(u.surname, '')))`;

/**
 * Every instalment of the plans of reservations not cancelled, with what is still unpaid of it:
 * what was paid (never below zero) covers the instalments in order, so an instalment's unpaid part
 * is clamp(cumulative amount up to it − paid, 0, its amount) — `coverInstalments` in SQL.
 * Columns: reservation_id, code, currency, customer, position, kind, due_on, amount, left_minor.
 */
export const planInstalments = sql`
  select r.id as reservation_id, r.code, r.currency, ${customerName} as customer, e.ordinality as position,
    e.value->>'kind' as kind, (e.value->>'dueOn')::date as due_on,
    (e.value->'amount'->>'amount')::bigint as amount,
    greatest(0, least((e.value->'amount'->>'amount')::bigint,
      sum((e.value->'amount'->>'amount')::bigint) over (partition by r.id order by e.ordinality)
        - greatest(coalesce(p.paid, 0), 0)))::bigint as left_minor
  from payment_plans pp
  join reservations r on r.id = pp.reservation_id
  join users u on u.id = r.customer_id
  ${paidOn}
  cross join lateral jsonb_array_elements(pp.instalments) with ordinality as e(value, ordinality)
  where r.status <> 'CANCELLED'`;

/** The condition on `due_on` (of `alias`) that `dueDateRange` names for a figure. */
export function dueOnIn(filter: PaymentDueFilter, today: CalendarDate, alias: SQL): SQL {
  const range = dueDateRange(filter, today);
  return range.from === null
    ? sql`${alias}.due_on <= ${range.to}::date`
    : sql`${alias}.due_on >= ${range.from}::date and ${alias}.due_on <= ${range.to}::date`;
}

/** The ids of reservations with an unpaid instalment in a figure's range (the list's filter). */
export function reservationsDue(filter: PaymentDueFilter, today: CalendarDate): SQL {
  return sql`(select i.reservation_id from (${planInstalments}) i
    where i.left_minor > 0 and ${dueOnIn(filter, today, sql`i`)})`;
}

export interface DueFigure {
  reservations: number;
  totals: { currency: string; amount: number }[];
}

/** The dashboard's two figures: unpaid amounts per currency and how many reservations owe them. */
export async function dueFigures(db: Db, today: CalendarDate): Promise<Record<PaymentDueFilter, DueFigure>> {
  const figure = async (filter: PaymentDueFilter): Promise<DueFigure> => {
    const rows = (
      (await db.execute(sql`select i.currency, sum(i.left_minor)::bigint as amount,
          count(distinct i.reservation_id)::int as reservations
        from (${planInstalments}) i
        where i.left_minor > 0 and ${dueOnIn(filter, today, sql`i`)}
        group by i.currency order by i.currency`)) as unknown as {
        rows: { currency: string; amount: string | number; reservations: number }[];
      }
    ).rows;
    const [count] = (
      (await db.execute(sql`select count(distinct i.reservation_id)::int as n from (${planInstalments}) i
        where i.left_minor > 0 and ${dueOnIn(filter, today, sql`i`)}`)) as unknown as { rows: { n: number }[] }
    ).rows;
    return {
      reservations: Number(count?.n ?? 0),
      totals: rows.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    };
  };
  return { overdue: await figure("overdue"), dueThisWeek: await figure("dueThisWeek") };
}
