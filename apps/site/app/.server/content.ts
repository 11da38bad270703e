import { pageNotFound } from "./notFound";
import { fromPriceWords } from "../tourPrice";
import type { TourSummary } from "@rihla/api";
import {
  addDays,
  compareDates,
  daysBetween,
  formatDateRange,
  isoWeekday,
  monthNames,
  parseCalendarDate,
  toCalendarDate,
  weekdayNames,
  type CalendarDate,
  formatDate,
  interpolate,
  isPlausibleSlug,
  localizePath,
  type Locale,
} from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import type { ContentTourCard } from "../components/ContentTourCards";
import { answerOf, api, type Api } from "./api";
import { img, imgSet } from "../images";

/**
 * A CMS page by slug (either locale's) in `locale`; a 4xx of the API (unknown or malformed slug)
 * is this path's 404, anything else the API's error.
 */
export async function findPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  locale: Locale,
  slug: string,
  pathname: string,
) {
  if (!isPlausibleSlug(slug)) pageNotFound(pathname);
  const response = await api(context, request).api.page.find.$get({ query: { locale, slug } });
  if (response.status >= 400 && response.status < 500) pageNotFound(pathname);
  return answerOf(response);
}

/** A tour as the content pages list it: every text formatted here, so the page ships no formatter. */

export function contentTourCards(
  items: readonly TourSummary[],
  locale: Locale,
  texts: { days: string; noPrice: string; departure: string; fromPriceNote: string },
): ContentTourCard[] {
  return items.map((tour) => ({
    id: tour.id,
    href: localizePath(`/tour/${tour.slug}`, locale),
    title: tour.title,
    image: img(tour.coverImage, 480),
    imageSet: imgSet(tour.coverImage, [480, 960]),
    duration: interpolate(texts.days, { days: tour.days }),
    dates: interpolate(texts.departure, { date: formatDate(tour.nextDeparture, locale, "long") }),
    ...fromPriceWords(tour, locale, texts),
  }));
}

export interface HolidayMonth {
  caption: string;
  /** Monday first (spec §9: Turkish weeks start on Monday): [full name, short name]. */
  weekdays: [string, string][];
  weeks: ({ day: number; date: string; holiday: boolean } | null)[][];
}

/** The months a holiday touches as Monday-first grids with its days marked, and its dates as text. */
export function holidayCalendar(
  start: CalendarDate,
  end: CalendarDate,
  locale: Locale,
  texts: { days: string; oneDay: string },
) {
  const months: HolidayMonth[] = [];
  const first = parseCalendarDate(start)!;
  let cursor = toCalendarDate({ year: first.year, month: first.month, day: 1 });
  while (compareDates(cursor, end) <= 0) {
    const parts = parseCalendarDate(cursor)!;
    const cells: HolidayMonth["weeks"][number] = Array.from({ length: isoWeekday(cursor) - 1 }, () => null);
    let day = cursor;
    for (; parseCalendarDate(day)!.month === parts.month; day = addDays(day, 1)) {
      cells.push({
        day: parseCalendarDate(day)!.day,
        date: day,
        holiday: compareDates(day, start) >= 0 && compareDates(day, end) <= 0,
      });
    }
    while (cells.length % 7 !== 0) cells.push(null);
    months.push({
      caption: `${monthNames[locale][parts.month - 1]} ${parts.year}`,
      weekdays: weekdayNames[locale].map((name) => [name, name.slice(0, 2)]),
      weeks: Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7)),
    });
    cursor = day;
  }
  return {
    dates: start === end ? formatDate(start, locale, "full") : formatDateRange(start, end, locale),
    length: start === end ? texts.oneDay : interpolate(texts.days, { count: daysBetween(start, end) + 1 }),
    months,
  };
}

/** A page of tours from the catalogue API. */
export function findTours(context: Readonly<RouterContextProvider>, request: Request, query: ToursQuery) {
  return answerOf(api(context, request).api.tours.$get({ query }));
}

/** The catalogue's filters, as `GET /api/tours` takes them. */
export type ToursQuery = NonNullable<Parameters<Api["api"]["tours"]["$get"]>[0]>["query"];
