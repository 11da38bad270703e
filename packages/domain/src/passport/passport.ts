import { addMonths, compareDates, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import type { ErrorCode } from "../messages/messages.ts";

/** Spec §5, §9: the passport must be valid at least 6 months after the tour start. */
export const passportMinValidityMonths = 6;

/**
 * The earliest acceptable expiry date for a tour starting on `tourStart`:
 * tourStart + 6 calendar months, the day clamped to the month's end (31 Aug → 28/29 Feb).
 */
export function minimumPassportExpiry(tourStart: CalendarDate): CalendarDate {
  return addMonths(tourStart, passportMinValidityMonths);
}

/** Suitable when expiry ≥ tour start + 6 months (expiring exactly on that day is accepted). */
export function isPassportValidForTour(tourStart: CalendarDate, expiry: CalendarDate): boolean {
  return compareDates(expiry, minimumPassportExpiry(tourStart)) >= 0;
}

export type PassportCheck = { ok: true } | { ok: false; code: ErrorCode };

/** Spec §5 passport check: needs both dates, then the 6-month rule. */
export function checkPassport(input: { tourDate?: unknown; expiryDate?: unknown }): PassportCheck {
  if (!isCalendarDate(input.tourDate)) return { ok: false, code: "PASSPORT_TOUR_DATE_REQUIRED" };
  if (!isCalendarDate(input.expiryDate)) return { ok: false, code: "PASSPORT_EXPIRY_REQUIRED" };
  return isPassportValidForTour(input.tourDate, input.expiryDate)
    ? { ok: true }
    : { ok: false, code: "PASSPORT_NOT_VALID_FOR_TOUR" };
}
