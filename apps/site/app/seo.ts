import type { MetaDescriptor } from "react-router";
import type { Locale } from "@rihla/domain";
import { alternatePaths } from "./paths";

interface PageMetaInput {
  title: string;
  description?: string;
  /** Absolute origin of the site, e.g. https://rihla.example. */
  origin: string;
  pathname: string;
  siteName: string;
  /**
   * The page's path in each locale when the slug differs between them (a tour's English page is
   * its English slug); defaults to the same path with and without /en.
   */
  alternates?: Record<Locale, string> | undefined;
  /** schema.org objects, each written as a JSON-LD script. */
  jsonLd?: readonly Record<string, unknown>[] | undefined;
}

/** Title, description, canonical and hreflang alternates (tr, en, x-default) of one page. */
export function pageMeta({
  title,
  description,
  origin,
  pathname,
  siteName,
  alternates,
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const paths = alternates ?? alternatePaths(pathname);
  const url = (path: string) => new URL(path, origin).toString();
  const canonical = pathname.startsWith("/en") ? paths.en : paths.tr;
  return [
    { title: `${title} | ${siteName}` },
    ...(description ? [{ name: "description", content: description }] : []),
    { tagName: "link", rel: "canonical", href: url(canonical) },
    { tagName: "link", rel: "alternate", hrefLang: "tr", href: url(paths.tr) },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: url(paths.en) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(paths.tr) },
    ...jsonLd.map((object) => ({ "script:ld+json": object })),
  ];
}

/** schema.org BreadcrumbList of a page: its trail from home, each step an absolute URL. */
export function breadcrumbJsonLd(
  items: readonly { name: string; path: string }[],
  origin: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin).toString(),
    })),
  };
}
