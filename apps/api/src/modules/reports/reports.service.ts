import {
  formatDate,
  formatMoney,
  formatMonth,
  instalmentKindLabels,
  isCurrency,
  money,
  reportColumnHeadings,
  reportDefinitions,
  reportFileName,
  reportGroupingLabels,
  reportGroupingOf,
  reportPeriod,
  reportPeriodMeaning,
  reportRowLabels,
  reportTitles,
  todayInIstanbul,
  type CalendarDate,
  type Locale,
  type ReportColumn,
  type ReportGrouping,
  type ReportKind,
  type ReportQuery,
} from "@rihla/domain";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { renderPdf } from "../../pdf/pdf.ts";
import { workbookOf } from "../operations/workbook.ts";
import {
  balancesReport,
  instalmentsReport,
  occupancyReport,
  paymentsReport,
  salesReport,
  type MoneyJson,
  type Period,
  type ReportRow,
} from "./reports.queries.ts";

/** A cell as answered: words or a day, a count or percent, or money per currency in minor units. */
type Value = string | number | null | { amount: number; currency: string }[];

export interface Report {
  kind: ReportKind;
  groupBy: ReportGrouping;
  period: Period;
  /** The day the report was made (Istanbul): overdue means due before it. */
  today: CalendarDate;
  columns: ReportColumn[];
  /** The column the page's chart plots. */
  chart: string;
  rows: { key: string; label: string; values: Record<string, Value> }[];
  totals: Record<string, Value>;
}

const words = (table: { tr: string; en: string }, locale: Locale) => table[locale];

function valueOf(column: ReportColumn, raw: unknown): Value {
  if (raw === null || raw === undefined) return column.type === "money" ? [] : null;
  if (column.type === "money") {
    return (raw as MoneyJson).map((m) => ({ amount: Number(m.amount), currency: m.currency }));
  }
  if (column.type === "count" || column.type === "percent") return Number(raw);
  // A text column: the database answers a string (a date or label), never an object.
  return String(raw as string);
}

/** A row's label in words: a stay without a tour, a reservation without an agent, a month. */
function labelOf(kind: ReportKind, grouping: ReportGrouping, row: ReportRow, locale: Locale): string {
  if (grouping === "month") return formatMonth(row.key, locale);
  if (kind === "sales" && row.key === "stays") return words(reportRowLabels.stays, locale);
  if (grouping === "agent" && row.key === "direct") return words(reportRowLabels.direct, locale);
  if (kind === "sales" && grouping === "departure" && row.day) {
    return `${row.label ?? ""} · ${formatDate(row.day, locale)}`;
  }
  return row.label ?? row.key;
}

/** Runs one report (the accounting role and Master; the access table has let the request in already). */
export async function runReport({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { kind: ReportKind; query: ReportQuery };
}): Promise<Report> {
  await requirePermission(ctx, "accounting.access");
  const { kind, query } = input;
  const grouping = reportGroupingOf(kind, query.groupBy);
  if (!grouping) throw domainError(400, "VALIDATION_FAILED", { fields: { groupBy: ["INVALID_VALUE"] } });
  const today = todayInIstanbul(ctx.now);
  const period = reportPeriod(query, today);
  const locale = query.locale;
  const result =
    kind === "sales"
      ? await salesReport(ctx.db, period, grouping, locale)
      : kind === "payments"
        ? await paymentsReport(ctx.db, period, grouping)
        : kind === "balances"
          ? await balancesReport(ctx.db, period)
          : kind === "instalments"
            ? await instalmentsReport(ctx.db, period, today)
            : await occupancyReport(ctx.db, period, locale);
  const { columns, chart } = reportDefinitions[kind];
  const values = (raw: Record<string, unknown>) =>
    Object.fromEntries(columns.map((column) => [column.key, valueOf(column, raw[column.key])]));
  return {
    kind,
    groupBy: grouping,
    period,
    today,
    columns: [...columns],
    chart,
    rows: result.rows.map((row) => {
      const cells = values(row);
      if (kind === "instalments" && typeof cells.instalment === "string") {
        cells.instalment = words(instalmentKindLabels[cells.instalment] ?? { tr: "", en: "" }, locale) || cells.instalment;
      }
      return { key: row.key, label: labelOf(kind, grouping, row, locale), values: cells };
    }),
    totals: values(result.totals),
  };
}

// ---------------------------------------------------------------------------------------------
// Files: the same rows and totals as the page, as xlsx (one number column per currency) or PDF.

/** The currencies of a money column, as the totals (summed in SQL over every row) name them. */
function currenciesOf(report: Report, key: string): string[] {
  const total = report.totals[key];
  return Array.isArray(total) ? total.map((m) => m.currency) : [];
}

function cellText(column: ReportColumn, value: Value, locale: Locale): string {
  if (value === null) return "";
  if (Array.isArray(value)) {
    return (
      value
        .filter((m) => isCurrency(m.currency))
        .map((m) => formatMoney(money(m.amount, m.currency as never), locale, { withDecimals: true }))
        .join(" · ") || "—"
    );
  }
  if (column.type === "date") return formatDate(value, locale);
  if (column.type === "percent") return `${value.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB")} %`;
  return String(value);
}

export function reportHeading(report: Report, locale: Locale) {
  const title = words(reportTitles[report.kind], locale);
  const range = `${formatDate(report.period.from, locale)} – ${formatDate(report.period.to, locale)}`;
  const subtitle = `${words(reportPeriodMeaning[report.kind], locale)}: ${range} · ${words(reportGroupingLabels[report.groupBy], locale)}`;
  return { title, subtitle };
}

export async function exportReport({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { kind: ReportKind; query: ReportQuery; format: "xlsx" | "pdf" };
}) {
  const report = await runReport({ ctx, input });
  const locale = input.query.locale;
  const { title, subtitle } = reportHeading(report, locale);
  const fileName = reportFileName(report.kind, report.groupBy, report.period, locale, input.format);
  const labelHeading = words(reportGroupingLabels[report.groupBy], locale);
  const heading = (key: string) => words(reportColumnHeadings[key] ?? { tr: key, en: key }, locale);
  const totalsLabel = words(reportRowLabels.totals, locale);

  if (input.format === "pdf") {
    const columns = [
      { label: labelHeading, width: 3 },
      ...report.columns.map((column) => ({
        label: heading(column.key),
        width: column.type === "money" ? 2 : column.type === "text" ? 2.2 : 1,
      })),
    ];
    const line = (label: string, values: Record<string, Value>) => [
      label,
      ...report.columns.map((column) => cellText(column, values[column.key] ?? null, locale)),
    ];
    const body = await renderPdf({
      title,
      subtitle,
      lang: locale,
      landscape: report.columns.length > 4,
      sections: [
        {
          columns,
          rows: [...report.rows.map((row) => line(row.label, row.values)), line(totalsLabel, report.totals)],
        },
      ],
    });
    return { fileName, contentType: "application/pdf", body };
  }

  // xlsx: money as numbers in major units, one column per currency, so the sheet can sum them.
  type Slot = { column: ReportColumn; currency: string | null };
  const layout = report.columns.flatMap((column): Slot[] =>
    column.type === "money"
      ? currenciesOf(report, column.key).map((currency) => ({ column, currency }))
      : [{ column, currency: null }],
  );
  const cell = (values: Record<string, Value>, { column, currency }: Slot): string | number => {
    const value = values[column.key] ?? null;
    if (currency !== null) {
      const amount = Array.isArray(value) ? value.find((m) => m.currency === currency)?.amount : undefined;
      return amount === undefined ? 0 : amount / 100;
    }
    if (value === null || Array.isArray(value)) return "";
    return column.type === "date" ? formatDate(value, locale) : value;
  };
  const sheetRow = (label: string, values: Record<string, Value>) => [label, ...layout.map((l) => cell(values, l))];
  const body = await workbookOf(
    [
      {
        name: title,
        title: `${title} · ${subtitle}`,
        headings: [
          labelHeading,
          ...layout.map((l) => (l.currency ? `${heading(l.column.key)} (${l.currency})` : heading(l.column.key))),
        ],
        rows: [...report.rows.map((row) => sheetRow(row.label, row.values)), sheetRow(totalsLabel, report.totals)],
      },
    ],
    report.today,
  );
  return { fileName, contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body };
}
