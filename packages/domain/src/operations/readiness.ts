import { passengerTypeOn, type PassengerType } from "../catalogues/passengers.ts";
import { compareDates, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { isPassportValidForTour } from "../passport/passport.ts";

/**
 * ★ Document readiness (issue 25): what each traveller of a departure still lacks before the
 * group can fly, so staff chase it early instead of at the airport.
 */

/** A visa's state as staff set it; a new passenger starts NOT_APPLIED. */
export const visaStates = ["NOT_APPLIED", "APPLIED", "ISSUED", "REFUSED", "NOT_NEEDED"] as const;
export type VisaState = (typeof visaStates)[number];

export function isVisaState(value: unknown): value is VisaState {
  return typeof value === "string" && (visaStates as readonly string[]).includes(value);
}

/** What can be missing, in the order the lists show it. */
export const readinessIssues = [
  /** The reservation counts a traveller whose details (name, birth date, passport) are not entered. */
  "DETAILS_MISSING",
  "PASSPORT_MISSING",
  /** Spec §5: the passport must be valid at least 6 months after the start (the domain's passport rule). */
  "PASSPORT_EXPIRES_TOO_EARLY",
  /** A Turkish citizen without a T.C. kimlik number. */
  "TCKN_MISSING",
  /** The birth date does not give the passenger type on the start date (or is in the future). */
  "BIRTH_DATE_MISMATCH",
  /** The visa is not issued (and not marked as not needed). */
  "VISA_NOT_READY",
] as const;
export type ReadinessIssue = (typeof readinessIssues)[number];

/** A traveller as readiness reads them; `null` for a head the reservation counts without details. */
export interface ReadinessPassenger {
  passengerType: PassengerType;
  /** A calendar date (YYYY-MM-DD) as the database gives it. */
  birthDate: string | null;
  hasPassportNumber: boolean;
  passportExpiry: string | null;
  /** Three-letter country code; TUR for Turkish citizens. */
  nationality: string;
  hasTckn: boolean;
  visaState: VisaState;
}

/** What `passenger` lacks for a departure starting on `start`; empty when ready. */
export function passengerReadiness(passenger: ReadinessPassenger | null, start: CalendarDate): ReadinessIssue[] {
  if (passenger === null) return ["DETAILS_MISSING"];
  const issues: ReadinessIssue[] = [];
  if (!passenger.hasPassportNumber || !isCalendarDate(passenger.passportExpiry)) issues.push("PASSPORT_MISSING");
  else if (!isPassportValidForTour(start, passenger.passportExpiry)) issues.push("PASSPORT_EXPIRES_TOO_EARLY");
  if (passenger.nationality === "TUR" && !passenger.hasTckn) issues.push("TCKN_MISSING");
  const birth = passenger.birthDate;
  if (
    !isCalendarDate(birth) ||
    compareDates(birth, start) > 0 ||
    passengerTypeOn(birth, start) !== passenger.passengerType
  ) {
    issues.push("BIRTH_DATE_MISMATCH");
  }
  if (passenger.visaState !== "ISSUED" && passenger.visaState !== "NOT_NEEDED") issues.push("VISA_NOT_READY");
  return issues;
}

export interface ReadinessReservation<P> {
  reservationCode: string;
  /** Each traveller with what they lack (empty: ready). */
  passengers: readonly (P & { issues: readonly ReadinessIssue[] })[];
}

export interface DepartureReadiness<P> {
  travellers: number;
  ready: number;
  /** Travellers per issue (one traveller may count under several). */
  byIssue: Record<ReadinessIssue, number>;
  /** Only the reservations with something missing, each with only its travellers who lack something. */
  missing: ReadinessReservation<P>[];
}

/** Per departure: how many travellers are ready, and what is missing, by reservation. */
export function departureReadiness<P>(reservations: readonly ReadinessReservation<P>[]): DepartureReadiness<P> {
  const byIssue = Object.fromEntries(readinessIssues.map((issue) => [issue, 0])) as Record<ReadinessIssue, number>;
  let travellers = 0;
  let ready = 0;
  const missing: ReadinessReservation<P>[] = [];
  for (const reservation of reservations) {
    const lacking = reservation.passengers.filter((passenger) => passenger.issues.length > 0);
    travellers += reservation.passengers.length;
    ready += reservation.passengers.length - lacking.length;
    for (const passenger of lacking) for (const issue of passenger.issues) byIssue[issue] += 1;
    if (lacking.length > 0) missing.push({ reservationCode: reservation.reservationCode, passengers: lacking });
  }
  return { travellers, ready, byIssue, missing };
}

/** The dashboard's window: departures leaving within this many days are checked. */
export const readinessWindowDays = 30;
