import { landingPath, localizePath, safeRedirect as sameSiteRedirect, type Locale, type Viewer } from "@rihla/domain";
// The one import of React Router's redirect: pages redirect through siteRedirect (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { redirect } from "react-router";

/** The origin paths are resolved against: only paths (`/…`) pass, so any fixed origin will do. */
const siteBase = "http://rihla.invalid";

/** Only same-site paths; the rule is the domain's `safeRedirect` (issue 11: `/%09/evil.example`). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  return sameSiteRedirect(target, siteBase, fallback);
}

/** Where a user lands after signing in (the domain's `landingPath`), in the page's locale. */
export function landingPathFor(user: Viewer, locale: Locale): string {
  return localizePath(landingPath(user), locale);
}

/**
 * The one way a page redirects (issue 28, finding 2): every Location the site builds goes through
 * the domain's `safeRedirect`, so a path taken from the address (`/tr//evil.example` without its
 * `/tr`) can never become a scheme-relative `//evil.example`. A target that is no path of this
 * site goes to `fallback`.
 */
export function siteRedirect(target: string, init?: number | ResponseInit, fallback = "/"): Response {
  return redirect(safeRedirect(encodeNonAscii(target), fallback), init);
}

/** A path the site built may hold a slug's Turkish letters: percent-encoded, as a browser sends them. */
function encodeNonAscii(target: string): string | null {
  try {
    return target.replace(/[^\p{ASCII}]+/gu, encodeURIComponent);
  } catch {
    // A lone surrogate has no encoding: no path of this site.
    return null;
  }
}

/**
 * A redirect the agency stored (a short link, a legacy path): a same-site path, or an absolute
 * http(s) address, which leaves the site on purpose. Anything else is no redirect at all (null).
 */
export function storedRedirect(target: string, status: 301 | 302): Response | null {
  const location = sameSiteRedirect(target, siteBase, "", { offSite: true });
  return location ? redirect(location, status) : null;
}
