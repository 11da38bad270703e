import { z } from "../schemas/zod.ts";

/**
 * Issue 25: the requests of the private-Umrah form (information requests) as a sales pipeline.
 * A request starts `new`; staff call (`contacted`), send an offer (`offered`) and close it as
 * `won` or `lost`. Any step may be set by hand (a lost request can come back); turning a request
 * into an offer sets `offered` by itself.
 */
export const privateTourStatuses = ["new", "contacted", "offered", "won", "lost"] as const;
export type PrivateTourStatus = (typeof privateTourStatuses)[number];

export const privateTourStatusLabels: Record<PrivateTourStatus, { tr: string; en: string }> = {
  new: { tr: "Yeni", en: "New" },
  contacted: { tr: "Görüşüldü", en: "Contacted" },
  offered: { tr: "Teklif verildi", en: "Offered" },
  won: { tr: "Kazanıldı", en: "Won" },
  lost: { tr: "Kaybedildi", en: "Lost" },
};

/** Still worked on: the pipeline's default view. */
export function isOpenPrivateTourStatus(status: PrivateTourStatus): boolean {
  return status !== "won" && status !== "lost";
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const privateTourNoteMaxLength = 2000;

/** `PATCH /api/admin/private-tours/{id}`: a step, an assignee (null: nobody), and/or a note. */
export const privateTourChangeSchema = z
  .object({
    status: z.enum(privateTourStatuses, { error: "INVALID_VALUE" }).optional(),
    assigneeId: z
      .union([z.null(), z.literal(""), z.string().regex(uuidPattern, { error: "INVALID_VALUE" })], {
        error: "INVALID_VALUE",
      })
      .optional()
      .transform((value) => (value === "" ? null : value)),
    note: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      .max(privateTourNoteMaxLength, { error: "TOO_LONG" })
      .optional()
      .transform((value) => (value === "" ? undefined : value)),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { error: "VALIDATION_FAILED" });
export type PrivateTourChange = z.output<typeof privateTourChangeSchema>;

export const privateTourListQuerySchema = z.object({
  status: z.enum([...privateTourStatuses, "open", "all"], { error: "INVALID_VALUE" }).default("open"),
  assignee: z
    .union([z.literal("me"), z.literal("nobody"), z.string().regex(uuidPattern, { error: "INVALID_VALUE" })], {
      error: "INVALID_VALUE",
    })
    .optional(),
  page: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(10_000, { error: "INVALID_VALUE" })
    .default(1),
});
export type PrivateTourListQuery = z.output<typeof privateTourListQuerySchema>;
