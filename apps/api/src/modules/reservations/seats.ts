import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { departures, reservations } from "../../db/schema.ts";

/**
 * The seats of a departure change here and nowhere else (ADR 0014, issue 23 §3). `takeSeats` is
 * one conditional UPDATE in the caller's transaction: under concurrency the row lock serialises
 * the bookings of one departure and PostgreSQL re-checks the condition on the newest row, so a
 * departure is never oversold. Its condition is the atomic part of the domain's `bookingRefusal`
 * (on sale, enough seats); the rest of that rule (published, not started) the caller asks the
 * domain before. Answers the departure's tour, or null when the seats are not there.
 */
export async function takeSeats(tx: Db, departureId: number, seats: number): Promise<{ tourId: number } | null> {
  const [taken] = await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} + ${seats}` })
    .where(
      and(
        eq(departures.id, departureId),
        eq(departures.saleState, "ON_SALE"),
        sql`${departures.seatsTaken} + ${seats} <= ${departures.capacity}`,
      ),
    )
    .returning({ tourId: departures.tourId });
  return taken ?? null;
}

/**
 * Gives `seats` seats back to a departure (a cancellation, an expired hold, a smaller plan). A
 * departure holding fewer seats than are given back means the books are wrong: that throws, and
 * the caller's transaction rolls back rather than hide it (the CHECK constraint is the last line).
 */
export async function releaseSeats(tx: Db, departureId: number, seats: number): Promise<{ tourId: number }> {
  const [released] = await tx
    .update(departures)
    .set({ seatsTaken: sql`${departures.seatsTaken} - ${seats}` })
    .where(and(eq(departures.id, departureId), gte(departures.seatsTaken, seats)))
    .returning({ tourId: departures.tourId });
  if (!released) throw new Error(`Departure ${departureId} holds fewer than the ${seats} seats given back`);
  return released;
}

/**
 * Seats a customer holds WAITING on a departure (their own bookings and those made for them),
 * optionally leaving one reservation out (the one being changed). Read in the transaction that
 * holds the departure's row lock, so it cannot miss a concurrent booking of the same departure.
 */
export async function seatsHeld(tx: Db, departureId: number, customerId: string, except?: string): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${reservations.seats}), 0)::int` })
    .from(reservations)
    .where(
      and(
        eq(reservations.departureId, departureId),
        eq(reservations.customerId, customerId),
        eq(reservations.status, "WAITING"),
        except ? ne(reservations.id, except) : undefined,
      ),
    );
  return row?.held ?? 0;
}
