import type { Context } from "hono";
import type { ApiEnv } from "../../app.ts";
import { checkBot } from "../../http/bot-check.ts";
import { clientIp } from "../../http/client-ip.ts";
import { createRouter } from "../../http/router.ts";
import { createContactRequestRoute, createInformationRequestRoute, subscribeNewsletterRoute } from "./forms.routes.ts";
import { createContactRequest, createInformationRequest, subscribeNewsletter } from "./forms.service.ts";

const formContext = (c: Context<ApiEnv>) => ({
  db: c.var.deps.database.db,
  ip: clientIp(c, c.var.deps.config.trustedIpHeader),
});

export const formRoutes = createRouter()
  .openapi(createContactRequestRoute, async (c) => {
    await checkBot(c);
    return c.json(
      await createContactRequest({
        ...formContext(c),
        input: { ...c.req.valid("json"), locale: c.req.valid("query").locale },
      }),
      201,
    );
  })
  .openapi(createInformationRequestRoute, async (c) => {
    await checkBot(c);
    return c.json(await createInformationRequest({ ...formContext(c), input: c.req.valid("json") }), 201);
  })
  .openapi(subscribeNewsletterRoute, async (c) =>
    c.json(await subscribeNewsletter({ ...formContext(c), input: c.req.valid("json") }), 202),
  );
