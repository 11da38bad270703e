import type { PrivateTourChange, PrivateTourListQuery } from "@rihla/domain";
import { eq, sql } from "drizzle-orm";
import { informationRequests } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { rowsOf } from "../admin-reservations/admin-reservations.queries.ts";
import { eventsOf, recordEvent, type AuditChanges } from "../audit/audit.ts";
import { privateTourById, privateTourPage, privateTourPageSize, staffMembers } from "./private-tours.queries.ts";

const duplicateNoteWindowMs = 60_000;

/** GET /api/admin/private-tours: the pipeline, newest first. */
export async function listPrivateTours({ ctx, input }: { ctx: ServiceContext; input: PrivateTourListQuery }) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const page = await privateTourPage(ctx.db, input, actor.id);
  return { ...page, page: input.page, pageSize: privateTourPageSize };
}

/** GET /api/admin/private-tours/{id}: the request, who it may go to, and its log. */
export async function getPrivateTour({ ctx, input }: { ctx: ServiceContext; input: { id: number } }) {
  await requirePermission(ctx, "reservations.manage.all");
  const request = await privateTourById(ctx.db, input.id);
  if (!request) throw domainError(404, "NOT_FOUND");
  return { request, staff: await staffMembers(ctx.db), events: await eventsOf(ctx.db, "privateTour", input.id) };
}

/**
 * PATCH /api/admin/private-tours/{id}: a status, an assignee and/or a note, in one transaction
 * with its log entry (who, when, from → to; the note is the entry's note). Setting what is
 * already set changes nothing and logs nothing, so a double submit leaves one entry.
 */
export async function updatePrivateTour({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; change: PrivateTourChange };
}) {
  const actor = await requirePermission(ctx, "reservations.manage.all");
  const { status, assigneeId, note } = input.change;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: informationRequests.status, assigneeId: informationRequests.assigneeId })
      .from(informationRequests)
      .where(eq(informationRequests.id, input.id))
      .for("update");
    if (!before) throw domainError(404, "NOT_FOUND");
    const changes: AuditChanges = {};
    if (status !== undefined && status !== before.status) changes.status = { from: before.status, to: status };
    if (assigneeId !== undefined && assigneeId !== before.assigneeId) {
      if (assigneeId !== null) {
        const [staff] = await rowsOf<{ id: string }>(
          tx,
          sql`select id from users where id = ${assigneeId} and active and (is_admin or role = 'Master')`,
        );
        if (!staff) throw domainError(400, "VALIDATION_FAILED", { fields: { assigneeId: ["INVALID_VALUE"] } });
      }
      changes.assigneeId = { from: before.assigneeId, to: assigneeId };
    }
    if (Object.keys(changes).length === 0) {
      if (note === undefined) return;
      // A double submit of the same note (the first click's entry is the newest) is written once.
      const [last] = await eventsOf(tx, "privateTour", input.id, { limit: 1 });
      if (
        last?.note === note &&
        last.actor?.id === actor.id &&
        ctx.now.getTime() - Date.parse(last.createdAt) < duplicateNoteWindowMs
      ) {
        return;
      }
    }
    if (Object.keys(changes).length > 0) {
      await tx
        .update(informationRequests)
        .set({
          ...(changes.status ? { status } : {}),
          ...(changes.assigneeId ? { assigneeId } : {}),
          updatedAt: ctx.now,
        })
        .where(eq(informationRequests.id, input.id));
    }
    await recordEvent(
      tx,
      { actorId: actor.id, at: ctx.now },
      {
        entity: "privateTour",
        entityId: input.id,
        action: Object.keys(changes).length > 0 ? "updated" : "noted",
        changes,
        note: note ?? null,
      },
    );
  });
  return getPrivateTour({ ctx, input: { id: input.id } });
}
