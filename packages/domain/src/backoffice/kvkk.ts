import type { CalendarDate } from "../dates/calendarDate.ts";

/**
 * KVKK art. 11 (issue 27): a person may ask for everything held about them and for its erasure.
 * Erasure waits while the agency still has to serve them: a reservation not cancelled whose trip
 * has not come back yet (its return day is today or later; a stay without a return day counts by
 * its start). Accounting records are kept either way (the law requires them), anonymised.
 */
export interface ErasableReservation {
  status: "WAITING" | "CONFIRMED" | "CANCELLED";
  /** The departure's start (or a stay's check-in). */
  startsOn: CalendarDate;
  /** The departure's return day; null for a stay without one. */
  returnsOn: CalendarDate | null;
}

/** The reservations that still block erasure (empty: the person may be erased). */
export function reservationsBlockingErasure<T extends ErasableReservation>(
  reservations: readonly T[],
  today: CalendarDate,
): T[] {
  return reservations.filter((r) => r.status !== "CANCELLED" && (r.returnsOn ?? r.startsOn) >= today);
}

/** What an erased account's names become (the pages show them as they are). */
export const erasedName = { firstName: "Silinmiş", surname: "Kullanıcı" } as const;

/** An erased account's e-mail: unique, and never deliverable (`.invalid`, RFC 2606). */
export function erasedEmail(id: string): string {
  return `erased-${id}@invalid`;
}
