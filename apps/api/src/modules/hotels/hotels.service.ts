import type { HotelClass, Locale, RoomView } from "@rihla/domain";
import { and, arrayContains, asc, count, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { cityTranslations, hotels, hotelTranslations } from "../../db/schema.ts";
import { ApiError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";

const hotelColumns = {
  id: hotels.id,
  key: hotels.key,
  cityId: hotels.cityId,
  hotelClass: hotels.hotelClass,
  stars: hotels.stars,
  viewTypes: hotels.viewTypes,
  distanceMeters: hotels.distanceMeters,
  distanceTo: hotels.distanceTo,
  photos: hotels.photos,
  name: hotelTranslations.name,
  description: hotelTranslations.description,
  city: cityTranslations.name,
  locale: hotelTranslations.locale,
};

function hotelQuery(db: Db, locale: Locale) {
  return db
    .select(hotelColumns)
    .from(hotels)
    .innerJoin(hotelTranslations, and(eq(hotelTranslations.hotelId, hotels.id), eq(hotelTranslations.locale, locale)))
    .innerJoin(cityTranslations, and(eq(cityTranslations.cityId, hotels.cityId), eq(cityTranslations.locale, locale)));
}

export async function listHotels({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: {
    locale: Locale;
    city?: string | undefined;
    hotelClass?: HotelClass | undefined;
    view?: RoomView | undefined;
    sort?: "city" | "distance" | undefined;
    page: number;
    pageSize: number;
  };
}) {
  const { db } = ctx;
  const filters: SQL[] = [];
  if (input.city) filters.push(eq(hotels.cityId, input.city));
  if (input.hotelClass) filters.push(eq(hotels.hotelClass, input.hotelClass));
  if (input.view) filters.push(arrayContains(hotels.viewTypes, [input.view]));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [[total], items] = await Promise.all([
    db.select({ n: count() }).from(hotels).where(where),
    hotelQuery(db, input.locale)
      .where(where)
      // Pilgrims look for Makkah and Madina first; within a city the nearest to the mosque first.
      .orderBy(
        ...(input.sort === "distance"
          ? [sql`${hotels.distanceMeters} asc nulls last`, asc(hotels.id)]
          : [
              sql`case ${hotels.cityId} when 'MAKKAH' then 0 when 'MADINA' then 1 else 2 end`,
              asc(hotels.cityId),
              asc(hotels.distanceMeters),
              asc(hotels.id),
            ]),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
  ]);
  return { page: input.page, pageSize: input.pageSize, total: total?.n ?? 0, items };
}

export async function getHotel({ ctx, input }: { ctx: ServiceContext; input: { locale: Locale; id: number } }) {
  const { db } = ctx;
  const [hotel] = await hotelQuery(db, input.locale).where(eq(hotels.id, input.id));
  if (!hotel) throw new ApiError(404, "HOTEL_NOT_FOUND", `Page Not Found: hotel ${input.id}`);
  return hotel;
}
