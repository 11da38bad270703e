import { pageNotFound } from "../../.server/notFound";
import { displayCurrency } from "@rihla/domain";
import { localizePath, truncateSummary } from "@rihla/domain";
import { data } from "react-router";
import { answerOf, api, orNull } from "../../.server/api";
import { hotelLabels, saleStateLabels } from "../../.server/labels";
import { HotelDetailView } from "../../components/HotelViews";
import { metaTexts } from "../../i18n";
import { catalogueTexts } from "../../i18n/catalogue";
import { requestLocale, requestPage } from "../../locale";
import { breadcrumbJsonLd, hotelJsonLd, pageMeta } from "../../seo";
import catalogueStyles from "../../catalogue.css?url";
import type { Route } from "./+types/hotel";
import { rootMatchData } from "../../rootData";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** `/hotel/{id}` (spec §2): one hotel with its photos, views, class, distance and its tours. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const pathname = requestPage(request).pathname;
  if (!/^[1-9]\d{0,9}$/.test(params.id)) {
    pageNotFound(pathname);
  }
  const client = api(context, request);
  const [hotel, hotelTours] = await Promise.all([
    answerOf(client.api.hotels[":id"].$get({ param: { id: params.id }, query: { locale } })),
    orNull(
      answerOf(
        client.api.tours.$get({
          query: { hotel: params.id, locale, currency: displayCurrency[locale], pageSize: 12 },
        }),
      ),
    ),
  ]);
  const tours = hotelTours?.items ?? [];
  return data({
    locale,
    hotel,
    tours,
    texts: catalogueTexts(locale).hotels,
    labels: hotelLabels(locale),
    saleLabels: saleStateLabels(locale),
  });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaTexts(matches);
  if (!loaderData || !t) return [];
  const root = rootMatchData(matches);
  const origin = root?.origin ?? "http://localhost:3000";
  const { hotel, texts, locale, labels } = loaderData;
  return pageMeta({
    title: hotel.name,
    description: truncateSummary(hotel.description || `${hotel.name}, ${hotel.city}`),
    origin,
    pathname: location.pathname,
    siteName: t.common.siteName,
    image: hotel.photos[0],
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: t.common.home, path: localizePath("/", locale) },
          { name: texts.title, path: localizePath("/hotel/hotels", locale) },
          { name: hotel.name, path: location.pathname },
        ],
        origin,
      ),
      hotelJsonLd(hotel, { origin, pathname: location.pathname, classLabel: labels.classes[hotel.hotelClass] }),
    ],
  });
};

export default function Hotel({ loaderData }: Route.ComponentProps) {
  return <HotelDetailView {...loaderData} />;
}
