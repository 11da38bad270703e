import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, jsonResponse, localeField, pageQuery, pageSizeQuery } from "../../http/openapi.ts";
import { intQuery, reviewItemSchema } from "./tours.schemas.ts";

export const reviewPageSchema = z
  .object({
    total: z.number().int(),
    average: z.number().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(
      reviewItemSchema.extend({
        tourId: z.number().int().nullable(),
        tourSlug: z.string().nullable(),
        tourTitle: z.string().nullable(),
      }),
    ),
  })
  .openapi("ReviewPage");

export const listReviewsRoute = createRoute({
  method: "get",
  path: "/api/reviews",
  tags: ["Reviews"],
  summary: "Approved reviews, newest first, with the average rating",
  request: {
    query: z.object({
      locale: localeField.optional().openapi({ description: "Only reviews written in this locale" }),
      titles: localeField.optional().openapi({
        description:
          "The language of each review's tour title and slug (the reading page's); default: `locale`, else tr. Every review keeps its own `locale`.",
      }),
      tourId: intQuery(1, 2_000_000_000),
      page: pageQuery,
      pageSize: pageSizeQuery,
    }),
  },
  responses: { 200: jsonResponse(reviewPageSchema, "Reviews"), 400: errorResponses[400] },
});
