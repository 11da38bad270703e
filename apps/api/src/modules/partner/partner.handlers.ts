import { serviceContext } from "../../http/context.ts";
import { cachedAnswer } from "../../http/data-cache.ts";
import { domainError } from "../../http/errors.ts";
import { createRouter } from "../../http/router.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import { getDeparture } from "../tours/departures.service.ts";
import { getTour } from "../tours/tour-detail.service.ts";
import { listTours } from "../tours/tour-list.service.ts";
import {
  partnerDepartureRoute,
  partnerReservationRoute,
  partnerTourRoute,
  partnerToursRoute,
} from "./partner.routes.ts";
import { bookAsPartner } from "./partner.service.ts";

// The catalogue answers are the public catalogue's, from the same data cache and services; only
// the way in (a partner key, `partnerAccess` in each route) differs. Never stored by a shared cache.
const privateNoStore = { "Cache-Control": "private, no-store" };

export const partnerRoutes = createRouter()
  .openapi(partnerToursRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = c.req.valid("query");
    return c.json(
      await cachedAnswer(ctx, "catalogue", "tours", input, () => listTours({ ctx, input })),
      200,
      privateNoStore,
    );
  })
  .openapi(partnerTourRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = { ...c.req.valid("query"), ...c.req.valid("param") };
    return c.json(
      await cachedAnswer(ctx, "catalogue", "tour", input, () => getTour({ ctx, input })),
      200,
      privateNoStore,
    );
  })
  .openapi(partnerDepartureRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = { ...c.req.valid("query"), ...c.req.valid("param") };
    return c.json(await getDeparture({ ctx, input }), 200, privateNoStore);
  })
  .openapi(partnerReservationRoute, async (c) => {
    const client = c.get("partnerClient");
    if (!client) throw domainError(401, "UNAUTHORIZED");
    const result = await bookAsPartner({
      ctx: serviceContext(c),
      input: { client, key: c.req.valid("header")["idempotency-key"], request: c.req.valid("json") },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    else publishStaffEvent({ deps: c.var.deps }, { type: "reservation.created", code: result.body.code });
    return c.json(result.body, 201, privateNoStore);
  });
