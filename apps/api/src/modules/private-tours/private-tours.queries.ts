import { privateTourStatuses, type PrivateTourListQuery, type PrivateTourStatus } from "@rihla/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";

export const privateTourPageSize = 20;

interface Row {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  locale: "tr" | "en";
  preferredContact: string;
  message: string | null;
  tourId: number | null;
  tourTitle: string | null;
  status: PrivateTourStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  offerId: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const select = sql`select r.id, r.name, r.phone, r.email, r.locale, r.preferred_contact as "preferredContact",
    r.message, r.tour_id as "tourId", t.title as "tourTitle", r.status, r.assignee_id as "assigneeId",
    case when u.id is null then null else u.first_name || ' ' || u.surname end as "assigneeName",
    r.offer_id as "offerId", r.created_at as "createdAt", r.updated_at as "updatedAt"
  from information_requests r
  left join tour_translations t on t.tour_id = r.tour_id and t.locale = r.locale
  left join users u on u.id = r.assignee_id`;

export function toPrivateTour(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    phone: row.phone,
    email: row.email,
    locale: row.locale,
    preferredContact: row.preferredContact,
    message: row.message,
    tour: row.tourId === null ? null : { id: Number(row.tourId), title: row.tourTitle ?? "" },
    status: row.status,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? "" },
    /** The offer it was turned into last (issue 26). */
    offerId: row.offerId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function filterOf(query: PrivateTourListQuery, me: string): SQL {
  const parts: SQL[] = [];
  if (query.status === "open") parts.push(sql`r.status not in ('won', 'lost')`);
  else if (query.status !== "all") parts.push(sql`r.status = ${query.status}`);
  if (query.assignee === "me") parts.push(sql`r.assignee_id = ${me}`);
  else if (query.assignee === "nobody") parts.push(sql`r.assignee_id is null`);
  else if (query.assignee) parts.push(sql`r.assignee_id = ${query.assignee}`);
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/** One page newest first, the filter's total, and the whole pipeline's count per status. */
export async function privateTourPage(db: Db, query: PrivateTourListQuery, me: string) {
  const where = filterOf(query, me);
  const rows = await rowsOf<Row>(
    db,
    sql`${select} ${where} order by r.created_at desc, r.id desc
        limit ${privateTourPageSize} offset ${(query.page - 1) * privateTourPageSize}`,
  );
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from information_requests r ${where}`,
  );
  const byStatus = await rowsOf<{ status: PrivateTourStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from information_requests group by status`,
  );
  const counts = Object.fromEntries(privateTourStatuses.map((s) => [s, 0])) as Record<PrivateTourStatus, number>;
  for (const { status, n } of byStatus) counts[status] = Number(n);
  return { data: rows.map(toPrivateTour), total: Number(total), counts };
}

export async function privateTourById(db: Db, id: number) {
  const [row] = await rowsOf<Row>(db, sql`${select} where r.id = ${id}`);
  return row ? toPrivateTour(row) : null;
}

/** The people a request can be assigned to: active staff (admins and Master), by name. */
export async function staffMembers(db: Db) {
  return rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, first_name || ' ' || surname as name from users
        where active and (is_admin or role = 'Master') order by first_name, surname, id`,
  );
}
