import { findTourListById, formatDateRange, interpolate, localizePath, tourListPath } from "@rihla/domain";
import { Breadcrumbs, EmptyState, Link, Progress } from "@rihla/ui";
import { answerOf, api } from "../.server/api";
import { metaTexts, useTexts } from "../i18n";
import { catalogueTexts } from "../i18n/catalogue";
import { cardSizes, img, imgSet } from "../images";
import { requestLocale } from "../locale";
import { breadcrumbJsonLd, pageMeta } from "../seo";
import catalogueStyles from "../catalogue.css?url";
import type { Route } from "./+types/tour-ongoing";
import { rootMatchData } from "../rootData";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** `/tour/ongoing-tours` (spec §2): the groups on the road today and the day of their tour. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const answer = await answerOf(api(context, request).api["ongoing-departures"].$get({ query: { locale } }));
  // The empty page points to the Umrah list (worked out here, so the list table stays off the page).
  const umrah = findTourListById("umrah");
  const upcoming = umrah ? tourListPath(umrah, locale) : localizePath("/", locale);
  return { locale, departures: answer.items, texts: catalogueTexts(locale).ongoing, upcoming };
}

// The same meta as `contentMeta` (contentSeo.ts) builds, written out: importing it adds a chunk of
// 0.6 kB gzip, and this page sits at its 126 kB budget (to the byte: an origin fallback that the
// root loader always makes unnecessary cost the 20 bytes issue 22's changes to shared chunks needed).
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const t = metaTexts(matches);
  if (!loaderData || !t) return [];
  const root = rootMatchData(matches);
  const origin = root?.origin ?? "";
  return pageMeta({
    title: loaderData.texts.title,
    description: loaderData.texts.intro,
    origin,
    pathname: location.pathname,
    siteName: t.common.siteName,
    alternates: { tr: "/tour/ongoing-tours", en: "/en/tour/ongoing-tours" },
    jsonLd: [
      breadcrumbJsonLd(
        [
          { name: t.common.home, path: localizePath("/", loaderData.locale) },
          { name: loaderData.texts.title, path: location.pathname },
        ],
        origin,
      ),
    ],
  });
};

export default function OngoingTours({ loaderData }: Route.ComponentProps) {
  const t = useTexts();
  const { locale, departures, texts, upcoming } = loaderData;
  return (
    <div className="tour-ongoing">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[{ label: t.common.home, href: localizePath("/", locale) }, { label: texts.title }]}
      />
      <header className="tour-list-head">
        <h1>{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      {departures.length === 0 ? (
        <EmptyState title={texts.empty} action={<Link href={upcoming}>{texts.upcoming}</Link>} />
      ) : (
        <ul className="route-list">
          {departures.map((departure) => {
            const dayText = interpolate(texts.day, { day: departure.day, days: departure.days });
            return (
              <li key={departure.id} className="route-card" data-testid="ongoing-departure">
                <img
                  src={img(departure.tour.coverImage, 480)}
                  srcSet={imgSet(departure.tour.coverImage, [480, 960])}
                  sizes={cardSizes}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                />
                <h2>
                  <Link href={localizePath(`/tour/${departure.tour.slug}`, locale)}>{departure.tour.title}</Link>
                </h2>
                <p>{formatDateRange(departure.startDate, departure.returnDate, locale)}</p>
                <Progress label={dayText} value={departure.day} max={departure.days} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
