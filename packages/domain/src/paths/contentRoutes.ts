import { localizePath, type Locale } from "./locale.ts";

/**
 * Content pages with a route of their own and a path per language (issue 22, problem 4: English
 * pages under Turkish paths, `/en/page/hac`, `/en/yardim`). Each path is registered in both
 * locales; the route's loader sends the other language's path to the locale's own with a 301.
 * Paths without the `/en` prefix.
 */
export const contentRoutePaths = {
  hajj: { tr: "/page/hac", en: "/page/hajj" },
  help: { tr: "/yardim", en: "/help" },
} as const satisfies Record<string, Record<Locale, string>>;

export type ContentRoute = keyof typeof contentRoutePaths;

/** The route's own address in `locale` (with the `/en` prefix). */
export function contentRoutePath(route: ContentRoute, locale: Locale): string {
  return localizePath(contentRoutePaths[route][locale], locale);
}
