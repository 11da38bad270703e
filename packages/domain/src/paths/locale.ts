/** The site's locales. Turkish is the default and carries no URL prefix (spec §1, §2). */
export const locales = ["tr", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "tr";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export interface ParsedPath {
  locale: Locale;
  /** Path segments after the locale segment, without empty parts. */
  segments: string[];
  /** `home` when no segment is left (spec §2). */
  slug: string;
}

/**
 * Spec §2: a first path segment `en` or `tr` is read as the locale; with no remaining path the
 * page slug is `home`.
 */
export function parseLocalePath(pathname: string): ParsedPath {
  const parts = pathname.split("/").filter((part) => part !== "");
  const first = parts[0];
  const locale = isLocale(first) ? first : defaultLocale;
  const segments = isLocale(first) ? parts.slice(1) : parts;
  const slug = segments.length === 0 ? "home" : (segments[segments.length - 1] ?? "home");
  return { locale, segments, slug };
}

/** Builds the public path of `path` in `locale`: Turkish has no prefix, English lives under /en. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`;
}

/** Spec §1, §9: the chosen locale is remembered in a cookie for 365 days, path `/`. */
export const localeCookie = {
  name: "locale",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: "/",
} as const;

/** Reads the locale cookie's value; anything but a known locale is ignored. */
export function localeFromCookie(value: string | null | undefined): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/**
 * Paths the API answers when it shares a port with the site (calls of spec §7, images, uploads).
 * The server routes them to the API; the site's links to them load a full document.
 */
export const apiPathPrefixes = ["/api/", "/auth/", "/rest/", "/img/", "/uploads/"] as const;

export function isApiPath(pathname: string): boolean {
  return apiPathPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Spec §2 `/iframe/tour/{link}`: the only pages other sites may frame (empty layout, for
 * embedding). Every other page refuses to be framed.
 */
export function isEmbeddablePath(pathname: string): boolean {
  const { segments } = parseLocalePath(pathname.split("?")[0] ?? "");
  return segments.length === 3 && segments[0] === "iframe" && segments[1] === "tour" && !segments.includes("..");
}
