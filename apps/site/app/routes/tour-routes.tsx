import { interpolate, localizePath } from "@rihla/domain";
import { Breadcrumbs, EmptyState, Link } from "@rihla/ui";
import { answerOf, api } from "../.server/api";
import { contentMeta } from "../contentSeo";
import { useTexts } from "../i18n";
import { catalogueTexts } from "../i18n/catalogue";
import { requestLocale } from "../locale";
import catalogueStyles from "../catalogue.css?url";
import type { Route } from "./+types/tour-routes";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** `/tourDetail/routes` (spec §2): every open tour's route — its stays and each day's plan. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  const answer = await answerOf(api(context, request).api["tour-routes"].$get({ query: { locale } }));
  return { locale, tours: answer.items, texts: catalogueTexts(locale).routes };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? contentMeta(args, {
        locale: args.loaderData.locale,
        title: args.loaderData.texts.title,
        description: args.loaderData.texts.intro,
        paths: { tr: "/tourDetail/routes", en: "/tourDetail/routes" },
      })
    : [];

export default function TourRoutes({ loaderData }: Route.ComponentProps) {
  const t = useTexts();
  const { locale, tours, texts } = loaderData;
  return (
    <div className="tour-routes">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[{ label: t.common.home, href: localizePath("/", locale) }, { label: texts.title }]}
      />
      <header className="tour-list-head">
        <h1>{texts.title}</h1>
        <p>{texts.intro}</p>
      </header>
      {tours.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <ul className="route-list">
          {tours.map((tour) => (
            <li key={tour.id} className="route-card" data-testid="tour-route">
              <h2>
                <Link href={localizePath(`/tour/${tour.slug}`, locale)}>{tour.title}</Link>
              </h2>
              {tour.stops.length > 0 ? (
                <p>
                  {interpolate(texts.stops, {
                    stops: tour.stops.map((stop) => interpolate(texts.stop, stop)).join(" → "),
                  })}
                </p>
              ) : null}
              <details>
                <summary>{interpolate(texts.program, { days: tour.days })}</summary>
                <ol className="route-days">
                  {tour.itinerary.map((day) => (
                    <li key={day.day} value={day.day}>
                      {day.title}
                    </li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
