import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  getSubmissionRoute,
  listPhonesRoute,
  listSubmissionsRoute,
  replyToSubmissionRoute,
  updateContactRequestRoute,
  updateSubmissionRoute,
} from "./inbox.routes.ts";
import { getSubmission, listPhones, listSubmissions, replyToSubmission, updateSubmission } from "./inbox.service.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

export const inboxRoutes = createRouter()
  .openapi(listPhonesRoute, async (c) => c.json(await listPhones({ ctx: serviceContext(c) }), 200, privateNoStore))
  .openapi(listSubmissionsRoute, async (c) =>
    c.json(await listSubmissions({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(getSubmissionRoute, async (c) =>
    c.json(await getSubmission({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(updateContactRequestRoute, async (c) =>
    c.json(
      await updateSubmission({
        ctx: serviceContext(c),
        input: { kind: "contact", id: c.req.valid("param").id, change: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(updateSubmissionRoute, async (c) =>
    c.json(
      await updateSubmission({
        ctx: serviceContext(c),
        input: { ...c.req.valid("param"), change: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(replyToSubmissionRoute, async (c) =>
    c.json(
      await replyToSubmission({
        ctx: serviceContext(c),
        input: { ...c.req.valid("param"), reply: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  );
