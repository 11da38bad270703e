import { createRoute, z } from "@hono/zod-openapi";
import { currencies, saleStates } from "@rihla/domain";
import { errorResponses, jsonResponse, localeField, localeQuery, moneySchema } from "../../http/openapi.ts";
import { priceSchema, reviewItemSchema, slugsSchema } from "./tours.schemas.ts";

export const tourDetailSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    locale: localeField,
    category: z.string(),
    slug: z.string(),
    slugs: slugsSchema,
    title: z.string(),
    shortDescription: z.string(),
    campaignDescription: z.string().nullable(),
    descriptionHtml: z.string(),
    days: z.number().int(),
    stars: z.number().int(),
    popularGuide: z.boolean(),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    videoUrl: z.string().nullable(),
    coverImage: z.string(),
    gallery: z.array(z.string()),
    galleryAlt: z
      .array(z.string())
      .openapi({ description: "The alt text of each gallery image in the asked locale, by position; empty: none" }),
    itinerary: z.array(z.object({ day: z.number().int(), title: z.string(), text: z.string() })),
    includes: z.array(z.string()),
    excludes: z.array(z.string()),
    saleState: z.enum(saleStates),
    departures: z.array(
      z.object({
        id: z.number().int(),
        startDate: z.string(),
        returnDate: z.string(),
        days: z.number().int(),
        capacity: z.number().int(),
        seatsLeft: z.number().int(),
        saleState: z.enum(saleStates),
        fromPrices: z
          .array(moneySchema)
          .openapi({ description: "Lowest adult price per currency (domain lowestAdultPrice), USD first" }),
        prices: z.array(priceSchema),
      }),
    ),
    fromOffers: z.array(z.object({ departureId: z.number().int(), price: moneySchema })).openapi({
      description:
        "The tour's 'from' price per currency and the departure it belongs to (domain tourFromOffer, as on the list's cards), USD first",
    }),
    hotels: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        city: z.string(),
        cityId: z.string(),
        hotelClass: z.string(),
        stars: z.number().int().nullable(),
        nights: z.number().int(),
        distanceMeters: z.number().int().nullable(),
        distanceTo: z.string().nullable(),
        photo: z.string().nullable(),
      }),
    ),
    flights: z.array(
      z.object({
        leg: z.string(),
        airline: z.string(),
        flightNumber: z.string(),
        fromAirport: z.string(),
        toAirport: z.string(),
        departureTime: z.string(),
        arrivalTime: z.string(),
      }),
    ),
    reviews: z.object({
      count: z.number().int(),
      average: z.number().nullable(),
      latest: z.array(reviewItemSchema),
    }),
  })
  .openapi("TourDetail");

export const getTourRoute = createRoute({
  method: "get",
  path: "/api/tours/{link}",
  tags: ["Tours"],
  summary: "A tour by slug (either locale) or id, with upcoming departures, prices, hotels, flights, route and reviews",
  request: {
    params: z.object({ link: z.string().min(1).max(200).openapi({ example: "7-gunluk-konfor-umre-turu" }) }),
    query: z.object({
      locale: localeQuery,
      currency: z
        .enum(currencies, { error: "INVALID_VALUE" })
        .optional()
        .openapi({ description: "Only prices in this currency" }),
    }),
  },
  responses: { 200: jsonResponse(tourDetailSchema, "The tour"), 400: errorResponses[400], 404: errorResponses[404] },
});
