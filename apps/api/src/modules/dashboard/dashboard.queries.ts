import { addDays, dashboardWindows, isoWeekday, istanbulDayStart, type CalendarDate } from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";

/**
 * The staff dashboard's figures (issue 24), each one aggregate statement: the database counts,
 * sums and groups; nothing here loads rows to count them in JavaScript.
 */

export async function newReservationsByStatus(db: Db, today: CalendarDate) {
  const since = istanbulDayStart(addDays(today, 1 - dashboardWindows.newReservationDays));
  const rows = await rowsOf<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from reservations where created_at >= ${since.toISOString()} group by status`,
  );
  const counts = { WAITING: 0, CONFIRMED: 0, CANCELLED: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = row.count;
  return { since: addDays(today, 1 - dashboardWindows.newReservationDays), counts };
}

export interface DepartureRow {
  id: number;
  tourId: number;
  title: string | null;
  startDate: string;
  capacity: number;
  seatsTaken: number;
  confirmedSeats: number;
  reservations: number;
}

const departureColumns = (locale: "tr" | "en") => sql`
  select d.id, d.tour_id as "tourId", tt.title, d.start_date::text as "startDate", d.capacity, d.seats_taken as "seatsTaken",
    coalesce(r.confirmed, 0)::int as "confirmedSeats", coalesce(r.n, 0)::int as "reservations"
  from departures d
  left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${locale}
  left join lateral (
    select count(*) as n, sum(seats) filter (where status = 'CONFIRMED') as confirmed
      from reservations where departure_id = d.id and status <> 'CANCELLED'
  ) r on true`;

/** Seats sold against capacity for the next departures (today or later), soonest first. */
export async function nextDepartures(db: Db, today: CalendarDate, locale: "tr" | "en") {
  return rowsOf<DepartureRow>(
    db,
    sql`${departureColumns(locale)} where d.start_date >= ${today} order by d.start_date, d.id limit ${dashboardWindows.nextDepartures}`,
  );
}

/** Departures leaving within the next 14 days (today included). */
export async function departuresSoon(db: Db, today: CalendarDate, locale: "tr" | "en") {
  return rowsOf<DepartureRow>(
    db,
    sql`${departureColumns(locale)}
      where d.start_date >= ${today} and d.start_date <= ${addDays(today, dashboardWindows.departuresAheadDays)}
      order by d.start_date, d.id limit 50`,
  );
}

/** The latest changes from both event logs (reservations' and the general one), with who made them. */
export async function recentChanges(db: Db) {
  const rows = await rowsOf<{
    source: "reservation" | "audit";
    entity: string;
    entityId: string;
    label: string | null;
    action: string;
    changes: Record<string, { from: unknown; to: unknown }>;
    actorId: string | null;
    actorName: string | null;
    createdAt: Date | string;
  }>(
    db,
    sql`select e.*, u.first_name || ' ' || u.surname as "actorName" from (
          (select 'reservation' as source, 'reservation' as entity, r.code as "entityId", r.code as label, re.action,
                  re.changes, re.actor_id as "actorId", re.created_at as "createdAt", re.id::bigint as seq
             from reservation_events re join reservations r on r.id = re.reservation_id
            order by re.created_at desc, re.id desc limit ${dashboardWindows.recentChanges})
          union all
          (select 'audit', a.entity, a.entity_id, null, a.action, a.changes, a.actor_id, a.created_at, a.id
             from audit_events a order by a.created_at desc, a.id desc limit ${dashboardWindows.recentChanges})
        ) e left join users u on u.id = e."actorId"
        order by e."createdAt" desc, e.seq desc limit ${dashboardWindows.recentChanges}`,
  );
  return rows.map((row) => ({
    entity: row.entity,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "" } : null,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/** Reservations made per ISO week (Istanbul), not cancelled: count, seats and totals per currency. */
export async function salesByWeek(db: Db, today: CalendarDate) {
  const thisWeek = addDays(today, 1 - isoWeekday(today));
  const first = addDays(thisWeek, -7 * (dashboardWindows.salesWeeks - 1));
  const rows = await rowsOf<{ week: string; currency: string; count: number; seats: number; total: string }>(
    db,
    sql`select date_trunc('week', (created_at at time zone 'UTC') + interval '3 hours')::date::text as week, currency,
          count(*)::int as count, sum(seats)::int as seats, sum(total_minor)::text as total
        from reservations
        where status <> 'CANCELLED' and created_at >= ${istanbulDayStart(first).toISOString()}
        group by 1, 2 order by 1, 2`,
  );
  const weeks = Array.from({ length: dashboardWindows.salesWeeks }, (_, i) => addDays(first, 7 * i));
  return weeks.map((week) => {
    const ofWeek = rows.filter((row) => row.week === week);
    return {
      week,
      reservations: ofWeek.reduce((sum, row) => sum + row.count, 0),
      seats: ofWeek.reduce((sum, row) => sum + row.seats, 0),
      totals: ofWeek.map((row) => ({ currency: row.currency, amount: Number(row.total) })),
    };
  });
}
