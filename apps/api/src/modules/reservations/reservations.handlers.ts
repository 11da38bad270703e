import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  adminReservationStatusRoute,
  cancelReservationRoute,
  confirmReservationRoute,
  createReservationRoute,
  createServiceReservationRoute,
  getReservationRoute,
  listReservationsRoute,
  myReservationsRoute,
  reservationEventsRoute,
  updateReservationRoute,
} from "./reservations.routes.ts";
import {
  changeReservationStatus,
  createReservation,
  createServiceReservation,
  getReservation,
  listReservationEvents,
  listReservations,
  updateReservation,
} from "./reservations.service.ts";

export const reservationRoutes = createRouter()
  .openapi(createReservationRoute, async (c) => {
    const result = await createReservation({
      ctx: serviceContext(c),
      input: { key: c.req.valid("header")["idempotency-key"], request: c.req.valid("json") },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return c.json(result.body, 201);
  })
  .openapi(createServiceReservationRoute, async (c) => {
    const result = await createServiceReservation({
      ctx: serviceContext(c),
      input: { key: c.req.valid("header")["idempotency-key"], request: c.req.valid("json") },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return c.json(result.body, 201);
  })
  .openapi(listReservationsRoute, async (c) =>
    c.json(await listReservations({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(myReservationsRoute, async (c) =>
    c.json(await listReservations({ ctx: serviceContext(c), input: { ...c.req.valid("query"), own: true } }), 200),
  )
  .openapi(getReservationRoute, async (c) =>
    c.json(await getReservation({ ctx: serviceContext(c), input: c.req.valid("param") }), 200),
  )
  .openapi(updateReservationRoute, async (c) =>
    c.json(
      await updateReservation({
        ctx: serviceContext(c),
        input: { code: c.req.valid("param").code, change: c.req.valid("json") },
      }),
      200,
    ),
  )
  .openapi(reservationEventsRoute, async (c) =>
    c.json(await listReservationEvents({ ctx: serviceContext(c), input: c.req.valid("param") }), 200),
  )
  .openapi(cancelReservationRoute, async (c) =>
    c.json(
      await changeReservationStatus({
        ctx: serviceContext(c),
        input: { code: c.req.valid("param").code, to: "CANCELLED", reason: c.req.valid("json").reason },
      }),
      200,
    ),
  )
  .openapi(confirmReservationRoute, async (c) =>
    c.json(
      await changeReservationStatus({
        ctx: serviceContext(c),
        input: { code: c.req.valid("param").code, to: "CONFIRMED" },
      }),
      200,
    ),
  )
  .openapi(adminReservationStatusRoute, async (c) => {
    const { status, reason } = c.req.valid("json");
    return c.json(
      await changeReservationStatus({
        ctx: serviceContext(c),
        input: { code: c.req.valid("param").code, to: status, ...(reason ? { reason } : {}) },
      }),
      200,
    );
  });
