import { cities, hotelClasses, roomViews } from "@rihla/domain";
import { data } from "react-router";
import { answerOf, api } from "../../.server/api";
import { hotelLabels } from "../../.server/labels";
import { HotelListView, hotelSorts, type HotelFilters } from "../../components/HotelViews";
import { metaTexts } from "../../i18n";
import { catalogueTexts } from "../../i18n/catalogue";
import { requestLocale } from "../../locale";
import { breadcrumbJsonLd, pageMeta } from "../../seo";
import catalogueStyles from "../../catalogue.css?url";
import type { Route } from "./+types/hotels";
import type { RouteHandle } from "../../routeHandle";
import { rootMatchData } from "../../rootData";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["city", "hotelClass", "view", "sort", "page"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

const pageSize = 12;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** `/hotel/hotels` (spec §2): hotels by city, class and room view, by city or by distance. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const search = url.searchParams;
  // Unknown values are dropped here rather than answered with the API's 400.
  const filters: HotelFilters = {};
  const city = oneOf(
    cities.map((entry) => entry.id),
    search.get("city"),
  );
  const hotelClass = oneOf(hotelClasses, search.get("hotelClass"));
  const view = oneOf(roomViews, search.get("view"));
  const sort = oneOf(hotelSorts, search.get("sort"));
  if (city) filters.city = city;
  if (hotelClass) filters.hotelClass = hotelClass;
  if (view) filters.view = view;
  if (sort) filters.sort = sort;
  const pageNumber = Number(search.get("page") ?? "1");
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 1000 ? pageNumber : 1;
  const answer = await answerOf(
    api(context, request).api.hotels.$get({
      query: { locale, page, pageSize, ...filters },
    }),
  );
  return data({
    locale,
    filters,
    page,
    pageSize,
    answer,
    texts: catalogueTexts(locale).hotels,
    labels: hotelLabels(locale),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaTexts(matches);
  if (!loaderData || !t) return [];
  const root = rootMatchData(matches);
  const origin = root?.origin ?? "http://localhost:3000";
  return pageMeta({
    title: loaderData.texts.title,
    description: loaderData.texts.description,
    origin,
    pathname: location.pathname,
    siteName: t.common.siteName,
    image: loaderData.answer.items[0]?.photos[0],
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: t.common.home, path: loaderData.locale === "en" ? "/en" : "/" },
          { name: loaderData.texts.title, path: location.pathname },
        ],
        origin,
      ),
    ],
  });
};

export default function Hotels({ loaderData }: Route.ComponentProps) {
  return <HotelListView {...loaderData} />;
}
