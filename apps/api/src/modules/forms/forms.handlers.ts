import { checkBot } from "../../http/bot-check.ts";
import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  confirmNewsletterRoute,
  createContactRequestRoute,
  createInformationRequestRoute,
  subscribeNewsletterRoute,
  unsubscribeNewsletterRoute,
} from "./forms.routes.ts";
import {
  confirmNewsletter,
  createContactRequest,
  createInformationRequest,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from "./forms.service.ts";

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
  )
  .openapi(confirmNewsletterRoute, async (c) =>
    c.json(await confirmNewsletter({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  )
  .openapi(unsubscribeNewsletterRoute, async (c) =>
    c.json(await unsubscribeNewsletter({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  );
