import { z } from "../schemas/zod.ts";
import { daysInMonth, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import type { ReservationStatus } from "../catalogues/reservationStatuses.ts";
import type { Locale } from "../paths/locale.ts";
import { foldSearchText } from "./reservationList.ts";

/**
 * The agency's reports (issue 26, spec §2 `/admin/reports`, `/admin/reports/{id}`,
 * `/admin/reports/pdf/{type}-{id}`): what each report is, how it may be grouped, which dates its
 * period filters, its columns and their headings in both languages. The API sums in SQL
 * (docs/reservations-api.md "Reports"); the page, the xlsx and the PDF all draw these columns.
 */

export const reportKinds = ["sales", "payments", "balances", "instalments", "occupancy"] as const;
export type ReportKind = (typeof reportKinds)[number];

export function isReportKind(value: unknown): value is ReportKind {
  return typeof value === "string" && (reportKinds as readonly string[]).includes(value);
}

/** How each report's rows may be grouped; the first is the default. */
export const reportGroupings = {
  sales: ["tour", "departure", "month", "agent"],
  payments: ["desk", "month"],
  balances: ["reservation"],
  instalments: ["reservation"],
  occupancy: ["departure"],
} as const satisfies Record<ReportKind, readonly string[]>;
export type ReportGrouping = (typeof reportGroupings)[ReportKind][number];

/**
 * Reservations that count as sold: waiting (held, not yet confirmed) and confirmed. A cancelled
 * reservation sold nothing; its seats went back to the departure.
 */
export const salesStatuses = ["WAITING", "CONFIRMED"] as const satisfies readonly ReservationStatus[];

/** What a column holds: words, a count, money per currency (minor units), a percent, a day. */
export type ReportColumnType = "text" | "count" | "money" | "percent" | "date";

export interface ReportColumn {
  key: string;
  type: ReportColumnType;
}

/** One cell: text or a day as 'YYYY-MM-DD', a count, a percent (one decimal), or money per currency. */
export type ReportValue = string | number | null | { amount: number; currency: string }[];

const text = (key: string): ReportColumn => ({ key, type: "text" });
const count = (key: string): ReportColumn => ({ key, type: "count" });
const amounts = (key: string): ReportColumn => ({ key, type: "money" });

/**
 * Each report's columns after its first (the row's label, headed by the grouping), and the column
 * its chart plots. A money chart shows one currency (the totals' first); the table shows them all.
 */
export const reportDefinitions = {
  sales: { columns: [count("reservations"), count("seats"), amounts("revenue")], chart: "seats" },
  payments: { columns: [count("entries"), amounts("received"), amounts("refunded"), amounts("net")], chart: "entries" },
  balances: {
    columns: [
      text("customer"),
      { key: "startsOn", type: "date" },
      amounts("total"),
      amounts("paid"),
      amounts("balance"),
    ],
    chart: "balance",
  },
  instalments: {
    columns: [
      text("customer"),
      text("instalment"),
      { key: "dueOn", type: "date" },
      count("daysOverdue"),
      amounts("amount"),
      amounts("left"),
    ],
    chart: "left",
  },
  occupancy: {
    columns: [
      { key: "startDate", type: "date" },
      count("capacity"),
      count("seatsTaken"),
      count("free"),
      { key: "occupancy", type: "percent" },
    ],
    chart: "occupancy",
  },
} as const satisfies Record<ReportKind, { columns: readonly ReportColumn[]; chart: string }>;

type Words = { tr: string; en: string };

/** The reports' names and what each answers, for the list page, the titles and the PDFs. */
export const reportTitles: Record<ReportKind, Words> = {
  sales: { tr: "Satışlar", en: "Sales" },
  payments: { tr: "Kasalara göre ödemeler", en: "Payments by cash desk" },
  balances: { tr: "Açık bakiyeler", en: "Outstanding balances" },
  instalments: { tr: "Geciken taksitler", en: "Overdue instalments" },
  occupancy: { tr: "Doluluk", en: "Occupancy" },
};

export const reportDescriptions: Record<ReportKind, Words> = {
  sales: {
    tr: "Dönemde yapılan rezervasyonlar (bekleyen ve onaylı; iptaller sayılmaz): tura, kalkışa, aya veya acenteye göre rezervasyon, koltuk ve para birimine göre ciro.",
    en: "Reservations made in the period (waiting and confirmed; cancellations do not count) by tour, departure, month or agent: reservations, seats and revenue per currency.",
  },
  payments: {
    tr: "Dönemde kasalara giren ödemeler ve yapılan iadeler, kasaya veya aya göre; ters kayıtlar asıllarını siler.",
    en: "Payments received and refunds paid in the period, by cash desk or month; reversals cancel their originals.",
  },
  balances: {
    tr: "Kalkışı dönemde olan, iptal edilmemiş rezervasyonların kalan borcu: toplam − ödemeler + iadeler, rezervasyonun para biriminde.",
    en: "What is still due on reservations departing in the period (not cancelled): total − payments + refunds, in the reservation's currency.",
  },
  instalments: {
    tr: "Vadesi dönemde olup bugüne kadar ödenmemiş taksitler; ödenenler taksitleri sırayla kapatır.",
    en: "Instalments due in the period and still unpaid today; what was paid covers the instalments in order.",
  },
  occupancy: {
    tr: "Dönemde kalkan grupların kapasitesi, dolu koltukları ve doluluk oranı.",
    en: "Capacity, seats taken and the share taken of the departures leaving in the period.",
  },
};

/** What the period filters, said under each report's filter. */
export const reportPeriodMeaning: Record<ReportKind, Words> = {
  sales: { tr: "Rezervasyon tarihi", en: "Booking date" },
  payments: { tr: "İşlem tarihi", en: "Transaction date" },
  balances: { tr: "Kalkış tarihi", en: "Departure date" },
  instalments: { tr: "Vade tarihi", en: "Due date" },
  occupancy: { tr: "Kalkış tarihi", en: "Departure date" },
};

export const reportGroupingLabels: Record<ReportGrouping, Words> = {
  tour: { tr: "Tur", en: "Tour" },
  departure: { tr: "Kalkış", en: "Departure" },
  month: { tr: "Ay", en: "Month" },
  agent: { tr: "Acente", en: "Agent" },
  desk: { tr: "Kasa", en: "Cash desk" },
  reservation: { tr: "Rezervasyon", en: "Reservation" },
};

export const reportColumnHeadings: Record<string, Words> = {
  reservations: { tr: "Rezervasyon", en: "Reservations" },
  seats: { tr: "Koltuk", en: "Seats" },
  revenue: { tr: "Ciro", en: "Revenue" },
  entries: { tr: "İşlem", en: "Entries" },
  received: { tr: "Alınan", en: "Received" },
  refunded: { tr: "İade", en: "Refunded" },
  net: { tr: "Net", en: "Net" },
  customer: { tr: "Müşteri", en: "Customer" },
  startsOn: { tr: "Kalkış", en: "Departs" },
  total: { tr: "Toplam", en: "Total" },
  paid: { tr: "Ödenen", en: "Paid" },
  balance: { tr: "Kalan", en: "Balance" },
  instalment: { tr: "Taksit", en: "Instalment" },
  dueOn: { tr: "Vade", en: "Due" },
  daysOverdue: { tr: "Gecikme (gün)", en: "Days overdue" },
  amount: { tr: "Tutar", en: "Amount" },
  left: { tr: "Ödenmemiş", en: "Unpaid" },
  startDate: { tr: "Kalkış", en: "Departs" },
  capacity: { tr: "Kapasite", en: "Capacity" },
  seatsTaken: { tr: "Dolu", en: "Taken" },
  free: { tr: "Boş", en: "Free" },
  occupancy: { tr: "Doluluk %", en: "Occupancy %" },
};

/** Labels the API gives rows with nothing to name them by. */
export const reportRowLabels = {
  direct: { tr: "Doğrudan (acentesiz)", en: "Direct (no agent)" },
  stays: { tr: "Konaklama talepleri", en: "Hotel stays" },
  totals: { tr: "Toplam", en: "Totals" },
} as const satisfies Record<string, Words>;

export const instalmentKindLabels: Record<string, Words> = {
  DEPOSIT: { tr: "Kapora", en: "Deposit" },
  BALANCE: { tr: "Bakiye", en: "Balance" },
  INSTALMENT: { tr: "Taksit", en: "Instalment" },
};

// ---------------------------------------------------------------------------------------------
// The period filter

/** The longest period a report covers (a little over ten years), so a typo is not a full scan. */
export const reportMaxDays = 3700;

const optionalDate = z
  .string({ error: "DATE_INVALID" })
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(
    z
      .string()
      .refine(isCalendarDate, { error: "DATE_INVALID" })
      .transform((value) => value as CalendarDate)
      .optional(),
  );

/**
 * `GET /api/admin/reports/{kind}?from=&to=&groupBy=` and the page's URL: days as 'YYYY-MM-DD'
 * (both included), a grouping (checked against the kind by `reportGroupingOf`). `to` before
 * `from`, or a span over `reportMaxDays`, is INVALID_VALUE on `to`.
 */
export const reportQuerySchema = z
  .object({
    from: optionalDate,
    to: optionalDate,
    groupBy: z.string({ error: "INVALID_VALUE" }).trim().max(20, { error: "INVALID_VALUE" }).optional(),
    locale: z.enum(["tr", "en"], { error: "INVALID_VALUE" }).default("tr"),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to) {
      const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (span < 0 || span > reportMaxDays) ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["to"] });
    }
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportExportQuerySchema = reportQuerySchema.safeExtend({
  format: z.enum(["xlsx", "pdf"], { error: "INVALID_VALUE" }).default("xlsx"),
});
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

/** The grouping asked for if the kind has it, its default when none was asked, null otherwise. */
export function reportGroupingOf(kind: ReportKind, groupBy: string | undefined): ReportGrouping | null {
  const allowed: readonly string[] = reportGroupings[kind];
  if (groupBy === undefined || groupBy === "") return reportGroupings[kind][0];
  return allowed.includes(groupBy) ? (groupBy as ReportGrouping) : null;
}

/**
 * The period a report covers: the days given, else the current month (the first day given
 * alone runs to the month's end; the last alone starts on its month's first day).
 */
export function reportPeriod(
  query: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  const monthOf = (date: CalendarDate) => monthPeriod(date.slice(0, 7))!;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: monthOf(query.from).to };
  if (query.to) return { from: monthOf(query.to).from, to: query.to };
  return monthOf(today);
}

/** '2026-11' as its first and last day, or null when it is not a month. */
export function monthPeriod(month: string): { from: CalendarDate; to: CalendarDate } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const m = Number(match[2]);
  return {
    from: `${match[1]}-${match[2]}-01` as CalendarDate,
    to: `${match[1]}-${match[2]}-${String(daysInMonth(year, m)).padStart(2, "0")}` as CalendarDate,
  };
}

/**
 * Spec §2 `/admin/reports/pdf/{type}-{id}`: `{type}` is the report's kind and `{id}` its period —
 * a month ('sales-2026-11'), a year ('payments-2026') or a day ('occupancy-2026-11-30'). Null for
 * anything else.
 */
export function reportPdfAddress(segment: string): { kind: ReportKind; from: CalendarDate; to: CalendarDate } | null {
  const dash = segment.indexOf("-");
  if (dash === -1) return null;
  const kind = segment.slice(0, dash);
  const id = segment.slice(dash + 1);
  if (!isReportKind(kind)) return null;
  if (isCalendarDate(id)) return { kind, from: id, to: id };
  const month = monthPeriod(id);
  if (month) return { kind, ...month };
  if (/^\d{4}$/.test(id)) return { kind, from: `${id}-01-01` as CalendarDate, to: `${id}-12-31` as CalendarDate };
  return null;
}

/** The `{id}` of `/admin/reports/pdf/{type}-{id}` for a period: a whole month or year by its name, else null. */
export function reportPeriodId(period: { from: CalendarDate; to: CalendarDate }): string | null {
  if (period.from === period.to) return period.from;
  const month = monthPeriod(period.from.slice(0, 7));
  if (month && month.from === period.from && month.to === period.to) return period.from.slice(0, 7);
  const year = period.from.slice(0, 4);
  if (period.from === `${year}-01-01` && period.to === `${year}-12-31`) return year;
  return null;
}

const reportFileWords: Record<ReportKind, Words> = {
  sales: { tr: "satis-raporu", en: "sales-report" },
  payments: { tr: "odemeler", en: "payments" },
  balances: { tr: "acik-bakiyeler", en: "outstanding-balances" },
  instalments: { tr: "geciken-taksitler", en: "overdue-instalments" },
  occupancy: { tr: "doluluk", en: "occupancy" },
};

/** A report's file after what it holds: `satis-raporu-tur-2026-11-01-2026-11-30.xlsx`. */
export function reportFileName(
  kind: ReportKind,
  grouping: ReportGrouping,
  period: { from: CalendarDate; to: CalendarDate },
  locale: Locale,
  extension: "pdf" | "xlsx",
): string {
  const groupWord = reportGroupings[kind].length > 1 ? reportGroupingLabels[grouping][locale] : "";
  const slug = [reportFileWords[kind][locale], groupWord, period.from, period.to]
    .map((part) =>
      foldSearchText(part)
        .replace(/[^a-z0-9-]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("-");
  return `${slug}.${extension}`;
}
