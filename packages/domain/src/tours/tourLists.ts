import type { TourCategory } from "../catalogues/tours.ts";
import { localizePath, type Locale } from "../paths/locale.ts";

/** What the API filters on to list the tours of a list page. */
export interface TourListFilter {
  category: TourCategory;
  /** 1 = January … 12 = December: tours departing in that month. */
  month?: number;
  /** Tour length in days. */
  days?: number;
  /** Minimum hotel stars. */
  stars?: number;
  /** Only tours accompanied by a popular guide (hoca). */
  guide?: "popular";
}

export interface TourList {
  /** Stable id, e.g. 'umrah', 'month-11', 'days-7', 'private', 'luxury-5-star', 'popular-guides'. */
  id: string;
  slug: Record<Locale, string>;
  title: Record<Locale, string>;
  filter: TourListFilter;
}

/** Monthly lists run August → July, the order of an Umrah season's sales (spec §2). */
const monthlyLists = [
  { month: 8, tr: "agustos", en: "august", trName: "Ağustos", enName: "August" },
  { month: 9, tr: "eylul", en: "september", trName: "Eylül", enName: "September" },
  { month: 10, tr: "ekim", en: "october", trName: "Ekim", enName: "October" },
  { month: 11, tr: "kasim", en: "november", trName: "Kasım", enName: "November" },
  { month: 12, tr: "aralik", en: "december", trName: "Aralık", enName: "December" },
  { month: 1, tr: "ocak", en: "january", trName: "Ocak", enName: "January" },
  { month: 2, tr: "subat", en: "february", trName: "Şubat", enName: "February" },
  { month: 3, tr: "mart", en: "march", trName: "Mart", enName: "March" },
  { month: 4, tr: "nisan", en: "april", trName: "Nisan", enName: "April" },
  { month: 5, tr: "mayis", en: "may", trName: "Mayıs", enName: "May" },
  { month: 6, tr: "haziran", en: "june", trName: "Haziran", enName: "June" },
  { month: 7, tr: "temmuz", en: "july", trName: "Temmuz", enName: "July" },
] as const;

/** Spec §2: day-length lists. */
export const tourListDayLengths = [3, 5, 7, 8, 10, 12, 13, 14, 15] as const;

/**
 * Spec §2: the tour list slugs, Turkish ↔ English, in one table. English slugs chosen here
 * (ADR 0100): `{n}-day-umrah-tours`, `5-star-luxury-umrah-tours`,
 * `umrah-tours-with-popular-guides` (Turkish `unlu-hocalarla-umre-turlari`).
 */
export const tourLists: readonly TourList[] = [
  {
    id: "umrah",
    slug: { tr: "umre-turlari", en: "umrah-tours" },
    title: { tr: "Umre Turları", en: "Umrah Tours" },
    filter: { category: "umrah" },
  },
  ...monthlyLists.map((m): TourList => ({
    id: `month-${m.month}`,
    slug: { tr: `${m.tr}-umre-turlari`, en: `${m.en}-umrah-tours` },
    title: { tr: `${m.trName} Umre Turları`, en: `${m.enName} Umrah Tours` },
    filter: { category: "umrah", month: m.month },
  })),
  ...tourListDayLengths.map((days): TourList => ({
    id: `days-${days}`,
    slug: { tr: `${days}-gunluk-umre-turlari`, en: `${days}-day-umrah-tours` },
    title: { tr: `${days} Günlük Umre Turları`, en: `${days}-Day Umrah Tours` },
    filter: { category: "umrah", days },
  })),
  {
    id: "private",
    slug: { tr: "kisiye-ozel-umre-turlari", en: "private-umrah-tours" },
    title: { tr: "Kişiye Özel Umre Turları", en: "Private Umrah Tours" },
    filter: { category: "private" },
  },
  {
    id: "luxury-5-star",
    slug: { tr: "5-yildizli-luks-umre-turlari", en: "5-star-luxury-umrah-tours" },
    title: { tr: "5 Yıldızlı Lüks Umre Turları", en: "5-Star Luxury Umrah Tours" },
    filter: { category: "umrah", stars: 5 },
  },
  {
    id: "popular-guides",
    slug: { tr: "unlu-hocalarla-umre-turlari", en: "umrah-tours-with-popular-guides" },
    title: { tr: "Ünlü Hocalarla Umre Turları", en: "Umrah Tours with Popular Guides" },
    filter: { category: "umrah", guide: "popular" },
  },
];

export interface TourListMatch {
  list: TourList;
  /** The locale whose slug matched. */
  locale: Locale;
}

/** Finds a list by its Turkish or English slug. */
export function findTourList(slug: string): TourListMatch | undefined {
  for (const list of tourLists) {
    if (list.slug.tr === slug) return { list, locale: "tr" };
    if (list.slug.en === slug) return { list, locale: "en" };
  }
  return undefined;
}

export function findTourListById(id: string): TourList | undefined {
  return tourLists.find((list) => list.id === id);
}

/** The slug of the same list in `locale`, from a slug in either locale; undefined if unknown. */
export function translateTourListSlug(slug: string, locale: Locale): string | undefined {
  return findTourList(slug)?.list.slug[locale];
}

/** Public path of a list page: /tour/umre-turlari, /en/tour/umrah-tours. */
export function tourListPath(list: TourList, locale: Locale): string {
  return localizePath(`/tour/${list.slug[locale]}`, locale);
}

/**
 * Spec §2: the private-Umrah lists (`/tour/kisiye-ozel-umre-turlari`, `/tour/private-umrah-tours`)
 * carry an information request form: a family asks for its own dates and hotels.
 */
export function listTakesRequests(listId: string): boolean {
  return findTourListById(listId)?.filter.category === "private";
}
