import type { SiteAnswer, TourDetailAnswer } from "@rihla/api";
import {
  airlineName,
  interpolate,
  compareRoomTypes,
  formatDate,
  formatDateRange,
  formatMoney,
  isBookable,
  isCurrency,
  isHotelClass,
  isRoomType,
  isSaleState,
  localizePath,
  money,
  pricesShownIn,
  stripHtml,
  telLink,
  videoEmbed,
  whatsAppLink,
  type Locale,
  type RoomType,
} from "@rihla/domain";
import {
  Breadcrumbs,
  DepartureTable,
  Gallery,
  Itinerary,
  PriceTable,
  VideoFacade,
  type DepartureTableRow,
  type PriceTableRow,
} from "@rihla/ui";
import { Link, useRouteLoaderData } from "react-router";
import type { TourLabels } from "../.server/labels";
import { useTexts } from "../i18n";
import { countText } from "../i18n/count";
import { img, imgSet } from "../images";
import { plannerHref } from "../plannerPath";
import { formatMoneyText } from "../moneyText";

/** A tour as the pages send it (the page builds its JSON-LD itself, tourSeo.ts). */
export type Tour = TourDetailAnswer;

export interface TourViewProps {
  locale: Locale;
  tour: Tour;
  /** The currency shown first; another one is used when a departure has no price in it. */
  currency: string;
  /** The domain's words for states and types, from the loader (`tourLabels`). */
  labels: TourLabels;
}

/** A price in the page's currency when there is one, else in the first one there is (as `pricesShownIn`). */
function inCurrency<T extends { currency: string }>(items: readonly T[], currency: string): T | undefined {
  return items.find((item) => item.currency === currency) ?? items[0];
}

/**
 * Each departure with its own lowest price (issue 22); the one the tour's "from" price belongs to
 * (domain `tourFromOffer`, the price its card shows) says so.
 */
function DeparturesTable({ tour, locale, currency, labels }: TourViewProps) {
  const t = useTexts();
  const offer = inCurrency(
    tour.fromOffers.map((o) => ({ ...o, currency: o.price.currency })),
    currency,
  );
  const rows: DepartureTableRow[] = tour.departures.map((departure) => {
    const state = isSaleState(departure.saleState) ? departure.saleState : "CLOSED";
    const dates = formatDateRange(departure.startDate, departure.returnDate, locale);
    const price = inCurrency(departure.fromPrices, currency);
    return {
      id: departure.id,
      dates,
      days: countText(t.tours.days, departure.days, locale),
      seatsLeft: String(departure.seatsLeft),
      state,
      stateLabel: labels.saleStates[state],
      ...(price && isCurrency(price.currency)
        ? { price: formatMoney(money(price.amount, price.currency), locale) }
        : {}),
      ...(offer?.departureId === departure.id ? { priceNote: t.tours.bestPrice } : {}),
      ...(isBookable(state)
        ? {
            action: {
              href: plannerHref(locale, departure.id),
              label: t.tours.book,
              accessibleLabel: interpolate(t.tours.bookDeparture, { date: dates }),
            },
          }
        : {}),
    };
  });
  return (
    <DepartureTable
      caption={t.tours.departures}
      captionHidden
      labels={{
        dates: t.tours.departureDate,
        days: t.tours.departureDays,
        seatsLeft: t.tours.seatsLeft,
        state: t.tours.saleState,
        price: t.tours.departurePrice,
        action: t.tours.book,
      }}
      rows={rows}
      emptyLabel={t.tours.noDepartures}
    />
  );
}

/**
 * The departure whose prices the tour page's price table shows: the first one on sale, else the
 * first one. The tour page's loader (routes/tour.tsx) sends only this departure's room prices
 * (issue 29: the other departures' rows were 4.8 of the signed-in page's 31.7 kB of hydration
 * data, and no part of the page reads them).
 */
export function priceDeparture<D extends { saleState: string }>(departures: readonly D[]): D | undefined {
  return departures.find((d) => isSaleState(d.saleState) && isBookable(d.saleState)) ?? departures[0];
}

function Prices({ tour, locale, currency, labels }: TourViewProps) {
  const t = useTexts();
  const departure = priceDeparture(tour.departures);
  if (!departure) return null;
  const shownPrices = pricesShownIn(departure.prices, currency);
  const shown = shownPrices[0]?.currency;
  const prices = shownPrices
    .filter((p): p is typeof p & { roomType: RoomType } => isRoomType(p.roomType))
    .sort((a, b) => compareRoomTypes(a.roomType, b.roomType));
  if (prices.length === 0 || !shown || !isCurrency(shown)) return null;
  const format = (amount: number | null) => (amount === null ? undefined : formatMoneyText(amount, shown, locale));
  const rows: PriceTableRow[] = prices.map((price) => ({
    id: price.roomType,
    label: labels.roomTypes[price.roomType],
    prices: { adult: format(price.amount), child: format(price.childAmount), baby: format(price.babyAmount) },
  }));
  return (
    <PriceTable
      caption={interpolate(t.tours.prices, { date: formatDate(departure.startDate, locale, "long") })}
      rowHeaderLabel={t.tours.roomType}
      columns={[
        { id: "adult", label: labels.passengerTypes.turAdult },
        { id: "child", label: labels.passengerTypes.turChild },
        { id: "baby", label: labels.passengerTypes.turBaby },
      ]}
      rows={rows}
      unavailableLabel={t.tours.unavailable}
      note={t.tours.priceNote}
    />
  );
}

function Hotels({ tour, locale, labels }: { tour: Tour; locale: Locale; labels: TourLabels }) {
  const t = useTexts();
  const cities = [...new Set(tour.hotels.map((hotel) => hotel.city))];
  return (
    <div className="tour-hotels">
      {cities.map((city) => (
        <section key={city} aria-labelledby={`city-${city}`}>
          <h3 id={`city-${city}`}>{city}</h3>
          <ul>
            {tour.hotels
              .filter((hotel) => hotel.city === city)
              .map((hotel) => (
                <li key={hotel.id}>
                  <strong>
                    <Link to={localizePath(`/hotel/${hotel.id}`, locale)}>{hotel.name}</Link>
                  </strong>
                  <span>
                    {isHotelClass(hotel.hotelClass) ? labels.hotelClasses[hotel.hotelClass] : hotel.hotelClass}
                  </span>
                  <span>{countText(t.tours.hotelNights, hotel.nights, locale)}</span>
                  {hotel.distanceMeters !== null ? (
                    <span>
                      {interpolate(t.tours.distance, {
                        meters: new Intl.NumberFormat(locale).format(hotel.distanceMeters),
                        to: t.tours.distanceTargets[hotel.distanceTo ?? "haram"] ?? hotel.distanceTo ?? "",
                      })}
                    </span>
                  ) : null}
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Spec §2: a WhatsApp message naming the tour and the agency's phone, from the site settings. */
function AskAboutTour({ title }: { title: string }) {
  const t = useTexts();
  const settings = (useRouteLoaderData("root") as { site?: SiteAnswer } | undefined)?.site?.settings;
  if (!settings) return null;
  return (
    <section aria-labelledby="ask-title" className="tour-ask" data-testid="tour-ask">
      <h2 id="ask-title">{t.tours.askTitle}</h2>
      <p className="tour-ask-actions">
        {settings.whatsappNumber ? (
          <a
            className="cta"
            href={whatsAppLink(settings.whatsappNumber, interpolate(t.tours.askMessage, { tour: title }))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.tours.askWhatsApp}
          </a>
        ) : null}{" "}
        {settings.phone ? (
          <a className="cta cta-outline" href={telLink(settings.phone)}>
            {interpolate(t.tours.askCall, { phone: settings.phone })}
          </a>
        ) : null}
      </p>
    </section>
  );
}

export function TourView({ locale, tour, currency, labels }: TourViewProps) {
  const t = useTexts();
  const video = videoEmbed(tour.videoUrl);
  const description = stripHtml(tour.descriptionHtml);
  const { minAge: min, maxAge: max } = tour;
  const ages =
    min !== null && max !== null
      ? interpolate(t.tours.ages.range, { min, max })
      : min !== null
        ? interpolate(t.tours.ages.min, { min })
        : max !== null
          ? interpolate(t.tours.ages.max, { max })
          : null;
  return (
    <article className="tour-page">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[{ label: t.common.home, href: localizePath("/", locale) }, { label: tour.title }]}
      />
      <header className="tour-head">
        <h1>{tour.title}</h1>
        <p className="tour-facts">
          <span>{countText(t.tours.days, tour.days, locale)}</span>
          {ages ? <span>{ages}</span> : null}
        </p>
        {tour.shortDescription ? <p>{tour.shortDescription}</p> : null}
        {tour.campaignDescription ? <p className="tour-campaign">{tour.campaignDescription}</p> : null}
      </header>
      <img
        className="tour-cover"
        src={img(tour.coverImage, 960)}
        srcSet={imgSet(tour.coverImage, [480, 960, 1600])}
        sizes="(max-width: 1024px) 100vw, 60rem"
        alt=""
        width={960}
        height={540}
        fetchPriority="high"
      />
      {description ? <p>{description}</p> : null}

      <section aria-labelledby="departures-title">
        <h2 id="departures-title">{t.tours.departures}</h2>
        <DeparturesTable tour={tour} locale={locale} currency={currency} labels={labels} />
      </section>

      <section aria-labelledby="prices-title">
        <h2 id="prices-title">{t.tours.pricesTitle}</h2>
        <Prices tour={tour} locale={locale} currency={currency} labels={labels} />
      </section>

      <AskAboutTour title={tour.title} />

      {tour.hotels.length > 0 ? (
        <section aria-labelledby="hotels-title">
          <h2 id="hotels-title">{t.tours.hotels}</h2>
          <Hotels tour={tour} locale={locale} labels={labels} />
        </section>
      ) : null}

      {tour.flights.length > 0 ? (
        <section aria-labelledby="flights-title">
          <h2 id="flights-title">{t.tours.flights}</h2>
          <ul className="tour-flights">
            {tour.flights.map((flight) => (
              <li key={`${flight.leg}-${flight.flightNumber}`}>
                {airlineName(flight, locale)} {flight.flightNumber}: {flight.fromAirport} {flight.departureTime} →{" "}
                {flight.toAirport} {flight.arrivalTime}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {tour.itinerary.length > 0 ? (
        <section aria-labelledby="itinerary-title">
          <h2 id="itinerary-title">{t.tours.itinerary}</h2>
          <Itinerary days={tour.itinerary} dayPrefix={(day) => interpolate(t.tours.dayPrefix, { day })} />
        </section>
      ) : null}

      {tour.includes.length > 0 || tour.excludes.length > 0 ? (
        <section className="tour-includes" aria-label={`${t.tours.includes} / ${t.tours.excludes}`}>
          <div>
            <h2>{t.tours.includes}</h2>
            <ul>
              {tour.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{t.tours.excludes}</h2>
            <ul>
              {tour.excludes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {video ? (
        <section aria-labelledby="video-title">
          <h2 id="video-title">{t.tours.video}</h2>
          <VideoFacade
            title={tour.title}
            embedUrl={video.embedUrl}
            watchUrl={video.watchUrl}
            poster={{
              src: img(tour.coverImage, 960),
              srcSet: imgSet(tour.coverImage, [480, 960]),
              sizes: "(max-width: 1024px) 100vw, 60rem",
            }}
            labels={{
              play: t.tours.playVideo,
              notice: interpolate(t.tours.videoNotice, { provider: video.providerName }),
            }}
          />
        </section>
      ) : null}

      {tour.gallery.length > 0 ? (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">{t.tours.gallery}</h2>
          <Gallery
            images={tour.gallery.map((image, i) => ({
              src: `/img/${image}?w=1600`,
              thumbSrc: `/img/${image}?w=320`,
              // Staff's alt text in this locale (issue 25); a generic one where they left it empty.
              alt: tour.galleryAlt[i] || interpolate(t.tours.photoAlt, { title: tour.title, n: i + 1 }),
            }))}
            labels={t.tours.galleryLabels}
          />
        </section>
      ) : null}
    </article>
  );
}
