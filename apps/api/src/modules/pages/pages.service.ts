import { faqFromJsonLd, fillPageTitle, findHolidayBySlug, holidaySlug, type Locale } from "@rihla/domain";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { pages, pageTranslations, redirects, shortLinks, siteSettings } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";
import { sanitizeCmsHtml } from "../../content/sanitize.ts";

export const pageNotFound = (slug: string) => new ApiError(404, "PAGE_NOT_FOUND", `Page Not Found: ${slug}`);

/**
 * Spec §7 GET /api/page/find. The slug may be the page's slug in either locale (the site sends
 * Turkish slugs under /en too); the answer is the page in the requested locale. Holiday pages
 * (`hday-2026-ramazan-bayrami`) come from the domain's holiday data, not from the table.
 */
export async function findPage({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale; slug: string } }) {
  const { db, now } = ctx;
  const { locale } = input;
  // Corporate pages live under /kurumsal/{link} too; the domain's pageSlugFromPath keeps that prefix.
  const slug = input.slug.replace(/^kurumsal\//, "");
  const matches = await db
    .select({ pageId: pageTranslations.pageId, locale: pageTranslations.locale })
    .from(pageTranslations)
    .where(eq(pageTranslations.slug, slug));
  const pageId = (matches.find((m) => m.locale === locale) ?? matches[0])?.pageId;
  if (pageId === undefined)
    return (await cataloguePage({ db, now, locale, slug })) ?? holidayPage({ db, now, locale, slug });

  const [rows, [settings]] = await Promise.all([
    db
      .select()
      .from(pages)
      .innerJoin(pageTranslations, eq(pageTranslations.pageId, pages.id))
      .where(eq(pages.id, pageId)),
    db.select({ agencyName: siteSettings.agencyName }).from(siteSettings).where(eq(siteSettings.id, "default")),
  ]);
  const row = rows.find((r) => r.page_translations.locale === locale);
  if (!row) throw pageNotFound(slug);
  const page = row.pages;
  const text = row.page_translations;
  const [parent, family] = await Promise.all([
    page.parentId === null ? null : parentSlug(db, page.parentId, locale),
    pageFamily(db, page.parentId ?? page.id, locale),
  ]);
  const firm = settings?.agencyName ?? "";
  return {
    id: page.id,
    key: page.key,
    locale,
    slug: text.slug,
    slugs: Object.fromEntries(rows.map((r) => [r.page_translations.locale, r.page_translations.slug])),
    mainGroup: page.mainGroup,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    pageTitle: fillPageTitle(text.pageTitle, { firm, title: text.title, now }),
    content: {
      photo: page.photo,
      heading: text.heading,
      subtitle: text.subtitle,
      topImage: page.topImage,
      soundUrl: page.soundUrl,
      linkUrl: page.linkUrl,
      relatedUrls: page.relatedUrls,
      parentSlug: parent,
      bodyHtml: sanitizeCmsHtml(text.bodyHtml),
      categories: page.categories,
      jsonLd: text.jsonLd,
      createdAt: page.createdAt.toISOString(),
      updatedAt: page.updatedAt.toISOString(),
    },
    faq: faqFromJsonLd(text.jsonLd),
    family,
  };
}

/**
 * The parent page and its children in one locale (the corporate pages' side navigation): the
 * parent first, then the children by title. A page with neither parent nor children is alone.
 */
async function pageFamily(db: Db, rootId: number, locale: Locale) {
  const rows = await db
    .select({ id: pages.id, slug: pageTranslations.slug, title: pageTranslations.title })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, locale)))
    .where(or(eq(pages.id, rootId), eq(pages.parentId, rootId)));
  const root = rows.filter((row) => row.id === rootId);
  const children = rows.filter((row) => row.id !== rootId).sort((a, b) => a.title.localeCompare(b.title, locale));
  return [...root, ...children].map(({ slug, title }) => ({ slug, title }));
}

/**
 * Every page of the given groups that has a FAQ, in one locale: the help centre's topics, each
 * page one topic (its heading) with its questions, in the order of the groups asked for.
 */
export async function listFaqTopics({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { locale: Locale; groups: readonly string[] };
}) {
  const rows = await ctx.db
    .select({
      id: pages.id,
      key: pages.key,
      mainGroup: pages.mainGroup,
      slug: pageTranslations.slug,
      heading: pageTranslations.heading,
      jsonLd: pageTranslations.jsonLd,
    })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.pageId, pages.id), eq(pageTranslations.locale, input.locale)))
    .where(inArray(pages.mainGroup, [...input.groups]))
    .orderBy(asc(pages.id));
  const rank = (group: string) => input.groups.indexOf(group);
  return {
    items: rows
      .map((row) => ({
        key: row.key,
        mainGroup: row.mainGroup,
        slug: row.slug,
        heading: row.heading,
        faq: faqFromJsonLd(row.jsonLd),
      }))
      .filter((topic) => topic.faq.length > 0)
      .sort((a, b) => rank(a.mainGroup) - rank(b.mainGroup)),
  };
}

async function parentSlug(db: Db, parentId: number, locale: Locale): Promise<string | null> {
  const [row] = await db
    .select({ slug: pageTranslations.slug })
    .from(pageTranslations)
    .where(and(eq(pageTranslations.pageId, parentId), eq(pageTranslations.locale, locale)));
  return row?.slug ?? null;
}

/**
 * The site asks page/find for every route, including /tour/{list}, /tours/{group} and
 * /tour/{tour}: answer those with a page record built from the catalogue's own titles and
 * descriptions so the layout gets its meta tags. One statement for the three kinds.
 */
async function cataloguePage({ db, now, locale, slug }: { db: Db; now: Date; locale: Locale; slug: string }) {
  const result = (await db.execute(sql`
    select 'tour-list' as kind, t.list_key as key, t.locale, t.slug, t.title, t.description, null as photo
      from tour_list_translations t
     where t.list_key = (select list_key from tour_list_translations where slug = ${slug} limit 1)
    union all
    select 'tour-group', g.key, t.locale, t.slug, t.title, t.description, g.image
      from tour_group_translations t join tour_groups g on g.id = t.group_id
     where t.group_id = (select group_id from tour_group_translations where slug = ${slug} limit 1)
    union all
    select 'tour', r.key, t.locale, t.slug, t.title, t.short_description, r.cover_image
      from tour_translations t join tours r on r.id = t.tour_id
     where t.tour_id = (select tour_id from tour_translations where slug = ${slug} limit 1)`)) as unknown as {
    rows: {
      kind: string;
      key: string;
      locale: Locale;
      slug: string;
      title: string;
      description: string;
      photo: string | null;
    }[];
  };
  const kind = result.rows[0]?.kind;
  const rows = result.rows.filter((row) => row.kind === kind);
  const own = rows.find((row) => row.locale === locale);
  if (!own) return null;
  const [settings] = await db
    .select({ agencyName: siteSettings.agencyName })
    .from(siteSettings)
    .where(eq(siteSettings.id, "default"));
  return {
    id: null,
    key: own.key,
    locale,
    slug: own.slug,
    slugs: Object.fromEntries(rows.map((row) => [row.locale, row.slug])),
    mainGroup: own.kind,
    title: own.title,
    description: own.description,
    keywords: own.title,
    pageTitle: fillPageTitle("{title} | {firm}", { firm: settings?.agencyName ?? "", title: own.title, now }),
    content: {
      photo: own.photo,
      heading: own.title,
      subtitle: null,
      topImage: null,
      soundUrl: null,
      linkUrl: null,
      relatedUrls: [],
      parentSlug: null,
      bodyHtml: "",
      categories: { subCategories: [] },
      jsonLd: null,
      createdAt: null,
      updatedAt: null,
    },
    faq: [],
    family: [],
  };
}

async function holidayPage({ db, now, locale, slug }: { db: Db; now: Date; locale: Locale; slug: string }) {
  const holiday = findHolidayBySlug(slug);
  if (!holiday) throw pageNotFound(slug);
  const [settings] = await db
    .select({ agencyName: siteSettings.agencyName })
    .from(siteSettings)
    .where(inArray(siteSettings.id, ["default"]));
  const name = holiday[locale];
  const range = holiday.start === holiday.end ? holiday.start : `${holiday.start} – ${holiday.end}`;
  const title = `${name} ${holiday.start.slice(0, 4)}`;
  const description =
    locale === "tr"
      ? `${name}: ${range}. Tatilinizi umre ile değerlendirmek için bu tarihlere uygun programlarımıza göz atın.`
      : `${name}: ${range}. See our programmes that fit these dates if you would like to spend the holiday on Umrah.`;
  return {
    id: null,
    key: holidaySlug(holiday),
    locale,
    slug,
    slugs: { tr: slug, en: slug },
    mainGroup: "holiday",
    title,
    description,
    keywords: name,
    pageTitle: fillPageTitle("{title} | {firm}", { firm: settings?.agencyName ?? "", title, now }),
    content: {
      photo: null,
      heading: name,
      subtitle: range,
      topImage: null,
      soundUrl: null,
      linkUrl: null,
      relatedUrls: [],
      parentSlug: null,
      bodyHtml: `<p>${description}</p>`,
      categories: { subCategories: [holiday.type] },
      jsonLd: null,
      createdAt: null,
      updatedAt: null,
    },
    faq: [],
    family: [],
    holiday: { type: holiday.type, start: holiday.start, end: holiday.end },
  };
}

/** Spec §7 redirect check: old path → new path (absolute targets allowed). */
export async function checkRedirect({ ctx, input }: { ctx: ServiceContext; input: { path: string } }) {
  const { db } = ctx;
  const path = input.path.length > 1 ? input.path.replace(/\/+$/, "") : input.path;
  const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, path));
  if (!row) throw new ApiError(404, "REDIRECT_NOT_FOUND", `No redirect for ${path}`);
  return { from: row.fromPath, target: row.toPath, status: row.status, absolute: /^https?:\/\//.test(row.toPath) };
}

export async function resolveShortLink({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  const { db } = ctx;
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, input.id));
  if (!row) throw new ApiError(404, "SHORT_LINK_NOT_FOUND", `No short link ${input.id}`);
  return { id: row.id, target: row.target };
}
