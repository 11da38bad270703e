import { localizePath } from "@rihla/domain";
import { findPage } from "../.server/content";
import { pageNotFound } from "../.server/notFound";
import { siteRedirect } from "../.server/redirects";
import { CmsPageView } from "../components/CmsPage";
import { contentMeta, faqPageJsonLd, slugPaths } from "../contentSeo";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import type { Route } from "./+types/corporate";
import contentStyles from "../content.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/**
 * `/kurumsal/{link}` and `/kurumsal/hakkimizda` (spec §2): a corporate page of the CMS with its
 * parent and sibling pages (from the page record's parent) as a side navigation. Pages of other
 * groups are not corporate pages: 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const page = await findPage(context, request, locale, params.link, url.pathname);
  if (page.mainGroup !== "corporate") pageNotFound(url.pathname);
  // The other language's slug moves to this language's own (issue 22, problem 4).
  if (params.link !== page.slug) throw siteRedirect(localizePath(`/kurumsal/${page.slug}`, locale), 301);
  return { locale, texts: contentTexts[locale], page };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page, locale } = args.loaderData;
  return contentMeta(args, {
    locale,
    title: page.title,
    description: page.description,
    paths: slugPaths("/kurumsal", page.slugs, page.slug),
    jsonLd: page.faq.length > 0 ? [faqPageJsonLd(page.faq)] : [],
  });
};

export default function CorporatePage({ loaderData }: Route.ComponentProps) {
  const { locale, texts, page } = loaderData;
  return <CmsPageView locale={locale} page={page} texts={texts} sideNavBase="/kurumsal" />;
}
