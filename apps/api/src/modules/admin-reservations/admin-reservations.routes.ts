import { createRoute, z } from "@hono/zod-openapi";
import { reservationExportQuerySchema, reservationListQuerySchema, reservationStatuses } from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  moneySchema,
  numericIdParam,
} from "../../http/openapi.ts";
import { priceSnapshotSchema } from "../reservations/reservations.routes.ts";
import { noteSchema } from "../notes/notes.routes.ts";
import { transactionSchema } from "../accounting/accounting.routes.ts";
import { paymentPlanSchema } from "../accounting/payments.schema.ts";

const codeParam = z
  .string()
  .max(40)
  .openapi({ param: { name: "code", in: "path" }, example: "RH-2026-000123" });

const localeQuery = z.object({
  locale: z
    .enum(["tr", "en"], { error: "INVALID_VALUE" })
    .default("tr")
    .openapi({ param: { name: "locale", in: "query" } }),
});

const person = z.object({ id: z.string(), name: z.string() });

export const adminReservationRowSchema = z
  .object({
    id: z.string(),
    code: z.string().openapi({ example: "RH-2026-000123" }),
    kind: z.string().openapi({ example: "TOUR" }),
    status: z
      .enum(reservationStatuses)
      .openapi({ description: "The badge: WAITING orange, CONFIRMED teal, CANCELLED red" }),
    customer: person.extend({ email: z.string(), phone: z.string().nullable() }),
    contact: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }).nullable(),
    agent: person.nullable(),
    departure: z
      .object({ id: z.number().int(), startDate: z.string(), returnDate: z.string(), title: z.string().nullable() })
      .nullable(),
    service: z
      .object({
        hotelId: z.number().int(),
        hotelName: z.string().nullable(),
        checkIn: z.string(),
        checkOut: z.string(),
      })
      .nullable(),
    startsOn: z.string().nullable().openapi({ description: "The departure's start, or a stay's check-in" }),
    seats: z.number().int(),
    total: moneySchema,
    createdAt: z.string(),
  })
  .openapi("AdminReservationRow");

export const adminReservationPageSchema = z
  .object({
    data: z.array(adminReservationRowSchema),
    pageSize: z.number().int(),
    count: z.number().int().openapi({ description: "Rows in the filters, counted up to 1000" }),
    countCapped: z.boolean().openapi({ description: "true: there are more than `count` (shown as 1000+)" }),
    next: z.string().nullable().openapi({ description: "Cursor of the next page" }),
    previous: z.string().nullable().openapi({ description: "Cursor of the previous page" }),
  })
  .openapi("AdminReservationPage");

export const listAdminReservationsRoute = createRoute({
  method: "get",
  path: "/api/admin/reservations",
  tags: ["Admin"],
  summary: "Staff: every reservation (tour and service), filtered, sorted and keyset-paged",
  description:
    "Filters: status, kind, departureId, agentId, customerId, createdFrom/createdTo (Istanbul days), q (code, name, e-mail, phone; " +
    "at least 2 characters). Sorts: -created (default), created, departure, -departure, seats, -seats. Pages of 25, 50 or 100; " +
    "`cursor` is a previous answer's `next` or `previous`.",
  request: { query: reservationListQuerySchema },
  responses: { 200: jsonResponse(adminReservationPageSchema, "A page"), 400: errorResponses[400], ...deniedResponses },
});

export const exportAdminReservationsRoute = createRoute({
  method: "get",
  path: "/api/admin/reservations/export",
  tags: ["Admin"],
  summary: "Staff: the filtered list as an xlsx workbook or an Excel-friendly CSV, streamed",
  description:
    "The list's filters and sort (no cursor: every row). `format` xlsx (default) or csv (UTF-8 with BOM, `;`-separated). " +
    "The file is named after what it holds (Content-Disposition).",
  request: { query: reservationExportQuerySchema },
  responses: {
    200: {
      description: "The file",
      content: {
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
          schema: z.any().openapi({ type: "string", format: "binary" }),
        },
        "text/csv": { schema: z.string() },
      },
    },
    400: errorResponses[400],
    ...deniedResponses,
  },
});

const passengerSchema = z.object({
  id: z.number().int(),
  passengerType: z.string(),
  name: z.string(),
  surname: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  nationality: z.string(),
  passportExpiry: z.string().nullable(),
  tckn: z
    .string()
    .nullable()
    .openapi({ description: "Masked (•••••••0146); shown through the identity call, which logs it" }),
  passportNumber: z.string().nullable().openapi({ description: "Masked; see tckn" }),
});

export const identityNumberSchema = z
  .object({
    passengerId: z.number().int(),
    passengerName: z.string(),
    field: z.enum(["tckn", "passport_number"]),
    value: z.string(),
  })
  .openapi("IdentityNumber");

const identityViewSchema = z
  .object({
    id: z.number().int(),
    actor: person.nullable(),
    passengerId: z.number().int(),
    passengerName: z.string(),
    field: z.enum(["tckn", "passport_number"]),
    createdAt: z.string(),
  })
  .openapi("IdentityView");

export const adminReservationSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.string(),
    status: z.enum(reservationStatuses),
    customer: person.extend({ email: z.string(), phone: z.string().nullable() }).nullable(),
    agent: person.nullable(),
    contact: z.object({ name: z.string(), phone: z.string(), email: z.string().optional() }).nullable(),
    departure: z
      .object({
        id: z.number().int(),
        tourId: z.number().int(),
        title: z.string().nullable(),
        slug: z.string().nullable(),
        startDate: z.string(),
        returnDate: z.string(),
        capacity: z.number().int(),
        seatsTaken: z.number().int(),
        saleState: z.string(),
      })
      .nullable(),
    service: z
      .object({
        hotelId: z.number().int(),
        hotelName: z.string().nullable(),
        checkIn: z.string(),
        checkOut: z.string(),
        nights: z.number().int(),
        extras: z.array(z.string()),
      })
      .nullable(),
    seats: z.number().int(),
    total: moneySchema,
    balance: moneySchema.openapi({ description: "Still due: total − payments + refunds at their locked rates" }),
    payments: z
      .array(transactionSchema)
      .openapi({ description: "Its ledger entries, oldest first (reversals included)" }),
    plan: paymentPlanSchema.nullable().openapi({ description: "The payment plan staff set, or null" }),
    price: priceSnapshotSchema,
    rooms: z.array(
      z.object({
        roomType: z.string(),
        adults: z.number().int(),
        children: z.number().int(),
        babies: z.number().int(),
        passengers: z.array(passengerSchema),
      }),
    ),
    note: z.string().nullable(),
    cancelReason: z.string().nullable(),
    locale: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    actions: z
      .object({ confirm: z.boolean(), cancel: z.boolean(), edit: z.boolean() })
      .openapi({ description: "What the domain lets the viewer do now" }),
    notes: z.array(noteSchema),
    identityViews: z.array(identityViewSchema).openapi({ description: "The latest 20 views of a number (KVKK)" }),
  })
  .openapi("AdminReservation");

export const getAdminReservationRoute = createRoute({
  method: "get",
  path: "/api/admin/reservations/{code}",
  tags: ["Admin"],
  summary: "Staff: everything about one reservation in one answer (numbers masked)",
  request: { params: z.object({ code: codeParam }), query: localeQuery },
  responses: {
    200: jsonResponse(adminReservationSchema, "The reservation"),
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const revealIdentityRoute = createRoute({
  method: "post",
  path: "/api/admin/reservations/{code}/passengers/{passengerId}/identity",
  tags: ["Admin"],
  summary: "Staff: one passenger's TCKN or passport number in full; the view is logged (KVKK)",
  request: {
    params: z.object({ code: codeParam, passengerId: numericIdParam("passengerId") }),
    body: jsonBody(z.object({ field: z.enum(["tckn", "passport_number"], { error: "INVALID_VALUE" }) })),
  },
  responses: {
    200: jsonResponse(identityNumberSchema, "The number"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such passenger in this reservation, or no such number"),
  },
});

export const adminReservationLogSchema = z
  .object({
    code: z.string(),
    status: z.enum(reservationStatuses),
    data: z.array(
      z.object({
        id: z.number().int(),
        action: z.string().openapi({ example: "confirmed" }),
        actor: person.extend({ kind: z.enum(["customer", "agent", "staff", "system"]) }).nullable(),
        changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
        note: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
    identityViews: z.array(identityViewSchema),
  })
  .openapi("AdminReservationLog");

export const adminReservationLogRoute = createRoute({
  method: "get",
  path: "/api/admin/reservations/{code}/events",
  tags: ["Admin"],
  summary: "Staff: the order log — who (by name and kind), when, what from → to — and the identity views",
  request: { params: z.object({ code: codeParam }) },
  responses: {
    200: jsonResponse(adminReservationLogSchema, "The log, oldest first"),
    ...deniedResponses,
    404: errorResponses[404],
  },
});
