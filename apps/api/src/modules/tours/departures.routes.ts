import { createRoute, z } from "@hono/zod-openapi";
import { saleStates } from "@rihla/domain";
import { errorResponses, jsonResponse, localeQuery } from "../../http/openapi.ts";
import { priceSchema, slugsSchema } from "./tours.schemas.ts";

export const ongoingDeparturesSchema = z
  .object({
    today: z.string().openapi({ description: "Today in Istanbul (YYYY-MM-DD)" }),
    items: z.array(
      z.object({
        id: z.number().int(),
        startDate: z.string(),
        returnDate: z.string(),
        days: z.number().int(),
        day: z.number().int().openapi({ description: "The tour's day today: 1 on the start day" }),
        tour: z.object({
          id: z.number().int(),
          slug: z.string(),
          slugs: slugsSchema,
          title: z.string(),
          coverImage: z.string(),
        }),
      }),
    ),
  })
  .openapi("OngoingDepartures");

export const listOngoingDeparturesRoute = createRoute({
  method: "get",
  path: "/api/ongoing-departures",
  tags: ["Tours"],
  summary: "Departures on the road today (Istanbul), with the tour's day",
  request: { query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(ongoingDeparturesSchema, "Under way today"), 400: errorResponses[400] },
});

export const departureAnswerSchema = z
  .object({
    tour: z.object({
      id: z.number().int(),
      slug: z.string(),
      slugs: slugsSchema,
      title: z.string(),
      coverImage: z.string(),
    }),
    departure: z.object({
      id: z.number().int(),
      startDate: z.string(),
      returnDate: z.string(),
      days: z.number().int(),
      seatsLeft: z.number().int(),
      saleState: z.enum(saleStates),
      prices: z.array(priceSchema).openapi({ description: "Every currency, per room type" }),
    }),
    refusal: z
      .enum(["DEPARTURE_CLOSED", "SOLD_OUT"])
      .nullable()
      .openapi({ description: "Why one seat cannot be booked today (domain bookingRefusal); null when it can" }),
  })
  .openapi("DepartureForBooking");

export const getDepartureRoute = createRoute({
  method: "get",
  path: "/api/departures/{id}",
  tags: ["Tours"],
  summary: "One departure with its tour and prices in every currency, for the reservation planner",
  request: {
    params: z.object({
      id: z.coerce
        .number({ error: "INVALID_VALUE" })
        .int({ error: "INVALID_VALUE" })
        .min(1, { error: "INVALID_VALUE" })
        .max(2_000_000_000, { error: "INVALID_VALUE" })
        .openapi({ example: 1 }),
    }),
    query: z.object({ locale: localeQuery }),
  },
  responses: {
    200: jsonResponse(departureAnswerSchema, "The departure"),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});
