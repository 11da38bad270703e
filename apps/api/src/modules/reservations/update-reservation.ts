import {
  bookingRefusal,
  canEditReservation,
  canReadReservation,
  draftFromRequest,
  isReservationStaff,
  priceDraft,
  seatHoldRefusal,
  seatsNeeded,
  todayInIstanbul,
  validateReservationRequest,
  type DeparturePricing,
  type ReservationChange,
} from "@rihla/domain";
import { eq } from "drizzle-orm";
import { departures, passengers, reservationRooms, reservations, tours } from "../../db/schema.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { limitBookings } from "../../http/rate-limit.ts";
import { followNewTotal } from "../accounting/plan-follow.ts";
import { sessionUserOf } from "../../http/session.ts";
import { insertRooms, priceSnapshot, roomSummary } from "./reservation-rows.ts";
import { logReservationEvent } from "./events.ts";
import { viewsOf, type ReservationView } from "./reservations.queries.ts";
import { releaseSeats, seatsHeld, takeSeats } from "./seats.ts";

/**
 * PATCH /api/reservations/{code} (issue #14): a WAITING reservation gets a new room plan and
 * passengers. The price is recomputed from the prices it was sold at (the snapshot), never from
 * today's; extra seats are taken and freed seats released with the same conditional UPDATEs as a
 * booking, in the transaction that rewrites the rooms and logs the change.
 */
export async function updateReservation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { code: string; change: ReservationChange };
}): Promise<ReservationView> {
  const session = await requireSession(ctx);
  const viewer = sessionUserOf(session.user);
  await limitBookings(ctx, viewer.id);
  let published: { departureId: number; tourId: number } | null = null;
  const view = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.code, input.code)).for("update").limit(1);
    if (!row || !canReadReservation(viewer, row)) throw domainError(404, "NOT_FOUND");
    if (!canEditReservation(viewer, row)) {
      throw domainError(409, "RESERVATION_NOT_EDITABLE");
    }
    const [found] =
      row.departureId === null
        ? []
        : await tx
            .select({ departure: departures, tourPublished: tours.published })
            .from(departures)
            .innerJoin(tours, eq(tours.id, departures.tourId))
            .where(eq(departures.id, row.departureId));
    const departure = found?.departure;
    const startDate = departure?.startDate;
    const fields = validateReservationRequest(input.change, startDate);
    if (Object.keys(fields).length > 0) throw domainError(400, "VALIDATION_FAILED", { fields });
    const draft = draftFromRequest(input.change, startDate);
    const pricing = row.priceSnapshot.pricing as unknown as DeparturePricing;
    const price = priceDraft(pricing, draft);
    if (!price.ok) {
      throw domainError(400, price.code, { fields: { [`rooms.${price.roomIndex}.roomType`]: [price.code] } });
    }
    const seats = departure ? seatsNeeded(draft.rooms) : 0;
    const delta = seats - row.seats;
    if (found && departure && delta > 0) {
      const refusal = bookingRefusal(
        {
          ...departure,
          tourPublished: found.tourPublished,
          startDate: startDate!,
        },
        delta,
        todayInIstanbul(ctx.now),
      );
      // More seats on a tour no longer offered: closed to this reservation, which itself stays.
      if (refusal) throw domainError(409, refusal === "NOT_FOUND" ? "DEPARTURE_CLOSED" : refusal);
      if (!(await takeSeats(tx, departure.id, delta))) throw domainError(409, "SOLD_OUT");
      // The per-customer cap applies to a customer's own change as to their booking (issue 28).
      const capRefusal = seatHoldRefusal({
        held: await seatsHeld(tx, departure.id, row.customerId, row.id),
        adding: seats,
        cap: ctx.deps.config.holds.maxSeatsPerCustomer,
        bookedBy: isReservationStaff(viewer) ? "staff" : viewer.id === row.customerId ? "customer" : "agent",
      });
      if (capRefusal) throw domainError(409, capRefusal);
    } else if (departure && delta < 0) {
      await releaseSeats(tx, departure.id, -delta);
    }
    if (departure && delta !== 0) published = { departureId: departure.id, tourId: departure.tourId };

    const before = await tx
      .select()
      .from(reservationRooms)
      .where(eq(reservationRooms.reservationId, row.id))
      .orderBy(reservationRooms.position);
    const namesBefore = await tx
      .select({ name: passengers.name, surname: passengers.surname })
      .from(passengers)
      .where(eq(passengers.reservationId, row.id))
      .orderBy(passengers.position);
    // The new plan replaces the old (passengers go with their rooms).
    await tx.delete(reservationRooms).where(eq(reservationRooms.reservationId, row.id));
    await insertRooms(tx, ctx.deps.fieldCipher, row.id, input.change.rooms);
    const note = input.change.note ?? row.notes;
    const [updated] = await tx
      .update(reservations)
      .set({
        seats,
        totalMinor: price.total.amount,
        priceSnapshot: priceSnapshot(pricing, price),
        notes: note,
        updatedAt: ctx.now,
      })
      .where(eq(reservations.id, row.id))
      .returning();

    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const roomsFrom = roomSummary(before);
    const roomsTo = roomSummary(input.change.rooms);
    if (JSON.stringify(roomsFrom) !== JSON.stringify(roomsTo)) changes.rooms = { from: roomsFrom, to: roomsTo };
    const namesFrom = namesBefore.map((p) => `${p.name} ${p.surname}`);
    const namesTo = input.change.rooms.flatMap((room) => (room.passengers ?? []).map((p) => `${p.name} ${p.surname}`));
    // Names only: the log never holds TCKN or passport numbers.
    if (JSON.stringify(namesFrom) !== JSON.stringify(namesTo)) changes.passengers = { from: namesFrom, to: namesTo };
    if (delta !== 0) changes.seats = { from: row.seats, to: seats };
    if (price.total.amount !== row.totalMinor) {
      changes.total = {
        from: { amount: row.totalMinor, currency: row.currency },
        to: { amount: price.total.amount, currency: row.currency },
      };
    }
    if (note !== row.notes) changes.note = { from: row.notes, to: note };
    // Issue 26: a payment plan follows the new total (paid instalments stay), in the same log line.
    if (changes.total) {
      const plan = await followNewTotal(tx, updated!, { id: viewer.id, now: ctx.now });
      if (plan) changes.paymentPlan = plan;
    }
    await logReservationEvent(tx, ctx.deps.now, {
      reservationId: row.id,
      actorId: viewer.id,
      action: "updated",
      changes,
    });
    const [result] = await viewsOf(tx, ctx.deps.fieldCipher, [updated!], () => true);
    return result!;
  });
  if (published)
    ctx.deps.changes.publish({ kind: "departure", ...(published as { departureId: number; tourId: number }) });
  return view;
}
