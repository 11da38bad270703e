import { parseCalendarDate, toCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";

/** A sales season runs from 1 June up to (not including) the next 1 June (spec §3). */
export interface Season {
  /** e.g. '2025-2026' */
  id: `${number}-${number}`;
  startYear: number;
  start: CalendarDate;
  /** Exclusive end: the next season's start. */
  end: CalendarDate;
}

export const seasonStartMonth = 6;

export function seasonStartingIn(startYear: number): Season {
  return {
    id: `${startYear}-${startYear + 1}`,
    startYear,
    start: toCalendarDate({ year: startYear, month: seasonStartMonth, day: 1 }),
    end: toCalendarDate({ year: startYear + 1, month: seasonStartMonth, day: 1 }),
  };
}

/** The seasons named in spec §3. */
export const seasons = [seasonStartingIn(2024), seasonStartingIn(2025)] as const;

/** The season a calendar date falls in: 2025-05-31 → 2024-2025, 2025-06-01 → 2025-2026. */
export function seasonOf(date: CalendarDate): Season {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date (${typeof date}, ${String(date).length} characters)`);
  return seasonStartingIn(parts.month >= seasonStartMonth ? parts.year : parts.year - 1);
}
