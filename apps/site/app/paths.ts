import { localizePath, parseLocalePath, type Locale } from "@rihla/domain";

/** The page at `pathname` in both locales: the same page path, with and without /en. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const { segments } = parseLocalePath(pathname);
  const path = `/${segments.join("/")}`;
  return { tr: localizePath(path, "tr"), en: localizePath(path, "en") };
}

/** Umrah tours list of spec §2 (`umre-turlari` ↔ `umrah-tours`). */
export function umrahToursPath(locale: Locale): string {
  return localizePath(locale === "tr" ? "/tour/umre-turlari" : "/tour/umrah-tours", locale);
}
