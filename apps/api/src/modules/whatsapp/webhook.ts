import {
  hasControlCharacters,
  nextWhatsAppStatus,
  webhookEvents,
  whatsAppWebhookSchema,
  type WhatsAppMessageStatus,
} from "@rihla/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { reservations, users, whatsAppConsents, whatsAppMessages } from "../../db/schema.ts";
import type { Db } from "../../db/database.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import { recordEvent } from "../audit/audit.ts";
import { isValidHubSignature } from "./signature.ts";

/**
 * GET /api/whatsapp/webhook: Meta's verification handshake. It sends `hub.mode=subscribe`, the
 * verify token we gave it and a challenge; we echo the challenge only when the token is ours.
 */
export function verifyWebhook({
  ctx,
  input: query,
}: {
  ctx: ServiceContext;
  input: Record<string, string | undefined>;
}): string {
  const settings = ctx.deps.config.whatsApp;
  const token = query["hub.verify_token"];
  if (!settings || query["hub.mode"] !== "subscribe" || !token || token !== settings.verifyToken) {
    throw domainError(403, "FORBIDDEN");
  }
  return query["hub.challenge"] ?? "";
}

const timestampOf: Record<WhatsAppMessageStatus, "sentAt" | "deliveredAt" | "readAt" | "failedAt" | null> = {
  QUEUED: null,
  RECEIVED: null,
  SENT: "sentAt",
  DELIVERED: "deliveredAt",
  READ: "readAt",
  FAILED: "failedAt",
};

/** Control characters other than newline and tab are dropped from what customers write. */
// eslint-disable-next-line no-control-regex -- dropping control characters is the point
const clean = (text: string) => text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");

async function customerOfPhone(db: Db, phone: string): Promise<string | null> {
  // An opt-in names the number that agreed; otherwise the account's own number.
  const [consent] = await db
    .select({ id: whatsAppConsents.customerId })
    .from(whatsAppConsents)
    .where(eq(whatsAppConsents.phone, phone))
    .orderBy(desc(whatsAppConsents.optedInAt))
    .limit(1);
  if (consent) return consent.id;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, phone))
    .orderBy(users.createdAt)
    .limit(1);
  return user?.id ?? null;
}

/**
 * POST /api/whatsapp/webhook: the raw body is checked against `X-Hub-Signature-256` before a
 * byte of it is parsed; a missing or wrong signature is a 401 and nothing changes. Then statuses
 * move our messages forward (by wamid; late or repeated ones change nothing) and incoming messages
 * are stored once each (by wamid), matched to a customer by the normalised number.
 */
export async function receiveWebhook({
  ctx,
  input: { raw, signature },
}: {
  ctx: ServiceContext;
  /** The body's bytes as sent (the signature covers them) and `X-Hub-Signature-256`. */
  input: { raw: Uint8Array; signature: string | undefined };
}) {
  const settings = ctx.deps.config.whatsApp;
  if (!settings) throw domainError(404, "NOT_FOUND");
  if (!isValidHubSignature(settings.appSecret, raw, signature)) throw domainError(401, "UNAUTHORIZED");
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    throw domainError(400, "VALIDATION_FAILED", { fields: { _form: ["INVALID_VALUE"] } });
  }
  // Parsed here, not by the route: only a body whose signature holds is read at all.
  const parsed = whatsAppWebhookSchema.safeParse(json);
  if (!parsed.success) throw domainError(400, "VALIDATION_FAILED", { fields: { _form: ["INVALID_VALUE"] } });
  const events = webhookEvents(parsed.data);
  const db = ctx.db;
  const at = ctx.now;
  let updated = 0;
  let received = 0;
  const moved = new Set<string>();
  await db.transaction(async (tx) => {
    for (const status of events.statuses) {
      const [row] = await tx
        .select()
        .from(whatsAppMessages)
        .where(and(eq(whatsAppMessages.wamid, status.wamid), eq(whatsAppMessages.direction, "OUT")))
        .for("update");
      if (!row) continue;
      const next = nextWhatsAppStatus(row.status, status.status);
      const column = timestampOf[status.status];
      const stamp = column && row[column] === null ? { [column]: status.at } : {};
      if (next === row.status && Object.keys(stamp).length === 0) continue;
      await tx
        .update(whatsAppMessages)
        .set({
          status: next,
          ...stamp,
          ...(status.status === "FAILED" ? { lastError: status.error ?? "failed" } : {}),
        })
        .where(eq(whatsAppMessages.id, row.id));
      if (next !== row.status) {
        updated += 1;
        if (row.reservationId) moved.add(row.reservationId);
        await recordEvent(
          tx,
          { actorId: null, at },
          { entity: "whatsapp", entityId: row.id, action: `whatsapp.${next.toLowerCase()}`, note: status.error },
        );
      }
    }
    for (const message of events.messages) {
      const text = clean(message.text).slice(0, 4096);
      if (hasControlCharacters(text)) continue;
      const [inserted] = await tx
        .insert(whatsAppMessages)
        .values({
          direction: "IN",
          customerId: await customerOfPhone(tx, message.from),
          phone: message.from,
          text,
          wamid: message.wamid,
          status: "RECEIVED",
          createdAt: message.at,
        })
        .onConflictDoNothing({ target: whatsAppMessages.wamid })
        .returning({ id: whatsAppMessages.id });
      if (inserted) received += 1;
    }
  });
  // After the commit: an open reservation page shows the new status without a reload.
  if (moved.size > 0) {
    const codes = await db
      .select({ code: reservations.code })
      .from(reservations)
      .where(inArray(reservations.id, [...moved]));
    for (const { code } of codes) publishStaffEvent(ctx, { type: "reservation.changed", code });
  }
  return { updated, received };
}
