import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse } from "../../http/openapi.ts";
import { tourDetailSchema } from "./tour-detail.routes.ts";
import { tourListSchema } from "./tour-list.routes.ts";
import { tourFiltersQuery } from "./tours.schemas.ts";

export const tourLinkSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("list"),
      page: tourListSchema.extend({ list: tourListSchema.shape.list.unwrap() }),
    }),
    z.object({ kind: z.literal("tour"), tour: tourDetailSchema }),
  ])
  .openapi("TourLink", {
    description:
      "What `/tour/{link}` names: a tour list with a page of its tours (as GET /api/tours?list=) or a tour (as GET /api/tours/{link})",
  });

export const resolveTourLinkRoute = createRoute({
  method: "get",
  path: "/api/tour-links/{link}",
  tags: ["Tours"],
  summary: "A `/tour/{link}` page in one call: the tour list or the tour the link names",
  description:
    "A list slug in either locale wins; otherwise a tour's slug (either locale), an old slug of it or its id. The " +
    "filters, sort and page apply to a list; a tour answers every currency. 404 when the link names neither.",
  request: {
    params: z.object({ link: z.string().min(1).max(200).openapi({ example: "umre-turlari" }) }),
    query: tourFiltersQuery,
  },
  responses: {
    200: jsonResponse(tourLinkSchema, "The list or the tour"),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});
