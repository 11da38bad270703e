import {
  compareRoomTypes,
  findTourListById,
  foldSearchText,
  searchFoldFrom,
  searchFoldTo,
  tourAdminPageSize,
  type CalendarDate,
  type Locale,
  type TourAdminListQuery,
  type RoomView,
  type TourCategory,
  type tourFlightLegs,
} from "@rihla/domain";
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import {
  auditEvents,
  departurePrices,
  departures,
  hotelTranslations,
  hotels,
  tourFlights,
  tourGroupMembers,
  tourGroups,
  tourGroupTranslations,
  tourHotels,
  tourSlugHistory,
  tourTranslations,
  tours,
  users,
} from "../../db/schema.ts";
import { toView } from "../audit/audit.ts";
import { priceOfRow } from "../tours/departure-prices.ts";

/**
 * The staff's tour list (issue 25): one statement per page plus one count. Published or not,
 * every tour; the upcoming departures are counted in a lateral subquery per tour of the page.
 */
export async function listAdminTours(db: Db, query: TourAdminListQuery, today: CalendarDate) {
  const where: SQL[] = [];
  if (query.q) {
    const q = `%${foldSearchText(query.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Folded like every staff search (the domain's table on both sides); titles are few and short.
    where.push(sql`exists (select 1 from tour_translations x where x.tour_id = t.id and (
      lower(translate(x.title, ${searchFoldFrom}, ${searchFoldTo})) like ${q} or x.slug like ${q}))`);
  }
  const list = query.list ? findTourListById(query.list) : undefined;
  const category = query.category ?? list?.filter.category;
  if (category) where.push(sql`t.category = ${category}`);
  if (list?.filter.days !== undefined) where.push(sql`t.days = ${list.filter.days}`);
  if (list?.filter.stars !== undefined) where.push(sql`t.stars >= ${list.filter.stars}`);
  if (list?.filter.guide === "popular") where.push(sql`t.popular_guide`);
  if (list?.filter.month !== undefined)
    where.push(
      sql`exists (select 1 from departures m where m.tour_id = t.id and m.start_date >= ${today} and extract(month from m.start_date) = ${list.filter.month})`,
    );
  if (query.season) {
    const start = `${query.season.slice(0, 4)}-06-01`;
    const end = `${query.season.slice(5)}-06-01`;
    where.push(
      sql`exists (select 1 from departures s where s.tour_id = t.id and s.start_date >= ${start} and s.start_date < ${end})`,
    );
  }
  if (query.published) where.push(query.published === "yes" ? sql`t.published` : sql`not t.published`);
  const open = sql`exists (select 1 from departures o where o.tour_id = t.id and o.start_date >= ${today}
    and o.sale_state = 'ON_SALE' and o.seats_taken < o.capacity)`;
  if (query.open) where.push(query.open === "yes" ? open : sql`not ${open}`);
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = {
    title: sql`tt.title asc, t.id`,
    "-created": sql`t.created_at desc, t.id desc`,
    "next-departure": sql`u.next_start asc nulls last, t.id`,
    "-popularity": sql`t.popularity desc, t.id`,
  }[query.sort];
  const offset = (query.page - 1) * tourAdminPageSize;
  type Row = {
    id: number;
    key: string;
    category: TourCategory;
    title: string;
    slugs: Record<Locale, string>;
    days: number;
    stars: number;
    published: boolean;
    cover_image: string;
    popularity: number;
    departures: number;
    open_departures: number;
    next_start: string | null;
    created_at: Date | string;
  };
  const [page, count] = await Promise.all([
    db.execute(sql`
      select t.id, t.key, t.category, t.days, t.stars, t.published, t.cover_image, t.popularity, t.created_at,
             tt.title,
             (select jsonb_object_agg(x.locale, x.slug) from tour_translations x where x.tour_id = t.id) as slugs,
             u.departures, u.open_departures, u.next_start
      from tours t
      join tour_translations tt on tt.tour_id = t.id and tt.locale = ${query.locale}
      cross join lateral (
        select count(*)::int as departures,
               count(*) filter (where d.sale_state = 'ON_SALE' and d.seats_taken < d.capacity)::int as open_departures,
               min(d.start_date)::text as next_start
        from departures d where d.tour_id = t.id and d.start_date >= ${today}
      ) u
      ${filter}
      order by ${order}
      limit ${tourAdminPageSize} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from tours t ${filter}`),
  ]);
  const rows = (page as unknown as { rows: Row[] }).rows;
  const total = (count as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      key: row.key,
      category: row.category,
      title: row.title,
      slugs: { tr: row.slugs?.tr ?? "", en: row.slugs?.en ?? "" },
      days: row.days,
      stars: row.stars,
      published: row.published,
      coverImage: row.cover_image,
      popularity: row.popularity,
      departures: row.departures,
      openDepartures: row.open_departures,
      nextDeparture: row.next_start,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    page: query.page,
    pageSize: tourAdminPageSize,
    total,
  };
}

export type AdminDepartureView = Awaited<ReturnType<typeof departuresOf>>[number];

/** Departures of some tours (or some departures by id) with their prices, oldest first. */
export async function departuresOf(db: Db, by: { tourId: number } | { departureId: number }) {
  const rows = await db
    .select({ departure: departures, price: departurePrices })
    .from(departures)
    .leftJoin(departurePrices, eq(departurePrices.departureId, departures.id))
    .where("tourId" in by ? eq(departures.tourId, by.tourId) : eq(departures.id, by.departureId))
    .orderBy(asc(departures.startDate), asc(departures.id));
  const byId = new Map<number, ReturnType<typeof departureView>>();
  for (const { departure, price } of rows) {
    const view = byId.get(departure.id) ?? departureView(departure);
    byId.set(departure.id, view);
    if (price) view.prices.push(priceOfRow(price));
  }
  // Prices as the public page lists them: by currency, then the spec's room order.
  for (const view of byId.values()) {
    view.prices.sort((a, b) => a.currency.localeCompare(b.currency) || compareRoomTypes(a.roomType, b.roomType));
  }
  return [...byId.values()];
}

function departureView(departure: typeof departures.$inferSelect) {
  return {
    id: departure.id,
    tourId: departure.tourId,
    startDate: departure.startDate,
    returnDate: departure.returnDate,
    days: departure.days,
    capacity: departure.capacity,
    seatsTaken: departure.seatsTaken,
    saleState: departure.saleState,
    closed: departure.saleState === "CLOSED",
    guideName: departure.guideName,
    meetingPoint: departure.meetingPoint,
    prices: [] as ReturnType<typeof priceOfRow>[],
  };
}

/** Everything the edit page shows of one tour, in one round of queries; null when there is none. */
export async function findAdminTour(db: Db, id: number) {
  const [tour] = await db.select().from(tours).where(eq(tours.id, id));
  if (!tour) return null;
  const [texts, groupRows, hotelRows, flightRows, oldSlugs, departureRows, options, eventRows, hotelChoices] =
    await Promise.all([
      db.select().from(tourTranslations).where(eq(tourTranslations.tourId, id)),
      db
        .select({ key: tourGroups.key })
        .from(tourGroupMembers)
        .innerJoin(tourGroups, eq(tourGroups.id, tourGroupMembers.groupId))
        .where(eq(tourGroupMembers.tourId, id))
        .orderBy(asc(tourGroups.position)),
      db.select().from(tourHotels).where(eq(tourHotels.tourId, id)).orderBy(asc(tourHotels.position)),
      db.select().from(tourFlights).where(eq(tourFlights.tourId, id)).orderBy(asc(tourFlights.position)),
      db.select().from(tourSlugHistory).where(eq(tourSlugHistory.tourId, id)).orderBy(desc(tourSlugHistory.replacedAt)),
      departuresOf(db, { tourId: id }),
      db
        .select({ key: tourGroups.key, locale: tourGroupTranslations.locale, title: tourGroupTranslations.title })
        .from(tourGroups)
        .innerJoin(tourGroupTranslations, eq(tourGroupTranslations.groupId, tourGroups.id))
        .orderBy(asc(tourGroups.position)),
      db
        .select({ event: auditEvents, actorName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}` })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(
          or(
            and(eq(auditEvents.entity, "tour"), eq(auditEvents.entityId, String(id))),
            and(
              eq(auditEvents.entity, "departure"),
              inArray(
                auditEvents.entityId,
                db
                  .select({ id: sql<string>`${departures.id}::text` })
                  .from(departures)
                  .where(eq(departures.tourId, id)),
              ),
            ),
          ),
        )
        .orderBy(desc(auditEvents.id))
        .limit(50),
      // The agency's hotels to choose from (tens, not thousands), with the views each sells.
      db
        .select({
          id: hotels.id,
          cityId: hotels.cityId,
          viewTypes: hotels.viewTypes,
          locale: hotelTranslations.locale,
          name: hotelTranslations.name,
        })
        .from(hotels)
        .innerJoin(hotelTranslations, eq(hotelTranslations.hotelId, hotels.id))
        .orderBy(asc(hotels.cityId), asc(hotels.id)),
    ]);
  const text = (locale: Locale) => {
    const row = texts.find((t) => t.locale === locale);
    return {
      slug: row?.slug ?? "",
      title: row?.title ?? "",
      shortDescription: row?.shortDescription ?? "",
      campaignDescription: row?.campaignDescription ?? null,
      descriptionHtml: row?.descriptionHtml ?? "",
      itinerary: row?.itinerary ?? [],
      includes: row?.includes ?? [],
      excludes: row?.excludes ?? [],
    };
  };
  const alt = (locale: Locale) => texts.find((t) => t.locale === locale)?.galleryAlt ?? [];
  const groupOptions = new Map<string, { key: string; title: Record<Locale, string> }>();
  for (const option of options) {
    const entry = groupOptions.get(option.key) ?? { key: option.key, title: { tr: "", en: "" } };
    entry.title[option.locale as Locale] = option.title;
    groupOptions.set(option.key, entry);
  }
  const hotelOptions = new Map<number, { id: number; city: string; views: RoomView[]; name: Record<Locale, string> }>();
  for (const row of hotelChoices) {
    const entry = hotelOptions.get(row.id) ?? {
      id: row.id,
      city: row.cityId,
      views: row.viewTypes,
      name: { tr: "", en: "" },
    };
    entry.name[row.locale as Locale] = row.name;
    hotelOptions.set(row.id, entry);
  }
  return {
    id: tour.id,
    key: tour.key,
    category: tour.category as TourCategory,
    days: tour.days,
    stars: tour.stars,
    popularGuide: tour.popularGuide,
    minAge: tour.minAge,
    maxAge: tour.maxAge,
    videoUrl: tour.videoUrl,
    coverImage: tour.coverImage,
    gallery: tour.gallery.map((src, index) => ({
      src,
      alt: { tr: alt("tr")[index] ?? "", en: alt("en")[index] ?? "" },
    })),
    published: tour.published,
    groups: groupRows.map((row) => row.key),
    hotels: hotelRows.map((row) => ({ hotelId: row.hotelId, nights: row.nights, viewType: row.viewType ?? null })),
    flights: flightRows.map((row) => ({
      leg: row.leg as (typeof tourFlightLegs)[number],
      airline: row.airline,
      flightNumber: row.flightNumber,
      fromAirport: row.fromAirport,
      toAirport: row.toAirport,
      departureTime: row.departureTime,
      arrivalTime: row.arrivalTime,
    })),
    translations: { tr: text("tr"), en: text("en") },
    oldSlugs: oldSlugs.map((row) => ({
      locale: row.locale as Locale,
      slug: row.slug,
      replacedAt: row.replacedAt.toISOString(),
    })),
    departures: departureRows,
    groupOptions: [...groupOptions.values()],
    hotelOptions: [...hotelOptions.values()],
    events: eventRows.map(({ event, actorName }) => toView(event, actorName)),
    createdAt: tour.createdAt.toISOString(),
  };
}
