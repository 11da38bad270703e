import { serviceContext } from "../../http/context.ts";
import { cachedAnswer } from "../../http/data-cache.ts";
import { createRouter } from "../../http/router.ts";
import {
  getDepartureRoute,
  getTourGroupRoute,
  getTourRoute,
  listReviewsRoute,
  listOngoingDeparturesRoute,
  listTourListsRoute,
  listTourRoutesRoute,
  listToursRoute,
} from "./tours.routes.ts";
import {
  getDeparture,
  getTour,
  getTourGroup,
  listOngoingDepartures,
  listReviews,
  listTourLists,
  listTourRoutes,
  listTours,
} from "./tours.service.ts";

// The public catalogue answers from the data cache; a tour, departure, seat, price or hotel
// change drops it (http/data-cache.ts).
export const tourRoutes = createRouter()
  .openapi(listToursRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = c.req.valid("query");
    return c.json(await cachedAnswer(ctx, "catalogue", "tours", input, () => listTours({ ctx, input })), 200);
  })
  .openapi(listTourListsRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = c.req.valid("query");
    return c.json(await cachedAnswer(ctx, "catalogue", "tour-lists", input, () => listTourLists({ ctx, input })), 200);
  })
  .openapi(listTourRoutesRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = c.req.valid("query");
    return c.json(
      await cachedAnswer(ctx, "catalogue", "tour-routes", input, () => listTourRoutes({ ctx, input })),
      200,
    );
  })
  .openapi(listOngoingDeparturesRoute, async (c) =>
    // Read fresh: the answer changes at midnight, not only when the catalogue does.
    c.json(await listOngoingDepartures({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(getTourRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = { ...c.req.valid("query"), ...c.req.valid("param") };
    return c.json(await cachedAnswer(ctx, "catalogue", "tour", input, () => getTour({ ctx, input })), 200);
  })
  .openapi(getTourGroupRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = { ...c.req.valid("query"), ...c.req.valid("param") };
    return c.json(await cachedAnswer(ctx, "catalogue", "tour-group", input, () => getTourGroup({ ctx, input })), 200);
  })
  .openapi(getDepartureRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = { ...c.req.valid("query"), ...c.req.valid("param") };
    // Seats change with every booking: the planner reads the departure fresh, never from the cache.
    return c.json(await getDeparture({ ctx, input }), 200);
  })
  // Reviews change only when the agency approves one (a catalogue change, like a tour's).
  .openapi(listReviewsRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = c.req.valid("query");
    return c.json(await cachedAnswer(ctx, "catalogue", "reviews", input, () => listReviews({ ctx, input })), 200);
  });
