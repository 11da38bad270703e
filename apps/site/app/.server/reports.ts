import {
  formatDate,
  formatMoney,
  interpolate,
  isReportKind,
  localizePath,
  reportColumnHeadings,
  reportDescriptions,
  reportGroupingLabels,
  reportGroupings,
  reportKinds,
  reportPeriodId,
  reportPeriodMeaning,
  reportQuerySchema,
  reportTitles,
  toFieldErrors,
  type CalendarDate,
  type Currency,
  type Locale,
  type ReportColumn,
} from "@rihla/domain";
import { data, type RouterContextProvider } from "react-router";
import { ledgerErrorText } from "../components/Ledger";
import { reportTexts } from "../i18n/reports";
import { adminPage } from "./admin";
import { answerOf, api, type Answer, type Api } from "./api";

type Context = Readonly<RouterContextProvider>;
type Report = Answer<Api["api"]["admin"]["reports"][":kind"]["$get"]>;
type Value = Report["totals"][string];

/** The report list's entries: each kind's name and what it answers, in the page's language. */
export async function loadReportList(context: Context, request: Request) {
  const { locale, page } = await adminPage(context, request, "accounting.access");
  return {
    locale,
    page,
    r: reportTexts[locale],
    reports: reportKinds.map((kind) => ({
      kind,
      title: reportTitles[kind][locale],
      description: reportDescriptions[kind][locale],
      href: localizePath(`/admin/reports/${kind}`, locale),
    })),
  };
}

/** The most bars a chart draws; the table below it lists every row. */
const chartBars = 24;

function cellText(column: ReportColumn | undefined, value: Value | undefined, locale: Locale): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) {
    return (
      value.map((m) => formatMoney({ amount: m.amount, currency: m.currency as Currency }, locale)).join(" · ") || "—"
    );
  }
  if (column?.type === "date" && typeof value === "string") return formatDate(value, locale);
  if (column?.type === "percent" && typeof value === "number") {
    return `${value.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB")} %`;
  }
  if (typeof value === "number") return value.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB");
  return value;
}

/** Where a row leads in the back office (its tour, departure, reservation or desk), if anywhere. */
function rowHref(report: Report, key: string, locale: Locale): string | null {
  if (key === "stays" || key === "direct") return null;
  const path =
    report.kind === "sales" && report.groupBy === "tour"
      ? `/admin/tour/${key}`
      : (report.kind === "sales" && report.groupBy === "departure") || report.kind === "occupancy"
        ? `/admin/availability/${key}`
        : report.kind === "balances" || report.kind === "instalments"
          ? `/admin/reservations/${key.split("/")[0]}`
          : report.kind === "payments" && report.groupBy === "desk"
            ? `/admin/accounting?cashDeskId=${key}`
            : null;
  return path ? localizePath(path, locale) : null;
}

const filterKeys = ["from", "to", "groupBy"] as const;

/**
 * `/admin/reports/{kind}?from=&to=&groupBy=`: the filters from the URL (a value the domain
 * refuses is dropped and named beside its field), one typed client call, and every text and
 * figure formatted here, so the page's script carries no domain tables.
 */
export async function loadReport(context: Context, request: Request, kind: string) {
  const { locale, page } = await adminPage(context, request, "accounting.access");
  if (!isReportKind(kind)) throw data({ code: "NOT_FOUND", message: "No such report" }, { status: 404 });
  const url = new URL(request.url);
  const given = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = reportQuerySchema.safeParse(given);
  const errors: Record<string, string[]> = parsed.success ? {} : toFieldErrors(parsed.error);
  const groupings: readonly string[] = reportGroupings[kind];
  if (given.groupBy && !groupings.includes(given.groupBy)) errors.groupBy = ["INVALID_VALUE"];
  const usable = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in errors)));
  const report = await answerOf(
    api(context, request).api.admin.reports[":kind"].$get({ param: { kind }, query: { ...usable, locale } }),
  );
  const r = reportTexts[locale];
  const title = reportTitles[kind][locale];
  const columns = report.columns;
  const range = { from: formatDate(report.period.from, locale), to: formatDate(report.period.to, locale) };
  const cells = (values: Record<string, Value>) => columns.map((c) => cellText(c, values[c.key], locale));

  // The chart: counts and percents as they are; money in the totals' first currency.
  const chartColumn = columns.find((c) => c.key === report.chart);
  const chartTotal = report.totals[report.chart];
  const currency = chartColumn?.type === "money" && Array.isArray(chartTotal) ? chartTotal[0]?.currency : undefined;
  const heading = (key: string) => reportColumnHeadings[key]?.[locale] ?? key;
  const chart =
    report.rows.length === 0 || !chartColumn || (chartColumn.type === "money" && !currency)
      ? null
      : {
          title: currency
            ? interpolate(r.chartIn, { column: heading(chartColumn.key), currency })
            : heading(chartColumn.key),
          data: report.rows.slice(0, chartBars).map((row) => {
            const value = row.values[report.chart];
            const amount = Array.isArray(value) ? (value.find((m) => m.currency === currency)?.amount ?? 0) : null;
            return amount === null
              ? {
                  label: row.label,
                  value: typeof value === "number" ? value : 0,
                  valueText: cellText(chartColumn, value, locale),
                }
              : {
                  label: row.label,
                  value: amount,
                  valueText: formatMoney({ amount, currency: currency as Currency }, locale),
                };
          }),
        };

  const query = new URLSearchParams({ from: report.period.from, to: report.period.to, groupBy: report.groupBy });
  const periodId = reportPeriodId(report.period as { from: CalendarDate; to: CalendarDate });
  const isDefaultGrouping = report.groupBy === reportGroupings[kind][0];
  const exportQuery = (format: "xlsx" | "pdf") => `?${query.toString()}&locale=${locale}&format=${format}`;
  return {
    locale,
    page,
    r,
    kind,
    title,
    description: reportDescriptions[kind][locale],
    periodText: interpolate(r.period, { meaning: reportPeriodMeaning[kind][locale], ...range }),
    caption: interpolate(r.tableCaption, { title, ...range }),
    statusNote: kind === "sales" ? r.statusNote : null,
    groupings: groupings.map((value) => ({
      value,
      label: reportGroupingLabels[value as keyof typeof reportGroupingLabels][locale],
    })),
    filters: { from: report.period.from, to: report.period.to, groupBy: report.groupBy },
    // Each refused filter's words, beside its field.
    errors: Object.fromEntries(
      Object.entries(errors).map(([key, codes]) => [key, ledgerErrorText(codes, locale) ?? ""]),
    ),
    headings: [
      reportGroupingLabels[report.groupBy as keyof typeof reportGroupingLabels][locale],
      ...columns.map((c) => heading(c.key)),
    ],
    numeric: columns.map((c) => c.type !== "text" && c.type !== "date"),
    rows: report.rows.map((row) => ({
      key: row.key,
      label: row.label,
      href: rowHref(report, row.key, locale),
      cells: cells(row.values),
    })),
    totals: cells(report.totals),
    chart,
    links: {
      xlsx: `/api/admin/reports/${kind}/export${exportQuery("xlsx")}`,
      // Spec §2's address when the period has a name (a month, a year, a day); the API's otherwise.
      pdf: periodId
        ? `${localizePath(`/admin/reports/pdf/${kind}-${periodId}`, locale)}${isDefaultGrouping ? "" : `?groupBy=${report.groupBy}`}`
        : `/api/admin/reports/${kind}/export${exportQuery("pdf")}`,
    },
  };
}

export type ReportPageData = Awaited<ReturnType<typeof loadReport>>;
