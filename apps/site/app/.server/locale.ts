import { isLocale, localeCookie, localeFromCookie, localizePath, readCookie } from "@rihla/domain";
import { localeCookieString, pathLocale } from "../locale";
import { siteRedirect } from "./redirects";

/**
 * Spec §1, §2, §9 on the home pages: `?lang=` (the header's TR/EN switch) is remembered in the
 * locale cookie for 365 days on path / and the visitor lands on that locale's clean home; a
 * remembered English choice sends a bare `/` to `/en`. Returns a redirect or nothing.
 */
export function localeRedirect(request: Request): Response | undefined {
  const url = new URL(request.url);
  const chosen = url.searchParams.get("lang");
  if (isLocale(chosen)) {
    return siteRedirect(localizePath("/", chosen), {
      headers: { "Set-Cookie": localeCookieString(chosen, url.protocol === "https:") },
    });
  }
  const remembered = localeFromCookie(readCookie(request.headers.get("cookie"), localeCookie.name));
  if (url.pathname === "/" && remembered && remembered !== pathLocale(url.pathname)) {
    return siteRedirect(localizePath("/", remembered));
  }
  return undefined;
}
