import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { getSubmissionRoute, listPhonesRoute, listSubmissionsRoute } from "./inbox.routes.ts";
import { getSubmission, listPhones, listSubmissions } from "./inbox.service.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

export const inboxRoutes = createRouter()
  .openapi(listPhonesRoute, async (c) => c.json(await listPhones({ ctx: serviceContext(c) }), 200, privateNoStore))
  .openapi(listSubmissionsRoute, async (c) =>
    c.json(await listSubmissions({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(getSubmissionRoute, async (c) =>
    c.json(await getSubmission({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  );
