import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  createApiClientRoute,
  listApiClientsRoute,
  revokeApiClientRoute,
  rotateApiClientRoute,
} from "./api-clients.routes.ts";
import { createApiClient, listApiClients, revokeApiClient, rotateApiClient } from "./api-clients.service.ts";

// Keys are in these answers: never stored by a cache on the way.
const privateNoStore = { "Cache-Control": "private, no-store" };

export const apiClientRoutes = createRouter()
  .openapi(listApiClientsRoute, async (c) =>
    c.json(await listApiClients({ ctx: serviceContext(c) }), 200, privateNoStore),
  )
  .openapi(createApiClientRoute, async (c) =>
    c.json(await createApiClient({ ctx: serviceContext(c), input: c.req.valid("json") }), 201, privateNoStore),
  )
  .openapi(rotateApiClientRoute, async (c) =>
    c.json(await rotateApiClient({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(revokeApiClientRoute, async (c) =>
    c.json(await revokeApiClient({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  );
