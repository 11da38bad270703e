import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { getSiteRoute } from "./site.routes.ts";
import { getSite } from "./site.service.ts";

export const siteRoutes = createRouter().openapi(getSiteRoute, async (c) => {
  const site = await getSite({ ctx: serviceContext(c), input: c.req.valid("query") });
  return c.json(site, 200);
});
