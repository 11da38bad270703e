import { z } from "@hono/zod-openapi";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { auditEvents, users } from "../../db/schema.ts";

/**
 * The general event log (issue 24, ADR 0204). Every change staff make outside reservations is
 * one row, written with `recordEvent` inside the change's own transaction (pass its `tx`), so a
 * change and its log entry commit or roll back together. Issues 25–27 log tours, prices and
 * payments the same way under their own `entity`.
 */
export type AuditEntity =
  | "user"
  | "customer"
  | "note"
  | "tour"
  | "departure"
  | "price"
  | "payment"
  | "call"
  | "privateTour"
  | "contactRequest"
  | "serviceQuestion"
  | "newsletterSubscription"
  | "whatsapp"
  | "invoice"
  | "apiClient"
  | "cashDesk";

export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

export interface AuditEntry {
  entity: AuditEntity;
  entityId: string | number;
  /** created | updated | deleted | done | reopened …: a verb the pages translate. */
  action: string;
  changes?: AuditChanges;
  /** Free text that goes with the change (a reason). */
  note?: string | null;
}

/** Writes one entry. `actorId` null: the system did it. Call it with the transaction's `tx`. */
export async function recordEvent(tx: Db, who: { actorId: string | null; at: Date }, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    entity: entry.entity,
    entityId: String(entry.entityId),
    actorId: who.actorId,
    action: entry.action,
    changes: entry.changes ?? {},
    note: entry.note ?? null,
    createdAt: who.at,
  });
}

/**
 * The fields that differ between two versions of a record, as `{ field: { from, to } }`;
 * compared by value (JSON), so dates and arrays compare as what they say.
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** One entry as the API answers it: the actor by name, for the pages' "who, when, what". */
export const auditEventSchema = z
  .object({
    id: z.number().int(),
    entity: z.string().openapi({ example: "user" }),
    entityId: z.string(),
    action: z.string().openapi({ example: "updated" }),
    actor: z.object({ id: z.string(), name: z.string() }).nullable(),
    changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("AuditEvent");
export type AuditEventView = z.output<typeof auditEventSchema>;

/** An entity's log, newest first (at most `limit`, older than the `before` id when paging). */
export async function eventsOf(
  db: Db,
  entity: AuditEntity,
  entityId: string | number,
  options: { limit?: number; before?: number } = {},
): Promise<AuditEventView[]> {
  const rows = await db
    .select({
      event: auditEvents,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.surname}`,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(
      and(
        eq(auditEvents.entity, entity),
        eq(auditEvents.entityId, String(entityId)),
        options.before ? lt(auditEvents.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(options.limit ?? 100);
  return rows.map(({ event, actorName }) => toView(event, actorName));
}

export function toView(event: typeof auditEvents.$inferSelect, actorName: string | null): AuditEventView {
  return {
    id: event.id,
    entity: event.entity,
    entityId: event.entityId,
    action: event.action,
    actor: event.actorId ? { id: event.actorId, name: actorName ?? "" } : null,
    changes: event.changes,
    note: event.note,
    createdAt: event.createdAt.toISOString(),
  };
}
