import { isWithinWhatsAppWindow } from "@rihla/domain";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { reservations, users, whatsAppConsents, whatsAppMessages } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { isUuid } from "../users/users.service.ts";

type ConsentRow = typeof whatsAppConsents.$inferSelect;
type MessageRow = typeof whatsAppMessages.$inferSelect;

const nameOf = async (db: Db, id: string | null) => {
  if (!id) return null;
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, id));
  return row ? { id: row.id, name: `${row.firstName} ${row.surname}`.trim() } : null;
};

export async function consentView(db: Db, row: ConsentRow) {
  return {
    id: row.id,
    phone: row.phone,
    source: row.source,
    optedInAt: row.optedInAt.toISOString(),
    recordedBy: await nameOf(db, row.recordedBy),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: await nameOf(db, row.withdrawnBy),
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function messageView(row: MessageRow, reservationCode: string | null) {
  return {
    id: row.id,
    direction: row.direction,
    customerId: row.customerId,
    phone: row.phone,
    reservationCode,
    template: row.template,
    locale: row.locale,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    failedAt: iso(row.failedAt),
  };
}

/** When the customer last wrote to us: the 24-hour window opens from there. */
export async function lastIncomingAt(db: Db, customerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${whatsAppMessages.createdAt})`.mapWith(whatsAppMessages.createdAt) })
    .from(whatsAppMessages)
    .where(and(eq(whatsAppMessages.customerId, customerId), eq(whatsAppMessages.direction, "IN")));
  return row?.at ?? null;
}

/**
 * GET /api/admin/whatsapp/conversations: one row per customer (or unknown number) with a message,
 * the latest first, with the last message, its status and whether the reply window is open.
 */
export async function listConversations({ ctx }: { ctx: ServiceContext }) {
  await requirePermission(ctx, "reservations.manage.all");
  type Row = {
    customer_id: string | null;
    phone: string;
    first_name: string | null;
    surname: string | null;
    direction: "OUT" | "IN";
    text: string;
    status: MessageRow["status"];
    created_at: string | Date;
    last_in: string | Date | null;
    total: number;
  };
  const rows = (await ctx.db.execute(sql`
    select distinct on (coalesce(m.customer_id::text, m.phone))
      m.customer_id, m.phone, u.first_name, u.surname, m.direction, m.text, m.status, m.created_at,
      (select max(i.created_at) from whatsapp_messages i
        where i.direction = 'IN' and coalesce(i.customer_id::text, i.phone) = coalesce(m.customer_id::text, m.phone)) as last_in,
      (select count(*)::int from whatsapp_messages c
        where coalesce(c.customer_id::text, c.phone) = coalesce(m.customer_id::text, m.phone)) as total
    from whatsapp_messages m
    left join users u on u.id = m.customer_id
    order by coalesce(m.customer_id::text, m.phone), m.created_at desc, m.id desc
    limit 500`)) as unknown as { rows: Row[] };
  const data = rows.rows
    .map((row) => ({
      customer: row.customer_id
        ? { id: row.customer_id, name: `${row.first_name ?? ""} ${row.surname ?? ""}`.trim() }
        : null,
      phone: row.phone,
      last: {
        direction: row.direction,
        text: row.text,
        status: row.status,
        at: new Date(row.created_at).toISOString(),
      },
      messages: Number(row.total),
      windowOpen: isWithinWhatsAppWindow(row.last_in ? new Date(row.last_in) : null, ctx.now),
    }))
    .sort((a, b) => (a.last.at < b.last.at ? 1 : a.last.at > b.last.at ? -1 : 0));
  return { configured: Boolean(ctx.deps.config.whatsApp), data };
}

/** GET /api/admin/whatsapp/conversations/{customerId}: the customer, their opt-in, every message. */
export async function getConversation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { customerId: string; reservationCode?: string | undefined };
}) {
  await requirePermission(ctx, "reservations.manage.all");
  if (!isUuid(input.customerId)) throw domainError(404, "NOT_FOUND");
  const [customer] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, surname: users.surname, phone: users.phone })
    .from(users)
    .where(eq(users.id, input.customerId));
  if (!customer) throw domainError(404, "NOT_FOUND");
  const [consent] = await ctx.db
    .select()
    .from(whatsAppConsents)
    .where(and(eq(whatsAppConsents.customerId, customer.id), isNull(whatsAppConsents.withdrawnAt)));
  const rows = await ctx.db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.customerId, customer.id))
    .orderBy(asc(whatsAppMessages.createdAt), asc(whatsAppMessages.id))
    .limit(1000);
  const reservationIds = [...new Set(rows.map((row) => row.reservationId).filter((id): id is string => id !== null))];
  const codes =
    reservationIds.length === 0
      ? []
      : await ctx.db
          .select({ id: reservations.id, code: reservations.code })
          .from(reservations)
          .where(inArray(reservations.id, reservationIds));
  const codeOf = new Map(codes.map((row) => [row.id, row.code]));
  const messages = rows
    .map((row) => messageView(row, row.reservationId ? (codeOf.get(row.reservationId) ?? null) : null))
    .filter((message) => !input.reservationCode || message.reservationCode === input.reservationCode);
  const lastIn = await lastIncomingAt(ctx.db, customer.id);
  return {
    configured: Boolean(ctx.deps.config.whatsApp),
    customer: { id: customer.id, name: `${customer.firstName} ${customer.surname}`.trim(), phone: customer.phone },
    consent: consent ? await consentView(ctx.db, consent) : null,
    windowOpen: isWithinWhatsAppWindow(lastIn, ctx.now),
    lastIncomingAt: lastIn?.toISOString() ?? null,
    messages,
  };
}

/** The latest messages first, for tests and the reservation page. */
export async function messagesOfReservation(db: Db, reservationId: string) {
  return db
    .select()
    .from(whatsAppMessages)
    .where(eq(whatsAppMessages.reservationId, reservationId))
    .orderBy(desc(whatsAppMessages.id));
}
