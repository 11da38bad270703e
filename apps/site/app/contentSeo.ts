import type { MetaDescriptor } from "react-router";
import { localizePath, type Locale } from "@rihla/domain";
import { rootMatchData } from "./rootData";
import { metaTexts } from "./i18n";
import { breadcrumbJsonLd, pageMeta } from "./seo";

interface Match {
  id: string;
  loaderData?: unknown;
}

/** schema.org FAQPage of a page's questions (issue 13: the accordion's questions, emitted again). */
export function faqPageJsonLd(faq: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/**
 * Meta of a content page: title, description, canonical and hreflang (from the page's slug per
 * locale when they differ), a breadcrumb from home and any further JSON-LD.
 */
export function contentMeta(
  args: { matches: ReadonlyArray<Match | undefined>; location: { pathname: string } },
  page: {
    locale: Locale;
    title: string;
    description?: string;
    /** The page's path per locale, without the /en prefix (e.g. /page/yorumlar, /page/comments). */
    paths?: Record<Locale, string> | undefined;
    jsonLd?: readonly Record<string, unknown>[];
  },
): MetaDescriptor[] {
  const t = metaTexts(args.matches);
  if (!t) return [];
  const root = rootMatchData(args.matches);
  const origin = root?.origin ?? "http://localhost:3000";
  const alternates = page.paths
    ? { tr: localizePath(page.paths.tr, "tr"), en: localizePath(page.paths.en, "en") }
    : undefined;
  return pageMeta({
    title: page.title,
    description: page.description,
    origin,
    pathname: args.location.pathname,
    siteName: t.common.siteName,
    alternates,
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: t.common.home, path: localizePath("/", page.locale) },
          { name: page.title, path: args.location.pathname },
        ],
        origin,
      ),
      ...(page.jsonLd ?? []),
    ],
  });
}

/** The page's per-locale paths under `base` (e.g. /page) from its slug per locale. */
export function slugPaths(base: string, slugs: Record<string, string>, fallback: string): Record<Locale, string> {
  return { tr: `${base}/${slugs.tr ?? fallback}`, en: `${base}/${slugs.en ?? fallback}` };
}
