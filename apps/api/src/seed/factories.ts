import {
  locales,
  type CalendarDate,
  type Currency,
  type Locale,
  type RoomType,
  type SaleState,
  type TourCategory,
} from "@rihla/domain";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { sanitizeCmsHtml } from "../content/sanitize.ts";
import type { HotelContent } from "./content/hotels.ts";
import type { PageContent } from "./content/pages.ts";

/**
 * Row builders shared by the demo seed and the tests. Everything inserts in batches so a
 * catalogue of hundreds of departures costs a handful of statements. Pass a transaction's `tx`.
 */

export interface PriceSpec {
  roomType: RoomType;
  currency: Currency;
  amountMinor: number;
  highAmountMinor: number | null;
  childAmountMinor: number | null;
  babyAmountMinor: number | null;
}

export interface DepartureSpec {
  startDate: CalendarDate;
  returnDate: CalendarDate;
  days: number;
  capacity: number;
  seatsTaken: number;
  saleState: SaleState;
  prices: PriceSpec[];
}

export interface FlightSpec {
  leg: "outbound" | "return" | "internal";
  airline: string;
  flightNumber: string;
  fromAirport: string;
  toAirport: string;
  departureTime: string;
  arrivalTime: string;
}

export interface TourTextSpec {
  slug: string;
  title: string;
  shortDescription: string;
  campaignDescription: string | null;
  descriptionHtml: string;
  itinerary: t.ItineraryDay[];
  includes: string[];
  excludes: string[];
}

export interface TourSpec {
  key: string;
  category: TourCategory;
  days: number;
  stars: number;
  popularGuide: boolean;
  minAge: number | null;
  maxAge: number | null;
  videoUrl: string | null;
  coverImage: string;
  gallery: string[];
  popularity: number;
  translations: Record<Locale, TourTextSpec>;
  flights: FlightSpec[];
  hotels: { hotelKey: string; nights: number }[];
  /** Keys of tour groups the tour belongs to. */
  groups: string[];
  departures: DepartureSpec[];
}

/** Postgres allows 65,535 bind parameters per statement; stay well below. */
async function insertChunked<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db["insert"]>[0],
  rows: T[],
  chunk = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

export async function insertCities(
  db: Db,
  list: readonly { id: string; country: string; name: Record<Locale, string> }[],
) {
  if (list.length === 0) return;
  await db
    .insert(t.cities)
    .values(list.map((city) => ({ id: city.id, countryCode: city.country })))
    .onConflictDoNothing();
  await db
    .insert(t.cityTranslations)
    .values(list.flatMap((city) => locales.map((locale) => ({ cityId: city.id, locale, name: city.name[locale] }))))
    .onConflictDoNothing();
}

/** Inserts hotels and answers their ids by key. */
export async function insertHotels(
  db: Db,
  list: readonly HotelContent[],
  starsOf: (hotelClass: HotelContent["hotelClass"]) => number | null,
): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await db
    .insert(t.hotels)
    .values(
      list.map((hotel) => ({
        key: hotel.key,
        cityId: hotel.cityId,
        hotelClass: hotel.hotelClass,
        stars: starsOf(hotel.hotelClass),
        viewTypes: hotel.viewTypes,
        distanceMeters: hotel.distanceMeters ?? null,
        distanceTo: hotel.distanceTo ?? null,
        photos: hotel.photos,
      })),
    )
    .returning({ id: t.hotels.id, key: t.hotels.key });
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  await db.insert(t.hotelTranslations).values(
    list.flatMap((hotel) =>
      locales.map((locale) => ({
        hotelId: ids.get(hotel.key)!,
        locale,
        name: hotel.name,
        description: hotel.description[locale],
      })),
    ),
  );
  return ids;
}

export interface TourGroupSpec {
  key: string;
  image: string;
  position: number;
  translations: Record<Locale, { slug: string; title: string; description: string }>;
}

export async function insertTourGroups(db: Db, list: readonly TourGroupSpec[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const rows = await db
    .insert(t.tourGroups)
    .values(list.map(({ key, image, position }) => ({ key, image, position })))
    .returning({ id: t.tourGroups.id, key: t.tourGroups.key });
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  await db.insert(t.tourGroupTranslations).values(
    list.flatMap((group) =>
      locales.map((locale) => ({
        groupId: ids.get(group.key)!,
        locale,
        ...group.translations[locale],
      })),
    ),
  );
  return ids;
}

/**
 * Inserts tours with their texts, flights, hotels, group memberships, departures and prices.
 * Hotels and groups are looked up by key, so they must exist. Answers tour ids by key.
 */
export async function insertTours(db: Db, list: readonly TourSpec[]): Promise<Map<string, number>> {
  if (list.length === 0) return new Map();
  const hotelKeys = [...new Set(list.flatMap((tour) => tour.hotels.map((h) => h.hotelKey)))];
  const groupKeys = [...new Set(list.flatMap((tour) => tour.groups))];
  const hotelIds = new Map(
    hotelKeys.length === 0
      ? []
      : (
          await db.select({ id: t.hotels.id, key: t.hotels.key }).from(t.hotels).where(inArray(t.hotels.key, hotelKeys))
        ).map((r) => [r.key, r.id]),
  );
  const groupIds = new Map(
    groupKeys.length === 0
      ? []
      : (
          await db
            .select({ id: t.tourGroups.id, key: t.tourGroups.key })
            .from(t.tourGroups)
            .where(inArray(t.tourGroups.key, groupKeys))
        ).map((r) => [r.key, r.id]),
  );
  const missing = [...hotelKeys.filter((key) => !hotelIds.has(key)), ...groupKeys.filter((key) => !groupIds.has(key))];
  if (missing.length > 0) throw new Error(`insertTours: unknown hotel or group keys ${missing.join(", ")}`);

  const tourRows = await db
    .insert(t.tours)
    .values(
      list.map((tour) => ({
        key: tour.key,
        category: tour.category,
        days: tour.days,
        stars: tour.stars,
        popularGuide: tour.popularGuide,
        minAge: tour.minAge,
        maxAge: tour.maxAge,
        videoUrl: tour.videoUrl,
        coverImage: tour.coverImage,
        gallery: tour.gallery,
        popularity: tour.popularity,
      })),
    )
    .returning({ id: t.tours.id, key: t.tours.key });
  const ids = new Map(tourRows.map((row) => [row.key, row.id]));
  const idOf = (key: string) => ids.get(key)!;

  await insertChunked(
    db,
    t.tourTranslations,
    list.flatMap((tour) => locales.map((locale) => ({ tourId: idOf(tour.key), locale, ...tour.translations[locale] }))),
    200,
  );
  await insertChunked(
    db,
    t.tourFlights,
    list.flatMap((tour) => tour.flights.map((flight, position) => ({ tourId: idOf(tour.key), position, ...flight }))),
  );
  await insertChunked(
    db,
    t.tourHotels,
    list.flatMap((tour) =>
      tour.hotels.map((hotel, position) => ({
        tourId: idOf(tour.key),
        hotelId: hotelIds.get(hotel.hotelKey)!,
        position,
        nights: hotel.nights,
      })),
    ),
  );
  await insertChunked(
    db,
    t.tourGroupMembers,
    list.flatMap((tour) =>
      tour.groups.map((key, position) => ({ groupId: groupIds.get(key)!, tourId: idOf(tour.key), position })),
    ),
  );

  const departureInputs = list.flatMap((tour) => tour.departures.map((departure) => ({ tour, departure })));
  for (let i = 0; i < departureInputs.length; i += 1000) {
    const slice = departureInputs.slice(i, i + 1000);
    const inserted = await db
      .insert(t.departures)
      .values(
        slice.map(({ tour, departure }) => ({
          tourId: idOf(tour.key),
          startDate: departure.startDate,
          returnDate: departure.returnDate,
          days: departure.days,
          capacity: departure.capacity,
          seatsTaken: departure.seatsTaken,
          saleState: departure.saleState,
        })),
      )
      .returning({ id: t.departures.id });
    // RETURNING keeps the order of a multi-row VALUES insert.
    const priceRows = slice.flatMap(({ departure }, n) =>
      departure.prices.map((price) => ({ departureId: inserted[n]!.id, ...price })),
    );
    await insertChunked(db, t.departurePrices, priceRows, 2000);
  }
  return ids;
}

/** Inserts pages with both translations; `relatedKeys` become public paths of the related pages. */
export async function insertPages(
  db: Db,
  list: readonly PageContent[],
  faqJsonLd: (faq: PageContent["tr"]["faq"]) => Record<string, unknown> | null,
) {
  if (list.length === 0) return new Map<string, number>();
  const bySlug = new Map(list.map((page) => [page.key, page]));
  const rows = await db
    .insert(t.pages)
    .values(
      list.map((page) => ({
        key: page.key,
        mainGroup: page.mainGroup,
        photo: page.photo ?? null,
        topImage: page.topImage ?? null,
        relatedUrls: (page.relatedKeys ?? []).map((key) => `/page/${bySlug.get(key)?.tr.slug ?? key}`),
        categories: { subCategories: page.categories ?? [] },
      })),
    )
    .returning({ id: t.pages.id, key: t.pages.key });
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  for (const page of list.filter((item) => item.parentKey !== undefined)) {
    const parentId = ids.get(page.parentKey!);
    if (parentId === undefined) throw new Error(`insertPages: unknown parent ${page.parentKey} of ${page.key}`);
    await db
      .update(t.pages)
      .set({ parentId })
      .where(eq(t.pages.id, ids.get(page.key)!));
  }
  await insertChunked(
    db,
    t.pageTranslations,
    list.flatMap((page) =>
      locales.map((locale) => {
        const { faq, ...text } = page[locale];
        return {
          pageId: ids.get(page.key)!,
          locale,
          slug: text.slug,
          title: text.title,
          description: text.description,
          keywords: text.keywords,
          pageTitle: `${text.title} | {firm}`,
          heading: text.heading,
          subtitle: text.subtitle ?? null,
          bodyHtml: sanitizeCmsHtml(text.bodyHtml),
          jsonLd: faqJsonLd(faq),
        };
      }),
    ),
    100,
  );
  return ids;
}
