import ExcelJS from "exceljs";

/** One sheet of an operations workbook: headings in the first row (frozen), then the rows. */
export interface Sheet {
  name: string;
  /** What the sheet holds, in the file's properties and the sheet's printed header. */
  title: string;
  headings: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

/** Excel refuses these in a sheet's name, and names longer than 31 characters. */
function sheetName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, " ")
      .slice(0, 28)
      .trim() || "Sheet";
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${base} ${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The day's lists as an xlsx workbook (issue 25), one sheet per table, built in memory: a
 * departure's lists are a few hundred rows at most (the reservation list streams, being long).
 */
export async function workbookOf(sheets: readonly Sheet[], created: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Rihla";
  workbook.title = sheets[0]?.title ?? "";
  workbook.created = new Date(`${created}T00:00:00Z`);
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheetName(sheet.name, taken), {
      views: [{ state: "frozen", ySplit: 1 }],
      headerFooter: { oddHeader: sheet.title.replaceAll("&", "&&") },
    });
    ws.columns = sheet.headings.map((header, i) => ({
      header,
      key: String(i),
      width: Math.min(40, Math.max(10, header.length + 2, ...sheet.rows.map((row) => String(row[i] ?? "").length + 2))),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow([...row]);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
