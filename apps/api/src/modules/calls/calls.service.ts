import { originateAnswerSchema, originateTimeoutMs, originateUrl, type CallResult } from "@rihla/domain";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { auditEvents, users } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { log } from "../../log.ts";
import { recordEvent } from "../audit/audit.ts";

/**
 * `POST /api/admin/calls` (spec §7, issue 27): the provider rings the signed-in staff member's
 * extension (U_Dial) and connects it to `phone`. Whatever the provider answers, or if it does not
 * answer, the call is logged (the general event log, entity `call`, the number as its id) and
 * the staff member reads the outcome; only a missing configuration or extension is refused.
 */
export async function startCall({ ctx, input }: { ctx: ServiceContext; input: { phone: string } }) {
  const staff = await requirePermission(ctx, "reservations.manage.all");
  const telephony = ctx.deps.config.telephony;
  if (!telephony) throw domainError(409, "TELEPHONY_NOT_CONFIGURED");
  const [row] = await ctx.db.select({ dial: users.dial }).from(users).where(eq(users.id, staff.id));
  const extension = row?.dial;
  if (!extension) throw domainError(409, "NO_EXTENSION");
  const url = originateUrl(telephony.originateUrl, { key: telephony.key, extension, destination: input.phone });
  const { result, message } = await originate(url);
  await recordEvent(
    ctx.db,
    { actorId: staff.id, at: ctx.now },
    { entity: "call", entityId: input.phone, action: result === "STARTED" ? "started" : "failed", note: message },
  );
  return { result, message };
}

async function originate(url: string): Promise<{ result: CallResult; message: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(originateTimeoutMs) });
    const answer = originateAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !answer.success) {
      // The provider's key is in the address: only the status is logged.
      log.warn({ status: response.status }, "telephony: the originate endpoint refused or answered out of shape");
      return { result: "FAILED", message: answer.success ? (answer.data.message ?? "") : `HTTP ${response.status}` };
    }
    return { result: answer.data.success ? "STARTED" : "FAILED", message: answer.data.message ?? "" };
  } catch (error) {
    log.warn({ err: error }, "telephony: the originate endpoint did not answer");
    return {
      result: "FAILED",
      message: error instanceof Error && error.name === "TimeoutError" ? "TIMEOUT" : "UNREACHABLE",
    };
  }
}

/** `GET /api/admin/calls`: the log, newest first, the caller and the customer by name. */
export async function listCalls({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { staff?: string | undefined; result?: CallResult | undefined; cursor?: string | undefined; pageSize: number };
}) {
  await requirePermission(ctx, "reservations.manage.all");
  const conditions = [eq(auditEvents.entity, "call")];
  if (input.staff) conditions.push(eq(auditEvents.actorId, input.staff));
  if (input.result) conditions.push(eq(auditEvents.action, input.result === "STARTED" ? "started" : "failed"));
  if (input.cursor) conditions.push(lt(auditEvents.id, Number(input.cursor)));
  const rows = await ctx.db
    .select({
      id: auditEvents.id,
      at: auditEvents.createdAt,
      phone: auditEvents.entityId,
      action: auditEvents.action,
      note: auditEvents.note,
      staffId: auditEvents.actorId,
      staffName: sql<
        string | null
      >`(select first_name || ' ' || surname from users s where s.id = ${auditEvents.actorId})`,
      customerId: sql<
        string | null
      >`(select c.id::text from users c where c.phone = ${auditEvents.entityId} order by c.created_at limit 1)`,
      customerName: sql<
        string | null
      >`(select c.first_name || ' ' || c.surname from users c where c.phone = ${auditEvents.entityId} order by c.created_at limit 1)`,
    })
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  return {
    data: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: row.staffId ? { id: row.staffId, name: row.staffName ?? "" } : null,
      phone: row.phone,
      customer: row.customerId ? { id: row.customerId, name: row.customerName ?? "" } : null,
      result: (row.action === "started" ? "STARTED" : "FAILED") as CallResult,
      message: row.note ?? "",
    })),
    next: rows.length > input.pageSize ? String(page.at(-1)!.id) : null,
  };
}
