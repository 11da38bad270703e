import {
  compareRoomTypes,
  lowestAdultPrice,
  priceRoomTypeOf,
  roundRating,
  seatsLeft,
  todayInIstanbul,
  tourFromOffer,
  tourSaleState,
  type CalendarDate,
  type Currency,
  type DeparturePricing,
  type Locale,
  type Money,
  type SaleState,
} from "@rihla/domain";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import {
  cityTranslations,
  departurePrices,
  departures,
  hotels,
  hotelTranslations,
  reviews,
  tourFlights,
  tourHotels,
  tours,
  tourTranslations,
} from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { ApiError } from "../../http/errors.ts";
import { priceOfRow, type DeparturePriceView } from "./departure-prices.ts";

/**
 * A tour by link: its slug in either locale, an old slug of it (tour_slug_history), or its
 * numeric id (/tour/detail/{id}).
 * Five queries whatever the number of departures, prices, hotels or reviews.
 */
export async function getTour({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { locale: Locale; link: string; currency?: Currency | undefined };
}) {
  const { db, now } = ctx;
  const { locale, link } = input;
  const today = todayInIstanbul(now);
  const byId = /^\d{1,9}$/.test(link) ? Number(link) : null;
  // The tour in every locale, found by either locale's slug or by id: one statement.
  const tourRows = await db
    .select()
    .from(tours)
    .innerJoin(tourTranslations, eq(tourTranslations.tourId, tours.id))
    .where(
      and(
        eq(tours.published, true),
        byId === null
          ? // A current slug wins; an old one (issue 25) still finds its tour, and the site moves it with a 301.
            eq(
              tours.id,
              sql`coalesce((select tour_id from tour_translations where slug = ${link} limit 1),
                           (select tour_id from tour_slug_history where slug = ${link} order by replaced_at desc limit 1))`,
            )
          : eq(tours.id, byId),
      ),
    );
  if (tourRows.length === 0) throw new ApiError(404, "TOUR_NOT_FOUND", `Page Not Found: ${link}`);
  const tourId = tourRows[0]!.tours.id;

  const [departureRows, hotelRows, flightRows, latestReviews] = await Promise.all([
    db
      .select({ departure: departures, price: departurePrices })
      .from(departures)
      .leftJoin(
        departurePrices,
        and(
          eq(departurePrices.departureId, departures.id),
          input.currency ? eq(departurePrices.currency, input.currency) : undefined,
        ),
      )
      .where(and(eq(departures.tourId, tourId), gte(departures.startDate, today)))
      .orderBy(asc(departures.startDate), asc(departures.id)),
    db
      .select({
        link: tourHotels,
        hotel: hotels,
        name: hotelTranslations.name,
        description: hotelTranslations.description,
        city: cityTranslations.name,
      })
      .from(tourHotels)
      .innerJoin(hotels, eq(hotels.id, tourHotels.hotelId))
      .innerJoin(hotelTranslations, and(eq(hotelTranslations.hotelId, hotels.id), eq(hotelTranslations.locale, locale)))
      .innerJoin(cityTranslations, and(eq(cityTranslations.cityId, hotels.cityId), eq(cityTranslations.locale, locale)))
      .where(eq(tourHotels.tourId, tourId))
      .orderBy(asc(tourHotels.position)),
    db.select().from(tourFlights).where(eq(tourFlights.tourId, tourId)).orderBy(asc(tourFlights.position)),
    // The newest five approved reviews, each carrying the count and average of all of them.
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        rating: reviews.rating,
        body: reviews.body,
        locale: reviews.locale,
        travelledOn: reviews.travelledOn,
        total: sql<number>`(count(*) over ())::int`,
        average: sql<string>`avg(${reviews.rating}) over ()`,
      })
      .from(reviews)
      .where(and(eq(reviews.tourId, tourId), eq(reviews.approved, true)))
      .orderBy(desc(reviews.travelledOn), desc(reviews.id))
      .limit(5),
  ]);
  const own = tourRows.find((row) => row.tour_translations.locale === locale) ?? tourRows[0]!;
  const tour = own.tours;
  const text = own.tour_translations;

  const departureList: DepartureView[] = [];
  const byDeparture = new Map<number, DepartureView>();
  for (const { departure, price } of departureRows) {
    let view = byDeparture.get(departure.id);
    if (!view) {
      view = {
        id: departure.id,
        startDate: departure.startDate,
        returnDate: departure.returnDate,
        days: departure.days,
        capacity: departure.capacity,
        seatsLeft: seatsLeft(departure),
        saleState: departure.saleState,
        fromPrices: [],
        prices: [],
      };
      byDeparture.set(departure.id, view);
      departureList.push(view);
    }
    if (price) {
      view.prices.push(priceOfRow(price));
    }
  }
  for (const view of departureList) {
    view.prices.sort((a, b) => a.currency.localeCompare(b.currency) || compareRoomTypes(a.roomType, b.roomType));
  }
  for (const view of departureList) {
    view.fromPrices = fromPrices(view.prices);
  }

  return {
    id: tour.id,
    key: tour.key,
    locale,
    category: tour.category,
    slug: text.slug,
    slugs: Object.fromEntries(tourRows.map((row) => [row.tour_translations.locale, row.tour_translations.slug])),
    title: text.title,
    shortDescription: text.shortDescription,
    campaignDescription: text.campaignDescription,
    descriptionHtml: text.descriptionHtml,
    days: tour.days,
    stars: tour.stars,
    popularGuide: tour.popularGuide,
    minAge: tour.minAge,
    maxAge: tour.maxAge,
    videoUrl: tour.videoUrl,
    coverImage: tour.coverImage,
    gallery: tour.gallery,
    galleryAlt: tour.gallery.map((_, index) => text.galleryAlt[index] ?? ""),
    itinerary: text.itinerary,
    includes: text.includes,
    excludes: text.excludes,
    saleState: tourSaleState(departureList.map((departure) => departure.saleState)),
    departures: departureList,
    fromOffers: fromOffers(departureList),
    hotels: hotelRows.map((row) => ({
      id: row.hotel.id,
      name: row.name,
      city: row.city,
      cityId: row.hotel.cityId,
      hotelClass: row.hotel.hotelClass,
      stars: row.hotel.stars,
      nights: row.link.nights,
      distanceMeters: row.hotel.distanceMeters,
      distanceTo: row.hotel.distanceTo,
      photo: row.hotel.photos[0] ?? null,
    })),
    flights: flightRows.map(({ id: _id, tourId: _tourId, position: _position, ...flight }) => flight),
    reviews: {
      count: latestReviews[0]?.total ?? 0,
      average: roundRating(latestReviews[0]?.average),
      latest: latestReviews.map(({ total: _total, average: _average, ...review }) => review),
    },
  };
}

/** A departure's "from" price per currency, by the domain's lowestAdultPrice (USD first). */
function fromPrices(prices: DepartureView["prices"]): Money[] {
  const byCurrency = new Map<string, DeparturePricing>();
  for (const price of prices) {
    const pricing = byCurrency.get(price.currency) ?? { currency: price.currency, prices: {} };
    pricing.prices[priceRoomTypeOf(price.roomType)] = price.amount;
    byCurrency.set(price.currency, pricing);
  }
  return [...byCurrency.values()]
    .map((pricing) => lowestAdultPrice(pricing))
    .filter((money): money is Money => money !== null)
    .sort((a, b) => (a.currency === "USD" ? -1 : b.currency === "USD" ? 1 : a.currency.localeCompare(b.currency)));
}

/**
 * The tour's "from" price per currency and the departure it belongs to (domain `tourFromOffer`,
 * the rule the list's cards follow), USD first like `fromPrices`.
 */
function fromOffers(departureList: DepartureView[]): { departureId: number; price: Money }[] {
  const currencies = [...new Set(departureList.flatMap((d) => d.fromPrices.map((price) => price.currency)))];
  return currencies
    .map((currency) => {
      const offer = tourFromOffer(
        departureList.map((departure) => ({
          id: departure.id,
          saleState: departure.saleState,
          startDate: departure.startDate,
          currency,
          prices: Object.fromEntries(
            departure.prices.filter((p) => p.currency === currency).map((p) => [priceRoomTypeOf(p.roomType), p.amount]),
          ),
        })),
      );
      return offer && { departureId: offer.departure.id, price: offer.price };
    })
    .filter((offer) => offer !== null)
    .sort((a, b) => (a.price.currency === "USD" ? -1 : b.price.currency === "USD" ? 1 : 0));
}

export interface DepartureView {
  id: number;
  startDate: CalendarDate;
  returnDate: CalendarDate;
  days: number;
  capacity: number;
  seatsLeft: number;
  saleState: SaleState;
  fromPrices: Money[];
  prices: DeparturePriceView[];
}
