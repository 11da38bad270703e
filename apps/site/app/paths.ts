import { findTourListById, localizePath, parseLocalePath, tourListPath, type Locale } from "@rihla/domain";

/** The page at `pathname` in both locales: the same page path, with and without /en. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const { segments } = parseLocalePath(pathname);
  const path = `/${segments.join("/")}`;
  return { tr: localizePath(path, "tr"), en: localizePath(path, "en") };
}

const umrahTours = findTourListById("umrah");

/** The Umrah tours list of spec §2 (`/tour/umre-turlari`, `/en/tour/umrah-tours`). */
export function umrahToursPath(locale: Locale): string {
  if (!umrahTours) throw new Error("The domain's tour-list table has no 'umrah' list");
  return tourListPath(umrahTours, locale);
}
