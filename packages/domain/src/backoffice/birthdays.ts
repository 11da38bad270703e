import { addDays, addMonths, isoWeekday, parseCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";

/**
 * Birthdays for the back office (issue 24): the days a list covers, as month-day pairs, so the
 * database compares `extract(month/day from birth_date)` without knowing any calendar rule.
 * 29 February is celebrated on 28 February in a common year.
 */
export interface MonthDay {
  month: number;
  day: number;
}

export type BirthdaySpan = "week" | "months";

/** The first and last day of a span: this ISO week (Monday–Sunday), or this month and the next. */
export function birthdayRange(today: CalendarDate, span: BirthdaySpan): { from: CalendarDate; to: CalendarDate } {
  if (span === "week") {
    const from = addDays(today, 1 - isoWeekday(today));
    return { from, to: addDays(from, 6) };
  }
  const { year, month } = parseCalendarDate(today)!;
  const first = `${year}-${String(month).padStart(2, "0")}-01` as CalendarDate;
  return { from: first, to: addDays(addMonths(first, 2), -1) };
}

/** Every month-day of a range, in order (a common year's 28 February also stands for the 29th). */
export function birthdayDays(range: { from: CalendarDate; to: CalendarDate }): MonthDay[] {
  const days: MonthDay[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const parts = parseCalendarDate(day)!;
    days.push({ month: parts.month, day: parts.day });
    const isLeap = (parts.year % 4 === 0 && parts.year % 100 !== 0) || parts.year % 400 === 0;
    if (parts.month === 2 && parts.day === 28 && !isLeap) days.push({ month: 2, day: 29 });
  }
  return days;
}

/** The date a birth date is celebrated on within a range (for sorting and showing), and the age turned. */
export function birthdayIn(
  birthDate: CalendarDate,
  range: { from: CalendarDate; to: CalendarDate },
): { on: CalendarDate; age: number } | null {
  const birth = parseCalendarDate(birthDate);
  if (!birth) return null;
  const fromYear = parseCalendarDate(range.from)!.year;
  for (const year of [fromYear, fromYear + 1]) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const day = birth.month === 2 && birth.day === 29 && !isLeap ? 28 : birth.day;
    const on = `${year}-${String(birth.month).padStart(2, "0")}-${String(day).padStart(2, "0")}` as CalendarDate;
    if (on >= range.from && on <= range.to) return { on, age: year - birth.year };
  }
  return null;
}
