import { findTourListById, tourListPath, type Locale } from "@rihla/domain";

// Apart from paths.ts, whose `alternatePaths` every page loads: this one needs the domain's
// tour-list table, which the browser only gets when it needs a tour list.

/** The Umrah tours list of spec §2 (`/tour/umre-turlari`, `/en/tour/umrah-tours`). */
export function umrahToursPath(locale: Locale): string {
  const umrahTours = findTourListById("umrah");
  if (!umrahTours) throw new Error("The domain's tour-list table has no 'umrah' list");
  return tourListPath(umrahTours, locale);
}
