import { z } from "../schemas/zod.ts";
import { privateTourChangeSchema, type PrivateTourStatus } from "./privateTours.ts";

/**
 * Issue 27: the forms inbox. Every submission is `new`, `in_progress` or `done`. A contact
 * message carries its own state; an information request (the private-Umrah form) is worked in the
 * private-tour pipeline, and its inbox state is read from that pipeline's step — one home for
 * each request's progress, never two fields that could disagree.
 */
export const inboxStates = ["new", "in_progress", "done"] as const;
export type InboxState = (typeof inboxStates)[number];

export const inboxStateLabels: Record<InboxState, { tr: string; en: string }> = {
  new: { tr: "Yeni", en: "New" },
  in_progress: { tr: "İşlemde", en: "In progress" },
  done: { tr: "Tamamlandı", en: "Done" },
};

/** The inbox state of a private-tour request, by its pipeline step. */
export const inboxStateOfPrivateTourStatus: Record<PrivateTourStatus, InboxState> = {
  new: "new",
  contacted: "in_progress",
  offered: "in_progress",
  won: "done",
  lost: "done",
};

/** Answering a new message starts it: a reply moves `new` to `in_progress` (and nothing else). */
export function inboxStateAfterReply(state: InboxState): InboxState {
  return state === "new" ? "in_progress" : state;
}

/** `PATCH /api/admin/contact-requests/{id}`: a state, an assignee (null: nobody) and/or a note. */
export const contactRequestChangeSchema = z
  .object({
    state: z.enum(inboxStates, { error: "INVALID_VALUE" }).optional(),
    assigneeId: privateTourChangeSchema.shape.assigneeId,
    note: privateTourChangeSchema.shape.note,
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: "VALIDATION_FAILED" });
export type ContactRequestChange = z.output<typeof contactRequestChangeSchema>;

export const inboxReplySubjectMaxLength = 200;
export const inboxReplyMessageMaxLength = 5000;

/** `POST /api/admin/form-submissions/{kind}/{id}/reply`: an e-mail to the sender, through the outbox. */
export const inboxReplySchema = z.object({
  subject: z
    .string({ error: "REQUIRED" })
    .trim()
    .min(1, { error: "REQUIRED" })
    .max(inboxReplySubjectMaxLength, { error: "TOO_LONG" }),
  message: z
    .string({ error: "REQUIRED" })
    .trim()
    .min(1, { error: "REQUIRED" })
    .max(inboxReplyMessageMaxLength, { error: "TOO_LONG" }),
});
export type InboxReply = z.output<typeof inboxReplySchema>;
