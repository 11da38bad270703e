import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { getPrivateTourRoute, listPrivateToursRoute, updatePrivateTourRoute } from "./private-tours.routes.ts";
import { getPrivateTour, listPrivateTours, updatePrivateTour } from "./private-tours.service.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

/** Issue 25: the private-Umrah requests as a sales pipeline (staff only, the access table's "admin"). */
export const privateTourRoutes = createRouter()
  .openapi(listPrivateToursRoute, async (c) =>
    c.json(await listPrivateTours({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(getPrivateTourRoute, async (c) =>
    c.json(
      await getPrivateTour({ ctx: serviceContext(c), input: { id: c.req.valid("param").id } }),
      200,
      privateNoStore,
    ),
  )
  .openapi(updatePrivateTourRoute, async (c) =>
    c.json(
      await updatePrivateTour({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, change: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  );
