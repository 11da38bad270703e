import { z } from "../schemas/zod.ts";
import { compareDates, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { isReservationCode } from "../reservations/reservation.ts";

/**
 * 'Müşteri Notları' (issue 24): staff notes about a customer or a reservation, with an optional
 * reminder day. A note is done or not; a reminder is due from its day on until the note is done.
 */
export const noteTextMaxLength = 2000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const reminderField = z
  .string({ error: "DATE_INVALID" })
  .trim()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(
    z
      .string()
      .refine(isCalendarDate, { error: "DATE_INVALID" })
      .transform((value) => value as CalendarDate)
      .optional(),
  );

const noteText = z
  .string({ error: "REQUIRED" })
  .trim()
  .min(1, { error: "REQUIRED" })
  .max(noteTextMaxLength, { error: "TOO_LONG" });

/** A new note: about a customer (their id) or a reservation (its code), never neither. */
export const noteCreateSchema = z
  .object({
    text: noteText,
    remindOn: reminderField,
    customerId: z.string({ error: "INVALID_VALUE" }).regex(uuidPattern, { error: "INVALID_VALUE" }).optional(),
    reservationCode: z
      .string({ error: "INVALID_VALUE" })
      .refine(isReservationCode, { error: "INVALID_VALUE" })
      .optional(),
  })
  .superRefine((note, ctx) => {
    if (!note.customerId && !note.reservationCode) {
      ctx.addIssue({ code: "custom", message: "REQUIRED", path: ["customerId"] });
    }
  });
export type NoteCreateInput = z.output<typeof noteCreateSchema>;

/** A change to a note: its text, its reminder (empty string clears it) or done/undone. */
export const noteUpdateSchema = z
  .object({
    text: noteText.optional(),
    remindOn: z
      .union([z.literal(""), z.null(), z.string().refine(isCalendarDate, { error: "DATE_INVALID" })], {
        error: "DATE_INVALID",
      })
      .optional()
      .transform((value) => (value === "" ? null : (value as CalendarDate | null | undefined))),
    done: z.boolean({ error: "INVALID_VALUE" }).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: "VALIDATION_FAILED",
  });
export type NoteUpdateInput = z.output<typeof noteUpdateSchema>;

export const noteListFilters = ["open", "done", "due", "all"] as const;
export type NoteListFilter = (typeof noteListFilters)[number];

/** A reminder is due on its day and after, while the note is not done. */
export function isReminderDue(note: { remindOn: CalendarDate | null; done: boolean }, today: CalendarDate): boolean {
  return !note.done && note.remindOn !== null && compareDates(note.remindOn, today) <= 0;
}
