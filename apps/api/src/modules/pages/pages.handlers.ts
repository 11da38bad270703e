import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { checkRedirectRoute, findPageRoute, listFaqTopicsRoute, resolveShortLinkRoute } from "./pages.routes.ts";
import { checkRedirect, findPage, listFaqTopics, resolveShortLink } from "./pages.service.ts";

export const pageRoutes = createRouter()
  .openapi(listFaqTopicsRoute, async (c) =>
    c.json(await listFaqTopics({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(findPageRoute, async (c) =>
    c.json(await findPage({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(checkRedirectRoute, async (c) =>
    c.json(await checkRedirect({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(resolveShortLinkRoute, async (c) =>
    c.json(await resolveShortLink({ ctx: serviceContext(c), input: c.req.valid("param") }), 200),
  );
