import { z } from "../schemas/zod.ts";
import { reservationStatuses } from "../catalogues/reservationStatuses.ts";
import { isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { reservationKinds } from "../reservations/reservation.ts";
import { paymentDueFilters } from "../money/paymentPlan.ts";

/**
 * The staff's reservation list (issue 24): its filters, sorts and page size, as the URL of
 * `/admin/reservations` and the query of `GET /api/admin/reservations` both spell them. One
 * schema, so the page's links and the API's validation cannot drift apart. There is no sort by
 * total: totals are in several currencies and do not compare.
 */
export const reservationListSorts = ["-created", "created", "departure", "-departure", "-seats", "seats"] as const;
export type ReservationListSort = (typeof reservationListSorts)[number];

export const reservationListPageSizes = [25, 50, 100] as const;

/** Shortest text search: shorter strings would match most rows and no index helps them. */
export const reservationSearchMinLength = 2;

const optionalDate = z
  .string({ error: "DATE_INVALID" })
  .refine(isCalendarDate, { error: "DATE_INVALID" })
  .transform((value) => value as CalendarDate)
  .optional();

const optionalId = z.coerce
  .number({ error: "INVALID_VALUE" })
  .int({ error: "INVALID_VALUE" })
  .min(1, { error: "INVALID_VALUE" })
  .max(2_000_000_000, { error: "INVALID_VALUE" })
  .optional();

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reservationListQuerySchema = z
  .object({
    status: z.enum(reservationStatuses, { error: "INVALID_VALUE" }).optional(),
    kind: z.enum(reservationKinds, { error: "INVALID_VALUE" }).optional(),
    departureId: optionalId,
    agentId: z.string({ error: "INVALID_VALUE" }).regex(uuidPattern, { error: "INVALID_VALUE" }).optional(),
    customerId: z.string({ error: "INVALID_VALUE" }).regex(uuidPattern, { error: "INVALID_VALUE" }).optional(),
    createdFrom: optionalDate,
    createdTo: optionalDate,
    /** Issue 26: reservations with an unpaid instalment overdue or due this week (`dueDateRange`). */
    payment: z.enum(paymentDueFilters, { error: "INVALID_VALUE" }).optional(),
    q: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      .max(100, { error: "TOO_LONG" })
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.string().min(reservationSearchMinLength, { error: "INVALID_VALUE" }).optional()),
    locale: z.enum(["tr", "en"], { error: "INVALID_VALUE" }).default("tr"),
    sort: z.enum(reservationListSorts, { error: "INVALID_VALUE" }).default("-created"),
    /** An opaque position from a previous page's `next`/`previous`. */
    cursor: z.string({ error: "INVALID_VALUE" }).max(200, { error: "TOO_LONG" }).optional(),
    pageSize: z.coerce
      .number({ error: "INVALID_VALUE" })
      .refine((n) => (reservationListPageSizes as readonly number[]).includes(n), { error: "INVALID_VALUE" })
      .default(25),
  })
  .superRefine((query, ctx) => {
    if (query.createdFrom && query.createdTo && query.createdFrom > query.createdTo) {
      ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["createdTo"] });
    }
  });

export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;

/** The list's filters without paging: what an export of "the filtered list" takes. */
export const reservationExportQuerySchema = reservationListQuerySchema.safeExtend({
  format: z.enum(["xlsx", "csv"], { error: "INVALID_VALUE" }).default("xlsx"),
});

/**
 * Text search folds case and the Turkish letters to ASCII on both sides (the stored search text
 * is folded by the same table in SQL, migration 0009), so "ayse" finds "AYŞE" and "İsmail" finds
 * "ismail". Only ASCII A–Z is lowercased: PostgreSQL's `lower` under the C collation does the same.
 */
export const searchFoldFrom = "ÇĞİIÖŞÜÂÎÛçğıöşüâîû";
export const searchFoldTo = "cgiiosuaiucgiosuaiu";
const foldMap = new Map([...searchFoldFrom].map((char, i) => [char, searchFoldTo[i]!]));

export function foldSearchText(value: string): string {
  let folded = "";
  for (const char of value) folded += foldMap.get(char) ?? char;
  return folded.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * What a search string is looked up as: a phone number typed with spaces, dashes or a plus is
 * searched by its digits; anything else folded as above.
 */
export function searchNeedle(query: string): string {
  const trimmed = query.trim();
  if (/^[\d\s()+-]+$/.test(trimmed) && /\d{3}/.test(trimmed.replace(/\D/g, ""))) return trimmed.replace(/\D/g, "");
  return foldSearchText(trimmed);
}

/** The instant a calendar day starts in Istanbul (UTC+03:00 all year since 2016, see dates). */
export function istanbulDayStart(date: CalendarDate): Date {
  return new Date(`${date}T00:00:00+03:00`);
}

/** The columns of the list's xlsx and CSV exports, in order, with their headings. */
export const reservationExportColumns = [
  "code",
  "status",
  "kind",
  "customer",
  "email",
  "phone",
  "agent",
  "product",
  "startsOn",
  "seats",
  "total",
  "currency",
  "createdAt",
] as const;
export type ReservationExportColumn = (typeof reservationExportColumns)[number];

export const reservationExportHeadings: Record<ReservationExportColumn, { tr: string; en: string }> = {
  code: { tr: "Kod", en: "Code" },
  status: { tr: "Durum", en: "Status" },
  kind: { tr: "Tür", en: "Kind" },
  customer: { tr: "Müşteri", en: "Customer" },
  email: { tr: "E-posta", en: "E-mail" },
  phone: { tr: "Telefon", en: "Phone" },
  agent: { tr: "Acente", en: "Agent" },
  product: { tr: "Tur / Otel", en: "Tour / Hotel" },
  startsOn: { tr: "Gidiş", en: "Departure" },
  seats: { tr: "Koltuk", en: "Seats" },
  total: { tr: "Tutar", en: "Total" },
  currency: { tr: "Para Birimi", en: "Currency" },
  createdAt: { tr: "Oluşturulma", en: "Created" },
};

export const reservationKindLabels = {
  TOUR: { tr: "Tur", en: "Tour" },
  SERVICE: { tr: "Konaklama", en: "Stay" },
} as const;

/**
 * The name of an export file, after what it holds: `rezervasyonlar-2026-11-21-on-rezervasyon.xlsx`,
 * the day, then the filters that narrow it (status, kind, search) in the locale's words.
 */
export function reservationExportFileName(
  query: Pick<ReservationListQuery, "status" | "kind" | "q" | "createdFrom" | "createdTo">,
  today: CalendarDate,
  locale: "tr" | "en",
  words: { status?: string; kind?: string },
  extension: "xlsx" | "csv",
): string {
  const parts = [locale === "tr" ? "rezervasyonlar" : "reservations", today];
  if (query.createdFrom || query.createdTo) parts.push(`${query.createdFrom ?? ""}--${query.createdTo ?? ""}`);
  if (words.status) parts.push(words.status);
  if (words.kind) parts.push(words.kind);
  if (query.q) parts.push(query.q);
  const slug = parts
    .map((part) =>
      foldSearchText(part)
        .replace(/[^a-z0-9-]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("-")
    .slice(0, 120);
  return `${slug}.${extension}`;
}
