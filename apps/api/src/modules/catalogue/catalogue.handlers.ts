import { serviceContext } from "../../http/context.ts";
import { cachedAnswer } from "../../http/data-cache.ts";
import { createRouter } from "../../http/router.ts";
import { getQuizRoute, listCampaignsRoute, listHolidaysRoute, listQuizzesRoute } from "./catalogue.routes.ts";
import { getQuiz, listCampaigns, listHolidays, listQuizzes } from "./catalogue.service.ts";

export const catalogueRoutes = createRouter()
  .openapi(listHolidaysRoute, (c) => c.json(listHolidays({ input: c.req.valid("query") }), 200))
  .openapi(listQuizzesRoute, async (c) =>
    c.json(await listQuizzes({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(getQuizRoute, async (c) =>
    c.json(await getQuiz({ ctx: serviceContext(c), input: { ...c.req.valid("query"), ...c.req.valid("param") } }), 200),
  )
  // Campaigns run by calendar day (the cache's key holds the day) and change with the catalogue.
  .openapi(listCampaignsRoute, async (c) => {
    const ctx = serviceContext(c);
    const input = c.req.valid("query");
    return c.json(await cachedAnswer(ctx, "catalogue", "campaigns", input, () => listCampaigns({ ctx, input })), 200);
  });
