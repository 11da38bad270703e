import { createRoute, z } from "@hono/zod-openapi";
import {
  cashDeskKinds,
  cashDeskRequestSchema,
  cashDeskUpdateSchema,
  counterpartyTypes,
  paymentPlanRequestSchema,
  paymentTypes,
  transactionListQuerySchema,
  transactionRequestSchema,
  transactionTypes,
} from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  moneySchema,
  numericIdParam,
} from "../../http/openapi.ts";
import { idempotencyHeaders } from "../reservations/reservations.routes.ts";

import { paymentPlanSchema } from "./payments.schema.ts";

export { paymentSchema } from "./payments.schema.ts";

export const cashDeskSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ example: "TL Kasa" }),
    currency: z.string().openapi({ example: "TRY" }),
    kind: z.enum(cashDeskKinds),
    active: z.boolean(),
    balance: moneySchema.openapi({ description: "Running balance, summed over the ledger in SQL" }),
    entries: z.number().int().openapi({ description: "Ledger rows touching the desk" }),
  })
  .openapi("CashDesk");

export const transactionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(transactionTypes),
    cashDesk: z.object({ id: z.number().int(), name: z.string() }),
    toCashDesk: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    amount: moneySchema.openapi({ description: "In the desk's currency; negative for a reversal" }),
    paymentType: z.enum(paymentTypes),
    date: z.string().openapi({ example: "2026-11-26" }),
    note: z.string().nullable(),
    customerType: z.enum(counterpartyTypes),
    reservationCode: z.string().nullable(),
    rate: z.string().nullable().openapi({
      description: "Locked rate: units of the reservation's currency for one unit of the payment's",
      example: "35.5",
    }),
    reservationAmount: moneySchema.nullable().openapi({ description: "The same money in the reservation's currency" }),
    reversesId: z.number().int().nullable().openapi({ description: "This entry reverses that one" }),
    reversedById: z.number().int().nullable().openapi({ description: "The entry that reversed this one" }),
    createdBy: z.object({ id: z.string(), name: z.string() }),
    createdAt: z.string(),
  })
  .openapi("LedgerTransaction");

export const listCashDesksRoute = createRoute({
  method: "get",
  path: "/api/admin/cash-desks",
  tags: ["Accounting"],
  summary: "Accounting: every cash desk with its currency and running balance",
  responses: {
    200: jsonResponse(z.object({ data: z.array(cashDeskSchema) }).openapi("CashDesks"), "The desks"),
    ...deniedResponses,
  },
});

export const createCashDeskRoute = createRoute({
  method: "post",
  path: "/api/admin/cash-desks",
  tags: ["Accounting"],
  summary: "Accounting: open a cash desk (a till, a bank account or a card terminal) in one currency",
  description: "Names are unique among all desks, in use or not (409 CASH_DESK_NAME_TAKEN on `name`). Logged.",
  request: { body: jsonBody(cashDeskRequestSchema) },
  responses: {
    201: jsonResponse(cashDeskSchema, "The desk, with a zero balance"),
    400: errorResponses[400],
    ...deniedResponses,
    409: errorResponse("CASH_DESK_NAME_TAKEN (fields: name)"),
  },
});

export const updateCashDeskRoute = createRoute({
  method: "patch",
  path: "/api/admin/cash-desks/{id}",
  tags: ["Accounting"],
  summary: "Accounting: rename a cash desk, or put it out of use (or back); a desk is never deleted",
  description:
    "A desk out of use takes no new entries but keeps its entries and its balance; its currency and kind never " +
    "change. There is no DELETE. Logged with what changed.",
  request: { params: z.object({ id: numericIdParam("id") }), body: jsonBody(cashDeskUpdateSchema) },
  responses: {
    200: jsonResponse(cashDeskSchema, "The desk, with its running balance"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("CASH_DESK_NAME_TAKEN (fields: name)"),
  },
});

export const exchangeRatesSchema = z
  .object({
    configured: z.boolean().openapi({ description: "Whether RATES_SOURCE_URL is set; false: staff type each rate" }),
    date: z.string().nullable().openapi({ description: "The bulletin's date", example: "2026-11-26" }),
    source: z.string().nullable().openapi({ example: "https://www.tcmb.gov.tr/kurlar/today.xml" }),
    fetchedAt: z.string().nullable(),
    rates: z.array(
      z.object({
        currency: z.string().openapi({ example: "EUR" }),
        unit: z.number().int().openapi({ description: "The bulletin's Unit; the rates are for one unit" }),
        buying: z.string().openapi({ description: "Lira for one unit (ForexBuying)", example: "36.401200" }),
        selling: z.string().nullable().openapi({ description: "Lira for one unit (ForexSelling)" }),
      }),
    ),
    notice: z
      .enum(["RATES_SOURCE_UNAVAILABLE"])
      .nullable()
      .openapi({ description: "The source could not be read now: the newest stored bulletin (if any) is shown" }),
  })
  .openapi("ExchangeRates");

export const exchangeRatesRoute = createRoute({
  method: "get",
  path: "/api/admin/exchange-rates",
  tags: ["Accounting"],
  summary: "Accounting: the day's exchange rates from the configured source (TCMB daily bulletin), as a default",
  description:
    "Read from RATES_SOURCE_URL at most once an hour until the day's bulletin is in, stored with its date and " +
    "source. A source that is down answers 200 with `notice` (never an error); staff then type the rate. The " +
    "rate an entry used is the one sent with it and stored with it, nothing is recomputed from these.",
  responses: {
    200: jsonResponse(exchangeRatesSchema, "The newest bulletin"),
    ...deniedResponses,
  },
});

export const listTransactionsRoute = createRoute({
  method: "get",
  path: "/api/admin/transactions",
  tags: ["Accounting"],
  summary: "Accounting: the ledger, newest first, filtered by desk, type, dates and reservation",
  request: { query: transactionListQuerySchema },
  responses: {
    200: jsonResponse(z.object({ data: z.array(transactionSchema) }).openapi("LedgerPage"), "The entries"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const createTransactionRoute = createRoute({
  method: "post",
  path: "/api/admin/transactions",
  tags: ["Accounting"],
  summary: "Accounting: record a payment, refund, expense or transfer (append-only; idempotent by key)",
  description:
    "`amount` in minor units of `currency`, which must be the cash desk's. For a reservation in another currency " +
    "`rate` is required (units of the reservation's currency for one unit of the payment's) and both amounts are kept; " +
    "nothing is recomputed later. A repeat with the same Idempotency-Key answers the first entry (Idempotency-Replayed).",
  request: { headers: idempotencyHeaders, body: jsonBody(transactionRequestSchema) },
  responses: {
    201: jsonResponse(transactionSchema, "The entry"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponse("NOT_FOUND: no such cash desk or reservation (see `fields`)"),
    409: errorResponse("IDEMPOTENCY_KEY_IN_USE"),
    422: errorResponse("IDEMPOTENCY_KEY_REUSED"),
  },
});

export const reverseTransactionRoute = createRoute({
  method: "post",
  path: "/api/admin/transactions/{id}/reverse",
  tags: ["Accounting"],
  summary: "Accounting: cancel an entry by a reversal that points at it (once; a reversal is never reversed)",
  request: {
    params: z.object({ id: numericIdParam("id") }),
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
    201: jsonResponse(transactionSchema, "The reversal"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
    409: errorResponse("ALREADY_REVERSED or REVERSAL_NOT_REVERSIBLE"),
  },
});

export const setPaymentPlanRoute = createRoute({
  method: "put",
  path: "/api/admin/reservations/{code}/payment-plan",
  tags: ["Admin"],
  summary:
    "Staff: set a reservation's payment plan — a deposit (percent or amount) at booking and the rest N days before " +
    "departure, or a schedule of 2–12 instalments",
  description:
    "The instalments add up to the total exactly (domain `depositPlan` / `instalmentSchedule`, the last instalment " +
    "absorbing the rounding); the balance is due on the booking day when N days before departure has passed; a " +
    "schedule's dates are strictly increasing and none after departure (`dueDates: AFTER_DEPARTURE`). A deposit " +
    "amount is a decimal in the reservation's currency. Setting it again replaces it; logged in the reservation's order log.",
  request: {
    params: z.object({
      code: z
        .string()
        .max(40)
        .openapi({ param: { name: "code", in: "path" }, example: "RH-2026-000123" }),
    }),
    body: jsonBody(paymentPlanRequestSchema),
  },
  responses: {
    200: jsonResponse(paymentPlanSchema, "The plan, with what is left of each instalment"),
    400: errorResponses[400],
    ...deniedResponses,
    404: errorResponses[404],
  },
});
