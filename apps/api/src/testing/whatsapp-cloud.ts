import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request the fake Cloud API received. */
export interface CloudRequest {
  path: string;
  authorization: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the body is read loosely; tests check its shape
  body: Record<string, any>;
}

export interface WhatsAppCloudOptions {
  token?: string;
  phoneNumberId?: string;
  appSecret?: string;
  verifyToken?: string;
}

/**
 * The WhatsApp Business Cloud API on a local port (issue 27), as far as Rihla speaks it: the
 * messages endpoint `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer`,
 * answering `{ messaging_product, contacts, messages: [{ id: "wamid.…" }] }`, refusing a wrong
 * token (401, Graph's OAuthException) or another number id (404), and failing on request
 * (`failNext`) with a 5xx. Like Meta, it can POST signed webhooks (`X-Hub-Signature-256`).
 */
export async function startWhatsAppCloud(options: WhatsAppCloudOptions = {}) {
  const token = options.token ?? "EAAG-test-token";
  const phoneNumberId = options.phoneNumberId ?? "106540352242922";
  const appSecret = options.appSecret ?? "test-app-secret";
  const verifyToken = options.verifyToken ?? "test-verify-token";
  const requests: CloudRequest[] = [];
  /** What the endpoint accepted: the recipient and the message id it answered. */
  const sent: { to: string; wamid: string }[] = [];
  const failures: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? "/", "http://graph");
      let body: CloudRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as CloudRequest["body"];
      } catch {
        return reply(400, { error: { message: "Invalid JSON", code: 100 } });
      }
      requests.push({ path: url.pathname, authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${token}`) {
        return reply(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      }
      if (request.method !== "POST" || !url.pathname.endsWith(`/${phoneNumberId}/messages`)) {
        return reply(404, { error: { message: "Unknown path", code: 803 } });
      }
      const failure = failures.shift();
      if (failure !== undefined)
        return reply(failure, { error: { message: "Service temporarily unavailable", code: 2 } });
      if (body.messaging_product !== "whatsapp" || typeof body.to !== "string") {
        return reply(400, { error: { message: "(#100) Invalid parameter", code: 100 } });
      }
      const wamid = `wamid.${randomBytes(12).toString("base64url")}`;
      sent.push({ to: body.to, wamid });
      return reply(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const apiUrl = `http://127.0.0.1:${port}/v21.0`;

  /** The body and headers Meta would send for `payload`, signed with the app secret (or `secret`). */
  const signed = (payload: unknown, secret = appSecret) => {
    const body = JSON.stringify(payload);
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
      },
    };
  };

  return {
    requests,
    sent,
    /** The next `count` sends answer `status` (a 5xx: the worker must try again). */
    failNext(status: number, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    config: { apiUrl, token, phoneNumberId, appSecret, verifyToken },
    env: {
      WHATSAPP_API_URL: apiUrl,
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: verifyToken,
    },
    signed,
    /** POSTs a signed webhook to the app as Meta does; answers the app's status. */
    async deliver(webhookUrl: string, payload: unknown, secret?: string) {
      const { body, headers } = signed(payload, secret);
      const response = await fetch(webhookUrl, { method: "POST", headers, body });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type WhatsAppCloud = Awaited<ReturnType<typeof startWhatsAppCloud>>;

/** A webhook payload reporting `status` (sent, delivered, read, failed) of message `wamid`. */
export function statusWebhook(wamid: string, status: string, recipient: string, at = new Date()) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "908502220000", phone_number_id: "106540352242922" },
              statuses: [
                {
                  id: wamid,
                  status,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  recipient_id: recipient,
                  ...(status === "failed" ? { errors: [{ code: 131026, title: "Message undeliverable" }] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** A webhook payload of a text message the customer at `from` wrote. */
export function incomingWebhook(from: string, text: string, at = new Date(), name = "Müşteri") {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "908502220000", phone_number_id: "106540352242922" },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.in-${randomBytes(8).toString("hex")}`,
                  timestamp: String(Math.floor(at.getTime() / 1000)),
                  type: "text",
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}
