import {
  istanbulDayStart,
  addDays,
  isReservationCode,
  searchNeedle,
  type ReservationListQuery,
  type ReservationListSort,
  type Currency,
  type ReservationKind,
  type ReservationStatus,
  type CalendarDate,
} from "@rihla/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { reservationsDue } from "../accounting/due.queries.ts";

/**
 * The staff's reservation list (issue 24) as SQL: filters, one keyset page in a sort, a capped
 * count. The API, the exports and the benchmark (apps/api/bench/admin-list.ts) run these same
 * statements, so the bench's "raw SQL of the same page" is exactly what the page sends.
 */

/** Which column a sort orders by, how to read a cursor's value back, and which way. */
const sortKeys: Record<ReservationListSort, { column: SQL; cast: SQL; descending: boolean }> = {
  "-created": { column: sql`r.created_at`, cast: sql`timestamptz`, descending: true },
  created: { column: sql`r.created_at`, cast: sql`timestamptz`, descending: false },
  departure: { column: sql`r.starts_on`, cast: sql`date`, descending: false },
  "-departure": { column: sql`r.starts_on`, cast: sql`date`, descending: true },
  "-seats": { column: sql`r.seats`, cast: sql`integer`, descending: true },
  seats: { column: sql`r.seats`, cast: sql`integer`, descending: false },
};

/** Where a page starts: after (next) or before (previous) the row with this sort value and id. */
export interface Position {
  value: string;
  id: string;
  direction: "next" | "previous";
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.direction === "next" ? "n" : "p", position.value, position.id])).toString(
    "base64url",
  );
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor from a previous answer, or null when it is not one of ours (the caller answers 400). */
export function decodeCursor(cursor: string): Position | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [direction, value, id] = parsed as unknown[];
    if ((direction !== "n" && direction !== "p") || typeof value !== "string" || typeof id !== "string") return null;
    if (!uuidPattern.test(id) || value.length > 64) return null;
    return { direction: direction === "n" ? "next" : "previous", value, id };
  } catch {
    return null;
  }
}

/** Escapes LIKE's wildcards so a search for "50%" looks for those characters. */
const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The filters of a query as one WHERE condition (every one has an index behind it; the payment
 * filter reads the few payment plans). `today` (Istanbul) is what "overdue" is measured from.
 */
export function listFilter(query: ReservationListQuery, today?: CalendarDate): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  if (query.kind) conditions.push(sql`r.kind = ${query.kind}`);
  if (query.departureId) conditions.push(sql`r.departure_id = ${query.departureId}`);
  if (query.agentId) conditions.push(sql`r.agent_id = ${query.agentId}`);
  if (query.customerId) conditions.push(sql`r.customer_id = ${query.customerId}`);
  if (query.payment) {
    if (!today) throw new Error("the payment filter needs today's date");
    conditions.push(sql`r.id in ${reservationsDue(query.payment, today)}`);
  }
  if (query.createdFrom) conditions.push(sql`r.created_at >= ${istanbulDayStart(query.createdFrom).toISOString()}`);
  if (query.createdTo) {
    conditions.push(sql`r.created_at < ${istanbulDayStart(addDays(query.createdTo, 1)).toISOString()}`);
  }
  if (query.q) {
    // A whole code is one row by its unique index; trigrams of "rh-2026-" would match every row.
    const code = query.q.trim().toUpperCase();
    conditions.push(
      isReservationCode(code)
        ? sql`r.code = ${code}`
        : sql`r.search_text like ${`%${likeEscape(searchNeedle(query.q))}%`}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** One page of rows (limit + 1, so the caller knows whether more follow), joined for display. */
export function pageStatement(
  query: ReservationListQuery,
  limit: number,
  position: Position | null,
  today?: CalendarDate,
): SQL {
  const key = sortKeys[query.sort];
  // Paging backwards reads the other way and the caller reverses the rows.
  const descending = position?.direction === "previous" ? !key.descending : key.descending;
  const order = descending ? sql`desc` : sql`asc`;
  const after = position
    ? sql`and (${key.column}, r.id) ${descending ? sql`<` : sql`>`} (${position.value}::${key.cast}, ${position.id}::uuid)`
    : sql``;
  return sql`
    select r.id, r.code, r.kind, r.status, r.seats, r.total_minor as "totalMinor", r.currency,
      r.created_at as "createdAt", r.starts_on::text as "startsOn", r.departure_id as "departureId",
      r.service, r.contact, ${key.column}::text as "sortKey",
      c.id as "customerId", c.first_name as "customerFirstName", c.surname as "customerSurname",
      c.email as "customerEmail", c.phone as "customerPhone",
      a.id as "agentId", a.first_name as "agentFirstName", a.surname as "agentSurname",
      d.start_date::text as "startDate", d.return_date::text as "returnDate", tt.title as "tourTitle",
      ht.name as "hotelName"
    from (
      select r.* from reservations r
      where ${listFilter(query, today)} ${after}
      order by ${key.column} ${order}, r.id ${order}
      limit ${limit + 1}
    ) r
    join users c on c.id = r.customer_id
    left join users a on a.id = r.agent_id
    left join departures d on d.id = r.departure_id
    left join tour_translations tt on tt.tour_id = d.tour_id and tt.locale = ${query.locale}
    left join hotel_translations ht on ht.hotel_id = (r.service->>'hotelId')::int and ht.locale = ${query.locale}
    order by ${key.column} ${order}, r.id ${order}`;
}

/** Counting stops here: past it the page says "1000+" instead of scanning every row. */
export const countCap = 1000;

export function countStatement(query: ReservationListQuery, today?: CalendarDate): SQL {
  return sql`select count(*)::int as "count" from (
    select 1 from reservations r where ${listFilter(query, today)} limit ${countCap + 1}
  ) capped`;
}

export interface ListRow {
  id: string;
  code: string;
  kind: ReservationKind;
  status: ReservationStatus;
  seats: number;
  totalMinor: string | number;
  currency: Currency;
  createdAt: Date | string;
  startsOn: string | null;
  departureId: number | null;
  service: { hotelId: number; checkIn: string; checkOut: string } | null;
  contact: { name: string; phone: string; email?: string } | null;
  sortKey: string;
  customerId: string;
  customerFirstName: string;
  customerSurname: string;
  customerEmail: string;
  customerPhone: string | null;
  agentId: string | null;
  agentFirstName: string | null;
  agentSurname: string | null;
  startDate: string | null;
  returnDate: string | null;
  tourTitle: string | null;
  hotelName: string | null;
}

/** Rows of a statement on either driver (node-postgres answers `{ rows }`, PGlite too). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export function toListItem(row: ListRow) {
  const createdAt = row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    status: row.status,
    customer: {
      id: row.customerId,
      name: `${row.customerFirstName} ${row.customerSurname}`.trim(),
      email: row.customerEmail,
      phone: row.customerPhone,
    },
    contact: row.contact,
    agent: row.agentId
      ? { id: row.agentId, name: `${row.agentFirstName ?? ""} ${row.agentSurname ?? ""}`.trim() }
      : null,
    departure:
      row.departureId === null
        ? null
        : { id: row.departureId, startDate: row.startDate!, returnDate: row.returnDate!, title: row.tourTitle },
    service: row.service
      ? {
          hotelId: row.service.hotelId,
          hotelName: row.hotelName,
          checkIn: row.service.checkIn,
          checkOut: row.service.checkOut,
        }
      : null,
    startsOn: row.startsOn,
    seats: row.seats,
    total: { amount: Number(row.totalMinor), currency: row.currency },
    createdAt: createdAt.toISOString(),
  };
}
export type ListItem = ReturnType<typeof toListItem>;
