import type { Db } from "../../db/database.ts";
import { reservationEvents, type ReservationChange } from "../../db/schema.ts";

/**
 * Writes one line of a reservation's log in the change's transaction (issue 14). Stamped with
 * the clock at the moment of writing — after the change took the reservation's row lock — not
 * when the request began, and listed by its sequence: so the log shows changes in the order they
 * committed, even across processes (issue 28, finding 10).
 */
export async function logReservationEvent(
  tx: Db,
  clock: () => Date,
  event: {
    reservationId: string;
    /** Null: the system did it (an expired hold). */
    actorId: string | null;
    action: "created" | "updated" | "confirmed" | "cancelled" | "hold-changed";
    changes: Record<string, ReservationChange>;
    note?: string | null;
  },
): Promise<void> {
  await tx.insert(reservationEvents).values({ ...event, note: event.note ?? null, createdAt: clock() });
}
