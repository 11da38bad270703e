import { z } from "@hono/zod-openapi";
import { instalmentKinds, paymentPlanRequestSchema, paymentTypes } from "@rihla/domain";
import { moneySchema } from "../../http/openapi.ts";

// Apart from accounting.routes.ts: the reservation's own answer (reservations.routes.ts) holds
// its payments, and the accounting routes import the reservations' idempotency header.
/** A reservation's payment or refund as its customer, agent and staff read it. */
export const paymentSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(["PAYMENT", "REFUND"]),
    amount: moneySchema.openapi({ description: "As paid, in the payment's currency" }),
    paymentType: z.enum(paymentTypes),
    date: z.string(),
    rate: z.string().nullable().openapi({ description: "The rate locked when it was recorded", example: "35.5" }),
    reservationAmount: moneySchema.openapi({ description: "The same money in the reservation's currency" }),
    reversesId: z.number().int().nullable(),
    reversedById: z.number().int().nullable(),
  })
  .openapi("Payment");

/** A reservation's payment plan (issue 26): instalments with what is still open of each. */
export const paymentPlanSchema = z
  .object({
    instalments: z.array(
      z.object({
        kind: z.enum(instalmentKinds),
        dueOn: z.string().openapi({ example: "2026-12-01" }),
        amount: moneySchema,
        left: moneySchema.openapi({ description: "Not yet covered by the payments (covered in order)" }),
      }),
    ),
    /** What staff asked for, as sent. */
    rule: paymentPlanRequestSchema,
  })
  .openapi("PaymentPlan");
