/**
 * Calendar math on 'YYYY-MM-DD' strings. Every Date is built with Date.UTC and read with
 * getUTC*, so no time zone (a visitor in Istanbul, a server in UTC) can shift a day.
 */

export type WeekStart = 0 | 1;

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

/** The UTC midnight of an ISO date, or null when the text is not a real calendar day. */
export function parseIsoDate(value: string): number | null {
  const match = isoPattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2025-02-30 over to March; a real day survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

export function toIsoDate(time: number): string {
  const date = new Date(time);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Year and 1-based month of an ISO date. */
export function yearMonth(iso: string): { year: number; month: number } {
  const date = new Date(parseIsoDate(iso) ?? Number.NaN);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function addDays(iso: string, days: number): string {
  return toIsoDate((parseIsoDate(iso) ?? Number.NaN) + days * dayMs);
}

/** Same day `months` later; the 31st lands on the last day of a shorter month. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(parseIsoDate(iso) ?? Number.NaN);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return toIsoDate(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay)));
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(iso: string): number {
  return new Date(parseIsoDate(iso) ?? Number.NaN).getUTCDay();
}

export function startOfWeek(iso: string, weekStartsOn: WeekStart): string {
  return addDays(iso, -((dayOfWeek(iso) - weekStartsOn + 7) % 7));
}

export function endOfWeek(iso: string, weekStartsOn: WeekStart): string {
  return addDays(startOfWeek(iso, weekStartsOn), 6);
}

/**
 * The weeks shown for a month (1-based): whole weeks from the week of the 1st to the week of the
 * last day, each starting on `weekStartsOn`; days of the neighbouring months fill the edges.
 */
export function monthGrid(year: number, month: number, weekStartsOn: WeekStart): string[][] {
  const first = toIsoDate(Date.UTC(year, month - 1, 1));
  const last = toIsoDate(Date.UTC(year, month, 0));
  const weeks: string[][] = [];
  let day = startOfWeek(first, weekStartsOn);
  while (day <= last) {
    const week: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Keeps a day inside optional ISO bounds (ISO strings compare like dates). */
export function clampIsoDate(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

/** Weekday names in display order, from the locale (2023-01-01 was a Sunday). */
export function weekdayNames(
  locale: string,
  weekStartsOn: WeekStart,
  style: "narrow" | "short" | "long" = "short",
): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: style, timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2023, 0, 1 + ((i + weekStartsOn) % 7))));
}

/** Month names January…December, from the locale. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2023, i, 1)));
}
