import { contentRoutePaths, localizePath, locales, todayInIstanbul, type Locale } from "@rihla/domain";
import { answerOf, api, orNull } from "../.server/api";
import type { Route } from "./+types/sitemap";

/** One page of the sitemap: its path in each locale. */
type Entry = Record<Locale, string>;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every page of a paginated API list (100 a page, the API's maximum). */
async function everyPage<T>(read: (page: number) => Promise<{ total: number; items: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= 100; page += 1) {
    const answer = await read(page);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) break;
  }
  return items;
}

const both = (path: string): Entry => ({ tr: localizePath(path, "tr"), en: localizePath(path, "en") });
const bySlugs = (prefix: string, slugs: Record<string, string>, fallback: string): Entry => ({
  tr: localizePath(`${prefix}/${slugs.tr ?? fallback}`, "tr"),
  en: localizePath(`${prefix}/${slugs.en ?? fallback}`, "en"),
});

/** A content page's address (spec §2): information and corporate pages, the help centre, contact. */
const cmsPath = /^(?:\/en)?\/(?:page\/[^/?#]+|kurumsal\/[^/?#]+|contact)$/;
/** The content routes with a path per language (the help centre: /yardim, /en/help). */
const ownRoutePaths = new Set(
  Object.values(contentRoutePaths).flatMap((paths) => locales.map((locale) => localizePath(paths[locale], locale))),
);
const contentPath = { test: (path: string) => cmsPath.test(path) || ownRoutePaths.has(path) };

/**
 * The content pages the menus link to, in both locales. Both locales' menus are built in the same
 * order, so the n-th link of a menu in Turkish and in English is one page; a pair of which either
 * side is not a content page is left out, and each page is listed once.
 */
function contentPages(
  menus: Record<Locale, Record<string, { href: string; children: { href: string }[] }[]>>,
): Entry[] {
  const flat = (locale: Locale, menu: string) =>
    (menus[locale][menu] ?? []).flatMap((link) => [link.href, ...link.children.map((child) => child.href)]);
  const seen = new Set<string>();
  return Object.keys(menus.tr).flatMap((menu) => {
    const english = flat("en", menu);
    return flat("tr", menu).flatMap((tr, index) => {
      const en = english[index];
      if (!en || !contentPath.test(tr) || !contentPath.test(en) || seen.has(tr)) return [];
      seen.add(tr);
      return [{ tr, en }];
    });
  });
}

/**
 * `/sitemap.xml`: every public catalogue page (home, tour lists, tours, tour groups, hotels) in
 * both locales, each with its `xhtml:link` alternates (a tour's English URL is its English slug)
 * and `lastmod`, all from the API; and the content pages the menus link to.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const client = api(context);
  const [lists, tours, hotels, site, siteEn] = await Promise.all([
    answerOf(client.api["tour-lists"].$get({ query: { locale: "tr" } })),
    everyPage((page) => answerOf(client.api.tours.$get({ query: { locale: "tr", pageSize: 100, page } }))),
    everyPage((page) => answerOf(client.api.hotels.$get({ query: { locale: "tr", pageSize: 100, page } }))),
    answerOf(client.api.site.$get({ query: { locale: "tr" } })),
    answerOf(client.api.site.$get({ query: { locale: "en" } })),
  ]);
  // Tour groups have no index in the API: the ones the menus link to.
  const groupSlugs = [
    ...new Set(
      Object.values(site.menus)
        .flatMap((links) => links.flatMap((link) => [link, ...link.children]))
        .map((link) => /^\/tours\/([^/?#]+)$/.exec(link.href)?.[1])
        .filter((slug): slug is string => slug !== undefined),
    ),
  ];
  const groups = await Promise.all(
    groupSlugs.map((slug) =>
      orNull(
        answerOf(
          client.api["tour-groups"][":link"].$get({ param: { link: slug }, query: { locale: "tr", pageSize: 1 } }),
        ),
      ),
    ),
  );
  const entries: Entry[] = [
    both("/"),
    ...lists.items.map((list) => bySlugs("/tour", list.slugs, list.slug)),
    ...tours.map((tour) => bySlugs("/tour", tour.slugs, tour.slug)),
    ...groups.flatMap((group) => (group ? [bySlugs("/tours", group.slugs, group.slug)] : [])),
    both("/tourDetail/routes"),
    both("/tour/ongoing-tours"),
    both("/hotel/hotels"),
    ...hotels.map((hotel) => both(`/hotel/${hotel.id}`)),
    ...contentPages({ tr: site.menus, en: siteEn.menus }),
  ];
  const lastmod = todayInIstanbul(new Date());
  const url = (path: string) => escapeXml(new URL(path, origin).toString());
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) =>
      locales.map((locale) =>
        [
          "<url>",
          `<loc>${url(entry[locale])}</loc>`,
          `<lastmod>${lastmod}</lastmod>`,
          ...locales.map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(entry[other])}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.tr)}"/>`,
          "</url>",
        ].join(""),
      ),
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
