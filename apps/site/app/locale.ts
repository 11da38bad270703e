import { parseLocalePath, type Locale } from "@rihla/domain";
import { useLocation } from "react-router";

/**
 * The page's locale, one way everywhere (ADR 0004): the URL decides — `/en/...` is English,
 * everything else Turkish. Loaders and actions ask with the request, meta functions with the
 * location's pathname, components with the hook.
 */
export function pathLocale(pathname: string): Locale {
  return parseLocalePath(pathname).locale;
}

/** The locale of a loader's or action's request. */
export function requestLocale(request: Request): Locale {
  return pathLocale(new URL(request.url).pathname);
}

/** The locale of the page being shown. */
export function usePageLocale(): Locale {
  return pathLocale(useLocation().pathname);
}
