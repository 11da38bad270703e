import { createRouter } from "../../http/router.ts";
import { checkRedirectRoute, findPageRoute, resolveShortLinkRoute } from "./pages.routes.ts";
import { checkRedirect, findPage, resolveShortLink } from "./pages.service.ts";

export const pageRoutes = createRouter()
  .openapi(findPageRoute, async (c) => {
    const { database, now } = c.var.deps;
    return c.json(await findPage({ db: database.db, now: now(), input: c.req.valid("query") }), 200);
  })
  .openapi(checkRedirectRoute, async (c) =>
    c.json(await checkRedirect({ db: c.var.deps.database.db, input: c.req.valid("query") }), 200),
  )
  .openapi(resolveShortLinkRoute, async (c) =>
    c.json(await resolveShortLink({ db: c.var.deps.database.db, input: c.req.valid("param") }), 200),
  );
