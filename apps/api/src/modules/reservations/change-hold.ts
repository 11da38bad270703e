import { holdChangeRefusal, isReservationStaff } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { departures, reservations } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { sessionUserOf } from "../../http/session.ts";
import { logReservationEvent } from "./events.ts";
import { viewsOf, type ReservationView } from "./reservations.queries.ts";

/**
 * POST /api/admin/reservations/{code}/hold (issue 28, finding 1): staff move a WAITING tour
 * reservation's option date — usually later, to give a family more time — up to the start of the
 * departure day (`holdChangeRefusal`). Logged as `hold-changed`; the reminder is sent again for
 * the new date.
 */
export async function changeReservationHold({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { code: string; holdUntil: string };
}): Promise<ReservationView> {
  const viewer = sessionUserOf((await requireSession(ctx)).user);
  if (!isReservationStaff(viewer)) throw domainError(403, "FORBIDDEN");
  const until = new Date(input.holdUntil);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.code, input.code)).for("update").limit(1);
    if (!row) throw domainError(404, "NOT_FOUND");
    const [departure] =
      row.departureId === null
        ? []
        : await tx
            .select({ startDate: departures.startDate })
            .from(departures)
            .where(eq(departures.id, row.departureId));
    const refusal = holdChangeRefusal({
      status: row.status,
      until,
      now: ctx.deps.now(),
      startDate: departure?.startDate ?? null,
    });
    if (refusal === "RESERVATION_NOT_EDITABLE") throw domainError(409, refusal);
    if (refusal) throw domainError(400, refusal, { fields: { holdUntil: [refusal] } });
    const [updated] = await tx
      .update(reservations)
      .set({ holdUntil: until, holdRemindedAt: null, updatedAt: ctx.now })
      .where(eq(reservations.id, row.id))
      .returning();
    await logReservationEvent(tx, ctx.deps.now, {
      reservationId: row.id,
      actorId: viewer.id,
      action: "hold-changed",
      changes: { holdUntil: { from: row.holdUntil?.toISOString() ?? null, to: until.toISOString() } },
    });
    const [view] = await viewsOf(tx, ctx.deps.fieldCipher, [updated!], () => true);
    return view!;
  });
}
