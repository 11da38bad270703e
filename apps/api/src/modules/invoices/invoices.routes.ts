import { createRoute, z } from "@hono/zod-openapi";
import { invoiceBuyerTypes, invoiceKinds, invoiceListQuerySchema, invoiceRequestSchema, vatRates } from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  localeQuery,
  moneySchema,
  numericIdParam,
} from "../../http/openapi.ts";
import { idempotencyHeaders } from "../reservations/reservations.routes.ts";

const invoiceRef = z.object({ id: z.number().int(), number: z.string() });

export const invoiceLineViewSchema = z
  .object({
    position: z.number().int(),
    description: z.string(),
    quantity: z.number().int(),
    unitPrice: moneySchema,
    vatRate: z
      .number()
      .int()
      .openapi({ description: `One of ${vatRates.join(", ")} (percent)` }),
    net: moneySchema,
    vat: moneySchema,
    gross: moneySchema,
  })
  .openapi("InvoiceLine");

export const invoiceSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string().openapi({ example: "RHL2026000000001" }),
    series: z.string().openapi({ example: "RHL" }),
    year: z.number().int(),
    sequence: z.number().int(),
    kind: z.enum(invoiceKinds),
    cancels: invoiceRef.nullable().openapi({ description: "A cancellation: the invoice it cancels" }),
    cancelledBy: invoiceRef.nullable().openapi({ description: "An invoice: the record that cancelled it" }),
    reservationCode: z.string().nullable(),
    customerId: z.string().nullable(),
    buyer: z.object({
      type: z.enum(invoiceBuyerTypes),
      name: z.string(),
      taxId: z.string().openapi({ description: "A person's TCKN (11 digits) or a company's VKN (10)" }),
      taxOffice: z.string().nullable(),
      address: z.string().nullable(),
    }),
    currency: z.string(),
    pricesIncludeVat: z.boolean(),
    net: moneySchema,
    vat: moneySchema,
    gross: moneySchema.openapi({ description: "net + vat; negative on a cancellation" }),
    note: z.string().nullable(),
    issuedBy: z.object({ id: z.string(), name: z.string() }),
    issuedAt: z.string(),
  })
  .openapi("InvoiceSummary");

export const invoiceSchema = invoiceSummarySchema
  .extend({
    lines: z.array(invoiceLineViewSchema),
    vatBreakdown: z.array(z.object({ rate: z.number().int(), net: moneySchema, vat: moneySchema })),
  })
  .openapi("Invoice");

export const listInvoicesRoute = createRoute({
  method: "get",
  path: "/api/admin/invoices",
  tags: ["Accounting"],
  summary: "Accounting: invoices and cancellations, newest first, by year, reservation and kind (paged)",
  request: { query: invoiceListQuerySchema },
  responses: {
    200: jsonResponse(
      z
        .object({
          data: z.array(invoiceSummarySchema),
          page: z.number().int(),
          pageSize: z.number().int(),
          total: z.number().int(),
        })
        .openapi("InvoicePage"),
      "The invoices",
    ),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const issueInvoiceRoute = createRoute({
  method: "post",
  path: "/api/admin/invoices",
  tags: ["Accounting"],
  summary:
    "Accounting: issue an invoice for a reservation or a customer (numbered per series and year; idempotent by key)",
  description:
    "The number is the series, the year (Istanbul) and the next of a gapless per-series-per-year counter: " +
    "`RHL2026000000001`. With `reservationCode` and no `lines`, one line per line of the reservation's price " +
    "snapshot, prices including VAT at `vatRate` (default 20), so the gross is the reservation's total. Each line's " +
    "VAT is rounded once, half away from zero; totals are sums of lines. A person is billed by TCKN, a company by VKN. " +
    "A repeat with the same Idempotency-Key answers the first invoice (Idempotency-Replayed).",
  request: { headers: idempotencyHeaders, body: jsonBody(invoiceRequestSchema) },
  responses: {
    201: jsonResponse(invoiceSchema, "The invoice"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such reservation or customer (see `fields`)"),
    409: errorResponse("IDEMPOTENCY_KEY_IN_USE"),
    422: errorResponse("IDEMPOTENCY_KEY_REUSED"),
  },
});

const idParams = z.object({ id: numericIdParam("id") });

export const getInvoiceRoute = createRoute({
  method: "get",
  path: "/api/admin/invoices/{id}",
  tags: ["Accounting"],
  summary: "Accounting: one invoice with its lines and VAT breakdown",
  request: { params: idParams },
  responses: {
    200: jsonResponse(invoiceSchema, "The invoice"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const cancelInvoiceRoute = createRoute({
  method: "post",
  path: "/api/admin/invoices/{id}/cancel",
  tags: ["Accounting"],
  summary: "Accounting: cancel an invoice by a CANCELLATION record with its own number (once; never reused)",
  description:
    "The cancellation copies the buyer and lines with the amounts negated and points at the original; " +
    "the original stays as issued. A second cancel answers 409 ALREADY_CANCELLED, cancelling a cancellation " +
    "409 CANCELLATION_NOT_CANCELLABLE.",
  request: {
    params: idParams,
    body: {
      required: false,
      content: {
        "application/json": {
          schema: z.object({
            note: z.string({ error: "INVALID_VALUE" }).trim().max(500, { error: "TOO_LONG" }).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(invoiceSchema, "The cancellation"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("ALREADY_CANCELLED or CANCELLATION_NOT_CANCELLABLE"),
  },
});

export const invoicePdfRoute = createRoute({
  method: "get",
  path: "/api/admin/invoices/{id}/pdf",
  tags: ["Accounting"],
  summary: "Accounting: the invoice as a PDF (seller, buyer, lines, VAT breakdown, totals; Turkish text embedded)",
  request: { params: idParams, query: z.object({ locale: localeQuery }) },
  responses: {
    200: {
      description: "The PDF, named after the invoice number (Content-Disposition)",
      content: { "application/pdf": { schema: z.any().openapi({ type: "string", format: "binary" }) } },
    },
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});
