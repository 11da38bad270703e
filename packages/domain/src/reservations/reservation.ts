import type { PassengerType } from "../catalogues/passengers.ts";
import { canTransitionReservation, type ReservationStatus } from "../catalogues/reservationStatuses.ts";
import { isBookable, type SaleState } from "../catalogues/tours.ts";
import { compareDates, type CalendarDate } from "../dates/calendarDate.ts";
import type { ErrorCode } from "../messages/messages.ts";
import { can, type Viewer } from "../roles/roles.ts";

/** A reservation rule was broken; the API maps `code` to a 4xx in the one error shape. */
export class ReservationRuleError extends Error {
  override name = "ReservationRuleError";
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string = code) {
    super(message);
    this.code = code;
  }
}

/** Spec §3: a reservation is for a tour departure (seats) or a standalone service (no seats). */
export const reservationKinds = ["TOUR", "SERVICE"] as const;
export type ReservationKind = (typeof reservationKinds)[number];

export const cancelReasonMaxLength = 500;

export interface ReservationTransition {
  from: ReservationStatus;
  to: ReservationStatus;
  /** Set for a cancellation (trimmed). */
  reason: string | null;
}

/**
 * Spec §4 names the statuses but not the transitions; decided (ADR 0100, ADR 0014): WAITING →
 * CONFIRMED, WAITING/CONFIRMED → CANCELLED with a reason, nothing else. Throws a
 * ReservationRuleError (RESERVATION_TRANSITION_NOT_ALLOWED or CANCEL_REASON_REQUIRED).
 */
export function transitionReservation(
  from: ReservationStatus,
  to: ReservationStatus,
  reason?: string | null,
): ReservationTransition {
  if (!canTransitionReservation(from, to)) {
    throw new ReservationRuleError("RESERVATION_TRANSITION_NOT_ALLOWED", `${from} → ${to} is not allowed`);
  }
  if (to !== "CANCELLED") return { from, to, reason: null };
  const trimmed = (reason ?? "").trim();
  if (trimmed === "") throw new ReservationRuleError("CANCEL_REASON_REQUIRED");
  if (trimmed.length > cancelReasonMaxLength) throw new ReservationRuleError("TOO_LONG");
  return { from, to, reason: trimmed };
}

/**
 * Which passengers take a seat on the departure. Spec §3 lists turAdult, turChild and turBaby but
 * says nothing of seats; decided (ADR 0014): babies (0–1, spec bands in ADR 0100) travel on a
 * parent's lap and sleep in a cot, as `roomCapacity` already counts them, so they take no seat.
 */
export const passengerTakesSeat = {
  turAdult: true,
  turChild: true,
  turBaby: false,
} as const satisfies Record<PassengerType, boolean>;

/** Seats a set of rooms takes: every adult and child, no baby. */
export function seatsNeeded(rooms: readonly { adult: number; child: number; baby: number }[]): number {
  return rooms.reduce(
    (sum, room) =>
      sum +
      (passengerTakesSeat.turAdult ? room.adult : 0) +
      (passengerTakesSeat.turChild ? room.child : 0) +
      (passengerTakesSeat.turBaby ? room.baby : 0),
    0,
  );
}

/** Seats still free on a departure (never negative). */
export function seatsLeft(departure: { capacity: number; seatsTaken: number }): number {
  return Math.max(0, departure.capacity - departure.seatsTaken);
}

/** What decides whether a departure can be booked: its tour's publication, its sale state, date and seats. */
export interface BookableDeparture {
  /** An unpublished tour's departures exist for nobody outside the back office. */
  tourPublished: boolean;
  saleState: SaleState;
  startDate: CalendarDate;
  capacity: number;
  seatsTaken: number;
}

/** Whether the public may see (and so ask to book) a departure at all: its tour is published. */
export function isDepartureOffered(departure: Pick<BookableDeparture, "tourPublished">): boolean {
  return departure.tourPublished;
}

/** Why a booking is refused: the departure is unknown to the public, closed, or has too few seats. */
export type BookingRefusal = "NOT_FOUND" | "DEPARTURE_CLOSED" | "SOLD_OUT";

/**
 * The one rule of "bookable" (issue 28, finding 6): why a departure refuses a booking of `seats`
 * seats today, or null when it accepts it. A departure of an unpublished tour → NOT_FOUND (the
 * public reads of it answer 404 too); closed for sale or already started (the start date is today
 * or earlier, in Istanbul) → DEPARTURE_CLOSED; marked sold out or too few seats left → SOLD_OUT.
 * Tours, reservations and offers all ask this. The seat check here is advisory: the API's
 * conditional UPDATE (`takeSeats`) is what guarantees no overbooking under concurrency.
 */
export function bookingRefusal(
  departure: BookableDeparture,
  seats: number,
  today: CalendarDate,
): BookingRefusal | null {
  if (!isDepartureOffered(departure)) return "NOT_FOUND";
  if (departure.saleState === "CLOSED" || compareDates(departure.startDate, today) <= 0) return "DEPARTURE_CLOSED";
  if (!isBookable(departure.saleState) || seatsLeft(departure) < seats) return "SOLD_OUT";
  return null;
}

/** `RH-2026-000123`: RH, the booking year, a sequence of at least six digits. */
const reservationCodePattern = /^RH-(\d{4})-(\d{6,})$/;

export function formatReservationCode(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Bad year ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`Bad sequence ${sequence}`);
  return `RH-${year}-${String(sequence).padStart(6, "0")}`;
}

export function parseReservationCode(value: unknown): { year: number; sequence: number } | null {
  if (typeof value !== "string") return null;
  const match = reservationCodePattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const sequence = Number(match[2]);
  if (year < 2000 || sequence < 1 || !Number.isSafeInteger(sequence)) return null;
  // One spelling per reservation: no extra leading zeros beyond the six-digit padding.
  return formatReservationCode(year, sequence) === value ? { year, sequence } : null;
}

export function isReservationCode(value: unknown): value is string {
  return parseReservationCode(value) !== null;
}

/** Who a reservation belongs to, for the access rules below. */
export interface ReservationParties {
  customerId: string;
  /** The agent who booked it for the customer, if any. */
  agentId: string | null;
}

/** Staff: admins and Master (spec §6) see and manage every reservation. */
export function isReservationStaff(viewer: Viewer): boolean {
  return can(viewer, "reservations.manage.all");
}

/**
 * Spec §6: a reservation is read by its customer, the agent who booked it and staff; anyone else
 * gets a 404. The same people see its TCKN and passport numbers unmasked (KVKK, ADR 0014).
 */
export function canReadReservation(viewer: Viewer, reservation: ReservationParties): boolean {
  if (!viewer || !viewer.active) return false;
  if (isReservationStaff(viewer)) return true;
  if (reservation.customerId === viewer.id && can(viewer, "reservations.read.own")) return true;
  return reservation.agentId === viewer.id && can(viewer, "reservations.manage.agency");
}

export const canSeePassengerIdentity = canReadReservation;

/**
 * Who may move a reservation to `to`: staff any allowed transition; its customer and booking
 * agent may only cancel while it is still WAITING (a confirmed booking is cancelled by the agency).
 */
export function canChangeReservationStatus(
  viewer: Viewer,
  reservation: ReservationParties & { status: ReservationStatus },
  to: ReservationStatus,
): boolean {
  if (!canReadReservation(viewer, reservation)) return false;
  if (isReservationStaff(viewer)) return true;
  return to === "CANCELLED" && reservation.status === "WAITING";
}

/**
 * Rooms and passengers change only while a tour reservation is WAITING (issue #14); once
 * confirmed, and for a service request (the agency quotes and changes it), through the agency.
 */
export function isReservationEditable(reservation: { status: ReservationStatus; kind: string }): boolean {
  return reservation.status === "WAITING" && reservation.kind !== "SERVICE";
}

/** Editable (above) and the viewer may read it. */
export function canEditReservation(
  viewer: Viewer,
  reservation: ReservationParties & { status: ReservationStatus; kind: string },
): boolean {
  return canReadReservation(viewer, reservation) && isReservationEditable(reservation);
}

/**
 * A TCKN or passport number as lists show it: only the last characters (4 of 8 or more, else 2)
 * stay readable, so a leaked list identifies nobody.
 */
export function maskDocumentNumber(value: string): string {
  const visible = value.length >= 8 ? 4 : value.length > 2 ? 2 : 0;
  return "•".repeat(value.length - visible) + value.slice(value.length - visible);
}
