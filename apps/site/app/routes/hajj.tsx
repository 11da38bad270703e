import { contentRoutePath, contentRoutePaths, displayCurrency } from "@rihla/domain";
import { contentTourCards, findPage, findTours } from "../.server/content";
import { siteRedirect } from "../.server/redirects";
import { CmsPageView } from "../components/CmsPage";
import { ContentTourCards } from "../components/ContentTourCards";
import contentStyles from "../content.css?url";
import { contentMeta, faqPageJsonLd } from "../contentSeo";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import type { Route } from "./+types/hajj";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/** `/page/hac`, in English `/en/page/hajj` (spec §2): the Hajj page of the CMS with the 2026 badge (§9), the Hajj programmes and the FAQ. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client navigation's data request is `/yardim.data`.
  const locale = requestLocale(request);
  const texts = contentTexts[locale];
  const own = contentRoutePath("hajj", locale);
  if (url.pathname !== own) throw siteRedirect(own, 301);
  const [page, hajj] = await Promise.all([
    findPage(context, request, locale, "hac", url.pathname),
    findTours(context, request, { locale, currency: displayCurrency[locale], category: "hajj", pageSize: "12" }),
  ]);
  return { locale, texts, page, tours: contentTourCards(hajj.items, locale, texts.hajj) };
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) return [];
  const { page, locale } = args.loaderData;
  return contentMeta(args, {
    locale,
    title: page.title,
    description: page.description,
    paths: contentRoutePaths.hajj,
    jsonLd: page.faq.length > 0 ? [faqPageJsonLd(page.faq)] : [],
  });
};

export default function HajjPage({ loaderData }: Route.ComponentProps) {
  const { locale, texts, page, tours } = loaderData;
  return (
    <CmsPageView locale={locale} page={page} texts={texts} badge={texts.hajj.badge}>
      <section aria-labelledby="programmes-title">
        <h2 id="programmes-title">{texts.hajj.programmes}</h2>
        {tours.length > 0 ? (
          <ContentTourCards tours={tours} priceLabel={texts.hajj.priceLabel} />
        ) : (
          <p>{texts.hajj.noProgrammes}</p>
        )}
      </section>
    </CmsPageView>
  );
}
