import { createRoute, z } from "@hono/zod-openapi";
import {
  whatsAppBroadcastRequestSchema,
  whatsAppConsentRequestSchema,
  whatsAppConsentSources,
  whatsAppDirections,
  whatsAppMessageStatuses,
  whatsAppSendRequestSchema,
  whatsAppTemplateNames,
} from "@rihla/domain";
import { domainError } from "../../http/errors.ts";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  numericIdParam,
  uuidParam,
} from "../../http/openapi.ts";
import { idempotencyHeaders } from "../reservations/reservations.routes.ts";
import { limitBody } from "../../http/body-limit.ts";

const person = z.object({ id: z.string(), name: z.string() });

export const whatsAppConsentSchema = z
  .object({
    id: z.number().int(),
    phone: z.string(),
    source: z.enum(whatsAppConsentSources),
    optedInAt: z.string(),
    recordedBy: person.nullable(),
    withdrawnAt: z.string().nullable(),
    withdrawnBy: person.nullable(),
  })
  .openapi("WhatsAppConsent");

export const whatsAppConsentStateSchema = z
  .object({ active: whatsAppConsentSchema.nullable(), history: z.array(whatsAppConsentSchema) })
  .openapi("WhatsAppConsentState");

export const whatsAppMessageSchema = z
  .object({
    id: z.number().int(),
    direction: z.enum(whatsAppDirections),
    customerId: z.string().nullable(),
    phone: z.string(),
    reservationCode: z.string().nullable(),
    template: z.enum(whatsAppTemplateNames).nullable(),
    locale: z.enum(["tr", "en"]).nullable(),
    text: z.string(),
    status: z.enum(whatsAppMessageStatuses),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .openapi("WhatsAppMessage");

const customerParams = z.object({ id: uuidParam("id") });

export const getConsentRoute = createRoute({
  method: "get",
  path: "/api/admin/customers/{id}/whatsapp-consent",
  tags: ["Admin"],
  summary: "Staff: a customer's WhatsApp opt-in (KVKK) and its history",
  request: { params: customerParams },
  responses: {
    200: jsonResponse(whatsAppConsentStateSchema, "The open opt-in (null: none) and every earlier one"),
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const recordConsentRoute = createRoute({
  method: "put",
  path: "/api/admin/customers/{id}/whatsapp-consent",
  tags: ["Admin"],
  summary: "Staff: record a customer's WhatsApp opt-in with its source (sign-up, reservation, on the phone)",
  request: { params: customerParams, body: jsonBody(whatsAppConsentRequestSchema) },
  responses: {
    200: jsonResponse(whatsAppConsentStateSchema, "Recorded (the same number again changes nothing)"),
    ...deniedResponses,
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export const withdrawConsentRoute = createRoute({
  method: "delete",
  path: "/api/admin/customers/{id}/whatsapp-consent",
  tags: ["Admin"],
  summary: "Staff: the customer withdrew their WhatsApp opt-in; nothing more is sent, queued messages included",
  request: { params: customerParams },
  responses: {
    200: jsonResponse(whatsAppConsentStateSchema, "Withdrawn"),
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const ownConsentSchema = z
  .object({
    active: z.object({ phone: z.string(), source: z.enum(whatsAppConsentSources), optedInAt: z.string() }).nullable(),
  })
  .openapi("OwnWhatsAppConsent");

export const getOwnConsentRoute = createRoute({
  method: "get",
  path: "/api/user/whatsapp-consent",
  tags: ["Account"],
  summary: "The signed-in customer's own WhatsApp opt-in (null: none)",
  responses: { 200: jsonResponse(ownConsentSchema, "The open opt-in, or null"), ...deniedResponses },
});

export const withdrawOwnConsentRoute = createRoute({
  method: "delete",
  path: "/api/user/whatsapp-consent",
  tags: ["Account"],
  summary: "The signed-in customer withdraws their WhatsApp opt-in (recorded; queued messages are not sent)",
  responses: { 200: jsonResponse(ownConsentSchema, "Withdrawn (none open: nothing changes)"), ...deniedResponses },
});

export const sendMessageRoute = createRoute({
  method: "post",
  path: "/api/admin/whatsapp/messages",
  tags: ["Admin"],
  summary: "Staff: queue a WhatsApp template (or, inside the 24-hour window, free text) to one customer",
  description:
    "Written QUEUED to the outbox; the worker sends it to the Cloud API and the webhook's statuses move it " +
    "to SENT, DELIVERED, READ or FAILED. Refused without an opt-in (WHATSAPP_NO_CONSENT), and free text outside " +
    "the window after the customer's last message (WHATSAPP_WINDOW_CLOSED).",
  request: { body: jsonBody(whatsAppSendRequestSchema) },
  responses: {
    201: jsonResponse(whatsAppMessageSchema, "Queued"),
    ...deniedResponses,
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponse("WHATSAPP_NOT_CONFIGURED, WHATSAPP_NO_CONSENT or WHATSAPP_WINDOW_CLOSED"),
  },
});

export const whatsAppBroadcastSchema = z
  .object({
    departureId: z.number().int(),
    template: z.enum(whatsAppTemplateNames),
    queued: z.number().int(),
    skipped: z.number().int().openapi({ description: "Customers of the departure without an open opt-in" }),
    messageIds: z.array(z.number().int()),
  })
  .openapi("WhatsAppBroadcast");

export const broadcastRoute = createRoute({
  method: "post",
  path: "/api/admin/departures/{id}/whatsapp-broadcast",
  tags: ["Admin"],
  summary: "Staff: one WhatsApp template to every opted-in customer of a departure (idempotent by key)",
  request: {
    params: z.object({ id: numericIdParam() }),
    headers: idempotencyHeaders,
    body: jsonBody(whatsAppBroadcastRequestSchema),
  },
  responses: {
    201: jsonResponse(whatsAppBroadcastSchema, "Queued (or the stored answer of the same request)"),
    ...deniedResponses,
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponse("WHATSAPP_NOT_CONFIGURED or IDEMPOTENCY_KEY_IN_USE"),
    422: errorResponse("IDEMPOTENCY_KEY_REUSED"),
  },
});

export const conversationSummarySchema = z
  .object({
    customer: person.nullable(),
    phone: z.string(),
    last: z.object({
      direction: z.enum(whatsAppDirections),
      text: z.string(),
      status: z.enum(whatsAppMessageStatuses),
      at: z.string(),
    }),
    messages: z.number().int(),
    windowOpen: z.boolean(),
  })
  .openapi("WhatsAppConversationSummary");

export const listConversationsRoute = createRoute({
  method: "get",
  path: "/api/admin/whatsapp/conversations",
  tags: ["Admin"],
  summary: "Staff: WhatsApp conversations, one per customer, the latest first",
  responses: {
    200: jsonResponse(
      z.object({ configured: z.boolean(), data: z.array(conversationSummarySchema) }).openapi("WhatsAppConversations"),
      "The conversations",
    ),
    ...deniedResponses,
  },
});

export const getConversationRoute = createRoute({
  method: "get",
  path: "/api/admin/whatsapp/conversations/{customerId}",
  tags: ["Admin"],
  summary: "Staff: one customer's WhatsApp messages both ways, their opt-in and whether free text may be sent",
  request: {
    params: z.object({ customerId: uuidParam("customerId") }),
    query: z.object({
      reservation: z
        .string()
        .max(40)
        .optional()
        .openapi({ param: { name: "reservation", in: "query" }, description: "Only this reservation's messages" }),
    }),
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          configured: z.boolean(),
          customer: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }),
          consent: whatsAppConsentSchema.nullable(),
          windowOpen: z.boolean(),
          lastIncomingAt: z.string().nullable(),
          messages: z.array(whatsAppMessageSchema),
        })
        .openapi("WhatsAppConversation"),
      "The conversation",
    ),
    ...deniedResponses,
    404: errorResponses[404],
  },
});

export const verifyWebhookRoute = createRoute({
  method: "get",
  path: "/api/whatsapp/webhook",
  tags: ["WhatsApp"],
  summary: "Meta's webhook verification: echoes hub.challenge when hub.verify_token is ours",
  request: {
    query: z.object({
      "hub.mode": z
        .string()
        .max(40)
        .optional()
        .openapi({ param: { name: "hub.mode", in: "query" } }),
      "hub.verify_token": z
        .string()
        .max(500)
        .optional()
        .openapi({ param: { name: "hub.verify_token", in: "query" } }),
      "hub.challenge": z
        .string()
        .max(500)
        .optional()
        .openapi({ param: { name: "hub.challenge", in: "query" } }),
    }),
  },
  responses: {
    200: { content: { "text/plain": { schema: z.string() } }, description: "The challenge, as sent" },
    403: errorResponse("FORBIDDEN: not subscribing, or another verify token"),
  },
});

/** Meta's payloads are small; a megabyte leaves room for batches of statuses. */
const webhookBodyBytes = 1024 * 1024;

export const receiveWebhookRoute = createRoute({
  method: "post",
  path: "/api/whatsapp/webhook",
  tags: ["WhatsApp"],
  summary: "WhatsApp Cloud API webhook: delivery statuses and incoming messages, signed with the app secret",
  description:
    "`X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with WHATSAPP_APP_SECRET>` is checked " +
    "before the body is parsed; a missing or wrong signature is 401 and changes nothing.",
  middleware: [
    limitBody({
      maxSize: webhookBodyBytes,
      onError: () => {
        throw domainError(413, "BODY_TOO_LARGE");
      },
    }),
  ] as const,
  request: {
    headers: z.object({
      "x-hub-signature-256": z
        .string()
        .optional()
        .openapi({ param: { name: "x-hub-signature-256", in: "header" }, example: "sha256=…" }),
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ updated: z.number().int(), received: z.number().int() }).openapi("WhatsAppWebhookResult"),
      "Applied",
    ),
    400: errorResponses[400],
    401: errorResponse("UNAUTHORIZED: missing or wrong signature"),
    404: errorResponse("NOT_FOUND: WhatsApp is not configured"),
  },
});
