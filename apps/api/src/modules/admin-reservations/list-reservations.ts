import type { ReservationListQuery } from "@rihla/domain";
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

/** The cursor of the query, or a 400 naming the field when it is not one of ours. */
export function positionOf(cursor: string | undefined): Position | null {
  if (!cursor) return null;
  const position = decodeCursor(cursor);
  if (!position) throw domainError(400, "VALIDATION_FAILED", { fields: { cursor: ["INVALID_VALUE"] } });
  return position;
}

/**
 * GET /api/admin/reservations: one keyset page of every reservation (tour and service) in the
 * filters and sort of the query, with `next`/`previous` cursors and a count that stops at 1000.
 */
export async function listAdminReservations({ ctx, input }: { ctx: ServiceContext; input: ReservationListQuery }) {
  await requirePermission(ctx, "reservations.manage.all");
  const position = positionOf(input.cursor);
  const limit = input.pageSize;
  // The page and its count are independent: on PostgreSQL they run at once on two connections.
  const [rows, counted] = await Promise.all([
    rowsOf<ListRow>(ctx.db, pageStatement(input, limit, position)),
    rowsOf<{ count: number }>(ctx.db, countStatement(input)),
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
