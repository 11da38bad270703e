import { can, isReservationStaff, type ReservationStatus } from "@rihla/domain";
import { and, asc, eq } from "drizzle-orm";
import { reservations, whatsAppMessages } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { logFullView } from "../admin-reservations/reservation-detail.ts";
import { sessionUserOf } from "../../http/session.ts";
import { eventsOf, findReadable, listPage, viewsOf, visibleTo } from "./reservations.queries.ts";

export { createReservation } from "./create-reservation.ts";
export { createServiceReservation } from "./create-service.ts";
export { changeReservationStatus } from "./change-status.ts";
export { updateReservation } from "./update-reservation.ts";

async function viewerOf(ctx: ServiceContext) {
  const session = await requireSession(ctx);
  const viewer = sessionUserOf(session.user);
  if (!can(viewer, "reservations.read.own")) throw domainError(403, "FORBIDDEN");
  return viewer;
}

/**
 * GET /api/reservations: staff see all, agents theirs and those they booked, customers their own;
 * newest first, paginated. Lists show TCKN and passport numbers masked.
 */
export async function listReservations({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { page: number; pageSize: number; status?: ReservationStatus | undefined; own?: boolean };
}) {
  const viewer = await viewerOf(ctx);
  const scope = input.own
    ? eq(reservations.customerId, viewer.id)
    : visibleTo(viewer, isReservationStaff(viewer), can(viewer, "reservations.manage.agency"));
  const filter = and(scope, input.status ? eq(reservations.status, input.status) : undefined);
  const { rows, total } = await listPage(ctx.db, filter, input.page, input.pageSize);
  return {
    data: await viewsOf(ctx.db, ctx.deps.fieldCipher, rows, () => false),
    page: input.page,
    pageSize: input.pageSize,
    total,
  };
}

/** GET /api/reservations/{code}: its customer, its agent and staff, numbers in full; anyone else 404. */
export async function getReservation({ ctx, input }: { ctx: ServiceContext; input: { code: string } }) {
  const viewer = await viewerOf(ctx);
  const row = await findReadable(ctx.db, viewer, input.code);
  if (!row) throw domainError(404, "NOT_FOUND");
  const [view] = await viewsOf(ctx.db, ctx.deps.fieldCipher, [row], () => true);
  if (isReservationStaff(viewer)) await logFullView(ctx.db, viewer, row, ctx.now);
  return view!;
}

/** GET /api/reservations/{code}/events: the order log, oldest first. */
export async function listReservationEvents({ ctx, input }: { ctx: ServiceContext; input: { code: string } }) {
  const viewer = await viewerOf(ctx);
  const row = await findReadable(ctx.db, viewer, input.code);
  if (!row) throw domainError(404, "NOT_FOUND");
  const messages = await ctx.db
    .select({
      id: whatsAppMessages.id,
      text: whatsAppMessages.text,
      status: whatsAppMessages.status,
      createdAt: whatsAppMessages.createdAt,
    })
    .from(whatsAppMessages)
    .where(and(eq(whatsAppMessages.reservationId, row.id), eq(whatsAppMessages.direction, "OUT")))
    .orderBy(asc(whatsAppMessages.createdAt), asc(whatsAppMessages.id));
  return {
    code: row.code,
    data: await eventsOf(ctx.db, row.id),
    whatsApp: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}
