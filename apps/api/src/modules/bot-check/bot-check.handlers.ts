import { createRouter } from "../../http/router.ts";
import { altchaChallengeRoute } from "./bot-check.routes.ts";

export const botCheckRoutes = createRouter().openapi(altchaChallengeRoute, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await c.var.deps.botChecker.challenge(), 200);
});
