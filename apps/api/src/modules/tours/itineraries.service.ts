import { todayInIstanbul, type Locale } from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../http/context.ts";

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
