import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { altchaChallengeRoute } from "./bot-check.routes.ts";
import { newChallenge } from "./bot-check.service.ts";

export const botCheckRoutes = createRouter().openapi(altchaChallengeRoute, async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await newChallenge({ ctx: serviceContext(c) }), 200);
});
