import { createRoute, z } from "@hono/zod-openapi";
import {
  currencies,
  departureCreateSchema,
  departurePatchSchema,
  roomTypes,
  roomViews,
  saleStates,
  tourAdminListQuerySchema,
  tourCategories,
  tourCreateSchema,
  tourFlightLegs,
  tourGalleryImageMaxBytes,
  tourPatchSchema,
} from "@rihla/domain";
import { auditEventSchema } from "../audit/audit.ts";
import { idempotencyHeaders } from "../reservations/reservations.routes.ts";
import { imageTooLarge } from "./tour-gallery.ts";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  numericIdParam,
} from "../../http/openapi.ts";
import { limitBody } from "../../http/body-limit.ts";

const localeTexts = <S extends z.ZodType>(schema: S) => z.object({ tr: schema, en: schema });

export const adminTourRowSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    category: z.enum(tourCategories),
    title: z.string().openapi({ description: "In the asked locale" }),
    slugs: localeTexts(z.string()),
    days: z.number().int(),
    stars: z.number().int(),
    published: z.boolean(),
    coverImage: z.string(),
    popularity: z.number().int(),
    departures: z.number().int().openapi({ description: "Departures from today on" }),
    openDepartures: z.number().int().openapi({ description: "Of those, on sale with seats left" }),
    nextDeparture: z.string().nullable().openapi({ example: "2026-12-10" }),
    createdAt: z.string(),
  })
  .openapi("AdminTourRow");

export const adminTourPageSchema = z
  .object({
    data: z.array(adminTourRowSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi("AdminTourPage");

export const adminPriceSchema = z.object({
  roomType: z.enum(roomTypes),
  currency: z.enum(currencies),
  amount: z.number().int().openapi({ description: "Adult, per person, minor units" }),
  highAmount: z.number().int().nullable(),
  childAmount: z.number().int().nullable(),
  babyAmount: z.number().int().nullable(),
});

export const adminDepartureSchema = z
  .object({
    id: z.number().int(),
    tourId: z.number().int(),
    startDate: z.string(),
    returnDate: z.string(),
    days: z.number().int(),
    capacity: z.number().int(),
    seatsTaken: z.number().int().openapi({ description: "Seats of WAITING and CONFIRMED reservations" }),
    saleState: z.enum(saleStates),
    closed: z.boolean().openapi({ description: "Closed for sale (existing reservations stay)" }),
    guideName: z.string().nullable(),
    meetingPoint: z.string().nullable(),
    prices: z.array(adminPriceSchema),
  })
  .openapi("AdminDeparture");

const tourTextViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  campaignDescription: z.string().nullable(),
  descriptionHtml: z.string(),
  itinerary: z.array(z.object({ day: z.number().int(), title: z.string(), text: z.string() })),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
});

export const adminTourSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    category: z.enum(tourCategories),
    days: z.number().int(),
    stars: z.number().int(),
    popularGuide: z.boolean(),
    minAge: z.number().int().nullable(),
    maxAge: z.number().int().nullable(),
    videoUrl: z.string().nullable(),
    coverImage: z.string(),
    gallery: z.array(z.object({ src: z.string(), alt: localeTexts(z.string()) })),
    published: z.boolean(),
    groups: z.array(z.string()).openapi({ description: "Keys of the tour groups it appears in" }),
    hotels: z.array(
      z.object({ hotelId: z.number().int(), nights: z.number().int(), viewType: z.enum(roomViews).nullable() }),
    ),
    flights: z.array(
      z.object({
        leg: z.enum(tourFlightLegs),
        airline: z.string(),
        flightNumber: z.string(),
        fromAirport: z.string(),
        toAirport: z.string(),
        departureTime: z.string(),
        arrivalTime: z.string(),
      }),
    ),
    translations: localeTexts(tourTextViewSchema),
    oldSlugs: z
      .array(z.object({ locale: z.enum(["tr", "en"]), slug: z.string(), replacedAt: z.string() }))
      .openapi({ description: "Earlier slugs; the public tour page answers them with a 301" }),
    departures: z.array(adminDepartureSchema),
    groupOptions: z.array(z.object({ key: z.string(), title: localeTexts(z.string()) })),
    hotelOptions: z
      .array(
        z.object({
          id: z.number().int(),
          city: z.string(),
          views: z.array(z.enum(roomViews)),
          name: localeTexts(z.string()),
        }),
      )
      .openapi({ description: "The agency's hotels, for the tour's hotels and room views" }),
    events: z.array(auditEventSchema).openapi({ description: "The tour's and its departures' log, newest first" }),
    createdAt: z.string(),
  })
  .openapi("AdminTour");

const tourIdParams = z.object({ id: numericIdParam() });

/** Optional on the admin's creates: a repeat with the same key (a double click) answers the first. */
const onceHeaders = z.object({
  "idempotency-key": idempotencyHeaders.shape["idempotency-key"].optional(),
});

const writeErrors = {
  400: errorResponses[400],
  ...deniedResponses,
  404: errorResponses[404],
} as const;

export const listAdminToursRoute = createRoute({
  method: "get",
  path: "/api/admin/tours",
  tags: ["Admin"],
  summary: "Staff: every tour, published or not, searched, filtered and sorted",
  description:
    "Filters: q (title or slug, either locale), list (a tour list's id: umrah, month-11, days-7 …), category, season " +
    "('2026-2027': a departure in it), published (yes/no), open (yes/no: an upcoming departure on sale with seats). " +
    "Sorts: title, -created, next-departure, -popularity. Pages of 25.",
  request: { query: tourAdminListQuerySchema },
  responses: { 200: jsonResponse(adminTourPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const getAdminTourRoute = createRoute({
  method: "get",
  path: "/api/admin/tours/{id}",
  tags: ["Admin"],
  summary: "Staff: one tour in both languages with every departure (past ones too), prices and its log",
  request: { params: tourIdParams },
  responses: { 200: jsonResponse(adminTourSchema, "The tour"), ...deniedResponses, 404: errorResponses[404] },
});

export const createAdminTourRoute = createRoute({
  method: "post",
  path: "/api/admin/tours",
  tags: ["Admin"],
  summary: "Staff: a new tour, both languages at once",
  description:
    "Validated by the domain's `tourCreateSchema`. A slug already used by another tour (either locale) or by a tour " +
    "list is refused with 409 SLUG_TAKEN on its field. Logged (entity tour, created).",
  request: { headers: onceHeaders, body: jsonBody(tourCreateSchema) },
  responses: {
    201: jsonResponse(adminTourSchema, "The tour"),
    ...writeErrors,
    409: errorResponse("SLUG_TAKEN (fields: translations.{locale}.slug)"),
  },
});

export const updateAdminTourRoute = createRoute({
  method: "patch",
  path: "/api/admin/tours/{id}",
  tags: ["Admin"],
  summary: "Staff: change a tour; a changed slug keeps the old one as a 301",
  description:
    "Any field of `tourPatchSchema`; a language's texts are sent whole. The old slug goes to the slug history and the " +
    "public tour page moves it to the new one. Logged with from → to; the public pages hear of it at once.",
  request: { params: tourIdParams, body: jsonBody(tourPatchSchema) },
  responses: {
    200: jsonResponse(adminTourSchema, "The tour"),
    ...writeErrors,
    409: errorResponse("SLUG_TAKEN (fields: translations.{locale}.slug)"),
  },
});

export const createAdminDepartureRoute = createRoute({
  method: "post",
  path: "/api/admin/tours/{id}/departures",
  tags: ["Admin"],
  summary: "Staff: a new departure of a tour, with capacity, prices and open/closed",
  description:
    "Validated by `departureCreateSchema`: prices per room type and currency in minor units (adult, high, child, baby).",
  request: { params: tourIdParams, headers: onceHeaders, body: jsonBody(departureCreateSchema) },
  responses: { 201: jsonResponse(adminDepartureSchema, "The departure"), ...writeErrors },
});

export const updateAdminDepartureRoute = createRoute({
  method: "patch",
  path: "/api/admin/departures/{id}",
  tags: ["Admin"],
  summary: "Staff: capacity, closed for sale, prices, guide, meeting point of a departure",
  description:
    "Capacity never goes below the seats taken: the database refuses it atomically and the answer is 409 " +
    "CAPACITY_BELOW_SEATS_TAKEN (field capacity, params.seatsTaken). Closing keeps every reservation. `prices` is the " +
    "whole list (rows left out are removed); reservations keep their price snapshot. Every change is logged from → to.",
  request: { params: tourIdParams, body: jsonBody(departurePatchSchema) },
  responses: {
    200: jsonResponse(adminDepartureSchema, "The departure"),
    ...writeErrors,
    409: errorResponse("CAPACITY_BELOW_SEATS_TAKEN (fields: capacity; params: seatsTaken)"),
  },
});

/** An alt text of an uploaded image: optional, set or changed later with the PATCH's `gallery`. */
const uploadAlt = z
  .string({ error: "INVALID_VALUE" })
  .trim()
  .max(200, { error: "TOO_LONG" })
  .optional()
  .openapi({ description: "Alt text (at most 200 characters)" });

export const uploadAdminTourImageRoute = createRoute({
  method: "post",
  path: "/api/admin/tours/{id}/gallery",
  tags: ["Admin"],
  summary: "Staff: add an image to a tour's gallery (JPEG, PNG or WebP, at most 5 MB)",
  description:
    "Multipart: `image` (the file) and optional `altTr`, `altEn`. The format is read from the file's bytes (its " +
    "signature, then a full decode), never from its name or declared type: anything else is 400 IMAGE_INVALID (field " +
    "image); over 5 MB is 413 IMAGE_TOO_LARGE (field image, params.megabytes), refused while the body is read. The " +
    "image is kept as WebP of at most 2400 px on its longer side, without metadata, at `uploads/tours/{file}.webp` " +
    "(served by /img/uploads/tours/…), and appended to the gallery (at most 30: 400 with field gallery TOO_LONG). " +
    "Reorder, remove and change alt texts with PATCH /api/admin/tours/{id} `gallery`. Logged (tour, updated, gallery " +
    "from → to); the public pages hear of it at once.",
  middleware: [
    limitBody({
      // The multipart envelope and the alt texts on top of the image itself.
      maxSize: tourGalleryImageMaxBytes + 64 * 1024,
      onError: () => {
        throw imageTooLarge();
      },
    }),
  ] as const,
  request: {
    params: tourIdParams,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            image: z.any().openapi({ type: "string", format: "binary" }),
            altTr: uploadAlt,
            altEn: uploadAlt,
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(adminTourSchema, "The tour with the image last in its gallery"),
    400: errorResponse("IMAGE_INVALID (field image), TOO_LONG (alt texts; gallery full)"),
    ...deniedResponses,
    404: errorResponses[404],
    413: errorResponse("IMAGE_TOO_LARGE (field image; params: megabytes)"),
  },
});
