import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import {
  formatMessage,
  reservationExportColumns,
  reservationExportFileName,
  reservationExportHeadings,
  reservationKindLabels,
  todayInIstanbul,
  type ReservationExportColumn,
  type ReservationListQuery,
} from "@rihla/domain";
import type { ServiceContext } from "../../http/context.ts";
import { requirePermission } from "../../http/permissions.ts";
import { pageStatement, rowsOf, toListItem, type ListItem, type ListRow } from "./admin-reservations.queries.ts";

/** Rows are read in keyset batches of this size: the export never holds the whole list. */
const batchSize = 500;

export interface ExportInput extends ReservationListQuery {
  format: "xlsx" | "csv";
}

/** Every row of the filtered list in the list's sort, batch after batch of the page's own statement. */
async function* exportRows(ctx: ServiceContext, query: ReservationListQuery): AsyncGenerator<ListItem> {
  let position = null as Parameters<typeof pageStatement>[2];
  for (;;) {
    const rows = await rowsOf<ListRow>(ctx.db, pageStatement(query, batchSize, position, todayInIstanbul(ctx.now)));
    for (const row of rows.slice(0, batchSize)) yield toListItem(row);
    if (rows.length <= batchSize) return;
    const last = rows[batchSize - 1]!;
    position = { value: last.sortKey, id: last.id, direction: "next" };
  }
}

function cellsOf(item: ListItem, locale: "tr" | "en"): Record<ReservationExportColumn, string | number | Date | null> {
  return {
    code: item.code,
    status: formatMessage(`reservationStatus.${item.status}`, locale),
    kind: reservationKindLabels[item.kind][locale],
    customer: item.customer.name,
    email: item.customer.email,
    phone: item.customer.phone ?? item.contact?.phone ?? "",
    agent: item.agent?.name ?? "",
    product: item.departure?.title ?? item.service?.hotelName ?? "",
    startsOn: item.startsOn,
    seats: item.seats,
    total: item.total.amount / 100,
    currency: item.total.currency,
    createdAt: new Date(item.createdAt),
  };
}

/**
 * A text cell for a CSV that Excel opens safely: quoted when it holds the separator, a quote or a
 * line break, and a leading =, +, - or @ defused with an apostrophe (formula injection).
 */
export function csvCell(value: string | number | Date | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value).replace(".", ",");
  let text = value instanceof Date ? value.toISOString().replace("T", " ").slice(0, 16) : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * GET /api/admin/reservations/export: the filtered list as an xlsx workbook (exceljs's streaming
 * writer) or a CSV Excel opens as UTF-8 (BOM, `;` separators, decimal commas), streamed, named after
 * its filters.
 */
export async function exportAdminReservations({ ctx, input }: { ctx: ServiceContext; input: ExportInput }) {
  await requirePermission(ctx, "reservations.manage.all");
  const locale = input.locale;
  const query: ReservationListQuery = { ...input, cursor: undefined };
  const words = {
    ...(input.status ? { status: formatMessage(`reservationStatus.${input.status}`, locale) } : {}),
    ...(input.kind ? { kind: reservationKindLabels[input.kind][locale] } : {}),
  };
  const fileName = reservationExportFileName(input, todayInIstanbul(ctx.now), locale, words, input.format);
  const headings = reservationExportColumns.map((column) => reservationExportHeadings[column][locale]);
  if (input.format === "csv") {
    const encoder = new TextEncoder();
    const lines = async function* () {
      yield encoder.encode(`\uFEFF${headings.map(csvCell).join(";")}\r\n`);
      for await (const item of exportRows(ctx, query)) {
        const cells = cellsOf(item, locale);
        yield encoder.encode(`${reservationExportColumns.map((column) => csvCell(cells[column])).join(";")}\r\n`);
      }
    };
    return {
      fileName,
      contentType: "text/csv; charset=utf-8",
      body: Readable.toWeb(Readable.from(lines())) as ReadableStream,
    };
  }
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(locale === "tr" ? "Rezervasyonlar" : "Reservations", {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = reservationExportColumns.map((column, i) => ({
    header: headings[i],
    key: column,
    width: column === "customer" || column === "email" || column === "product" ? 28 : 14,
    ...(column === "total" ? { style: { numFmt: "#,##0.00" } } : {}),
    ...(column === "createdAt" ? { style: { numFmt: "yyyy-mm-dd hh:mm" } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  // Written as the rows arrive; a failure mid-way ends the stream with an error (a broken download).
  void (async () => {
    try {
      for await (const item of exportRows(ctx, query)) {
        const cells = cellsOf(item, locale);
        sheet.addRow(cells).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return {
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: Readable.toWeb(output) as ReadableStream,
  };
}
