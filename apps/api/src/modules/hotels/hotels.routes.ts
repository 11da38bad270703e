import { createRoute, z } from "@hono/zod-openapi";
import { cities, hotelClasses, roomViews } from "@rihla/domain";
import {
  errorResponses,
  jsonResponse,
  localeQuery,
  pageQuery,
  pageSizeQuery,
  numericIdParam,
} from "../../http/openapi.ts";

export const hotelSorts = ["city", "distance"] as const;

export const hotelSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    cityId: z.string(),
    city: z.string(),
    hotelClass: z.enum(hotelClasses),
    stars: z.number().int().nullable(),
    viewTypes: z.array(z.enum(roomViews)),
    distanceMeters: z.number().int().nullable().openapi({ description: "Walk to the Haram or the Prophet's Mosque" }),
    distanceTo: z.enum(["haram", "nabawi"]).nullable(),
    photos: z.array(z.string()),
    name: z.string(),
    description: z.string(),
    locale: z.string(),
  })
  .openapi("Hotel");

export const listHotelsRoute = createRoute({
  method: "get",
  path: "/api/hotels",
  tags: ["Hotels"],
  summary: "Hotels by city, class and room view, paginated",
  request: {
    query: z.object({
      locale: localeQuery,
      city: z.enum(cities.map((city) => city.id) as [string, ...string[]], { error: "INVALID_VALUE" }).optional(),
      hotelClass: z.enum(hotelClasses, { error: "INVALID_VALUE" }).optional(),
      view: z.enum(roomViews, { error: "INVALID_VALUE" }).optional(),
      sort: z
        .enum(hotelSorts, { error: "INVALID_VALUE" })
        .default("city")
        .openapi({ description: "city: Makkah, Madina, then others, nearest first; distance: nearest first" }),
      page: pageQuery,
      pageSize: pageSizeQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          page: z.number().int(),
          pageSize: z.number().int(),
          total: z.number().int(),
          items: z.array(hotelSchema),
        })
        .openapi("HotelPage"),
      "A page of hotels",
    ),
    400: errorResponses[400],
  },
});

export const getHotelRoute = createRoute({
  method: "get",
  path: "/api/hotels/{id}",
  tags: ["Hotels"],
  summary: "One hotel",
  request: {
    params: z.object({
      id: numericIdParam(),
    }),
    query: z.object({ locale: localeQuery }),
  },
  responses: { 200: jsonResponse(hotelSchema, "The hotel"), 400: errorResponses[400], 404: errorResponses[404] },
});
