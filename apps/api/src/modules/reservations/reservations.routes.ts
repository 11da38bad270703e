import { createRoute, z } from "@hono/zod-openapi";
import {
  cancelReservationSchema,
  holdChangeSchema,
  reservationChangeSchema,
  reservationRequestSchema,
  reservationStatusChangeSchema,
  reservationStatuses,
  serviceRequestSchema,
  whatsAppMessageStatuses,
} from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  moneySchema,
  pageQuery,
  pageSizeQuery,
} from "../../http/openapi.ts";
import { paymentPlanSchema, paymentSchema } from "../accounting/payments.schema.ts";

const passengerSchema = z.object({
  passengerType: z.string(),
  name: z.string(),
  surname: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  tckn: z.string().nullable().openapi({ description: "Plain in a detail answer; masked (•••••••0146) in lists" }),
  passportNumber: z.string().nullable().openapi({ description: "Plain in a detail answer; masked in lists" }),
  passportExpiry: z.string().nullable(),
  nationality: z.string(),
});

/** A room by its head counts (a reservation's rooms add their passengers; an offer's have none). */
export const roomHeadsSchema = z.object({
  roomType: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  babies: z.number().int(),
});

/** The domain's price, frozen when a reservation or an offer is made (minor units). */
export const priceSnapshotSchema = z.object({
  currency: z.string(),
  pricing: z.record(z.string(), z.unknown()),
  lines: z.array(
    z.object({
      roomIndex: z.number().int(),
      roomType: z.string(),
      passengerType: z.string(),
      quantity: z.number().int(),
      unitAmount: z.number().int(),
      totalAmount: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export const reservationSchema = z
  .object({
    id: z.string(),
    code: z.string().openapi({ example: "RH-2026-000123" }),
    kind: z.string().openapi({ example: "TOUR" }),
    status: z.enum(reservationStatuses),
    departure: z
      .object({ id: z.number().int(), tourId: z.number().int(), startDate: z.string(), returnDate: z.string() })
      .nullable(),
    customerId: z.string(),
    agentId: z.string().nullable(),
    seats: z.number().int().openapi({ description: "Seats held: adults and children, never babies" }),
    total: moneySchema,
    balance: moneySchema.openapi({
      description: "Still due, in the reservation's currency: total − payments + refunds, each at its locked rate",
    }),
    payments: z.array(paymentSchema).openapi({ description: "Payments and refunds, reversals included, oldest first" }),
    plan: paymentPlanSchema.nullable().openapi({ description: "The payment plan staff set, or null" }),
    price: priceSnapshotSchema.openapi({ description: "The price snapshot the reservation was sold at (minor units)" }),
    rooms: z.array(roomHeadsSchema.extend({ passengers: z.array(passengerSchema) })),
    contact: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }).nullable(),
    service: z
      .object({
        hotelId: z.number().int(),
        checkIn: z.string(),
        checkOut: z.string(),
        nights: z.number().int(),
        extras: z.array(z.string()),
      })
      .nullable()
      .openapi({
        description: "SERVICE reservations: the stay and extras (VISA, TRANSFER) asked for; null for a tour",
      }),
    note: z.string().nullable(),
    cancelReason: z
      .string()
      .nullable()
      .openapi({ description: "The reason given, or HOLD_EXPIRED when the option date passed" }),
    holdUntil: z.string().nullable().openapi({
      description:
        "The option date (ISO 8601): a WAITING tour reservation holds its seats until then, then it is cancelled (HOLD_EXPIRED); null for a service request",
      example: "2026-11-23T09:00:00.000Z",
    }),
    locale: z.string().openapi({ example: "tr" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Reservation");

const reservationPageSchema = z
  .object({
    data: z.array(reservationSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .openapi("ReservationPage");

export const eventsSchema = z
  .object({
    code: z.string(),
    data: z.array(
      z.object({
        id: z.number().int(),
        action: z.string().openapi({ example: "cancelled" }),
        actorId: z.string().nullable(),
        changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
        note: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    /**
     * Issue 27: the WhatsApp messages Rihla sent about this reservation, oldest first, as the
     * customer read them, with their status (QUEUED, SENT, DELIVERED, READ, FAILED).
     */
    whatsApp: z.array(
      z.object({
        id: z.number().int(),
        text: z.string(),
        status: z.enum(whatsAppMessageStatuses),
        createdAt: z.string(),
      }),
    ),
  })
  .openapi("ReservationEvents");

const codeParam = z.object({
  code: z
    .string()
    .max(40)
    .openapi({ param: { name: "code", in: "path" }, example: "RH-2026-000123" }),
});

const listQuery = z.object({
  page: pageQuery,
  pageSize: pageSizeQuery,
  status: z
    .enum(reservationStatuses, { error: "INVALID_VALUE" })
    .optional()
    .openapi({ param: { name: "status", in: "query" } }),
});

export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string({ error: "IDEMPOTENCY_KEY_REQUIRED" })
    .regex(/^[\x21-\x7e]{8,200}$/, { error: "IDEMPOTENCY_KEY_REQUIRED" })
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description: "8–200 printable characters, one per draft (e.g. a UUID); kept 24 h",
      example: "0b8f6c8e-3d1a-4d8e-9a51-5a0f2a3c9e11",
    }),
});

export const createReservationRoute = createRoute({
  method: "post",
  path: "/api/reservations",
  tags: ["Reservations"],
  summary: "Book a departure: a pre-reservation (WAITING) with its seats taken and its price frozen",
  description:
    "Same Idempotency-Key and body → the first answer again (header `Idempotency-Replayed: true`); same key, other body → 422. " +
    "An agent may book for a customer named in `customer` (found or created by e-mail).",
  request: { headers: idempotencyHeaders, body: jsonBody(reservationRequestSchema) },
  responses: {
    201: jsonResponse(reservationSchema, "Created (or the stored answer of the same request)"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such departure"),
    409: errorResponse("SOLD_OUT, DEPARTURE_CLOSED or IDEMPOTENCY_KEY_IN_USE"),
    422: errorResponse("IDEMPOTENCY_KEY_REUSED: the key was used with another body"),
  },
});

export const createServiceReservationRoute = createRoute({
  method: "post",
  path: "/api/reservations/service",
  tags: ["Reservations"],
  summary: "Ask for a stay at one of the agency's hotels (visa, transfer as extras): a SERVICE reservation, WAITING",
  description:
    "No seats and no price yet: the agency quotes it (total 0 until then). Same Idempotency-Key rules as a booking; " +
    "`checkIn` not before today (Istanbul), `checkOut` after it, at most 60 nights.",
  request: { headers: idempotencyHeaders, body: jsonBody(serviceRequestSchema) },
  responses: {
    201: jsonResponse(reservationSchema, "Created (or the stored answer of the same request)"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such hotel"),
    409: errorResponse("IDEMPOTENCY_KEY_IN_USE"),
    422: errorResponse("IDEMPOTENCY_KEY_REUSED: the key was used with another body"),
  },
});

export const listReservationsRoute = createRoute({
  method: "get",
  path: "/api/reservations",
  tags: ["Reservations"],
  summary: "Reservations you may see: yours (agents: also those you booked; staff: all), newest first",
  request: { query: listQuery },
  responses: { 200: jsonResponse(reservationPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const myReservationsRoute = createRoute({
  method: "get",
  path: "/api/user/reservations",
  tags: ["Account"],
  summary: "The signed-in customer's own reservations, newest first",
  request: { query: listQuery },
  responses: { 200: jsonResponse(reservationPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const getReservationRoute = createRoute({
  method: "get",
  path: "/api/reservations/{code}",
  tags: ["Reservations"],
  summary: "One reservation (its customer, its booking agent, staff); anyone else 404",
  request: { params: codeParam },
  responses: { 200: jsonResponse(reservationSchema, "The reservation"), ...deniedResponses, 404: errorResponses[404] },
});

export const updateReservationRoute = createRoute({
  method: "patch",
  path: "/api/reservations/{code}",
  tags: ["Reservations"],
  summary:
    "Change rooms and passengers while WAITING; repriced at the prices it was sold at, seats adjusted atomically",
  request: { params: codeParam, body: jsonBody(reservationChangeSchema) },
  responses: {
    200: jsonResponse(reservationSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("RESERVATION_NOT_EDITABLE, SOLD_OUT or DEPARTURE_CLOSED (when more seats are needed)"),
  },
});

export const reservationEventsRoute = createRoute({
  method: "get",
  path: "/api/reservations/{code}/events",
  tags: ["Reservations"],
  summary: "The reservation's log: who changed what, from what to what",
  request: { params: codeParam },
  responses: { 200: jsonResponse(eventsSchema, "Events, oldest first"), ...deniedResponses, 404: errorResponses[404] },
});

export const cancelReservationRoute = createRoute({
  method: "post",
  path: "/api/reservations/{code}/cancel",
  tags: ["Reservations"],
  summary: "Cancel with a reason (customer and agent while WAITING; staff also CONFIRMED); seats are released",
  request: { params: codeParam, body: jsonBody(cancelReservationSchema) },
  responses: {
    200: jsonResponse(reservationSchema, "Cancelled"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("RESERVATION_TRANSITION_NOT_ALLOWED"),
  },
});

export const confirmReservationRoute = createRoute({
  method: "post",
  path: "/api/reservations/{code}/confirm",
  tags: ["Reservations"],
  summary: "Confirm a WAITING reservation (admins and Master)",
  request: { params: codeParam },
  responses: {
    200: jsonResponse(reservationSchema, "Confirmed"),
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("RESERVATION_TRANSITION_NOT_ALLOWED"),
  },
});

export const adminReservationStatusRoute = createRoute({
  method: "post",
  path: "/api/admin/reservations/{code}/status",
  tags: ["Reservations"],
  summary: "Staff: confirm or cancel (with a reason) — the back office's one call for states",
  request: { params: codeParam, body: jsonBody(reservationStatusChangeSchema) },
  responses: {
    200: jsonResponse(reservationSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("RESERVATION_TRANSITION_NOT_ALLOWED"),
  },
});

export const adminReservationHoldRoute = createRoute({
  method: "post",
  path: "/api/admin/reservations/{code}/hold",
  tags: ["Reservations"],
  summary: "Staff: move a WAITING reservation's option date (holdUntil), up to the start of the departure day",
  description:
    "A pre-reservation holds its seats until `holdUntil`; then it is cancelled with the reason HOLD_EXPIRED and its seats are released. " +
    "Logged as `hold-changed`; the customer is reminded again 12 hours before the new date.",
  request: { params: codeParam, body: jsonBody(holdChangeSchema) },
  responses: {
    200: jsonResponse(reservationSchema, "The reservation with its new option date"),
    400: errorResponse("holdUntil: DATE_INVALID, HOLD_UNTIL_PAST or HOLD_UNTIL_AFTER_DEPARTURE"),
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("RESERVATION_NOT_EDITABLE: confirmed, cancelled, or a service request (no seats held)"),
  },
});
