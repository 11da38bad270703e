import { isCalendarDate, todayInIstanbul, type ReservationListQuery } from "@rihla/domain";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import {
  countCap,
  countStatement,
  decodeCursor,
  encodeCursor,
  pageStatement,
  rowsOf,
  toListItem,
  type ListRow,
  type Position,
} from "./admin-reservations.queries.ts";

/** What a cursor's sort value must look like, so the database never sees a value it cannot cast. */
const sortValuePatterns = {
  created: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  departure: /^\d{4}-\d{2}-\d{2}$/,
  seats: /^\d{1,9}$/,
} as const;

/** The cursor of the query, or a 400 naming the field when it is not one of ours for this sort. */
export function positionOf(
  cursor: string | undefined,
  sort: ReservationListQuery["sort"] = "-created",
): Position | null {
  if (!cursor) return null;
  const position = decodeCursor(cursor);
  const pattern = sortValuePatterns[sort.replace("-", "") as keyof typeof sortValuePatterns];
  // PostgreSQL writes an offset of whole hours as "+00"; Date.parse wants "+00:00".
  const instant = (value: string) =>
    !Number.isNaN(Date.parse(value.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")));
  const valid =
    position !== null &&
    pattern.test(position.value) &&
    (sort.endsWith("departure") ? isCalendarDate(position.value) : sort.endsWith("seats") || instant(position.value));
  if (!valid) throw domainError(400, "VALIDATION_FAILED", { fields: { cursor: ["INVALID_VALUE"] } });
  return position;
}

/**
 * GET /api/admin/reservations: one keyset page of every reservation (tour and service) in the
 * filters and sort of the query, with `next`/`previous` cursors and a count that stops at 1000.
 */
export async function listAdminReservations({ ctx, input }: { ctx: ServiceContext; input: ReservationListQuery }) {
  await requirePermission(ctx, "reservations.manage.all");
  const position = positionOf(input.cursor, input.sort);
  const limit = input.pageSize;
  // The page and its count are independent: on PostgreSQL they run at once on two connections.
  const [rows, counted] = await Promise.all([
    rowsOf<ListRow>(ctx.db, pageStatement(input, limit, position, todayInIstanbul(ctx.now))),
    rowsOf<{ count: number }>(ctx.db, countStatement(input, todayInIstanbul(ctx.now))),
  ]);
  const more = rows.length > limit;
  const backwards = position?.direction === "previous";
  const page = backwards ? rows.slice(0, limit).reverse() : rows.slice(0, limit);
  const first = page[0];
  const last = page.at(-1);
  const cursorAt = (row: ListRow | undefined, direction: Position["direction"]) =>
    row ? encodeCursor({ value: row.sortKey, id: row.id, direction }) : null;
  const count = counted[0]?.count ?? 0;
  return {
    data: page.map(toListItem),
    pageSize: limit,
    count: Math.min(count, countCap),
    countCapped: count > countCap,
    next: (backwards ? page.length > 0 : more) ? cursorAt(last, "next") : null,
    previous: (backwards ? more : position !== null) ? cursorAt(first, "previous") : null,
  };
}
