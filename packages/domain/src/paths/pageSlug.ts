import { localizePath, parseLocalePath, type Locale, type ParsedPath } from "./locale.ts";

/** Spec §2: path prefixes whose page slug is the last path segment. */
export const lastSegmentSlugPrefixes = [
  "admin/",
  "tours/",
  "tour/",
  "tourDetail",
  "user/quiz",
  "hotel/",
  "page/",
  "iframe/",
] as const;

/** Spec §2: English slugs that differ from the Turkish page slug. */
const englishSlugs: Readonly<Record<string, string>> = { yorumlar: "comments" };

/**
 * Spec §2: the slug sent to GET /api/page/find for a path. Under the listed prefixes it is the
 * last segment; any other path uses its whole remaining path ('kurumsal/hakkimizda', 'contact');
 * nothing left is 'home'. In English `yorumlar` becomes `comments`.
 */
export function pageSlugFromPath(pathname: string): { locale: Locale; slug: string } {
  const { locale, segments, slug: last } = parseLocalePath(pathname);
  const rest = segments.join("/");
  const usesLast = lastSegmentSlugPrefixes.some((prefix) => rest.startsWith(prefix));
  const slug = segments.length === 0 ? "home" : usesLast ? last : rest;
  return { locale, slug: locale === "en" ? (englishSlugs[slug] ?? slug) : slug };
}

/** Inverse of `parseLocalePath` for canonical paths: build(parse(p)) = p. */
export function buildLocalePath(parsed: Pick<ParsedPath, "locale" | "segments">): string {
  return localizePath(`/${parsed.segments.join("/")}`, parsed.locale);
}

/** The same page in the other locale (switching language keeps the path; spec §1 prefix rule). */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return buildLocalePath({ ...parseLocalePath(pathname), locale });
}

/** The longest slug of a page, tour, list or group (the API refuses longer links). */
export const slugMaxLength = 200;

/**
 * Whether a path segment could name a page at all: not empty, at most `slugMaxLength`
 * characters, no control character (tab and line breaks included). The site answers anything
 * else with its 404 page without asking the API.
 */
export function isPlausibleSlug(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return link.length > 0 && link.length <= slugMaxLength && !/[\u0000-\u001f\u007f-\u009f]/.test(link);
}
