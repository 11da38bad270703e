import { foldSearchText, userChangeRefusal, userLoggedFields, type UserChange } from "@rihla/domain";
import { and, count, desc, eq, gt, lt, or, sql, type SQL } from "drizzle-orm";
import { sessions, users } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { changesBetween, eventsOf, recordEvent } from "../audit/audit.ts";
import { sessionUserOf } from "../../http/session.ts";
import { deleteUserSessions } from "../auth/sessions.ts";
import { isUuid } from "./users.service.ts";
import { toUserJson } from "./users.shape.ts";

export type UserListRole = "Customer" | "Agent" | "Master" | "admin";

/** Folded like the reservations' search text (migration 0010's `rihla_search_fold`). */
const searchable = sql`rihla_search_fold(concat_ws(' ', ${users.firstName}, ${users.surname}, ${users.email}, ${users.phone}))`;

/**
 * GET /api/admin/users: every account with role, admin flag, accounting role, extension and
 * status, newest first, keyset-paged; filtered by role (or "admin") and text.
 */
export async function listAdminUsers({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { role?: UserListRole | undefined; q?: string | undefined; cursor?: string | undefined; pageSize: number };
}) {
  await requirePermission(ctx, "users.list");
  const before = input.cursor ? decodeUserCursor(input.cursor) : undefined;
  const roleFilter: SQL | undefined =
    input.role === "admin" ? eq(users.isAdmin, true) : input.role ? eq(users.role, input.role) : undefined;
  const text = input.q
    ? sql`${searchable} like ${`%${foldSearchText(input.q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
    : undefined;
  const where = and(
    roleFilter,
    text,
    before
      ? or(lt(users.createdAt, before.createdAt), and(eq(users.createdAt, before.createdAt), lt(users.id, before.id)))
      : undefined,
  );
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(input.pageSize + 1);
  const page = rows.slice(0, input.pageSize);
  const last = page.at(-1);
  return {
    data: page.map(toUserJson),
    next:
      rows.length > input.pageSize && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString("base64url")
        : null,
  };
}

function decodeUserCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { cursor: ["INVALID_VALUE"] } });
  }
  return { createdAt, id };
}

/** GET /api/admin/users/{id}: the account, its live sessions' count, and its change log. */
export async function getAdminUser({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  const viewer = await requirePermission(ctx, "users.list");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  const [user] = await ctx.db.select().from(users).where(eq(users.id, input.id));
  if (!user) throw domainError(404, "NOT_FOUND");
  const [live] = await ctx.db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(eq(sessions.userId, user.id), gt(sessions.idleExpiresAt, ctx.now), gt(sessions.absoluteExpiresAt, ctx.now)),
    );
  const target = sessionUserOf(user);
  return {
    user: toUserJson(user),
    liveSessions: live?.n ?? 0,
    /** Whether the viewer may change this account at all (the page shows the form or not). */
    manageable: userChangeRefusal(viewer, target, { dial: user.dial, active: undefined }) === null,
    events: await eventsOf(ctx.db, "user", user.id),
  };
}

/**
 * PATCH /api/admin/users/{id}: role, admin flag, accounting role, extension, status — by the
 * domain's `userChangeRefusal` (only a Master changes or makes a Master; nobody hands out the
 * accounting role without holding it; nobody removes their own access). Disabling ends every
 * session of the account in the same transaction as the change and its log entry.
 */
export async function updateUser({ ctx, input }: { ctx: ServiceContext; input: { id: string; change: UserChange } }) {
  const actor = await requirePermission(ctx, "users.manage");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.id)).for("update");
    if (!target) throw domainError(404, "NOT_FOUND");
    const refusal = userChangeRefusal(actor, sessionUserOf(target), input.change);
    if (refusal) throw domainError(403, refusal);
    const after = Object.fromEntries(
      Object.entries(input.change).filter(([, value]) => value !== undefined),
    ) as Partial<typeof target>;
    const changes = changesBetween(target, after, userLoggedFields);
    if (Object.keys(changes).length === 0) return { user: toUserJson(target) };
    const [user] = await tx
      .update(users)
      .set({ ...after, updatedAt: ctx.now })
      .where(eq(users.id, input.id))
      .returning();
    if (changes.active && !user!.active) await deleteUserSessions(tx, input.id);
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      { entity: "user", entityId: input.id, action: "updated", changes },
    );
    return { user: toUserJson(user!) };
  });
}
