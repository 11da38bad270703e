import {
  addDays,
  todayInIstanbul,
  type AvailabilityQuery,
  type CalendarDate,
  type RoomType,
  type SaleState,
} from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context.ts";
import { requirePermission } from "../../http/permissions.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";

/** At most this many departures in one answer; a month or a tour narrows the list. */
export const availabilityLimit = 200;

export interface AvailabilityRow {
  id: number;
  tourId: number;
  title: string | null;
  startDate: string;
  returnDate: string;
  capacity: number;
  seatsTaken: number;
  waitingSeats: number;
  confirmedSeats: number;
  seatsLeft: number;
  saleState: SaleState;
  rooms: Partial<Record<RoomType, number>>;
}

/**
 * GET /api/admin/availability (issue 25): every upcoming departure (or those starting in `month`,
 * past ones included) with its seats — taken, waiting and confirmed apart, left — the booked
 * rooms by type and the sale state; `tourId` narrows to one tour. One statement: the seats come
 * from the departure row (kept by every booking), the split and rooms from the live reservations.
 */
export async function availability({ ctx, input }: { ctx: ServiceContext; input: AvailabilityQuery }) {
  await requirePermission(ctx, "availability.access");
  const today = todayInIstanbul(ctx.now);
  const from = input.month ? `${input.month}-01` : today;
  // The first day of the next month: the 28th of any month plus four days is in the next one.
  const to = input.month ? `${addDays(`${input.month}-28` as CalendarDate, 4).slice(0, 7)}-01` : null;
  const rows = await rowsOf<AvailabilityRow>(
    ctx.db,
    sql`select d.id, d.tour_id as "tourId", tt.title, d.start_date::text as "startDate",
          d.return_date::text as "returnDate", d.capacity, d.seats_taken as "seatsTaken",
          coalesce(r.waiting, 0)::int as "waitingSeats", coalesce(r.confirmed, 0)::int as "confirmedSeats",
          (d.capacity - d.seats_taken)::int as "seatsLeft", d.sale_state as "saleState",
          coalesce(rooms.by_type, '{}'::jsonb) as rooms
        from departures d
        left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${input.locale}
        left join lateral (
          select sum(seats) filter (where status = 'WAITING') as waiting,
                 sum(seats) filter (where status = 'CONFIRMED') as confirmed
            from reservations where departure_id = d.id and status <> 'CANCELLED'
        ) r on true
        left join lateral (
          select jsonb_object_agg(room_type, n) as by_type from (
            select rr.room_type, count(*)::int as n
              from reservation_rooms rr join reservations x on x.id = rr.reservation_id
             where x.departure_id = d.id and x.status <> 'CANCELLED'
             group by rr.room_type
          ) counted
        ) rooms on true
        where d.start_date >= ${from}
          ${to ? sql`and d.start_date < ${to}` : sql``}
          ${input.tourId ? sql`and d.tour_id = ${input.tourId}` : sql``}
        order by d.start_date, d.id
        limit ${availabilityLimit + 1}`,
  );
  const tours = await rowsOf<{ id: number; title: string | null }>(
    ctx.db,
    sql`select t.id, tt.title from tours t
        left join tour_translations tt on tt.tour_id = t.id and tt.locale = ${input.locale}
        where exists (select 1 from departures d where d.tour_id = t.id and d.start_date >= ${today})
        order by tt.title nulls last, t.id`,
  );
  return {
    today,
    data: rows.slice(0, availabilityLimit),
    truncated: rows.length > availabilityLimit,
    tours,
  };
}
