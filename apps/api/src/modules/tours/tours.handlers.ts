import { serviceContext } from "../../http/context.ts";
import { cachedAnswer } from "../../http/data-cache.ts";
import { createRouter } from "../../http/router.ts";
import { getDepartureRoute, listOngoingDeparturesRoute } from "./departures.routes.ts";
import { getDeparture, listOngoingDepartures } from "./departures.service.ts";
import { listTourRoutesRoute } from "./itineraries.routes.ts";
import { listTourRoutes } from "./itineraries.service.ts";
import { listReviewsRoute } from "./reviews.routes.ts";
import { listReviews } from "./reviews.service.ts";
import { getTourRoute } from "./tour-detail.routes.ts";
import { getTour } from "./tour-detail.service.ts";
import { resolveTourLinkRoute } from "./tour-link.routes.ts";
import { resolveTourLink } from "./tour-link.service.ts";
import { getTourGroupRoute, listTourListsRoute, listToursRoute } from "./tour-list.routes.ts";
import { getTourGroup, listTourLists, listTours } from "./tour-list.service.ts";

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
  .openapi(resolveTourLinkRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = { ...c.req.valid("query"), ...c.req.valid("param") };
    return c.json(await cachedAnswer(ctx, "catalogue", "tour-link", input, () => resolveTourLink({ ctx, input })), 200);
  })
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
