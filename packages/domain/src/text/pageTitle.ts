import { todayInIstanbul } from "../dates/calendarDate.ts";
import { seasonOf } from "../catalogues/seasons.ts";

export interface PageTitleValues {
  firm: string;
  title?: string;
  /** The clock, passed in: the year placeholders follow the sales season of this instant. */
  now: Date;
}

/**
 * Spec §9: page-title placeholders `{firm}`, `{title}`, `{year}` and `{nextYear}`.
 * `{year}` is the start year of the current sales season (seasons run 1 June → 1 June, spec §3),
 * so titles read "2025-2026 Umre Turları" from 1 June 2025 until 31 May 2026, and `{nextYear}`
 * is year + 1. Unknown placeholders stay as written. Repeated spaces left by an empty title are
 * collapsed.
 */
export function fillPageTitle(template: string, values: PageTitleValues): string {
  const year = seasonOf(todayInIstanbul(values.now)).startYear;
  const replacements: Record<string, string> = {
    firm: values.firm,
    title: values.title ?? "",
    year: String(year),
    nextYear: String(year + 1),
  };
  return template
    .replace(/\{(firm|title|year|nextYear)\}/g, (_, key: string) => replacements[key] ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
}
