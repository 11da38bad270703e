import type { Locale } from "../paths/locale.ts";
import { z } from "../schemas/zod.ts";
import { isValidPhone, normalizePhone } from "./phone.ts";

/**
 * WhatsApp Business Cloud API (issue 27). Rihla sends template messages and, inside the
 * customer-service window, free text with `POST {base}/{phone-number-id}/messages`, and receives
 * delivery statuses and incoming messages on a webhook signed with the app secret. The rules here
 * are pure: what may be sent to whom, the request bodies, the webhook's shape, how a message's
 * status moves. The HMAC itself is computed by the API (node:crypto).
 */

/** The templates the agency registers with Meta, one per locale under the same name. */
export const whatsAppTemplateNames = [
  "reservation_received",
  "reservation_confirmed",
  "payment_due",
  "documents_missing",
  "departure_reminder",
] as const;
export type WhatsAppTemplateName = (typeof whatsAppTemplateNames)[number];

/**
 * What a template's body parameters stand for, in order ({{1}}, {{2}}, …): the server fills
 * `name`, `code`, `tour` and `date` from the customer, the reservation and its departure; `detail`
 * is what staff type (the amount and its due date, the missing documents).
 */
export const whatsAppParameterKinds = ["name", "code", "tour", "date", "detail"] as const;
export type WhatsAppParameterKind = (typeof whatsAppParameterKinds)[number];

export interface WhatsAppTemplate {
  parameters: readonly WhatsAppParameterKind[];
  /** The body as registered with Meta, per locale; {{n}} are the parameters. */
  body: Record<Locale, string>;
}

export const whatsAppTemplates: Record<WhatsAppTemplateName, WhatsAppTemplate> = {
  reservation_received: {
    parameters: ["name", "code"],
    body: {
      tr: "Merhaba {{1}}, {{2}} numaralı rezervasyon talebinizi aldık. En kısa sürede size dönüş yapacağız.",
      en: "Hello {{1}}, we have received your reservation request {{2}}. We will get back to you shortly.",
    },
  },
  reservation_confirmed: {
    parameters: ["name", "code", "tour", "date"],
    body: {
      tr: "Merhaba {{1}}, {{2}} numaralı rezervasyonunuz onaylandı: {{3}}, hareket {{4}}.",
      en: "Hello {{1}}, your reservation {{2}} is confirmed: {{3}}, departing {{4}}.",
    },
  },
  payment_due: {
    parameters: ["name", "code", "detail"],
    body: {
      tr: "Merhaba {{1}}, {{2}} numaralı rezervasyonunuz için ödeme hatırlatması: {{3}}.",
      en: "Hello {{1}}, a payment reminder for your reservation {{2}}: {{3}}.",
    },
  },
  documents_missing: {
    parameters: ["name", "code", "detail"],
    body: {
      tr: "Merhaba {{1}}, {{2}} numaralı rezervasyonunuz için eksik belgeler: {{3}}.",
      en: "Hello {{1}}, documents still missing for your reservation {{2}}: {{3}}.",
    },
  },
  departure_reminder: {
    parameters: ["name", "tour", "date"],
    body: {
      tr: "Merhaba {{1}}, {{2}} yolculuğunuz {{3}} tarihinde başlıyor. Hayırlı yolculuklar!",
      en: "Hello {{1}}, your journey {{2}} starts on {{3}}. Have a blessed trip!",
    },
  },
};

/** Meta's language codes of our locales (a template is registered once per code). */
export const whatsAppLanguageCodes: Record<Locale, string> = { tr: "tr", en: "en" };

/** Whether a template needs a reservation (its code, tour or date) to be filled. */
export function templateNeedsReservation(name: WhatsAppTemplateName): boolean {
  return whatsAppTemplates[name].parameters.some((kind) => kind === "code" || kind === "tour" || kind === "date");
}

/** Whether a template needs staff's own words (`detail`). */
export function templateNeedsDetail(name: WhatsAppTemplateName): boolean {
  return whatsAppTemplates[name].parameters.includes("detail");
}

/** The template's parameters in order, from what the server knows; a missing value is an empty text. */
export function templateParameters(
  name: WhatsAppTemplateName,
  values: Partial<Record<WhatsAppParameterKind, string>>,
): string[] {
  return whatsAppTemplates[name].parameters.map((kind) => values[kind] ?? "");
}

/** The text the customer reads, for the conversation view ({{n}} replaced). */
export function renderWhatsAppTemplate(name: WhatsAppTemplateName, locale: Locale, parameters: readonly string[]) {
  return whatsAppTemplates[name].body[locale].replace(/\{\{(\d+)\}\}/g, (whole, n: string) => {
    const value = parameters[Number(n) - 1];
    return value === undefined ? whole : value;
  });
}

/** The Cloud API wants the recipient's number in international form, digits only. */
export function whatsAppRecipient(phone: string): string {
  return normalizePhone(phone);
}

/** Cloud API limits: a body parameter's text may not hold newlines or tabs, nor more than 4 spaces in a row. */
export function cleanTemplateParameter(value: string): string {
  return value
    .replace(/[\n\r\t]+/g, " ")
    .replace(/ {4,}/g, "   ")
    .trim();
}

/** `POST {base}/{phone-number-id}/messages` with a template (allowed at any time, given consent). */
export function whatsAppTemplateRequest(message: {
  to: string;
  template: WhatsAppTemplateName;
  locale: Locale;
  parameters: readonly string[];
}) {
  return {
    messaging_product: "whatsapp" as const,
    recipient_type: "individual" as const,
    to: whatsAppRecipient(message.to),
    type: "template" as const,
    template: {
      name: message.template,
      language: { code: whatsAppLanguageCodes[message.locale] },
      components: [
        {
          type: "body" as const,
          parameters: message.parameters.map((text) => ({ type: "text" as const, text: cleanTemplateParameter(text) })),
        },
      ],
    },
  };
}

/** `POST {base}/{phone-number-id}/messages` with free text (only inside the 24-hour window). */
export function whatsAppTextRequest(message: { to: string; text: string }) {
  return {
    messaging_product: "whatsapp" as const,
    recipient_type: "individual" as const,
    to: whatsAppRecipient(message.to),
    type: "text" as const,
    text: { preview_url: false, body: message.text },
  };
}

/** The messages endpoint's address: `{base}/{phone-number-id}/messages`. */
export function whatsAppMessagesUrl(base: string, phoneNumberId: string): string {
  return `${base.replace(/\/+$/, "")}/${encodeURIComponent(phoneNumberId)}/messages`;
}

/** The endpoint's answer to a send: the message's id (`wamid.…`) is what statuses refer to. */
export const whatsAppSendAnswerSchema = z.object({
  messaging_product: z.literal("whatsapp"),
  contacts: z.array(z.object({ input: z.string().optional(), wa_id: z.string().optional() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1).max(200) })).min(1),
});

/** The customer-service window: free text may be sent up to 24 hours after the customer's last message. */
export const whatsAppWindowMs = 24 * 60 * 60 * 1000;

export function isWithinWhatsAppWindow(lastIncomingAt: Date | null | undefined, now: Date): boolean {
  if (!lastIncomingAt) return false;
  const elapsed = now.getTime() - lastIncomingAt.getTime();
  return elapsed >= 0 && elapsed < whatsAppWindowMs;
}

/** How a customer's opt-in was given (KVKK: its source is recorded with its time). */
export const whatsAppConsentSources = ["SIGN_UP", "RESERVATION", "STAFF_PHONE"] as const;
export type WhatsAppConsentSource = (typeof whatsAppConsentSources)[number];

/** Consent rule: nothing is sent without an opt-in that has not been withdrawn. */
export function hasActiveWhatsAppConsent(
  consent: { optedInAt: Date | string | null; withdrawnAt: Date | string | null } | null | undefined,
): boolean {
  return Boolean(consent?.optedInAt) && !consent?.withdrawnAt;
}

/** A message's state: OUT ones move QUEUED → SENT → DELIVERED → READ, or FAILED; IN ones are RECEIVED. */
export const whatsAppMessageStatuses = ["QUEUED", "SENT", "DELIVERED", "READ", "FAILED", "RECEIVED"] as const;
export type WhatsAppMessageStatus = (typeof whatsAppMessageStatuses)[number];
export const whatsAppDirections = ["OUT", "IN"] as const;
export type WhatsAppDirection = (typeof whatsAppDirections)[number];

const progress: Record<WhatsAppMessageStatus, number> = {
  RECEIVED: -1,
  QUEUED: 0,
  SENT: 1,
  DELIVERED: 2,
  READ: 3,
  FAILED: 4,
};

/**
 * Webhook statuses may arrive late or out of order (a `read` before its `delivered`): a message
 * only moves forward, and a failure is final. Answers the status to keep.
 */
export function nextWhatsAppStatus(
  current: WhatsAppMessageStatus,
  reported: WhatsAppMessageStatus,
): WhatsAppMessageStatus {
  if (current === "FAILED" || current === "RECEIVED") return current;
  return progress[reported] > progress[current] ? reported : current;
}

/** A webhook status word as our status (`sent`, `delivered`, `read`, `failed`); others are ignored. */
export function statusOfWebhook(word: string): WhatsAppMessageStatus | null {
  switch (word) {
    case "sent":
      return "SENT";
    case "delivered":
      return "DELIVERED";
    case "read":
      return "READ";
    case "failed":
      return "FAILED";
    default:
      return null;
  }
}

/** What a failed send means: retry later (5xx, 429, no answer) or give up (any other 4xx). */
export function whatsAppSendVerdict(status: number | "timeout" | "unreachable"): "retry" | "fail" {
  if (typeof status !== "number") return "retry";
  return status >= 500 || status === 429 ? "retry" : "fail";
}

/** Before attempt n+1 after n failures: 10 s, 20 s, 40 s … at most 30 minutes. */
export function whatsAppRetryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** Attempts before a message is given up as FAILED. */
export const whatsAppMaxAttempts = 8;

/** `X-Hub-Signature-256: sha256=<64 hex>`: the hex digest, or null when the header is not of that form. */
export function parseHubSignature(header: string | null | undefined): string | null {
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec((header ?? "").trim());
  return match ? match[1]!.toLowerCase() : null;
}

const webhookStatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(40).optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() })).optional(),
});

const webhookMessageSchema = z.object({
  from: z.string().min(1).max(40),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string().max(4096) }).optional(),
});

/** Meta's webhook payload (`object: whatsapp_business_account`), read leniently: unknown fields pass. */
export const whatsAppWebhookSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        id: z.string().optional(),
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z.object({
                messaging_product: z.string().optional(),
                contacts: z
                  .array(
                    z.object({
                      wa_id: z.string().max(40),
                      profile: z.object({ name: z.string().max(200) }).optional(),
                    }),
                  )
                  .optional(),
                messages: z.array(webhookMessageSchema).optional(),
                statuses: z.array(webhookStatusSchema).optional(),
              }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

/** The webhook's events in order: status updates and incoming messages, with their times. */
export function webhookEvents(payload: WhatsAppWebhook) {
  const statuses: { wamid: string; status: WhatsAppMessageStatus; at: Date; error: string | null }[] = [];
  const messages: { wamid: string; from: string; at: Date; text: string; type: string; name: string | null }[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const names = new Map((change.value.contacts ?? []).map((c) => [c.wa_id, c.profile?.name ?? null]));
      for (const s of change.value.statuses ?? []) {
        const status = statusOfWebhook(s.status);
        if (!status) continue;
        const error = s.errors?.[0];
        statuses.push({
          wamid: s.id,
          status,
          at: new Date(Number(s.timestamp) * 1000),
          error: error ? `${error.code ?? ""} ${error.title ?? ""}`.trim() : null,
        });
      }
      for (const m of change.value.messages ?? []) {
        messages.push({
          wamid: m.id,
          from: normalizePhone(m.from),
          at: new Date(Number(m.timestamp) * 1000),
          text: m.text?.body ?? `[${m.type}]`,
          type: m.type,
          name: names.get(m.from) ?? null,
        });
      }
    }
  }
  return { statuses, messages };
}

const phoneField = z.string().refine(isValidPhone, { error: "PHONE_INVALID" }).transform(normalizePhone);

/** `PUT /api/admin/customers/{id}/whatsapp-consent`: record an opt-in (the phone defaults to the customer's). */
export const whatsAppConsentRequestSchema = z.object({
  source: z.enum(whatsAppConsentSources, { error: "INVALID_VALUE" }),
  phone: phoneField.optional(),
});
export type WhatsAppConsentRequest = z.infer<typeof whatsAppConsentRequestSchema>;

/** `POST /api/admin/whatsapp/messages`: a template (any time) or free text (inside the window). */
export const whatsAppSendRequestSchema = z
  .object({
    customerId: z.uuid({ error: "INVALID_VALUE" }),
    reservationCode: z.string().min(1).max(40).optional(),
    template: z.enum(whatsAppTemplateNames, { error: "INVALID_VALUE" }).optional(),
    locale: z.enum(["tr", "en"], { error: "INVALID_VALUE" }).optional(),
    detail: z.string().trim().max(300, { error: "TOO_LONG" }).optional(),
    text: z.string().trim().min(1, { error: "REQUIRED" }).max(4096, { error: "TOO_LONG" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.template && !value.text) ctx.addIssue({ code: "custom", path: ["template"], message: "REQUIRED" });
    if (value.template && value.text) ctx.addIssue({ code: "custom", path: ["text"], message: "INVALID_VALUE" });
    if (value.template && templateNeedsDetail(value.template) && !value.detail) {
      ctx.addIssue({ code: "custom", path: ["detail"], message: "REQUIRED" });
    }
    if (value.template && templateNeedsReservation(value.template) && !value.reservationCode) {
      ctx.addIssue({ code: "custom", path: ["reservationCode"], message: "REQUIRED" });
    }
  });
export type WhatsAppSendRequest = z.infer<typeof whatsAppSendRequestSchema>;

/** `POST /api/admin/departures/{id}/whatsapp-broadcast`: one template to every opted-in contact. */
export const whatsAppBroadcastRequestSchema = z
  .object({
    template: z.enum(whatsAppTemplateNames, { error: "INVALID_VALUE" }),
    detail: z.string().trim().max(300, { error: "TOO_LONG" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (templateNeedsDetail(value.template) && !value.detail) {
      ctx.addIssue({ code: "custom", path: ["detail"], message: "REQUIRED" });
    }
  });
export type WhatsAppBroadcastRequest = z.infer<typeof whatsAppBroadcastRequestSchema>;
