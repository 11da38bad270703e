import { compareDates, isCalendarDate, parseCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { holidays, type Holiday, type HolidayType } from "./holidays.data.ts";

const zeroDate = "0000-00-00";

/**
 * Spec §5: a range can be matched against holidays only when both dates have 10 characters,
 * neither is a zero date, the start is not after the end and they are not equal.
 */
export function isHolidayQueryRange(start: unknown, end: unknown): boolean {
  if (typeof start !== "string" || typeof end !== "string") return false;
  if (start.length !== 10 || end.length !== 10) return false;
  if (start === zeroDate || end === zeroDate) return false;
  if (!isCalendarDate(start) || !isCalendarDate(end)) return false;
  return compareDates(start, end) < 0;
}

/** Holidays overlapping [start, end] (inclusive); [] when the range does not pass the rule. */
export function holidaysInRange(start: unknown, end: unknown, type?: HolidayType): Holiday[] {
  if (!isHolidayQueryRange(start, end)) return [];
  const from = start as CalendarDate;
  const to = end as CalendarDate;
  return holidays.filter(
    (holiday) =>
      (type === undefined || holiday.type === type) &&
      compareDates(holiday.start, to) <= 0 &&
      compareDates(holiday.end, from) >= 0,
  );
}

/** Holidays that include a day. */
export function holidaysOn(date: CalendarDate): Holiday[] {
  return holidays.filter((h) => compareDates(h.start, date) <= 0 && compareDates(h.end, date) >= 0);
}

export function holidaysOfYear(year: number, type?: HolidayType): Holiday[] {
  return holidays.filter(
    (holiday) => parseCalendarDate(holiday.start)?.year === year && (type === undefined || holiday.type === type),
  );
}

/** Spec §2: holiday page slug `hday-20{year}-{name}`, e.g. hday-2026-ramazan-bayrami. */
export function holidaySlug(holiday: Holiday): string {
  return `hday-${holiday.start.slice(0, 4)}-${holiday.name}`;
}

/** Reads /page/hday-2026-ramazan-bayrami back into the holiday; undefined if unknown. */
export function findHolidayBySlug(slug: string): Holiday | undefined {
  return holidays.find((holiday) => holidaySlug(holiday) === slug);
}

export { holidays, holidayTypes, schoolYears, type Holiday, type HolidayType } from "./holidays.data.ts";
