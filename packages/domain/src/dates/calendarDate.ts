/**
 * Business dates are calendar dates in Europe/Istanbul written as 'YYYY-MM-DD' (spec §5, §9).
 * All arithmetic works on the year/month/day parts in UTC so the server's time zone never shifts
 * a day: `new Date("YYYY-MM-DD")` and local-time getters are deliberately never used.
 */
export type CalendarDate = `${number}-${number}-${number}`;

export interface DateParts {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

/** The business time zone. Turkey has stayed on UTC+03:00 all year since 2016. */
export const businessTimeZone = "Europe/Istanbul";

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Parts of a valid 'YYYY-MM-DD' date (year 0001–9999), or null for anything else. */
export function parseCalendarDate(value: unknown): DateParts | null {
  if (typeof value !== "string") return null;
  const match = calendarDatePattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  return parseCalendarDate(value) !== null;
}

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

export function toCalendarDate({ year, month, day }: DateParts): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as CalendarDate;
}

function requireParts(date: CalendarDate): DateParts {
  const parts = parseCalendarDate(date);
  // The input itself stays out of the message: it may be anyone's text, and messages reach logs.
  if (!parts) throw new RangeError(`Not a calendar date (${typeof date}, ${String(date).length} characters)`);
  return parts;
}

/** Days since 1970-01-01 of a calendar date; used for differences and weekdays. */
function epochDay({ year, month, day }: DateParts): number {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return Math.round(utc.getTime() / 86_400_000);
}

function fromEpochDay(days: number): CalendarDate {
  const utc = new Date(days * 86_400_000);
  return toCalendarDate({
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth() + 1,
    day: utc.getUTCDate(),
  });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(epochDay(requireParts(date)) + Math.trunc(days));
}

/**
 * Adds calendar months. When the target month is shorter the day is clamped to its last day:
 * 2025-08-31 + 6 months = 2026-02-28 and 2027-08-31 + 6 months = 2028-02-29 (leap year).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = requireParts(date);
  const index = year * 12 + (month - 1) + Math.trunc(months);
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return toCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(day, daysInMonth(targetYear, targetMonth)),
  });
}

/** Negative when a is before b, 0 when equal, positive when after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  // 'YYYY-MM-DD' strings of valid dates sort lexically in calendar order.
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return epochDay(requireParts(b)) - epochDay(requireParts(a));
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  const days = epochDay(requireParts(date));
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** Full years between a birth date and a reference date (age on that day). */
export function ageOn(birthDate: CalendarDate, on: CalendarDate): number {
  const birth = requireParts(birthDate);
  const ref = requireParts(on);
  let age = ref.year - birth.year;
  if (ref.month < birth.month || (ref.month === birth.month && ref.day < birth.day)) age -= 1;
  return age;
}

let istanbulDay: Intl.DateTimeFormat | undefined;

/** The calendar date in Istanbul at the instant `now` (pass the clock in; never read it here). */
export function todayInIstanbul(now: Date): CalendarDate {
  // One formatter for the process: building one costs more than formatting (every request asks).
  istanbulDay ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: businessTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const parts = istanbulDay.formatToParts(now);
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return toCalendarDate({ year: get("year"), month: get("month"), day: get("day") });
}
