import { serviceContext } from "../../http/context.ts";
import type { ApiDeps } from "../../http/env.ts";
import { createRouter } from "../../http/router.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import {
  adminReservationHoldRoute,
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
import { changeReservationHold } from "./change-hold.ts";
import {
  changeReservationStatus,
  createReservation,
  createServiceReservation,
  getReservation,
  listReservationEvents,
  listReservations,
  updateReservation,
} from "./reservations.service.ts";

/** After the commit, tell open staff screens (issue 24) and answer the reservation unchanged. */
function announced<T extends { code: string; status: string }>(deps: ApiDeps, view: T, changed = false): T {
  const type = changed
    ? "reservation.changed"
    : view.status === "CONFIRMED"
      ? "reservation.confirmed"
      : "reservation.cancelled";
  publishStaffEvent({ deps }, { type, code: view.code });
  return view;
}

export const reservationRoutes = createRouter()
  .openapi(createReservationRoute, async (c) => {
    const result = await createReservation({
      ctx: serviceContext(c),
      input: { key: c.req.valid("header")["idempotency-key"], request: c.req.valid("json") },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    // After the commit: open staff screens hear of it (issue 24); a replay changed nothing.
    else publishStaffEvent({ deps: c.var.deps }, { type: "reservation.created", code: result.body.code });
    return c.json(result.body, 201);
  })
  .openapi(createServiceReservationRoute, async (c) => {
    const result = await createServiceReservation({
      ctx: serviceContext(c),
      input: { key: c.req.valid("header")["idempotency-key"], request: c.req.valid("json") },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    else publishStaffEvent({ deps: c.var.deps }, { type: "reservation.created", code: result.body.code });
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
      announced(
        c.var.deps,
        await updateReservation({
          ctx: serviceContext(c),
          input: { code: c.req.valid("param").code, change: c.req.valid("json") },
        }),
        true,
      ),
      200,
    ),
  )
  .openapi(reservationEventsRoute, async (c) =>
    c.json(await listReservationEvents({ ctx: serviceContext(c), input: c.req.valid("param") }), 200),
  )
  .openapi(cancelReservationRoute, async (c) =>
    c.json(
      announced(
        c.var.deps,
        await changeReservationStatus({
          ctx: serviceContext(c),
          input: { code: c.req.valid("param").code, to: "CANCELLED", reason: c.req.valid("json").reason },
        }),
      ),
      200,
    ),
  )
  .openapi(confirmReservationRoute, async (c) =>
    c.json(
      announced(
        c.var.deps,
        await changeReservationStatus({
          ctx: serviceContext(c),
          input: { code: c.req.valid("param").code, to: "CONFIRMED" },
        }),
      ),
      200,
    ),
  )
  .openapi(adminReservationStatusRoute, async (c) => {
    const { status, reason } = c.req.valid("json");
    return c.json(
      announced(
        c.var.deps,
        await changeReservationStatus({
          ctx: serviceContext(c),
          input: { code: c.req.valid("param").code, to: status, ...(reason ? { reason } : {}) },
        }),
      ),
      200,
    );
  })
  .openapi(adminReservationHoldRoute, async (c) =>
    c.json(
      announced(
        c.var.deps,
        await changeReservationHold({
          ctx: serviceContext(c),
          input: { code: c.req.valid("param").code, holdUntil: c.req.valid("json").holdUntil },
        }),
        true,
      ),
      200,
    ),
  );
