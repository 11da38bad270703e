import { createRoute, z } from "@hono/zod-openapi";
import { contactFormSchema, informationRequestSchema, newsletterSchema } from "@rihla/domain";
import { errorResponses, errorSchema, jsonResponse, localeQuery } from "../../http/openapi.ts";
import { rateLimit } from "../../http/rate-limit.ts";

const received = z.object({ id: z.number().int(), receivedAt: z.string() }).openapi("Received");
const tooMany = {
  ...jsonResponse(errorSchema, "Too many submissions from this IP; see Retry-After"),
  headers: z.object({ "Retry-After": z.string().openapi({ description: "Seconds to wait" }) }),
};
const body = <S extends z.ZodType>(schema: S) => ({ required: true, content: { "application/json": { schema } } });

export const createContactRequestRoute = createRoute({
  method: "post",
  path: "/api/contact-requests",
  tags: ["Forms"],
  summary: "Store a contact-form message (rate-limited per IP, bot-checked)",
  description:
    "Bot check: the ALTCHA solution in `altcha`, or with reCAPTCHA configured its token in `recaptchaToken`.",
  middleware: [rateLimit("forms")] as const,
  request: { query: z.object({ locale: localeQuery }), body: body(contactFormSchema) },
  responses: { 201: jsonResponse(received, "Stored"), 400: errorResponses[400], 429: tooMany },
});

export const createInformationRequestRoute = createRoute({
  method: "post",
  path: "/api/information-requests",
  tags: ["Forms"],
  summary: "Store an information request, optionally about a tour (rate-limited per IP, bot-checked)",
  description:
    "Bot check: the ALTCHA solution in `altcha`, or with reCAPTCHA configured its token in `recaptchaToken`.",
  middleware: [rateLimit("forms")] as const,
  request: { body: body(informationRequestSchema) },
  responses: { 201: jsonResponse(received, "Stored"), 400: errorResponses[400], 429: tooMany },
});

export const subscribeNewsletterRoute = createRoute({
  method: "post",
  path: "/api/newsletter-subscriptions",
  tags: ["Forms"],
  summary: "Subscribe an address; it stays pending until confirmed (double opt-in)",
  middleware: [rateLimit("forms")] as const,
  request: { body: body(newsletterSchema) },
  responses: {
    202: jsonResponse(
      z.object({ status: z.literal("pending") }).openapi("NewsletterAccepted"),
      "Accepted; a confirmation is due",
    ),
    400: errorResponses[400],
    429: tooMany,
  },
});

const newsletterToken = z.object({
  token: z
    .string({ error: "REQUIRED" })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "INVALID_VALUE" })
    .openapi({ description: "The secret token of the mail's link" }),
});

export const confirmNewsletterRoute = createRoute({
  method: "post",
  path: "/api/newsletter-subscriptions/confirm",
  tags: ["Forms"],
  summary: "Confirm a pending subscription with the token of its confirmation mail (double opt-in)",
  middleware: [rateLimit("forms")] as const,
  request: { body: body(newsletterToken) },
  responses: {
    200: jsonResponse(z.object({ status: z.literal("confirmed") }).openapi("NewsletterConfirmed"), "Subscribed"),
    400: errorResponses[400],
    404: errorResponses[404],
    429: tooMany,
  },
});

export const unsubscribeNewsletterRoute = createRoute({
  method: "post",
  path: "/api/newsletter-subscriptions/unsubscribe",
  tags: ["Forms"],
  summary: "Unsubscribe with the token every newsletter mail carries (no sign-in)",
  middleware: [rateLimit("forms")] as const,
  request: { body: body(newsletterToken) },
  responses: {
    200: jsonResponse(
      z.object({ status: z.literal("unsubscribed") }).openapi("NewsletterUnsubscribed"),
      "Unsubscribed",
    ),
    400: errorResponses[400],
    404: errorResponses[404],
    429: tooMany,
  },
});
