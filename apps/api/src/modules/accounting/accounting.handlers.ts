import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import {
  createCashDeskRoute,
  createTransactionRoute,
  exchangeRatesRoute,
  updateCashDeskRoute,
  listCashDesksRoute,
  listTransactionsRoute,
  reverseTransactionRoute,
  setPaymentPlanRoute,
} from "./accounting.routes.ts";
import {
  createCashDesk,
  listCashDesks,
  updateCashDesk,
  listTransactions,
  recordTransaction,
  reverseTransaction,
  setPaymentPlan,
} from "./accounting.service.ts";
import { dayRates } from "./rates.ts";

/** The books are never cached anywhere. */
const privateNoStore = { "Cache-Control": "private, no-store" };

/**
 * Issue 26's accounting API. The access table lets only the accounting role and Master reach
 * these paths; the services check `accounting.access` again. No PATCH or DELETE exists: the
 * ledger is append-only.
 */
export const accountingRoutes = createRouter()
  .openapi(listCashDesksRoute, async (c) =>
    c.json(await listCashDesks({ ctx: serviceContext(c) }), 200, privateNoStore),
  )
  .openapi(createCashDeskRoute, async (c) =>
    c.json(await createCashDesk({ ctx: serviceContext(c), input: c.req.valid("json") }), 201, privateNoStore),
  )
  .openapi(updateCashDeskRoute, async (c) =>
    c.json(
      await updateCashDesk({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, update: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(exchangeRatesRoute, async (c) => c.json(await dayRates({ ctx: serviceContext(c) }), 200, privateNoStore))
  .openapi(listTransactionsRoute, async (c) =>
    c.json(await listTransactions({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(createTransactionRoute, async (c) => {
    const result = await recordTransaction({
      ctx: serviceContext(c),
      input: {
        key: c.req.valid("header")["idempotency-key"],
        raw: await c.req.json(),
        request: c.req.valid("json"),
      },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    else if (result.reservationCode) {
      // After the commit: an open reservation page shows the new balance.
      publishStaffEvent({ deps: c.var.deps }, { type: "reservation.changed", code: result.reservationCode });
    }
    return c.json(result.body, 201, privateNoStore);
  })
  .openapi(reverseTransactionRoute, async (c) => {
    // The body is optional (a note); without one the validator has nothing to read.
    const body: { note?: string | undefined } = c.req.header("content-type")?.includes("json")
      ? c.req.valid("json")
      : {};
    const result = await reverseTransaction({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, note: body?.note },
    });
    if (result.reservationCode) {
      publishStaffEvent({ deps: c.var.deps }, { type: "reservation.changed", code: result.reservationCode });
    }
    return c.json(result.body, 201, privateNoStore);
  })
  .openapi(setPaymentPlanRoute, async (c) => {
    const code = c.req.valid("param").code;
    const plan = await setPaymentPlan({ ctx: serviceContext(c), input: { code, request: c.req.valid("json") } });
    publishStaffEvent({ deps: c.var.deps }, { type: "reservation.changed", code });
    return c.json(plan, 200, privateNoStore);
  });
