import { checkBot } from "../../http/bot-check.ts";
import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { createContactRequestRoute, createInformationRequestRoute, subscribeNewsletterRoute } from "./forms.routes.ts";
import { createContactRequest, createInformationRequest, subscribeNewsletter } from "./forms.service.ts";

export const formRoutes = createRouter()
  .openapi(createContactRequestRoute, async (c) => {
    await checkBot(c);
    return c.json(
      await createContactRequest({
        ctx: serviceContext(c),
        input: { ...c.req.valid("json"), locale: c.req.valid("query").locale },
      }),
      201,
    );
  })
  .openapi(createInformationRequestRoute, async (c) => {
    await checkBot(c);
    return c.json(await createInformationRequest({ ctx: serviceContext(c), input: c.req.valid("json") }), 201);
  })
  .openapi(subscribeNewsletterRoute, async (c) =>
    c.json(await subscribeNewsletter({ ctx: serviceContext(c), input: c.req.valid("json") }), 202),
  );
