import { localizePath, parseLocalePath, type Locale } from "@rihla/domain";

/** The page at `pathname` in both locales: the same page path, with and without /en. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const { segments } = parseLocalePath(pathname);
  const path = `/${segments.join("/")}`;
  return { tr: localizePath(path, "tr"), en: localizePath(path, "en") };
}
