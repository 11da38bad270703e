import type { MetaDescriptor } from "react-router";
import type { SiteAnswer } from "@rihla/api";
import { localizePath, type Locale } from "@rihla/domain";
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
  /** `title` is the whole document title (it already names the firm): no ' | site' suffix. */
  fullTitle?: boolean;
  /** Cover image for Open Graph and Twitter cards (a path under /img or an absolute URL). */
  image?: string | undefined;
  /** `website` for most pages; `product`-like pages may say otherwise. */
  ogType?: string;
  /** Print and embed layouts: not for search engines. */
  noindex?: boolean;
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
  fullTitle = false,
  image,
  ogType = "website",
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const paths = alternates ?? alternatePaths(pathname);
  const url = (path: string) => new URL(path, origin).toString();
  const canonical = pathname.startsWith("/en") ? paths.en : paths.tr;
  const documentTitle = fullTitle ? title : `${title} | ${siteName}`;
  const imageUrl = image ? url(image.startsWith("/") || /^https?:/.test(image) ? image : `/img/${image}`) : undefined;
  const english = pathname === "/en" || pathname.startsWith("/en/");
  return [
    { title: documentTitle },
    ...(description ? [{ name: "description", content: description }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: ogType },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: documentTitle },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: url(canonical) },
    { property: "og:locale", content: english ? "en_US" : "tr_TR" },
    ...(imageUrl ? [{ property: "og:image", content: imageUrl }] : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: documentTitle },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    ...(imageUrl ? [{ name: "twitter:image", content: imageUrl }] : []),
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

/** schema.org TravelAgency (an Organization) of the home page, from the site settings. */
export function organizationJsonLd(site: SiteAnswer, origin: string): Record<string, unknown> {
  const { settings } = site;
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    name: settings.agencyName,
    description: settings.siteDescription,
    url: new URL(localizePath("/", site.locale), origin).toString(),
    logo: new URL(`/img/${settings.logoPath}`, origin).toString(),
    telephone: settings.phone,
    email: settings.email,
    address: settings.address,
    foundingDate: String(settings.copyrightStartYear),
    sameAs: Object.values(settings.socialLinks),
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "TÜRSAB",
      identifier: settings.tursabLicence,
    },
  };
}

/** schema.org Hotel of a hotel page. */
export function hotelJsonLd(
  hotel: {
    name: string;
    description: string;
    city: string;
    stars: number | null;
    photos: readonly string[];
  },
  { origin, pathname, classLabel }: { origin: string; pathname: string; classLabel: string },
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: hotel.name,
    ...(hotel.description ? { description: hotel.description } : {}),
    url: new URL(pathname, origin).toString(),
    image: hotel.photos.map((path) => new URL(`/img/${path}`, origin).toString()),
    address: { "@type": "PostalAddress", addressLocality: hotel.city },
    // A boutique hotel has a class but no star count: no starRating then.
    ...(hotel.stars !== null ? { starRating: { "@type": "Rating", ratingValue: hotel.stars, name: classLabel } } : {}),
  };
}
