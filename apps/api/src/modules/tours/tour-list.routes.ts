import { createRoute, z } from "@hono/zod-openapi";
import { saleStates, tourCategories } from "@rihla/domain";
import { errorResponses, jsonResponse, localeQuery, moneySchema } from "../../http/openapi.ts";
import { slugsSchema, tourFiltersQuery } from "./tours.schemas.ts";

export const tourSummarySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    category: z.enum(tourCategories),
    slug: z.string(),
    slugs: slugsSchema,
    title: z.string(),
    shortDescription: z.string(),
    campaignDescription: z.string().nullable(),
    days: z.number().int(),
    stars: z.number().int(),
    popularGuide: z.boolean(),
    coverImage: z.string(),
    popularity: z.number().int(),
    nextDeparture: z.string().openapi({ example: "2026-12-04" }),
    departureCount: z.number().int(),
    saleState: z.enum(saleStates),
    fromPrice: moneySchema.nullable().openapi({
      description: "The lowest adult price among the departures on sale (domain `tourFromOffer`)",
    }),
    fromDeparture: z
      .object({ id: z.number().int(), startDate: z.string().openapi({ example: "2027-08-12" }) })
      .nullable()
      .openapi({ description: "The departure `fromPrice` belongs to (the earlier one on a tie)" }),
  })
  .openapi("TourSummary");

export const tourListSchema = z
  .object({
    list: z
      .object({
        key: z.string(),
        slug: z.string(),
        slugs: slugsSchema,
        title: z.string(),
        description: z.string(),
        filter: z.record(z.string(), z.unknown()),
      })
      .nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    items: z.array(tourSummarySchema),
  })
  .openapi("TourPage");

export const listToursRoute = createRoute({
  method: "get",
  path: "/api/tours",
  tags: ["Tours"],
  summary: "Tours with upcoming departures, by tour-list slug and filters, sorted and paginated",
  request: {
    query: tourFiltersQuery.extend({
      list: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .openapi({ description: "Tour-list slug in either locale, e.g. kasim-umre-turlari or 7-day-umrah-tours" }),
    }),
  },
  responses: {
    200: jsonResponse(tourListSchema, "A page of tours"),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const tourListsSchema = z
  .object({
    items: z.array(
      z.object({
        key: z.string(),
        slug: z.string(),
        slugs: slugsSchema,
        title: z.string(),
        filter: z.record(z.string(), z.unknown()),
      }),
    ),
  })
  .openapi("TourLists");

export const listTourListsRoute = createRoute({
  method: "get",
  path: "/api/tour-lists",
  tags: ["Tours"],
  summary: "Every tour-list page with its slug per locale",
  request: { query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(tourListsSchema, "The lists"), 400: errorResponses[400] },
});

export const tourGroupSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    slug: z.string(),
    slugs: slugsSchema,
    title: z.string(),
    description: z.string(),
    image: z.string(),
    tours: tourListSchema.omit({ list: true }),
  })
  .openapi("TourGroup");

export const getTourGroupRoute = createRoute({
  method: "get",
  path: "/api/tour-groups/{link}",
  tags: ["Tours"],
  summary: "An international tour group (/tours/{link}) with its tours",
  request: {
    params: z.object({ link: z.string().min(1).max(200).openapi({ example: "yurtdisi-turlari" }) }),
    query: tourFiltersQuery,
  },
  responses: { 200: jsonResponse(tourGroupSchema, "The group"), 400: errorResponses[400], 404: errorResponses[404] },
});
