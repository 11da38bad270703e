import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { listCallsRoute, startCallRoute } from "./calls.routes.ts";
import { listCalls, startCall } from "./calls.service.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

export const callRoutes = createRouter()
  .openapi(startCallRoute, async (c) =>
    c.json(await startCall({ ctx: serviceContext(c), input: c.req.valid("json") }), 200, privateNoStore),
  )
  .openapi(listCallsRoute, async (c) =>
    c.json(await listCalls({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  );
