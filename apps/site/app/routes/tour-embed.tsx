import {
  formatDate,
  formatDateRange,
  formatMoney,
  interpolate,
  isBookable,
  isCurrency,
  localizePath,
} from "@rihla/domain";
import { loadTourDetail } from "../.server/tourDetail";
import { privateMeta } from "../components/accountMeta";
import catalogueStyles from "../catalogue.css?url";
import { catalogueTexts } from "../i18n/catalogue";
import type { Route } from "./+types/tour-embed";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/**
 * Spec §2 `/iframe/tour/{link}`: a tour for other sites to embed (empty layout; the only pages
 * any site may frame, see isEmbeddablePath). The loader words everything, so the frame is light:
 * the next open departure, the tour's "from" price in the locale's currency with the departure it
 * belongs to (the one its cards show, issue 22), and a link that opens the tour on this site in a
 * new tab.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, tour, currency } = await loadTourDetail(
    context,
    request,
    params.link,
    (slug) => `/iframe/tour/${slug}`,
  );
  const texts = catalogueTexts(locale).tourCopies;
  const next = tour.departures.find((departure) => isBookable(departure.saleState));
  const offer = tour.fromOffers.find((o) => o.price.currency === currency) ?? tour.fromOffers[0];
  const offerDeparture = tour.departures.find((departure) => departure.id === offer?.departureId);
  return {
    title: tour.title,
    summary: tour.shortDescription,
    cover: tour.coverImage,
    next: next
      ? interpolate(texts.embedNext, { date: formatDateRange(next.startDate, next.returnDate, locale) })
      : texts.embedNoDeparture,
    from:
      offer && offerDeparture && isCurrency(offer.price.currency)
        ? interpolate(texts.embedFrom, {
            price: formatMoney({ amount: offer.price.amount, currency: offer.price.currency }, locale),
            date: formatDate(offerDeparture.startDate, locale, "long"),
          })
        : null,
    tourPath: localizePath(`/tour/${tour.slug}`, locale),
    open: texts.embedOpen,
  };
}

export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);

export default function TourEmbed({ loaderData }: Route.ComponentProps) {
  const { title, summary, cover, next, from, tourPath, open } = loaderData;
  return (
    <article className="tour-embed">
      <img src={`/img/${cover}?w=480`} alt="" width={480} height={270} />
      <h1>{title}</h1>
      {summary ? <p>{summary}</p> : null}
      <p data-testid="embed-next">{next}</p>
      {from ? <p data-testid="embed-from">{from}</p> : null}
      {/* A plain link leaving the frame: the visitor continues on the site, not inside a widget. */}
      <a className="cta" href={tourPath} target="_blank" rel="noopener">
        {open}
      </a>
    </article>
  );
}
