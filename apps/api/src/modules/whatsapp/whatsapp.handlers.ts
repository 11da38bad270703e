import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  broadcastRoute,
  getConsentRoute,
  getConversationRoute,
  getOwnConsentRoute,
  listConversationsRoute,
  receiveWebhookRoute,
  recordConsentRoute,
  sendMessageRoute,
  verifyWebhookRoute,
  withdrawConsentRoute,
  withdrawOwnConsentRoute,
} from "./whatsapp.routes.ts";
import { getConversation, listConversations } from "./whatsapp.queries.ts";
import {
  broadcast,
  getConsent,
  getOwnConsent,
  recordConsent,
  sendMessage,
  withdrawConsent,
  withdrawOwnConsent,
} from "./whatsapp.service.ts";
import { receiveWebhook, verifyWebhook } from "./webhook.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

export const whatsAppRoutes = createRouter()
  .openapi(verifyWebhookRoute, (c) =>
    c.text(verifyWebhook({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, {
      "Cache-Control": "no-store",
    }),
  )
  .openapi(receiveWebhookRoute, async (c) => {
    // The bytes as Meta sent them: the signature covers these, not a re-serialised object.
    const raw = new Uint8Array(await c.req.arrayBuffer());
    const result = await receiveWebhook({
      ctx: serviceContext(c),
      input: { raw, signature: c.req.header("x-hub-signature-256") },
    });
    return c.json(result, 200);
  })
  .openapi(getConsentRoute, async (c) =>
    c.json(await getConsent({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(recordConsentRoute, async (c) =>
    c.json(
      await recordConsent({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, request: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(withdrawConsentRoute, async (c) =>
    c.json(await withdrawConsent({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(getOwnConsentRoute, async (c) =>
    c.json(await getOwnConsent({ ctx: serviceContext(c) }), 200, privateNoStore),
  )
  .openapi(withdrawOwnConsentRoute, async (c) =>
    c.json(await withdrawOwnConsent({ ctx: serviceContext(c) }), 200, privateNoStore),
  )
  .openapi(sendMessageRoute, async (c) =>
    c.json(await sendMessage({ ctx: serviceContext(c), input: c.req.valid("json") }), 201, privateNoStore),
  )
  .openapi(broadcastRoute, async (c) => {
    const result = await broadcast({
      ctx: serviceContext(c),
      input: {
        departureId: c.req.valid("param").id,
        key: c.req.valid("header")["idempotency-key"],
        raw: await c.req.json(),
        request: c.req.valid("json"),
      },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return c.json(result.body, 201, privateNoStore);
  })
  .openapi(listConversationsRoute, async (c) =>
    c.json(await listConversations({ ctx: serviceContext(c) }), 200, privateNoStore),
  )
  .openapi(getConversationRoute, async (c) =>
    c.json(
      await getConversation({
        ctx: serviceContext(c),
        input: { customerId: c.req.valid("param").customerId, reservationCode: c.req.valid("query").reservation },
      }),
      200,
      privateNoStore,
    ),
  );
