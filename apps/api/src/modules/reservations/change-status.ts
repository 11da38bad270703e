import {
  canChangeReservationStatus,
  canReadReservation,
  canTransitionReservation,
  isReservationStaff,
  ReservationRuleError,
  transitionReservation,
  type ReservationStatus,
} from "@rihla/domain";
import { eq } from "drizzle-orm";
import { reservations } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { sessionUserOf } from "../../http/session.ts";
import { mailReservation } from "./reservation-mails.ts";
import { logReservationEvent } from "./events.ts";
import { viewsOf, type ReservationView } from "./reservations.queries.ts";
import { releaseSeats } from "./seats.ts";

/**
 * Confirms or cancels a reservation (issue #14). The domain decides the transition and who may
 * make it; the row is locked for the change, a cancellation releases its seats with the same kind
 * of conditional UPDATE that took them, and the event is written in the same transaction.
 */
export async function changeReservationStatus({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { code: string; to: ReservationStatus; reason?: string };
}): Promise<ReservationView> {
  const session = await requireSession(ctx);
  const viewer = sessionUserOf(session.user);
  // Confirming is staff work: refuse by role before looking anything up.
  if (input.to === "CONFIRMED" && !isReservationStaff(viewer)) throw domainError(403, "FORBIDDEN");
  let published: { departureId: number; tourId: number } | null = null;
  const view = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.code, input.code)).for("update").limit(1);
    if (!row || !canReadReservation(viewer, row)) throw domainError(404, "NOT_FOUND");
    const from = row.status;
    // A change the states do not allow is a 409 for everyone who may read it (cancelling twice
    // was a 403: issue 28, finding 13); who may make an allowed change is the next question.
    if (!canTransitionReservation(from, input.to)) throw domainError(409, "RESERVATION_TRANSITION_NOT_ALLOWED");
    if (!canChangeReservationStatus(viewer, { ...row, status: from }, input.to)) throw domainError(403, "FORBIDDEN");
    let transition;
    try {
      transition = transitionReservation(from, input.to, input.reason);
    } catch (error) {
      if (!(error instanceof ReservationRuleError)) throw error;
      if (error.code === "RESERVATION_TRANSITION_NOT_ALLOWED") throw domainError(409, error.code);
      throw domainError(400, error.code, { fields: { reason: [error.code] } });
    }
    const [updated] = await tx
      .update(reservations)
      .set({ status: transition.to, cancelReason: transition.reason ?? row.cancelReason, updatedAt: ctx.now })
      .where(eq(reservations.id, row.id))
      .returning();
    const changes: Record<string, { from: unknown; to: unknown }> = {
      status: { from: transition.from, to: transition.to },
    };
    if (transition.to === "CANCELLED" && row.kind === "TOUR" && row.departureId !== null && row.seats > 0) {
      const released = await releaseSeats(tx, row.departureId, row.seats);
      changes.seatsReleased = { from: row.seats, to: 0 };
      published = { departureId: row.departureId, tourId: released.tourId };
    }
    await logReservationEvent(tx, ctx.deps.now, {
      reservationId: row.id,
      actorId: viewer.id,
      action: transition.to === "CANCELLED" ? "cancelled" : "confirmed",
      changes,
      note: transition.reason,
    });
    const [result] = await viewsOf(tx, ctx.deps.fieldCipher, [updated!], () => true);
    return result!;
  });
  if (published)
    ctx.deps.changes.publish({ kind: "departure", ...(published as { departureId: number; tourId: number }) });
  await mailReservation(ctx, view, input.to === "CANCELLED" ? "cancelled" : "confirmed");
  return view;
}
