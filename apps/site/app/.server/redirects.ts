import { landingPath, localizePath, safeRedirect as sameSiteRedirect, type Locale, type Viewer } from "@rihla/domain";

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
 * Where a short link or a legacy redirect of the API may send a visitor: a same-site path, or an
 * absolute http(s) address (which leaves the site). Anything else is no target at all.
 */
export function redirectTarget(target: string): string | null {
  if (/^https?:\/\/[^\s]+$/i.test(target)) return target;
  return safeRedirect(target, "") || null;
}
