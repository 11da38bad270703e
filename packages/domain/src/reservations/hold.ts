import { z } from "../schemas/zod.ts";
import { istanbulDayStart } from "../backoffice/reservationList.ts";
import { daysBetween, todayInIstanbul, type CalendarDate } from "../dates/calendarDate.ts";
import type { ReservationStatus } from "../catalogues/reservationStatuses.ts";

/**
 * The option date (issue 28, finding 1; ADR 0023). A WAITING reservation holds its seats until
 * `holdUntil`; after it the reservation is cancelled with the reason `HOLD_EXPIRED` and its seats
 * go back on sale. So no one can sit on a departure's seats for ever, the travel trade's way.
 */
export interface HoldPolicy {
  /** How long a pre-reservation holds its seats, in hours (HOLD_HOURS; a tour may set its own). */
  hours: number;
  /** Close to the departure — `shortWithinDays` days or fewer before it — at most `shortHours`. */
  shortWithinDays: number;
  shortHours: number;
}

export const defaultHoldPolicy: HoldPolicy = { hours: 48, shortWithinDays: 14, shortHours: 12 };

/** The cancel reason the expiry writes; the pages word it (`HOLD_EXPIRED` is a message code). */
export const holdExpiredReason = "HOLD_EXPIRED";

/** The customer is reminded this many hours before the hold ends. */
export const holdReminderHours = 12;

const hourMs = 3_600_000;

/**
 * When a reservation made `now` for a departure starting `startDate` stops holding its seats:
 * the tour's own hours or the policy's, shortened close to the departure, and never later than
 * the start of the departure day (bookings close then, so a hold cannot outlive them).
 */
export function holdUntilFor(input: {
  now: Date;
  startDate: CalendarDate;
  policy: HoldPolicy;
  /** The tour's own hold (tours.hold_hours), if it sets one. */
  tourHours?: number | null;
}): Date {
  const { now, startDate, policy } = input;
  let hours = input.tourHours ?? policy.hours;
  if (daysBetween(todayInIstanbul(now), startDate) <= policy.shortWithinDays)
    hours = Math.min(hours, policy.shortHours);
  const until = now.getTime() + hours * hourMs;
  return new Date(Math.min(until, istanbulDayStart(startDate).getTime()));
}

/** Why staff cannot move a hold to `until`, as a field code; null when they can. */
export function holdChangeRefusal(input: {
  status: ReservationStatus;
  until: Date;
  now: Date;
  /** The departure's start; null for a service request (it holds no seats). */
  startDate: CalendarDate | null;
}): "RESERVATION_NOT_EDITABLE" | "HOLD_UNTIL_PAST" | "HOLD_UNTIL_AFTER_DEPARTURE" | null {
  if (input.status !== "WAITING" || input.startDate === null) return "RESERVATION_NOT_EDITABLE";
  if (input.until.getTime() <= input.now.getTime()) return "HOLD_UNTIL_PAST";
  if (input.until.getTime() > istanbulDayStart(input.startDate).getTime()) return "HOLD_UNTIL_AFTER_DEPARTURE";
  return null;
}

/** What the expiry job reads of a reservation. */
export interface HeldReservation {
  status: ReservationStatus;
  holdUntil: Date | null;
}

/** The hold has passed: the reservation is to be cancelled and its seats released. */
export function isHoldExpired(reservation: HeldReservation, now: Date): boolean {
  return reservation.status === "WAITING" && reservation.holdUntil !== null && reservation.holdUntil <= now;
}

/** The hold ends within `holdReminderHours`: time for the reminder (once). */
export function isHoldReminderDue(reservation: HeldReservation & { holdRemindedAt: Date | null }, now: Date): boolean {
  if (reservation.status !== "WAITING" || reservation.holdUntil === null || reservation.holdRemindedAt !== null) {
    return false;
  }
  const left = reservation.holdUntil.getTime() - now.getTime();
  return left > 0 && left <= holdReminderHours * hourMs;
}

/**
 * The per-customer cap (issue 28, finding 1): a customer booking for themselves may hold at most
 * `cap` seats WAITING on one departure; agents and staff book for others and are not capped.
 */
export function seatHoldRefusal(input: {
  /** Seats the customer already holds WAITING on this departure. */
  held: number;
  /** Seats this booking or change adds. */
  adding: number;
  cap: number;
  bookedBy: "customer" | "agent" | "staff";
}): "SEAT_HOLD_LIMIT" | null {
  if (input.bookedBy !== "customer" || input.adding <= 0) return null;
  return input.held + input.adding > input.cap ? "SEAT_HOLD_LIMIT" : null;
}

/** `POST /api/admin/reservations/{code}/hold`: staff move the option date (an instant with its offset). */
export const holdChangeSchema = z.object({
  holdUntil: z.iso
    .datetime({ offset: true, error: "DATE_INVALID" })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: "DATE_INVALID" }),
});
export type HoldChange = z.infer<typeof holdChangeSchema>;
