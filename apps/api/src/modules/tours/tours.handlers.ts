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
  .openapi(listToursRoute, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(await listTours({ db: database.db, now: now(), input: c.req.valid("query") }), 200);
  })
  .openapi(listTourListsRoute, async (c) =>
    c.json(await listTourLists({ db: c.var.deps.database.db, input: c.req.valid("query") }), 200),
  )
  .openapi(getTourRoute, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(
      await getTour({ db: database.db, now: now(), input: { ...c.req.valid("query"), ...c.req.valid("param") } }),
      200,
    );
  })
  .openapi(getTourGroupRoute, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(
      await getTourGroup({ db: database.db, now: now(), input: { ...c.req.valid("query"), ...c.req.valid("param") } }),
      200,
    );
  })
  .openapi(listReviewsRoute, async (c) =>
    c.json(await listReviews({ db: c.var.deps.database.db, input: c.req.valid("query") }), 200),
  );
