import { createRoute, z } from "@hono/zod-openapi";
import { currencies, isCalendarDate, roomTypes, saleStates, tourCategories, type CalendarDate } from "@rihla/domain";
import {
  errorResponses,
  jsonResponse,
  localeQuery,
  moneySchema,
  pageQuery,
  pageSizeQuery,
  localeField,
} from "../../http/openapi.ts";

const dateQuery = z
  .string()
  .refine(isCalendarDate, { error: "DATE_INVALID" })
  .transform((value) => value as CalendarDate)
  .optional();
const intQuery = (min: number, max: number) =>
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

const slugsSchema = z.record(z.string(), z.string()).openapi({ description: "Slug per locale" });

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

const priceSchema = z.object({
  roomType: z.enum(roomTypes),
  currency: z.enum(currencies),
  amount: z.number().int().openapi({ description: "Per person, minor units" }),
  highAmount: z.number().int().nullable().openapi({ description: "The crossed-out price" }),
  childAmount: z.number().int().nullable(),
  babyAmount: z.number().int().nullable(),
});

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
    jsonLd: z
      .array(z.record(z.string(), z.unknown()))
      .openapi({ description: "schema.org Event per upcoming departure (first 10)" }),
    reviews: z.object({
      count: z.number().int(),
      average: z.number().nullable(),
      latest: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          rating: z.number().int(),
          body: z.string(),
          locale: z.string(),
          travelledOn: z.string().nullable(),
        }),
      ),
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

export const reviewPageSchema = z
  .object({
    total: z.number().int(),
    average: z.number().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        rating: z.number().int(),
        body: z.string(),
        locale: z.string(),
        travelledOn: z.string().nullable(),
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
