import { createRoute, z } from "@hono/zod-openapi";
import { calendarDateSchema, phoneSchema, requiredText } from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  pageSizeQuery,
  uuidParam,
} from "../../http/openapi.ts";
import { adminReservationRowSchema } from "../admin-reservations/admin-reservations.routes.ts";
import { auditEventSchema } from "../audit/audit.ts";
import { noteSchema } from "../notes/notes.routes.ts";

export const customerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    firstName: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    birthDate: z.string().nullable(),
    active: z.boolean(),
    createdAt: z.string(),
    reservations: z.number().int(),
    lastReservationAt: z.string().nullable(),
  })
  .openapi("Customer");

const localeQuery = z
  .enum(["tr", "en"], { error: "INVALID_VALUE" })
  .default("tr")
  .openapi({ param: { name: "locale", in: "query" } });

export const customerPageSchema = z
  .object({ data: z.array(customerSchema), next: z.string().nullable() })
  .openapi("CustomerPage");

export const listCustomersRoute = createRoute({
  method: "get",
  path: "/api/admin/customers",
  tags: ["Admin"],
  summary: "Staff: customers newest first with their reservation count; search by name, e-mail, phone",
  request: {
    query: z.object({
      q: z
        .string()
        .trim()
        .max(100, { error: "TOO_LONG" })
        .optional()
        .openapi({ param: { name: "q", in: "query" } }),
      cursor: z
        .string()
        .max(200, { error: "TOO_LONG" })
        .optional()
        .openapi({ param: { name: "cursor", in: "query" } }),
      pageSize: pageSizeQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ data: z.array(customerSchema), next: z.string().nullable() }).openapi("CustomerPage"),
      "A page",
    ),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const birthdaysSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    data: z.array(
      z.object({
        source: z.enum(["customer", "passenger"]),
        name: z.string(),
        birthDate: z.string(),
        on: z.string().openapi({ description: "The day it falls on in the span" }),
        age: z.number().int().openapi({ description: "The age turned that day" }),
        customerId: z.string(),
        reservationCode: z.string().nullable(),
      }),
    ),
  })
  .openapi("Birthdays");

export const customerBirthdaysRoute = createRoute({
  method: "get",
  path: "/api/admin/customers/birthdays",
  tags: ["Admin"],
  summary: "Staff: birthdays of customers and passengers this month and next (span=months) or this week (span=week)",
  request: {
    query: z.object({
      span: z
        .enum(["months", "week"], { error: "INVALID_VALUE" })
        .default("months")
        .openapi({ param: { name: "span", in: "query" } }),
    }),
  },
  responses: {
    200: jsonResponse(birthdaysSchema, "Birthdays by day"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const customerDetailSchema = z
  .object({
    customer: customerSchema,
    reservations: z.array(adminReservationRowSchema),
    notes: z.array(noteSchema),
    contacts: z.array(
      z.object({
        kind: z.enum(["contact", "information", "mail"]),
        subject: z.string(),
        detail: z.string().nullable(),
        at: z.string(),
      }),
    ),
    events: z.array(auditEventSchema),
  })
  .openapi("CustomerDetail");

export const getCustomerRoute = createRoute({
  method: "get",
  path: "/api/admin/customers/{id}",
  tags: ["Admin"],
  summary: "Staff: one customer — profile, reservations, notes, contact history, change log",
  request: { params: z.object({ id: uuidParam("id") }), query: z.object({ locale: localeQuery }) },
  responses: { 200: jsonResponse(customerDetailSchema, "The customer"), ...deniedResponses, 404: errorResponses[404] },
});

export const customerChangeSchema = z
  .object({
    firstName: requiredText(80).optional(),
    surname: requiredText(80).optional(),
    phone: z
      .union([z.null(), z.literal(""), phoneSchema], { error: "PHONE_INVALID" })
      .optional()
      .transform((v) => (v === "" ? null : v)),
    birthDate: z
      .union([z.null(), z.literal(""), calendarDateSchema], { error: "DATE_INVALID" })
      .optional()
      .transform((v) => (v === "" ? null : v)),
  })
  .refine((change) => Object.values(change).some((v) => v !== undefined), { error: "VALIDATION_FAILED" });

export const updateCustomerRoute = createRoute({
  method: "patch",
  path: "/api/admin/customers/{id}",
  tags: ["Admin"],
  summary: "Staff: change a customer's names, phone or birth date; logged",
  request: { params: z.object({ id: uuidParam("id") }), body: jsonBody(customerChangeSchema) },
  responses: {
    200: jsonResponse(customerDetailSchema, "Changed"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const customerDataExportRoute = createRoute({
  method: "get",
  path: "/api/admin/customers/{id}/data-export",
  tags: ["Admin"],
  summary:
    "Staff: everything held about a customer (KVKK art. 11) as JSON or PDF, identity numbers in full; " +
    "each export is logged ('exported')",
  request: {
    params: z.object({ id: uuidParam("id") }),
    query: z.object({
      format: z
        .enum(["json", "pdf"], { error: "INVALID_VALUE" })
        .default("json")
        .openapi({ param: { name: "format", in: "query" } }),
    }),
  },
  responses: {
    200: {
      description: "The file, kvkk-<id>-<date>.json or .pdf (Content-Disposition: attachment)",
      content: {
        "application/json": { schema: z.any().openapi({ type: "string", format: "binary" }) },
        "application/pdf": { schema: z.any().openapi({ type: "string", format: "binary" }) },
      },
    },
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const customerEraseSchema = z.object({
  confirm: z.string({ error: "REQUIRED" }).max(320, { error: "TOO_LONG" }),
});

export const eraseCustomerRoute = createRoute({
  method: "post",
  path: "/api/admin/customers/{id}/erase",
  tags: ["Admin"],
  summary:
    "Staff: erase a customer's personal data (KVKK art. 11) — confirm with their e-mail; refused while a " +
    "reservation not cancelled has not come back (409 ERASE_BLOCKED_UPCOMING); accounting records are kept",
  request: { params: z.object({ id: uuidParam("id") }), body: jsonBody(customerEraseSchema) },
  responses: {
    200: jsonResponse(z.object({ id: z.string(), erased: z.literal(true) }).openapi("CustomerErased"), "Erased"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("ERASE_BLOCKED_UPCOMING: a reservation not cancelled has not come back yet"),
  },
});
