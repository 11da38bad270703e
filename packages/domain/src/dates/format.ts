import type { Locale } from "../paths/locale.ts";
import {
  businessTimeZone,
  isoWeekday,
  parseCalendarDate,
  todayInIstanbul,
  toCalendarDate,
  type CalendarDate,
} from "./calendarDate.ts";

export const monthNames = {
  tr: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
} as const satisfies Record<Locale, readonly string[]>;

/** Weekday names, Monday first (ISO order). */
export const weekdayNames = {
  tr: ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
} as const satisfies Record<Locale, readonly string[]>;

/** Spec §9: Turkish weeks start on Monday (ISO 1); English (en-US convention) on Sunday (ISO 7). */
export const firstDayOfWeek = { tr: 1, en: 7 } as const satisfies Record<Locale, number>;

/** Weekday names in calendar-column order for a locale. */
export function weekdaysInOrder(locale: Locale): string[] {
  const names = weekdayNames[locale];
  const start = firstDayOfWeek[locale] - 1;
  return [...names.slice(start), ...names.slice(0, start)];
}

/** Column (0-based) of a date in a month grid of the locale. */
export function weekdayColumn(date: CalendarDate, locale: Locale): number {
  return (isoWeekday(date) - firstDayOfWeek[locale] + 7) % 7;
}

const zeroDates = new Set(["0000-00-00", "0000-00-00 00:00:00"]);

/**
 * The calendar date of a value the API or database hands over: 'YYYY-MM-DD',
 * 'YYYY-MM-DD HH:mm:ss' (an Istanbul wall-clock time) or 'YYYY-MM-DDTHH:mm…'. The date part is
 * taken as written, never converted through the process time zone. Zero, null and invalid → null.
 */
export function toBusinessDate(value: unknown): CalendarDate | null {
  if (typeof value !== "string" || zeroDates.has(value.trim())) return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
    value.trim(),
  );
  const parts = match ? parseCalendarDate(match[1]) : null;
  return parts ? toCalendarDate(parts) : null;
}

export const dateStyles = ["numeric", "short", "long", "full"] as const;
export type DateStyle = (typeof dateStyles)[number];

/**
 * Spec §5, §9: formats a business date; '' for zero dates ('0000-00-00', '0000-00-00 00:00:00'),
 * null or invalid input.
 * - numeric: tr 10.01.2026, en 10/01/2026
 * - short:   tr 10 Oca 2026, en 10 Jan 2026
 * - long:    tr 10 Ocak 2026, en 10 January 2026
 * - full:    tr 10 Ocak 2026 Cumartesi, en Saturday, 10 January 2026
 */
export function formatDate(value: unknown, locale: Locale, style: DateStyle = "numeric"): string {
  const date = toBusinessDate(value);
  if (!date) return "";
  const parts = parseCalendarDate(date);
  /* v8 ignore next */
  if (!parts) return "";
  const dd = String(parts.day).padStart(2, "0");
  const mm = String(parts.month).padStart(2, "0");
  const month = monthNames[locale][parts.month - 1] ?? "";
  const weekday = weekdayNames[locale][isoWeekday(date) - 1] ?? "";
  switch (style) {
    case "numeric":
      return locale === "tr" ? `${dd}.${mm}.${parts.year}` : `${dd}/${mm}/${parts.year}`;
    case "short":
      return `${parts.day} ${month.slice(0, 3)} ${parts.year}`;
    case "long":
      return `${parts.day} ${month} ${parts.year}`;
    case "full":
      return locale === "tr"
        ? `${parts.day} ${month} ${parts.year} ${weekday}`
        : `${weekday}, ${parts.day} ${month} ${parts.year}`;
  }
}

/** A month 'YYYY-MM' (or any date in it) as the site writes it: 'Kasım 2026', 'November 2026'; '' if invalid. */
export function formatMonth(value: unknown, locale: Locale): string {
  const match = typeof value === "string" ? /^(\d{4})-(0[1-9]|1[0-2])(?:-\d{2})?$/.exec(value) : null;
  return match ? `${monthNames[locale][Number(match[2]) - 1]} ${match[1]}` : "";
}

/** A date range for tour cards: '10 – 20 Ocak 2026', '28 Ocak – 5 Şubat 2026'; '' if invalid. */
export function formatDateRange(start: unknown, end: unknown, locale: Locale): string {
  const a = toBusinessDate(start);
  const b = toBusinessDate(end);
  if (!a || !b) return "";
  const pa = parseCalendarDate(a);
  const pb = parseCalendarDate(b);
  /* v8 ignore next */
  if (!pa || !pb) return "";
  if (pa.year !== pb.year) return `${formatDate(a, locale, "long")} – ${formatDate(b, locale, "long")}`;
  if (pa.month !== pb.month) return `${pa.day} ${monthNames[locale][pa.month - 1]} – ${formatDate(b, locale, "long")}`;
  return `${pa.day} – ${formatDate(b, locale, "long")}`;
}

/**
 * An instant (an ISO timestamp such as a session's last activity) as the agency's clock shows it:
 * the day in `formatDate`'s style and the Europe/Istanbul time, whatever the server's time zone.
 * '' for missing or invalid input.
 */
export function formatDateTime(value: unknown, locale: Locale, style: DateStyle = "long"): string {
  if (typeof value !== "string" && !(value instanceof Date)) return "";
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return "";
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: businessTimeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return `${formatDate(todayInIstanbul(instant), locale, style)} ${time}`;
}
