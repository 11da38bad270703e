import {
  todayInIstanbul,
  tourSaleState,
  type CalendarDate,
  type Currency,
  type Locale,
  type TourCategory,
  type TourListFilter,
} from "@rihla/domain";
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { tourGroups, tourGroupTranslations, tourListTranslations, tourLists } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { ApiError } from "../../http/errors.ts";

/** The catalogue's lists of tours: `/api/tours` (by list slug and filters), the tour lists, the tour groups. */

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

export type TourList = NonNullable<Awaited<ReturnType<typeof findTourList>>>;

/** The list a slug names (either locale's slug), with this locale's texts; null when none has one. */
export async function findTourList(db: Db, slug: string, locale: Locale) {
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
  if (!own) return null;
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
  const list = input.list ? await findTourList(ctx.db, input.list, input.locale) : null;
  if (input.list && !list) throw new ApiError(404, "TOUR_LIST_NOT_FOUND", `Page Not Found: ${input.list}`);
  return toursOf({ ctx, input, list });
}

/** `listTours` once the list (if any) is found: `/api/tour-links/{link}` calls it with the list it found. */
export async function toursOf({
  ctx,
  input,
  list,
}: {
  ctx: ServiceContext;
  input: Omit<TourListInput, "list">;
  list: TourList | null;
}) {
  const { db, now } = ctx;
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
    const again = await toursOf({ ctx, input: { ...input, page: 1, pageSize: 1 }, list });
    return again.total;
  }
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
