import { createRoute, z } from "@hono/zod-openapi";
import {
  departureMonthSchema,
  offerConversionSchema,
  offerListQuerySchema,
  offerRequestSchema,
  offerStatuses,
  reservationStatuses,
  staffOfferRequestSchema,
} from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  localeQuery,
  moneySchema,
  pageQuery,
  pageSizeQuery,
  uuidParam,
} from "../../http/openapi.ts";
import { priceSnapshotSchema, reservationSchema, roomHeadsSchema } from "../reservations/reservations.routes.ts";

const sharedShape = {
  status: z.enum(offerStatuses).openapi({ description: "EXPIRED once the validity day (Istanbul) has passed" }),
  departure: z.object({
    id: z.number().int(),
    tourId: z.number().int(),
    tourTitle: z.string(),
    startDate: z.string(),
    returnDate: z.string(),
  }),
  rooms: z.array(roomHeadsSchema),
  seats: z.number().int(),
  total: moneySchema,
  price: priceSnapshotSchema.openapi({ description: "The price quoted, frozen at creation (minor units)" }),
  validUntil: z.string().openapi({ example: "2026-12-01" }),
  agent: z.object({ firstName: z.string(), surname: z.string() }).openapi({
    description: "The agent, or for an offer made by staff the staff member who made it",
  }),
  byOffice: z.boolean().openapi({ description: "Made by the agency's staff, not an agent (issue 26)" }),
  createdAt: z.string(),
};

export const sharedOfferSchema = z.object(sharedShape).openapi("SharedOffer");

export const offerSchema = z
  .object({
    ...sharedShape,
    id: z.string(),
    agentId: z.string().nullable().openapi({ description: "Null for an offer made by staff (issue 26)" }),
    createdBy: z
      .object({ id: z.string(), firstName: z.string(), surname: z.string() })
      .nullable()
      .openapi({ description: "Who made it: the agent or the staff member" }),
    customer: z.object({
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      surname: z.string().nullable(),
      phone: z.string().nullable().openapi({ description: "Normalised digits (staff offers)" }),
    }),
    privateTourId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The private-tour request it answers (issue 25)" }),
    note: z.string().nullable(),
    locale: z.string(),
    shareToken: z.string().openapi({ description: "The secret of the public link /api/offers/shared/{token}" }),
    reservation: z.object({ id: z.string(), code: z.string() }).nullable(),
    convertedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi("Offer");

const offerPageSchema = z
  .object({ data: z.array(offerSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .openapi("OfferPage");

const idParams = z.object({ id: uuidParam() });
const tokenParams = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, example: "q3Zk1xJ0m6b0n2wq9dJ0yG0r2c8fO4aT" }),
});

export const createOfferRoute = createRoute({
  method: "post",
  path: "/api/agent/offers",
  tags: ["Agent"],
  summary: "Make an offer: a departure and rooms priced now (frozen), valid until a day, for a customer",
  request: { body: jsonBody(offerRequestSchema), query: z.object({ locale: localeQuery }) },
  responses: {
    201: jsonResponse(offerSchema, "Created"),
    400: errorResponse("Field codes; OFFER_VALIDITY_PAST, OFFER_VALIDITY_AFTER_DEPARTURE, ROOM_TYPE_NOT_OFFERED…"),
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such departure"),
    409: errorResponse("SOLD_OUT or DEPARTURE_CLOSED"),
  },
});

export const listOffersRoute = createRoute({
  method: "get",
  path: "/api/agent/offers",
  tags: ["Agent"],
  summary: "Your offers (staff: all), newest first",
  request: { query: z.object({ page: pageQuery, pageSize: pageSizeQuery, locale: localeQuery }) },
  responses: { 200: jsonResponse(offerPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const getOfferRoute = createRoute({
  method: "get",
  path: "/api/agent/offers/{id}",
  tags: ["Agent"],
  summary: "One offer (its agent and staff; anyone else 404)",
  request: { params: idParams, query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(offerSchema, "The offer"), ...deniedResponses, 404: errorResponses[404] },
});

export const convertOfferRoute = createRoute({
  method: "post",
  path: "/api/agent/offers/{id}/convert",
  tags: ["Agent"],
  summary: "Turn the offer into a WAITING reservation at its quoted price, in one step, while the seats last",
  description:
    "Idempotent: converting again answers the same reservation with 200. The seats are taken like any booking " +
    "(409 SOLD_OUT when they ran out); an expired offer is refused with 409 OFFER_EXPIRED. `customer` is needed " +
    "when the offer does not name one completely.",
  request: { params: idParams, body: jsonBody(offerConversionSchema) },
  responses: {
    200: jsonResponse(reservationSchema, "Already converted: its reservation"),
    201: jsonResponse(reservationSchema, "The reservation made from the offer"),
    400: errorResponse("OFFER_CUSTOMER_REQUIRED or field codes"),
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("OFFER_EXPIRED, SOLD_OUT or DEPARTURE_CLOSED"),
  },
});

export const sharedOfferRoute = createRoute({
  method: "get",
  path: "/api/offers/shared/{token}",
  tags: ["Offers"],
  summary: "The offer behind a shared link, read-only, without personal data",
  request: { params: tokenParams, query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(sharedOfferSchema, "The offer"), 404: errorResponses[404] },
});

export const agentDashboardSchema = z
  .object({
    counts: z.record(z.enum(reservationStatuses), z.number().int()),
    totals: z.array(moneySchema),
    upcoming: z.array(
      z.object({
        code: z.string(),
        startDate: z.string(),
        seats: z.number().int(),
        status: z.enum(reservationStatuses),
      }),
    ),
    reservations: z.number().int(),
    openOffers: z.number().int(),
  })
  .openapi("AgentDashboard");

export const agentDashboardRoute = createRoute({
  method: "get",
  path: "/api/agent/dashboard",
  tags: ["Agent"],
  summary: "Your bookings by status, totals per currency (not cancelled), your customers' upcoming departures",
  responses: {
    200: jsonResponse(agentDashboardSchema, "The figures"),
    ...deniedResponses,
  },
});

export const agentDeparturesSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        tourId: z.number().int(),
        tourTitle: z.string(),
        startDate: z.string(),
        returnDate: z.string(),
        seatsLeft: z.number().int(),
        currencies: z.array(z.string()),
        roomTypes: z.array(z.string()),
      }),
    ),
    months: z.array(z.string()).openapi({
      description: "The months (YYYY-MM) with offerable departures, whatever the search",
      example: ["2026-11"],
    }),
  })
  .openapi("AgentDepartures");

export const agentDeparturesRoute = createRoute({
  method: "get",
  path: "/api/agent/departures",
  tags: ["Agent"],
  summary: "Departures an offer can be made for: on sale, not started, with seats and prices",
  description:
    "`tour` narrows to tours whose name holds the text (case and Turkish letters folded), `month` to departures " +
    "starting in that month; at most 300 are answered.",
  request: {
    query: z.object({
      locale: localeQuery,
      tour: z
        .string()
        .max(100)
        .optional()
        .openapi({ param: { name: "tour", in: "query" }, example: "umre" }),
      month: departureMonthSchema.optional().openapi({ param: { name: "month", in: "query" }, example: "2026-11" }),
    }),
  },
  responses: {
    200: jsonResponse(agentDeparturesSchema, "Soonest first"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

// Staff offers (issue 26): the same offers, made in the office's name; all offers listed.

export const createStaffOfferRoute = createRoute({
  method: "post",
  path: "/api/admin/offers",
  tags: ["Admin"],
  summary: "Staff: make an offer for a named customer (optionally answering a private-tour request)",
  description:
    "Priced and checked like an agent's offer. With `privateTourId` the request is linked to the offer and moved " +
    "to `offered` (a won request stays won), logged in its event log.",
  request: { body: jsonBody(staffOfferRequestSchema), query: z.object({ locale: localeQuery }) },
  responses: {
    201: jsonResponse(offerSchema, "Created"),
    400: errorResponse("Field codes; OFFER_VALIDITY_PAST, OFFER_VALIDITY_AFTER_DEPARTURE, PHONE_INVALID…"),
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such departure"),
    409: errorResponse("SOLD_OUT or DEPARTURE_CLOSED"),
  },
});

export const listStaffOffersRoute = createRoute({
  method: "get",
  path: "/api/admin/offers",
  tags: ["Admin"],
  summary: "Staff: all offers, agents' and staff's, newest first; by status shown today, maker, customer",
  description:
    "`status` is the status shown today (an open offer past its validity day is EXPIRED); `agent` an agent's id " +
    "or `staff` for the office's own offers; `q` part of the customer's name, e-mail or phone.",
  request: { query: offerListQuerySchema.extend({ locale: localeQuery }) },
  responses: { 200: jsonResponse(offerPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const getStaffOfferRoute = createRoute({
  method: "get",
  path: "/api/admin/offers/{id}",
  tags: ["Admin"],
  summary: "Staff: one offer",
  request: { params: idParams, query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(offerSchema, "The offer"), ...deniedResponses, 404: errorResponses[404] },
});

export const convertStaffOfferRoute = createRoute({
  method: "post",
  path: "/api/admin/offers/{id}/convert",
  tags: ["Admin"],
  summary: "Staff: turn an offer into a WAITING reservation at its quoted price, in one step, while the seats last",
  description:
    "The agents' conversion (same transaction and seat rule): converting again answers the same reservation with " +
    "200; 409 OFFER_EXPIRED for an expired offer, SOLD_OUT when the seats ran out.",
  request: { params: idParams, body: jsonBody(offerConversionSchema) },
  responses: {
    200: jsonResponse(reservationSchema, "Already converted: its reservation"),
    201: jsonResponse(reservationSchema, "The reservation made from the offer"),
    400: errorResponse("OFFER_CUSTOMER_REQUIRED or field codes"),
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("OFFER_EXPIRED, SOLD_OUT or DEPARTURE_CLOSED"),
  },
});

export const staffOfferDeparturesRoute = createRoute({
  method: "get",
  path: "/api/admin/offer-departures",
  tags: ["Admin"],
  summary: "Staff: departures an offer can be made for (the agents' list: on sale, not started, with seats and prices)",
  request: agentDeparturesRoute.request,
  responses: {
    200: jsonResponse(agentDeparturesSchema, "Soonest first"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});
