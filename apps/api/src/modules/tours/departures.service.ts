import {
  bookingRefusal,
  compareRoomTypes,
  isDepartureOffered,
  seatsLeft,
  todayInIstanbul,
  tourDayOn,
  type BookingRefusal,
  type CalendarDate,
  type Locale,
} from "@rihla/domain";
import { asc, eq, sql } from "drizzle-orm";
import { departurePrices, departures, tours, tourTranslations } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { ApiError } from "../../http/errors.ts";
import { priceOfRow } from "./departure-prices.ts";

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
