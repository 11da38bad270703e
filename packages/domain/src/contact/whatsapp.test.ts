import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  statusOfWebhook,
  templateNeedsDetail,
  templateNeedsReservation,
  templateParameters,
  whatsAppRetryDelayMs,
  hasActiveWhatsAppConsent,
  isWithinWhatsAppWindow,
  nextWhatsAppStatus,
  parseHubSignature,
  renderWhatsAppTemplate,
  webhookEvents,
  whatsAppBroadcastRequestSchema,
  whatsAppMessagesUrl,
  whatsAppSendRequestSchema,
  whatsAppSendVerdict,
  whatsAppTemplateNames,
  whatsAppTemplateRequest,
  whatsAppTemplates,
  whatsAppTextRequest,
  whatsAppWebhookSchema,
  whatsAppWindowMs,
  type WhatsAppMessageStatus,
} from "./whatsapp.ts";

const seed = { seed: 27, numRuns: 200 };

describe("WhatsApp Cloud API requests (issue 27)", () => {
  it("builds a template message with the body parameters in order and the normalised recipient", () => {
    expect(
      whatsAppTemplateRequest({
        to: "+90 (532) 123 45 67",
        template: "reservation_received",
        locale: "tr",
        parameters: ["Hatice", "RH-1001"],
      }),
    ).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "905321234567",
      type: "template",
      template: {
        name: "reservation_received",
        language: { code: "tr" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Hatice" },
              { type: "text", text: "RH-1001" },
            ],
          },
        ],
      },
    });
  });

  it("keeps newlines and tabs out of template parameters (the API refuses them)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const [parameter] = whatsAppTemplateRequest({
          to: "05321234567",
          template: "payment_due",
          locale: "en",
          parameters: [text],
        }).template.components[0]!.parameters;
        expect(parameter!.text).not.toMatch(/[\n\r\t]| {4}/);
      }),
      seed,
    );
  });

  it("builds a free-text reply and the messages address", () => {
    expect(whatsAppTextRequest({ to: "0532 123 45 67", text: "Merhaba" })).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "905321234567",
      type: "text",
      text: { preview_url: false, body: "Merhaba" },
    });
    expect(whatsAppMessagesUrl("https://graph.facebook.com/v21.0/", "1234")).toBe(
      "https://graph.facebook.com/v21.0/1234/messages",
    );
  });

  it("has every template in both locales with as many placeholders as parameters", () => {
    for (const name of whatsAppTemplateNames) {
      const template = whatsAppTemplates[name];
      for (const locale of ["tr", "en"] as const) {
        const placeholders = new Set(template.body[locale].match(/\{\{\d+\}\}/g));
        expect(placeholders.size).toBe(template.parameters.length);
        const filled = renderWhatsAppTemplate(
          name,
          locale,
          template.parameters.map((_, i) => `P${i}`),
        );
        expect(filled).not.toMatch(/\{\{/);
      }
    }
  });
});

describe("rules", () => {
  it("allows free text only within 24 hours of the customer's last message", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(isWithinWhatsAppWindow(null, now)).toBe(false);
    expect(isWithinWhatsAppWindow(new Date(now.getTime() - whatsAppWindowMs + 1), now)).toBe(true);
    expect(isWithinWhatsAppWindow(new Date(now.getTime() - whatsAppWindowMs), now)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * whatsAppWindowMs }), (ago) => {
        expect(isWithinWhatsAppWindow(new Date(now.getTime() - ago), now)).toBe(ago < whatsAppWindowMs);
      }),
      seed,
    );
  });

  it("sends only with an opt-in that was not withdrawn", () => {
    expect(hasActiveWhatsAppConsent(null)).toBe(false);
    expect(hasActiveWhatsAppConsent({ optedInAt: new Date(), withdrawnAt: null })).toBe(true);
    expect(hasActiveWhatsAppConsent({ optedInAt: new Date(), withdrawnAt: new Date() })).toBe(false);
  });

  it("ends at the furthest status whatever order the webhook reports them in", () => {
    const reported = fc.array(fc.constantFrom<WhatsAppMessageStatus>("SENT", "DELIVERED", "READ"), { maxLength: 6 });
    fc.assert(
      fc.property(reported, (events) => {
        const final = events.reduce(nextWhatsAppStatus, "QUEUED" as WhatsAppMessageStatus);
        const rank = ["QUEUED", "SENT", "DELIVERED", "READ"];
        const furthest = events.reduce((best, s) => (rank.indexOf(s) > rank.indexOf(best) ? s : best), "QUEUED");
        expect(final).toBe(furthest);
      }),
      seed,
    );
    expect(nextWhatsAppStatus("FAILED", "READ")).toBe("FAILED");
    expect(nextWhatsAppStatus("READ", "FAILED")).toBe("FAILED");
  });

  it("retries 5xx, 429 and silence, gives up on other 4xx", () => {
    expect([500, 503, 429, "timeout" as const].map(whatsAppSendVerdict)).toEqual(["retry", "retry", "retry", "retry"]);
    expect([400, 401, 404].map(whatsAppSendVerdict)).toEqual(["fail", "fail", "fail"]);
  });

  it("reads the signature header only in its sha256=<64 hex> form", () => {
    expect(parseHubSignature(`sha256=${"aB".repeat(32)}`)).toBe("ab".repeat(32));
    expect(parseHubSignature("sha1=abc")).toBeNull();
    expect(parseHubSignature(`sha256=${"a".repeat(63)}`)).toBeNull();
    expect(parseHubSignature(undefined)).toBeNull();
    expect(parseHubSignature(null)).toBeNull();
    const hex = "0f".repeat(32);
    expect(parseHubSignature(`  sha256=${hex}  `)).toBe(hex);
    // Nothing before or after the digest: a 65th character or a prefix is another header.
    expect(parseHubSignature(`sha256=${hex}0`)).toBeNull();
    expect(parseHubSignature(`xsha256=${hex}`)).toBeNull();
    expect(parseHubSignature(`sha256=${hex},sha256=${hex}`)).toBeNull();
  });
});

describe("requests and webhooks", () => {
  it("reads statuses and incoming messages from Meta's payload", () => {
    const payload = whatsAppWebhookSchema.parse({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "WABA",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { phone_number_id: "1" },
                contacts: [{ wa_id: "905321234567", profile: { name: "Hatice" } }],
                messages: [
                  {
                    from: "905321234567",
                    id: "wamid.IN",
                    timestamp: "1764158400",
                    type: "text",
                    text: { body: "Selam" },
                  },
                ],
                statuses: [
                  { id: "wamid.OUT", status: "delivered", timestamp: "1764158401", recipient_id: "905321234567" },
                  { id: "wamid.OUT", status: "deleted", timestamp: "1764158402" },
                ],
              },
            },
          ],
        },
      ],
    });
    const events = webhookEvents(payload);
    expect(events.statuses).toEqual([
      { wamid: "wamid.OUT", status: "DELIVERED", at: new Date(1764158401000), error: null },
    ]);
    expect(events.messages).toEqual([
      {
        wamid: "wamid.IN",
        from: "905321234567",
        at: new Date(1764158400000),
        text: "Selam",
        type: "text",
        name: "Hatice",
      },
    ]);
  });

  it("asks for what a template needs", () => {
    const customerId = "3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    const missing = whatsAppSendRequestSchema.safeParse({ customerId, template: "payment_due" });
    expect(missing.success).toBe(false);
    const paths = missing.error!.issues.map((issue) => issue.path.join("."));
    expect(paths.sort()).toEqual(["detail", "reservationCode"]);
    expect(whatsAppSendRequestSchema.safeParse({ customerId }).success).toBe(false);
    expect(whatsAppSendRequestSchema.safeParse({ customerId, text: "Merhaba" }).success).toBe(true);
    expect(whatsAppBroadcastRequestSchema.safeParse({ template: "departure_reminder" }).success).toBe(true);
    expect(whatsAppBroadcastRequestSchema.safeParse({ template: "documents_missing" }).success).toBe(false);
  });
});

describe("the rest of the protocol's edges", () => {
  it("leaves a placeholder without a value as it is, and fills missing values with empty text", () => {
    expect(renderWhatsAppTemplate("reservation_received", "en", ["Ali"])).toBe(
      "Hello Ali, we have received your reservation request {{2}}. We will get back to you shortly.",
    );
    expect(templateParameters("departure_reminder", { name: "Ali", date: "1 Aralık" })).toEqual([
      "Ali",
      "",
      "1 Aralık",
    ]);
    expect(templateNeedsReservation("departure_reminder")).toBe(true);
    expect(templateNeedsDetail("reservation_confirmed")).toBe(false);
  });

  it("maps every webhook status word, and waits longer after each failure up to half an hour", () => {
    expect(["sent", "delivered", "read", "failed", "deleted"].map(statusOfWebhook)).toEqual([
      "SENT",
      "DELIVERED",
      "READ",
      "FAILED",
      null,
    ]);
    expect([0, 1, 2, 3].map(whatsAppRetryDelayMs)).toEqual([10_000, 10_000, 20_000, 40_000]);
    expect(whatsAppRetryDelayMs(40)).toBe(30 * 60_000);
    expect(whatsAppSendVerdict("unreachable")).toBe("retry");
    expect(hasActiveWhatsAppConsent(undefined)).toBe(false);
    expect(nextWhatsAppStatus("RECEIVED", "READ")).toBe("RECEIVED");
  });

  it("reads a failure's reason, a message without text, and skips other fields", () => {
    const events = webhookEvents(
      whatsAppWebhookSchema.parse({
        object: "whatsapp_business_account",
        entry: [
          {
            changes: [
              { field: "account_update", value: {} },
              {
                field: "messages",
                value: {
                  contacts: [{ wa_id: "905321234567" }],
                  messages: [{ from: "905321234567", id: "wamid.IMG", timestamp: "1", type: "image" }],
                  statuses: [
                    {
                      id: "wamid.F",
                      status: "failed",
                      timestamp: "2",
                      errors: [{ code: 131026, title: "Message undeliverable" }],
                    },
                    { id: "wamid.G", status: "failed", timestamp: "3", errors: [{}] },
                  ],
                },
              },
            ],
          },
          {},
        ],
      }),
    );
    expect(events.statuses.map((s) => [s.status, s.error])).toEqual([
      ["FAILED", "131026 Message undeliverable"],
      ["FAILED", ""],
    ]);
    expect(events.messages).toEqual([
      { wamid: "wamid.IMG", from: "905321234567", at: new Date(1000), text: "[image]", type: "image", name: null },
    ]);
  });

  it("refuses a template and free text together, and a detail the broadcast does not need is allowed", () => {
    const customerId = "3f2b8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    const both = whatsAppSendRequestSchema.safeParse({
      customerId,
      template: "reservation_received",
      reservationCode: "RH-2026-000001",
      text: "Merhaba",
    });
    expect(both.error?.issues.map((issue) => issue.path.join("."))).toEqual(["text"]);
    expect(whatsAppBroadcastRequestSchema.safeParse({ template: "payment_due", detail: "1.500 USD" }).success).toBe(
      true,
    );
  });
});
