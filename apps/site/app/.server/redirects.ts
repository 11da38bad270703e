import { localizePath, safeRedirect as sameSiteRedirect, type Locale } from "@rihla/domain";

/** The origin paths are resolved against: only paths (`/…`) pass, so any fixed origin will do. */
const siteBase = "http://rihla.invalid";

/** Only same-site paths; the rule is the domain's `safeRedirect` (issue 11: `/%09/evil.example`). */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
  return sameSiteRedirect(target, siteBase, fallback);
}

export function dashboardPath(locale: Locale): string {
  return localizePath("/user/dashboard", locale);
}

/**
 * Where a short link or a legacy redirect of the API may send a visitor: a same-site path, or an
 * absolute http(s) address (which leaves the site). Anything else is no target at all.
 */
export function redirectTarget(target: string): string | null {
  if (/^https?:\/\/[^\s]+$/i.test(target)) return target;
  return safeRedirect(target, "") || null;
}
