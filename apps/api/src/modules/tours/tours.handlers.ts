import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  getTourGroupRoute,
  getTourRoute,
  listReviewsRoute,
  listTourListsRoute,
  listToursRoute,
} from "./tours.routes.ts";
import { getTour, getTourGroup, listReviews, listTourLists, listTours } from "./tours.service.ts";

export const tourRoutes = createRouter()
  .openapi(listToursRoute, async (c) =>
    c.json(await listTours({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(listTourListsRoute, async (c) =>
    c.json(await listTourLists({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(getTourRoute, async (c) =>
    c.json(await getTour({ ctx: serviceContext(c), input: { ...c.req.valid("query"), ...c.req.valid("param") } }), 200),
  )
  .openapi(getTourGroupRoute, async (c) =>
    c.json(
      await getTourGroup({ ctx: serviceContext(c), input: { ...c.req.valid("query"), ...c.req.valid("param") } }),
      200,
    ),
  )
  .openapi(listReviewsRoute, async (c) =>
    c.json(await listReviews({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  );
