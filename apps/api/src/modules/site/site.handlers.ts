import { serviceContext } from "../../http/context.ts";
import { cachedAnswer } from "../../http/data-cache.ts";
import { createRouter } from "../../http/router.ts";
import { getSiteRoute } from "./site.routes.ts";
import { getSite } from "./site.service.ts";

// Every page's layout asks for this: answered from the data cache until the site changes.
export const siteRoutes = createRouter().openapi(getSiteRoute, async (c) => {
  const ctx = serviceContext(c);
  const input = c.req.valid("query");
  return c.json(await cachedAnswer(ctx, "site", "site", input, () => getSite({ ctx, input })), 200);
});
