import { compareDates, daysBetween, type CalendarDate } from "../dates/calendarDate.ts";

/**
 * Spec §2, `/tour/ongoing-tours`: the day of the tour on `today` (1 on the start day, `days` on
 * the return day), or null when the departure is not under way that day.
 */
export function tourDayOn(
  departure: { startDate: CalendarDate; returnDate: CalendarDate },
  today: CalendarDate,
): number | null {
  if (compareDates(departure.startDate, today) > 0 || compareDates(departure.returnDate, today) < 0) return null;
  return daysBetween(departure.startDate, today) + 1;
}
