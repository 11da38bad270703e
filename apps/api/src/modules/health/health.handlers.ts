import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { healthRoute } from "./health.routes.ts";
import { checkHealth } from "./health.service.ts";

export const healthRoutes = createRouter().openapi(healthRoute, async (c) => {
  const answer = await checkHealth({ ctx: serviceContext(c) });
  if (answer.status === "degraded") return c.json(answer, 503);
  // With its length declared, this small answer leaves without being read again on the way out
  // (no compression below 1 KB): monitors poll it, so it should cost next to nothing.
  c.header("Content-Length", String(Buffer.byteLength(JSON.stringify(answer))));
  return c.json(answer, 200);
});
