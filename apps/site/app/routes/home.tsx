import { displayCurrency } from "@rihla/domain";
import type { SiteAnswer } from "@rihla/api";
import { findTourListById, tourLists, todayInIstanbul, type TourList } from "@rihla/domain";
import { data, useRouteLoaderData } from "react-router";
import { answerOf, api, orNull, type Answer, type Api } from "../.server/api";
import { saleStateLabels } from "../.server/labels";
import { localeRedirect } from "../.server/locale";
import { HomeView, type HomeShelf } from "../components/HomeView";
import { catalogueTexts } from "../i18n/catalogue";
import { metaTexts } from "../i18n";
import { requestLocale } from "../locale";
import { organizationJsonLd, pageMeta } from "../seo";
import catalogueStyles from "../catalogue.css?url";
import type { Route } from "./+types/home";
import type { RouteHandle } from "../routeHandle";
import { rootMatchData } from "../rootData";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["lang"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** Tours per shelf on the home page. */
const shelfSize = 3;

/** The month lists in season order from this month: this month's list first. */
function monthListsFrom(month: number): TourList[] {
  const months = tourLists.filter((list) => list.filter.month !== undefined);
  const start = months.findIndex((list) => list.filter.month === month);
  return [...months.slice(start), ...months.slice(0, start)];
}

/**
 * Home (spec §2): every shelf, campaign and review comes from the API, asked at once. Anonymous
 * visitors get this page from the shared page cache (ADR 0011), which the change feed purges: the
 * loader reads no cookie and sets none, so one rendering serves every guest of the locale.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const moved = localeRedirect(request);
  if (moved) throw moved;
  const locale = requestLocale(request);
  const currency = displayCurrency[locale];
  const month = Number(todayInIstanbul(new Date()).slice(5, 7));
  const [thisMonth, nextMonth] = monthListsFrom(month);
  const list = (id: string) => findTourListById(id)!;
  // A shelf the API has nothing for is left out.
  const client = api(context);
  const tours = (list: TourList, size = shelfSize) =>
    orNull(answerOf(client.api.tours.$get({ query: { list: list.slug[locale], locale, currency, pageSize: size } })));
  const [season, luxury, guides, privateTours, thisMonthTours, nextMonthTours, international, campaigns, reviews] =
    await Promise.all([
      tours(list("umrah"), 6),
      tours(list("luxury-5-star")),
      tours(list("popular-guides")),
      tours(list("private")),
      tours(thisMonth!),
      tours(nextMonth!),
      orNull(
        answerOf(
          client.api["tour-groups"][":link"].$get({
            param: { link: "yurtdisi-turlari" },
            query: { locale, currency, pageSize: 3 },
          }),
        ),
      ),
      orNull(answerOf(client.api.campaigns.$get({ query: { locale } }))),
      orNull(answerOf(client.api.reviews.$get({ query: { pageSize: 3, titles: locale } }))),
    ]);
  // The month shelf shows this month's departures, or next month's once this month has none left.
  const monthShelf =
    thisMonthTours && thisMonthTours.total > 0 ? thisMonthTours : nextMonthTours?.total ? nextMonthTours : null;
  const shelf = (id: string, answer: Answer<Api["api"]["tours"]["$get"]> | null): HomeShelf | null =>
    answer?.list && answer.items.length > 0
      ? { id, title: answer.list.title, href: `/tour/${answer.list.slug}`, items: answer.items }
      : null;
  const shelves = [
    shelf("season", season),
    shelf("month", monthShelf),
    shelf("luxury", luxury),
    shelf("guides", guides),
    shelf("private", privateTours),
    international && international.tours.items.length > 0
      ? {
          id: "international",
          title: international.title,
          href: `/tours/${international.slug}`,
          items: international.tours.items,
        }
      : null,
  ].filter((entry): entry is HomeShelf => entry !== null);
  return data({
    locale,
    // Only the group the page renders travels to the browser (issue 10).
    texts: { home: catalogueTexts(locale).home },
    saleLabels: saleStateLabels(locale),
    shelves,
    months: monthListsFrom(month).map((list) => ({ title: list.title[locale], slug: list.slug[locale] })),
    campaigns: campaigns?.items ?? [],
    reviews: reviews ?? null,
  });
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = metaTexts(matches);
  const root = rootMatchData(matches);
  if (!t) return [];
  const origin = root?.origin ?? "http://localhost:3000";
  return pageMeta({
    title: root?.site.settings.siteTitle || `${t.home.title} | ${t.common.siteName}`,
    fullTitle: true,
    description: root?.site.settings.siteDescription || t.home.description,
    origin,
    pathname: location.pathname,
    siteName: t.common.siteName,
    image: root?.site.settings.photo ?? undefined,
    jsonLd: root ? [organizationJsonLd(root.site, origin)] : [],
  });
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { site: SiteAnswer; year: number } | undefined;
  return <HomeView {...loaderData} site={root?.site ?? null} year={root?.year ?? new Date().getFullYear()} />;
}
