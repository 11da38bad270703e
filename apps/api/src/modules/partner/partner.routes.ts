import { createRoute } from "@hono/zod-openapi";
import { reservationRequestSchema } from "@rihla/domain";
import { errorResponse, errorResponses, jsonBody, jsonResponse } from "../../http/openapi.ts";
import { idempotencyHeaders, reservationSchema } from "../reservations/reservations.routes.ts";
import { getDepartureRoute } from "../tours/departures.routes.ts";
import { getTourRoute } from "../tours/tour-detail.routes.ts";
import { listToursRoute } from "../tours/tour-list.routes.ts";
import { partnerAccess } from "./partner-access.ts";

/** The security scheme of the partner API (registered with the document in docs.handlers.ts). */
export const partnerSecurityScheme = "partnerKey";
const security = [{ [partnerSecurityScheme]: [] }];

const keyResponses = {
  401: errorResponse("UNAUTHORIZED: no key, an unknown or wrong key, or a revoked client"),
  403: errorResponse("FORBIDDEN: the client lacks this route's scope"),
  429: errorResponse("RATE_LIMITED: over the client's budget; wait `Retry-After` seconds"),
} as const;

// The catalogue routes take the public catalogue's own parameters and answers: one contract.
export const partnerToursRoute = createRoute({
  method: "get",
  path: "/api/partner/tours",
  tags: ["Partner"],
  summary: "Partner (READ_CATALOGUE): tours with upcoming departures, as GET /api/tours",
  security,
  middleware: [partnerAccess("READ_CATALOGUE")] as const,
  request: listToursRoute.request,
  responses: {
    200: listToursRoute.responses[200],
    ...keyResponses,
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const partnerTourRoute = createRoute({
  method: "get",
  path: "/api/partner/tours/{link}",
  tags: ["Partner"],
  summary: "Partner (READ_CATALOGUE): one tour by slug or id, as GET /api/tours/{link}",
  security,
  middleware: [partnerAccess("READ_CATALOGUE")] as const,
  request: getTourRoute.request,
  responses: { 200: getTourRoute.responses[200], ...keyResponses, 400: errorResponses[400], 404: errorResponses[404] },
});

export const partnerDepartureRoute = createRoute({
  method: "get",
  path: "/api/partner/departures/{id}",
  tags: ["Partner"],
  summary: "Partner (READ_CATALOGUE): one departure with its seats and prices, as GET /api/departures/{id}",
  security,
  middleware: [partnerAccess("READ_CATALOGUE")] as const,
  request: getDepartureRoute.request,
  responses: {
    200: getDepartureRoute.responses[200],
    ...keyResponses,
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const partnerReservationRoute = createRoute({
  method: "post",
  path: "/api/partner/reservations",
  tags: ["Partner"],
  summary: "Partner (CREATE_RESERVATIONS): book a departure for a customer, as the client's agent",
  description:
    "The site's own booking (POST /api/reservations) booked by the agent staff named for the client; `customer` is " +
    "required. Same Idempotency-Key and body → the first answer again (`Idempotency-Replayed: true`); same key, " +
    "other body → 422. Keys are the client's own.",
  security,
  middleware: [partnerAccess("CREATE_RESERVATIONS")] as const,
  request: { headers: idempotencyHeaders, body: jsonBody(reservationRequestSchema) },
  responses: {
    201: jsonResponse(reservationSchema, "Created (or the stored answer of the same request)"),
    ...keyResponses,
    400: errorResponses[400],
    404: errorResponse("NOT_FOUND: no such departure"),
    409: errorResponse("SOLD_OUT, DEPARTURE_CLOSED or IDEMPOTENCY_KEY_IN_USE"),
    422: errorResponse("IDEMPOTENCY_KEY_REUSED: the key was used with another body"),
  },
});
