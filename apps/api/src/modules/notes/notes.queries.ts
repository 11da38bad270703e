import { isReminderDue, type CalendarDate, type NoteListFilter } from "@rihla/domain";
import { and, asc, desc, eq, isNotNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { notes, reservations, users } from "../../db/schema.ts";

const author = alias(users, "author");
const customer = alias(users, "customer");

const noteColumns = {
  note: notes,
  authorFirstName: author.firstName,
  authorSurname: author.surname,
  customerFirstName: customer.firstName,
  customerSurname: customer.surname,
  reservationCode: reservations.code,
};

type NoteRow = {
  note: typeof notes.$inferSelect;
  authorFirstName: string | null;
  authorSurname: string | null;
  customerFirstName: string | null;
  customerSurname: string | null;
  reservationCode: string | null;
};

function selectNotes(db: Db) {
  return db
    .select(noteColumns)
    .from(notes)
    .leftJoin(author, eq(author.id, notes.authorId))
    .leftJoin(customer, eq(customer.id, notes.customerId))
    .leftJoin(reservations, eq(reservations.id, notes.reservationId));
}

export function toNoteView(row: NoteRow, today: CalendarDate) {
  const { note } = row;
  return {
    id: note.id,
    text: note.text,
    remindOn: note.remindOn,
    done: note.done,
    doneAt: note.doneAt?.toISOString() ?? null,
    due: isReminderDue(note, today),
    author: note.authorId
      ? { id: note.authorId, name: `${row.authorFirstName ?? ""} ${row.authorSurname ?? ""}`.trim() }
      : null,
    customer: { id: note.customerId, name: `${row.customerFirstName ?? ""} ${row.customerSurname ?? ""}`.trim() },
    reservationCode: row.reservationCode,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
export type NoteView = ReturnType<typeof toNoteView>;

/** The notes about a customer or a reservation, newest first (detail pages show them all). */
export async function notesAbout(
  db: Db,
  subject: { customerId?: string; reservationId?: string },
  today: CalendarDate = "1970-01-01",
  limit = 200,
): Promise<NoteView[]> {
  const rows = await selectNotes(db)
    .where(
      subject.reservationId
        ? eq(notes.reservationId, subject.reservationId)
        : eq(notes.customerId, subject.customerId!),
    )
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(limit);
  return rows.map((row) => toNoteView(row, today));
}

export async function findNote(db: Db, id: string, today: CalendarDate): Promise<NoteView | null> {
  const [row] = await selectNotes(db).where(eq(notes.id, id)).limit(1);
  return row ? toNoteView(row, today) : null;
}

function filterOf(filter: NoteListFilter, today: CalendarDate): SQL | undefined {
  if (filter === "open") return eq(notes.done, false);
  if (filter === "done") return eq(notes.done, true);
  if (filter === "due") return and(eq(notes.done, false), isNotNull(notes.remindOn), lte(notes.remindOn, today));
  return undefined;
}

/**
 * The notes list, newest first, keyset-paged by (created_at, id); due reminders sort by their day
 * (oldest first) so the most overdue is on top.
 */
export async function listNotes(
  db: Db,
  options: { filter: NoteListFilter; today: CalendarDate; before?: { createdAt: Date; id: string }; limit: number },
) {
  const { filter, today, before, limit } = options;
  const due = filter === "due";
  const rows = await selectNotes(db)
    .where(
      and(
        filterOf(filter, today),
        before
          ? or(
              lt(notes.createdAt, before.createdAt),
              and(eq(notes.createdAt, before.createdAt), lt(notes.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(...(due ? [asc(notes.remindOn)] : []), desc(notes.createdAt), desc(notes.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).map((row) => toNoteView(row, today)), more: rows.length > limit };
}

/** How many reminders are due today (the dashboard's badge). */
export async function dueCount(db: Db, today: CalendarDate): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notes)
    .where(filterOf("due", today));
  return row?.count ?? 0;
}
