import { todayInIstanbul, type NoteCreateInput, type NoteListFilter, type NoteUpdateInput } from "@rihla/domain";
import { eq } from "drizzle-orm";
import { notes, reservations, users } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { changesBetween, eventsOf, recordEvent } from "../audit/audit.ts";
import { isUuid } from "../users/users.service.ts";
import { publishStaffEvent } from "../admin-reservations/realtime.ts";
import { findNote, listNotes } from "./notes.queries.ts";

/** Cursor of the notes list: the last note's creation instant and id. */
function decodeBefore(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw domainError(400, "VALIDATION_FAILED", { fields: { cursor: ["INVALID_VALUE"] } });
  }
  return { createdAt, id };
}

export async function listNotesPage({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { filter: NoteListFilter; cursor?: string | undefined; pageSize: number };
}) {
  await requirePermission(ctx, "notes.access");
  const today = todayInIstanbul(ctx.now);
  // Due reminders are one short list in reminder order: no paging.
  const before = input.filter === "due" ? undefined : decodeBefore(input.cursor);
  const { rows, more } = await listNotes(ctx.db, {
    filter: input.filter,
    today,
    ...(before ? { before } : {}),
    limit: input.filter === "due" ? 100 : input.pageSize,
  });
  const last = rows.at(-1);
  return {
    data: rows,
    next:
      more && last && input.filter !== "due" ? Buffer.from(`${last.createdAt}|${last.id}`).toString("base64url") : null,
  };
}

export async function getNote({ ctx, input }: { ctx: ServiceContext; input: { id: string } }) {
  await requirePermission(ctx, "notes.access");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  const note = await findNote(ctx.db, input.id, todayInIstanbul(ctx.now));
  if (!note) throw domainError(404, "NOT_FOUND");
  return { note, events: await eventsOf(ctx.db, "note", note.id) };
}

/**
 * POST /api/admin/notes: a note about a customer, or a reservation (then also its customer's),
 * logged in the same transaction; "note added" goes to the staff's screens after the commit.
 */
export async function createNote({ ctx, input }: { ctx: ServiceContext; input: NoteCreateInput }) {
  const author = await requirePermission(ctx, "notes.access");
  const id = await ctx.db.transaction(async (tx) => {
    let customerId = input.customerId;
    let reservationId: string | null = null;
    if (input.reservationCode) {
      const [reservation] = await tx
        .select({ id: reservations.id, customerId: reservations.customerId })
        .from(reservations)
        .where(eq(reservations.code, input.reservationCode));
      if (!reservation) throw domainError(404, "NOT_FOUND", { fields: { reservationCode: ["NOT_FOUND"] } });
      if (customerId && customerId !== reservation.customerId) {
        throw domainError(400, "VALIDATION_FAILED", { fields: { customerId: ["INVALID_VALUE"] } });
      }
      customerId = reservation.customerId;
      reservationId = reservation.id;
    } else {
      const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId!));
      if (!customer) throw domainError(404, "NOT_FOUND", { fields: { customerId: ["NOT_FOUND"] } });
    }
    const [note] = await tx
      .insert(notes)
      .values({
        customerId: customerId!,
        reservationId,
        authorId: author.id,
        text: input.text,
        remindOn: input.remindOn ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: notes.id });
    await recordEvent(
      tx,
      { actorId: author.id, at: ctx.now },
      {
        entity: "note",
        entityId: note!.id,
        action: "created",
        changes: { text: { from: null, to: input.text }, remindOn: { from: null, to: input.remindOn ?? null } },
      },
    );
    return note!.id;
  });
  const note = (await findNote(ctx.db, id, todayInIstanbul(ctx.now)))!;
  publishStaffEvent(ctx, {
    type: "note.added",
    noteId: note.id,
    customerId: note.customer.id,
    reservationCode: note.reservationCode,
  });
  return { note };
}

/** PATCH /api/admin/notes/{id}: text, reminder or done/undone, logged from → to. */
export async function updateNote({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: string; change: NoteUpdateInput };
}) {
  const actor = await requirePermission(ctx, "notes.access");
  if (!isUuid(input.id)) throw domainError(404, "NOT_FOUND");
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(notes).where(eq(notes.id, input.id)).for("update");
    if (!before) throw domainError(404, "NOT_FOUND");
    const after = {
      text: input.change.text ?? before.text,
      remindOn: input.change.remindOn === undefined ? before.remindOn : input.change.remindOn,
      done: input.change.done ?? before.done,
    };
    const changes = changesBetween(before, after, ["text", "remindOn", "done"]);
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(notes)
      .set({
        ...after,
        doneAt: after.done === before.done ? before.doneAt : after.done ? ctx.now : null,
        updatedAt: ctx.now,
      })
      .where(eq(notes.id, before.id));
    const action = changes.done ? (after.done ? "done" : "reopened") : "updated";
    await recordEvent(tx, { actorId: actor.id, at: ctx.now }, { entity: "note", entityId: before.id, action, changes });
  });
  return getNote({ ctx, input: { id: input.id } });
}
