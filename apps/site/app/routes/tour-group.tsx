import { pageNotFound } from "../.server/notFound";
import { displayCurrency } from "@rihla/domain";
import { isPlausibleSlug, localizePath, truncateSummary } from "@rihla/domain";
import { Breadcrumbs, EmptyState, Pagination } from "@rihla/ui";
import { data } from "react-router";
import { answerOf, api } from "../.server/api";
import { saleStateLabels } from "../.server/labels";
import { TourSummaryCard } from "../components/TourSummaryCard";
import { metaTexts, useTexts } from "../i18n";
import { countText } from "../i18n/count";
import { requestLocale } from "../locale";
import { breadcrumbJsonLd, pageMeta } from "../seo";
import catalogueStyles from "../catalogue.css?url";
import type { Route } from "./+types/tour-group";
import type { RouteHandle } from "../routeHandle";
import { siteRedirect } from "../.server/redirects";
import { rootMatchData } from "../rootData";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["page"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

const pageSize = 12;

/** `/tours/{link}` (spec §2): a tour group (international tours, routes) with its tours. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  if (!isPlausibleSlug(params.link)) pageNotFound(url.pathname);
  const pageNumber = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1000 ? pageNumber : 1;
  const response = await api(context, request).api["tour-groups"][":link"].$get({
    param: { link: params.link },
    query: { locale, currency: displayCurrency[locale], page, pageSize },
  });
  if (response.status === 404 || response.status === 400) pageNotFound(url.pathname);
  const group = await answerOf(response);
  if (group.slug !== params.link)
    throw siteRedirect(`${localizePath(`/tours/${group.slug}`, locale)}${url.search}`, 301);
  return data({ locale, page, group, saleLabels: saleStateLabels(locale) });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaTexts(matches);
  if (!loaderData || !t) return [];
  const root = rootMatchData(matches);
  const origin = root?.origin ?? "http://localhost:3000";
  const { group, locale } = loaderData;
  return pageMeta({
    title: group.title,
    description: truncateSummary(group.description || group.title),
    origin,
    pathname: location.pathname,
    siteName: t.common.siteName,
    image: group.image,
    ...(group.slugs.tr && group.slugs.en
      ? {
          alternates: {
            tr: localizePath(`/tours/${group.slugs.tr}`, "tr"),
            en: localizePath(`/tours/${group.slugs.en}`, "en"),
          },
        }
      : {}),
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: t.common.home, path: localizePath("/", locale) },
          { name: group.title, path: location.pathname },
        ],
        origin,
      ),
    ],
  });
};

export default function TourGroup({ loaderData }: Route.ComponentProps) {
  const t = useTexts();
  const { group, locale, page, saleLabels } = loaderData;
  const path = localizePath(`/tours/${group.slug}`, locale);
  const pageCount = Math.max(1, Math.ceil(group.tours.total / pageSize));
  return (
    <div className="tour-list">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[{ label: t.common.home, href: localizePath("/", locale) }, { label: group.title }]}
      />
      <header className="tour-list-head">
        <h1>{group.title}</h1>
        {group.description ? <p>{group.description}</p> : null}
        <p className="tour-list-count" data-testid="tour-count">
          {countText(t.tours.count, group.tours.total, locale)}
        </p>
      </header>
      {group.tours.items.length > 0 ? (
        <>
          <ul className="tour-grid">
            {group.tours.items.map((tour, index) => (
              <li key={tour.id}>
                <TourSummaryCard tour={tour} locale={locale} saleLabels={saleLabels} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t.tours.pagination}
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => (target > 1 ? `${path}?page=${target}` : path)}
            previousLabel={t.tours.previousPage}
            nextLabel={t.tours.nextPage}
            pageLabel={t.tours.pageLabel}
          />
        </>
      ) : (
        <EmptyState title={t.tours.emptyTitle} description={t.tours.emptyText} />
      )}
    </div>
  );
}
