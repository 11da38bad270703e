import {
  bookingRefusal,
  compareRoomTypes,
  isDepartureOffered,
  localizePath,
  lowestAdultPrice,
  priceRoomTypeOf,
  roundRating,
  seatsLeft,
  tourEventJsonLd,
  tourDayOn,
  tourFromOffer,
  tourSaleState,
  type DeparturePricing,
  type Money,
  todayInIstanbul,
  type BookingRefusal,
  type CalendarDate,
  type Currency,
  type Locale,
  type SaleState,
  type TourCategory,
  type TourListFilter,
} from "@rihla/domain";
import { and, asc, avg, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  cityTranslations,
  departurePrices,
  departures,
  hotels,
  hotelTranslations,
  reviews,
  tourFlights,
  tourGroups,
  tourGroupTranslations,
  tourHotels,
  tourListTranslations,
  tourLists,
  tours,
  tourTranslations,
} from "../../db/schema.ts";
import { priceOfRow, type DeparturePriceView } from "./departure-prices.ts";
import { ApiError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";

export type TourSort = "date" | "price" | "popularity";

export interface TourListInput {
  locale: Locale;
  /** A tour-list slug in either locale (spec §2); its filter is combined with the others. */
  list?: string | undefined;
  category?: TourCategory | undefined;
  month?: number | undefined;
  days?: number | undefined;
  stars?: number | undefined;
  guide?: "popular" | undefined;
  /** Only tours that stay at this hotel (the hotel page's 'tours that use it'). */
  hotel?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  currency: Currency;
  from?: CalendarDate | undefined;
  to?: CalendarDate | undefined;
  /** Only tours in this group (by id). */
  groupId?: number | undefined;
  sort: TourSort;
  page: number;
  pageSize: number;
}

/** The list a slug names, with both locales' texts; 404 for an unknown slug. */
async function findList(db: Db, slug: string, locale: Locale) {
  const rows = await db
    .select({
      key: tourLists.key,
      filter: tourLists.filter,
      locale: tourListTranslations.locale,
      slug: tourListTranslations.slug,
      title: tourListTranslations.title,
      description: tourListTranslations.description,
    })
    .from(tourListTranslations)
    .innerJoin(tourLists, eq(tourLists.key, tourListTranslations.listKey))
    .where(
      eq(tourListTranslations.listKey, sql`(select list_key from tour_list_translations where slug = ${slug} limit 1)`),
    );
  const own = rows.find((row) => row.locale === locale);
  if (!own) throw new ApiError(404, "TOUR_LIST_NOT_FOUND", `Page Not Found: ${slug}`);
  return {
    key: own.key,
    slug: own.slug,
    slugs: Object.fromEntries(rows.map((row) => [row.locale, row.slug])) as Record<Locale, string>,
    title: own.title,
    description: own.description,
    filter: own.filter as unknown as TourListFilter,
  };
}

/**
 * Tours with at least one departure from today on that matches the filters, one row per tour:
 * its next departure date, its "from" price in `currency` and the departure that price belongs
 * to (the domain's `tourFromOffer`: the cheapest room of the cheapest departure on sale, the
 * earlier one on a tie) and the number of upcoming departures. One SQL statement whatever the
 * catalogue size; tours.test.ts checks the SQL against `tourFromOffer` on the seed's own rows.
 */
export async function listTours({ ctx, input }: { ctx: ServiceContext; input: TourListInput }) {
  const { db, now } = ctx;
  const list = input.list ? await findList(db, input.list, input.locale) : null;
  const filter = { ...list?.filter };
  const category = input.category ?? filter.category;
  const month = input.month ?? filter.month;
  const days = input.days ?? filter.days;
  const stars = input.stars ?? filter.stars;
  const guide = input.guide ?? filter.guide;
  const today = todayInIstanbul(now);

  const departureWhere: SQL[] = [sql`d.start_date >= ${today}`];
  if (month !== undefined) departureWhere.push(sql`extract(month from d.start_date) = ${month}`);
  if (input.from) departureWhere.push(sql`d.start_date >= ${input.from}`);
  if (input.to) departureWhere.push(sql`d.start_date <= ${input.to}`);

  const tourWhere: SQL[] = [sql`t.published`];
  if (category) tourWhere.push(sql`t.category = ${category}`);
  if (days !== undefined) tourWhere.push(sql`t.days = ${days}`);
  if (stars !== undefined) tourWhere.push(sql`t.stars >= ${stars}`);
  if (guide === "popular") tourWhere.push(sql`t.popular_guide`);
  if (input.minPrice !== undefined) tourWhere.push(sql`c.from_price >= ${input.minPrice}`);
  if (input.maxPrice !== undefined) tourWhere.push(sql`c.from_price <= ${input.maxPrice}`);
  if (input.hotel !== undefined)
    tourWhere.push(sql`exists (select 1 from tour_hotels h where h.tour_id = t.id and h.hotel_id = ${input.hotel})`);
  if (input.groupId !== undefined)
    tourWhere.push(
      sql`exists (select 1 from tour_group_members m where m.tour_id = t.id and m.group_id = ${input.groupId})`,
    );

  const orderBy = {
    date: sql`u.next_start asc, t.popularity desc, t.id`,
    price: sql`c.from_price asc nulls last, u.next_start asc, t.id`,
    popularity: sql`t.popularity desc, u.next_start asc, t.id`,
  }[input.sort];

  type Row = {
    id: number;
    key: string;
    category: TourCategory;
    days: number;
    stars: number;
    popular_guide: boolean;
    cover_image: string;
    popularity: number;
    slug: string;
    title: string;
    short_description: string;
    campaign_description: string | null;
    slugs: Record<Locale, string>;
    next_start: string;
    from_price: number | null;
    from_departure: number | null;
    from_start: string | null;
    on_sale: number;
    sold_out: number;
    departure_count: number;
    total: number;
  };
  // Both drivers answer raw statements as { rows }.
  const result = (await db.execute(sql`
    with matching as (
      select d.tour_id, d.id, d.start_date, d.sale_state,
             (select min(p.amount_minor) from departure_prices p
               where p.departure_id = d.id and p.currency = ${input.currency} and p.amount_minor >= 0) as lowest
        from departures d
       where ${sql.join(departureWhere, sql` and `)}
    ),
    upcoming as (
      select m.tour_id,
             min(m.start_date)::text as next_start,
             count(*) filter (where m.sale_state = 'ON_SALE')::int as on_sale,
             count(*) filter (where m.sale_state = 'SOLD_OUT')::int as sold_out,
             count(*)::int as departure_count
        from matching m
       group by m.tour_id
    ),
    cheapest as (
      select distinct on (m.tour_id) m.tour_id, m.id as from_departure, m.start_date::text as from_start,
             m.lowest as from_price
        from matching m
       where m.sale_state = 'ON_SALE' and m.lowest is not null
       order by m.tour_id, m.lowest, m.start_date, m.id
    )
    select t.id, t.key, t.category, t.days, t.stars, t.popular_guide, t.cover_image, t.popularity,
           tt.slug, tt.title, tt.short_description, tt.campaign_description,
           (select jsonb_object_agg(x.locale, x.slug) from tour_translations x where x.tour_id = t.id) as slugs,
           u.next_start, c.from_price, c.from_departure, c.from_start, u.on_sale, u.sold_out, u.departure_count,
           count(*) over ()::int as total
      from tours t
      join tour_translations tt on tt.tour_id = t.id and tt.locale = ${input.locale}
      join upcoming u on u.tour_id = t.id
      left join cheapest c on c.tour_id = t.id
     where ${sql.join(tourWhere, sql` and `)}
     order by ${orderBy}
     limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`)) as unknown as { rows: Row[] };

  const rows = result.rows;
  return {
    list: list && {
      key: list.key,
      slug: list.slug,
      slugs: list.slugs,
      title: list.title,
      description: list.description,
      filter: list.filter,
    },
    page: input.page,
    pageSize: input.pageSize,
    total: rows[0]?.total ?? (input.page > 1 ? await countOnly() : 0),
    items: rows.map((row) => ({
      id: row.id,
      key: row.key,
      category: row.category,
      slug: row.slug,
      slugs: row.slugs,
      title: row.title,
      shortDescription: row.short_description,
      campaignDescription: row.campaign_description,
      days: row.days,
      stars: row.stars,
      popularGuide: row.popular_guide,
      coverImage: row.cover_image,
      popularity: row.popularity,
      nextDeparture: row.next_start,
      departureCount: row.departure_count,
      saleState: tourSaleState({ onSale: row.on_sale, soldOut: row.sold_out }),
      fromPrice: row.from_price === null ? null : { amount: Number(row.from_price), currency: input.currency },
      fromDeparture:
        row.from_departure === null || row.from_start === null
          ? null
          : { id: row.from_departure, startDate: row.from_start },
    })),
  };

  // A page past the end has no rows to read the window count from.
  async function countOnly(): Promise<number> {
    const again = await listTours({ ctx, input: { ...input, page: 1, pageSize: 1 } });
    return again.total;
  }
}

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
    // schema.org Events for the next departures (spec §9 times via the domain), priced "from".
    jsonLd: departureList.slice(0, 10).map((departure) =>
      tourEventJsonLd({
        name: text.title,
        description: text.shortDescription,
        url: localizePath(`/tour/${text.slug}`, locale),
        image: tour.coverImage,
        startDate: departure.startDate,
        endDate: departure.returnDate,
        saleState: departure.saleState,
        ...(departure.fromPrices[0] ? { price: departure.fromPrices[0] } : {}),
      }),
    ),
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

interface DepartureView {
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

/** Every tour list with its slug per locale (for menus and sitemaps). */
export async function listTourLists({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  const { db } = ctx;
  const rows = await db
    .select({
      key: tourLists.key,
      filter: tourLists.filter,
      position: tourLists.position,
      locale: tourListTranslations.locale,
      slug: tourListTranslations.slug,
      title: tourListTranslations.title,
    })
    .from(tourLists)
    .innerJoin(tourListTranslations, eq(tourListTranslations.listKey, tourLists.key))
    .orderBy(asc(tourLists.position));
  const lists = new Map<
    string,
    { key: string; slug: string; slugs: Record<string, string>; title: string; filter: Record<string, unknown> }
  >();
  for (const row of rows) {
    const entry = lists.get(row.key) ?? { key: row.key, slug: "", slugs: {}, title: "", filter: row.filter };
    entry.slugs[row.locale] = row.slug;
    if (row.locale === input.locale) {
      entry.slug = row.slug;
      entry.title = row.title;
    }
    lists.set(row.key, entry);
  }
  return { items: [...lists.values()] };
}

/** A tour group (/tours/{link}) by its slug in either locale, with its tours. */
export async function getTourGroup({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: Omit<TourListInput, "groupId" | "list"> & { link: string };
}) {
  const { db } = ctx;
  const rows = await db
    .select({ group: tourGroups, text: tourGroupTranslations })
    .from(tourGroups)
    .innerJoin(tourGroupTranslations, eq(tourGroupTranslations.groupId, tourGroups.id))
    .where(
      inArray(
        tourGroups.id,
        db
          .select({ id: tourGroupTranslations.groupId })
          .from(tourGroupTranslations)
          .where(eq(tourGroupTranslations.slug, input.link)),
      ),
    );
  const own = rows.find((row) => row.text.locale === input.locale);
  if (!own) throw new ApiError(404, "TOUR_GROUP_NOT_FOUND", `Page Not Found: ${input.link}`);
  const { link: _link, ...filters } = input;
  const tourPage = await listTours({ ctx, input: { ...filters, groupId: own.group.id } });
  return {
    id: own.group.id,
    key: own.group.key,
    slug: own.text.slug,
    slugs: Object.fromEntries(rows.map((row) => [row.text.locale, row.text.slug])),
    title: own.text.title,
    description: own.text.description,
    image: own.group.image,
    tours: { page: tourPage.page, pageSize: tourPage.pageSize, total: tourPage.total, items: tourPage.items },
  };
}

/** Approved reviews, newest first, optionally of one tour, with the rating summary. */
export async function listReviews({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: {
    locale?: Locale | undefined;
    titles?: Locale | undefined;
    tourId?: number | undefined;
    page: number;
    pageSize: number;
  };
}) {
  const { db } = ctx;
  const where = and(
    eq(reviews.approved, true),
    input.tourId === undefined ? undefined : eq(reviews.tourId, input.tourId),
    input.locale === undefined ? undefined : eq(reviews.locale, input.locale),
  );
  const [[summary], items] = await Promise.all([
    db
      .select({ count: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(where),
    db
      .select({
        id: reviews.id,
        name: reviews.name,
        rating: reviews.rating,
        body: reviews.body,
        locale: reviews.locale,
        travelledOn: reviews.travelledOn,
        tourId: reviews.tourId,
        tourSlug: tourTranslations.slug,
        tourTitle: tourTranslations.title,
      })
      .from(reviews)
      .leftJoin(
        tourTranslations,
        // The tour named in the reader's language: an English page links the English tour
        // straight, not through the Turkish slug's redirect (issue 22, problem 4).
        and(
          eq(tourTranslations.tourId, reviews.tourId),
          eq(tourTranslations.locale, input.titles ?? input.locale ?? "tr"),
        ),
      )
      .where(where)
      .orderBy(desc(reviews.travelledOn), desc(reviews.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return {
    total: summary?.count ?? 0,
    average: roundRating(summary?.average),
    page: input.page,
    pageSize: input.pageSize,
    items,
  };
}

/**
 * One departure with its tour's title and slug and its prices in every currency: what the
 * reservation planner (`/reservation/new?departure={id}`) needs. `refusal` is the domain's answer
 * for one seat today (`bookingRefusal`): null while it can be booked, else DEPARTURE_CLOSED or
 * SOLD_OUT, so the page shows a clear message instead of a form.
 */
export async function getDeparture({ ctx, input }: { ctx: ServiceContext; input: { id: number; locale: Locale } }) {
  const { db, now } = ctx;
  const rows = await db
    .select({ departure: departures, tour: tours, text: tourTranslations })
    .from(departures)
    .innerJoin(tours, eq(tours.id, departures.tourId))
    .innerJoin(tourTranslations, eq(tourTranslations.tourId, tours.id))
    .where(eq(departures.id, input.id));
  const own = rows.find((row) => row.text.locale === input.locale) ?? rows[0];
  // The domain's rule (issue 28, finding 6): what cannot be asked to book is not shown either.
  if (!own || !isDepartureOffered({ tourPublished: own.tour.published })) {
    throw new ApiError(404, "NOT_FOUND", `Departure ${input.id} not found`);
  }
  const priceRows = await db
    .select()
    .from(departurePrices)
    .where(eq(departurePrices.departureId, input.id))
    .orderBy(asc(departurePrices.currency));
  const { departure, tour, text } = own;
  const prices = priceRows
    .map(priceOfRow)
    .sort((a, b) => a.currency.localeCompare(b.currency) || compareRoomTypes(a.roomType, b.roomType));
  return {
    tour: {
      id: tour.id,
      slug: text.slug,
      slugs: Object.fromEntries(rows.map((row) => [row.text.locale, row.text.slug])),
      title: text.title,
      coverImage: tour.coverImage,
    },
    departure: {
      id: departure.id,
      startDate: departure.startDate,
      returnDate: departure.returnDate,
      days: departure.days,
      seatsLeft: seatsLeft(departure),
      saleState: departure.saleState,
      prices,
    },
    // NOT_FOUND was answered above (404); what is left is closed, sold out or bookable.
    refusal: bookingRefusal(
      {
        tourPublished: tour.published,
        saleState: departure.saleState,
        startDate: departure.startDate,
        capacity: departure.capacity,
        seatsTaken: departure.seatsTaken,
      },
      1,
      todayInIstanbul(now),
    ) as Exclude<BookingRefusal, "NOT_FOUND"> | null,
  };
}

/**
 * `/tourDetail/routes` (spec §2, issue 12): every published tour with an upcoming departure and a
 * day-by-day programme — its stops (the hotels' cities and nights, in order) and each day's title.
 * One statement.
 */
export async function listTourRoutes({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  type Row = {
    id: number;
    days: number;
    cover_image: string;
    slug: string;
    title: string;
    slugs: Record<Locale, string>;
    itinerary: { day: number; title: string }[];
    stops: { city: string; nights: number }[];
  };
  const today = todayInIstanbul(ctx.now);
  const result = (await ctx.db.execute(sql`
    select t.id, t.days, t.cover_image, tt.slug, tt.title, tt.itinerary,
           (select jsonb_object_agg(x.locale, x.slug) from tour_translations x where x.tour_id = t.id) as slugs,
           (select coalesce(jsonb_agg(jsonb_build_object('city', coalesce(ct.name, h.city_id), 'nights', th.nights)
                                      order by th.position), '[]'::jsonb)
              from tour_hotels th
              join hotels h on h.id = th.hotel_id
              left join city_translations ct on ct.city_id = h.city_id and ct.locale = ${input.locale}
             where th.tour_id = t.id) as stops
      from tours t
      join tour_translations tt on tt.tour_id = t.id and tt.locale = ${input.locale}
     where t.published
       and jsonb_array_length(tt.itinerary) > 0
       and exists (select 1 from departures d where d.tour_id = t.id and d.start_date >= ${today})
     order by t.category, t.days, t.id`)) as unknown as { rows: Row[] };
  return {
    items: result.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      slugs: row.slugs,
      title: row.title,
      days: row.days,
      coverImage: row.cover_image,
      stops: row.stops.map((stop) => ({ city: stop.city, nights: Number(stop.nights) })),
      itinerary: row.itinerary.map((day) => ({ day: day.day, title: day.title })),
    })),
  };
}

/**
 * `/tour/ongoing-tours` (spec §2): departures on the road today (Istanbul), earliest start first,
 * with the tour's day (the domain's `tourDayOn`). Read fresh: the answer changes at midnight.
 */
export async function listOngoingDepartures({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale } }) {
  type Row = {
    id: number;
    start_date: string;
    return_date: string;
    days: number;
    tour_id: number;
    slug: string;
    title: string;
    cover_image: string;
    slugs: Record<Locale, string>;
  };
  const today = todayInIstanbul(ctx.now);
  const result = (await ctx.db.execute(sql`
    select d.id, d.start_date::text as start_date, d.return_date::text as return_date, d.days,
           t.id as tour_id, tt.slug, tt.title, t.cover_image,
           (select jsonb_object_agg(x.locale, x.slug) from tour_translations x where x.tour_id = t.id) as slugs
      from departures d
      join tours t on t.id = d.tour_id and t.published
      join tour_translations tt on tt.tour_id = t.id and tt.locale = ${input.locale}
     where d.start_date <= ${today} and d.return_date >= ${today}
     order by d.start_date, tt.title, d.id`)) as unknown as { rows: Row[] };
  return {
    today,
    items: result.rows.map((row) => ({
      id: row.id,
      startDate: row.start_date,
      returnDate: row.return_date,
      days: row.days,
      day: tourDayOn(
        { startDate: row.start_date as CalendarDate, returnDate: row.return_date as CalendarDate },
        today,
      )!,
      tour: { id: row.tour_id, slug: row.slug, slugs: row.slugs, title: row.title, coverImage: row.cover_image },
    })),
  };
}
