import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLocale, locales, type Locale } from "@rihla/domain";

/**
 * Every page once, in one table. `localized` registers each under `/` (tr) and `/en` (en) with
 * unique ids, so a page is never written twice and never missing in one language.
 */
interface Page {
  id: string;
  /** `undefined` for the index page. */
  path?: string;
  file: string;
}

const pages: Page[] = [
  { id: "home", file: "routes/home.tsx" },
  { id: "error", path: "error", file: "routes/error.tsx" },
  { id: "newsletter", path: "newsletter", file: "routes/newsletter.ts" },
  // Last: everything no page claims is a 404 (spec §2 error page, §8 'Page Not Found').
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

function entry(page: Page, locale: Locale): RouteConfigEntry {
  const id = `${locale}/${page.id}`;
  return page.path === undefined ? index(page.file, { id }) : route(page.path, page.file, { id });
}

export function localized(table: Page[]): RouteConfigEntry[] {
  return locales.flatMap((locale) => {
    const entries = table.map((page) => entry(page, locale));
    return locale === defaultLocale ? entries : prefix(locale, entries);
  });
}

export default localized(pages) satisfies RouteConfig;
