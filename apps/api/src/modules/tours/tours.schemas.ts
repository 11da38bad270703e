import { z } from "@hono/zod-openapi";
import { currencies, isCalendarDate, roomTypes, tourCategories, type CalendarDate } from "@rihla/domain";
import { localeQuery, pageQuery, pageSizeQuery } from "../../http/openapi.ts";

/** Route pieces the tours module's routes share: query fields, the catalogue filters, slugs, a price row. */

export const dateQuery = z
  .string()
  .refine(isCalendarDate, { error: "DATE_INVALID" })
  .transform((value) => value as CalendarDate)
  .optional();
export const intQuery = (min: number, max: number) =>
  z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(min, { error: "INVALID_VALUE" })
    .max(max, { error: "INVALID_VALUE" })
    .optional();

export const tourFiltersQuery = z.object({
  locale: localeQuery,
  category: z.enum(tourCategories, { error: "INVALID_VALUE" }).optional(),
  month: intQuery(1, 12).openapi({ description: "Departure month, 1 = January" }),
  days: intQuery(1, 60).openapi({ description: "Tour length in days" }),
  stars: intQuery(1, 5).openapi({ description: "Minimum hotel stars" }),
  guide: z.enum(["popular"], { error: "INVALID_VALUE" }).optional(),
  hotel: intQuery(1, 2_000_000_000).openapi({ description: "Only tours that stay at this hotel (id)" }),
  minPrice: intQuery(0, 2_000_000_000).openapi({
    description:
      "Lowest adult per-person price of an on-sale departure (any room type, as the domain's lowestAdultPrice), minor units of `currency`",
  }),
  maxPrice: intQuery(0, 2_000_000_000),
  currency: z.enum(currencies, { error: "INVALID_VALUE" }).default("USD"),
  from: dateQuery.openapi({ description: "Departures on or after (YYYY-MM-DD)" }),
  to: dateQuery.openapi({ description: "Departures on or before (YYYY-MM-DD)" }),
  sort: z.enum(["date", "price", "popularity"], { error: "INVALID_VALUE" }).default("date"),
  page: pageQuery,
  pageSize: pageSizeQuery,
});

export const slugsSchema = z.record(z.string(), z.string()).openapi({ description: "Slug per locale" });

export const priceSchema = z.object({
  roomType: z.enum(roomTypes),
  currency: z.enum(currencies),
  amount: z.number().int().openapi({ description: "Per person, minor units" }),
  highAmount: z.number().int().nullable().openapi({ description: "The crossed-out price" }),
  childAmount: z.number().int().nullable(),
  babyAmount: z.number().int().nullable(),
});

/** One review as the tour page and the reviews list show it. */
export const reviewItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  body: z.string(),
  locale: z.string(),
  travelledOn: z.string().nullable(),
});
