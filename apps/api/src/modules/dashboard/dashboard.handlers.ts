import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { dashboardRoute } from "./dashboard.routes.ts";
import { getDashboard } from "./dashboard.service.ts";

export const dashboardRoutes = createRouter().openapi(dashboardRoute, async (c) =>
  c.json(await getDashboard({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, {
    "Cache-Control": "private, no-store",
  }),
);
