import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse, localeQuery } from "../../http/openapi.ts";
import { slugsSchema } from "./tours.schemas.ts";

/** `/api/tour-routes`: the tours' itineraries (spec §2 `/tourDetail/routes`), not HTTP routes. */

export const tourRoutesSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        slugs: slugsSchema,
        title: z.string(),
        days: z.number().int(),
        coverImage: z.string(),
        stops: z.array(z.object({ city: z.string(), nights: z.number().int() })),
        itinerary: z.array(z.object({ day: z.number().int(), title: z.string() })),
      }),
    ),
  })
  .openapi("TourRoutes");

export const listTourRoutesRoute = createRoute({
  method: "get",
  path: "/api/tour-routes",
  tags: ["Tours"],
  summary: "Tours with upcoming departures and their routes: stops (cities, nights) and each day's title",
  request: { query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(tourRoutesSchema, "The tours' routes"), 400: errorResponses[400] },
});
