import { localeCookie, parseLocalePath, type Locale } from "@rihla/domain";
import { useLocation } from "react-router";

/**
 * The page's locale, one way everywhere (ADR 0004): the URL decides — `/en/...` is English,
 * everything else Turkish. Loaders and actions ask with the request, meta functions with the
 * location's pathname, components with the hook.
 */
export function pathLocale(pathname: string): Locale {
  return parseLocalePath(pathname).locale;
}

/**
 * The locale of a loader's or action's request. On a client navigation React Router fetches
 * `/en.data` (or `/_root.data` for `/`): the `.data` suffix is not part of the page's path.
 */
export function requestLocale(request: Request): Locale {
  return pathLocale(requestPage(request).pathname);
}

/**
 * The page a loader's or action's request is for, as the visitor's address bar shows it: without
 * React Router's `.data` suffix and its `_routes` parameter (a client navigation's data request).
 */
export function requestPage(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  url.searchParams.delete("_routes");
  return { pathname, search: url.searchParams.size > 0 ? `?${url.searchParams}` : "" };
}

/** The locale of the page being shown. */
export function usePageLocale(): Locale {
  return pathLocale(useLocation().pathname);
}

/**
 * The locale cookie that remembers a choice (spec §1, §9: 365 days, path /), written the same
 * way by the server (`?lang=`) and by the locale machine in the browser.
 */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const flags = `Max-Age=${localeCookie.maxAgeSeconds}; Path=${localeCookie.path}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return `${localeCookie.name}=${locale}; ${flags}`;
}
