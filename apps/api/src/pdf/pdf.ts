import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * The API's one home for PDFs (issue 25): rooming lists, readiness and the day's lists now,
 * invoices and reports later. Rendered on the server with pdfkit and a font that has every Turkish
 * letter (DejaVu Sans, from the `dejavu-fonts-ttf` package: nothing is fetched at run time). The
 * font is embedded as a subset with a ToUnicode map, so names like 'Şule Ağaoğlu' or 'İsmail Işık'
 * are drawn with their own glyphs and can be searched and copied from the file.
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** Read once per process; pdfkit subsets them per document. */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

/** One table of a document: a heading above it, columns with relative widths, rows of text. */
export interface PdfTable {
  heading?: string | undefined;
  /** A line under the heading (a hotel's city, a count). */
  note?: string | undefined;
  columns: readonly { label: string; width: number }[];
  rows: readonly (readonly string[])[];
  /** Shown instead of an empty table. */
  empty?: string | undefined;
}

export interface PdfSpec {
  title: string;
  /** Under the title: what the list is of (a departure, a day). */
  subtitle?: string | undefined;
  sections: readonly PdfTable[];
  /** Wide lists (the airport manifest) print across the page. */
  landscape?: boolean | undefined;
  /** Each section on a page of its own (the printable pack). */
  pageBreaks?: boolean | undefined;
  /** The file's metadata language, 'tr' or 'en'. */
  lang: string;
}

const margin = 36;
const cellPadding = 3;
const fontSize = 9;

/**
 * Renders a document of headed tables to bytes. `compress: false` leaves the page streams
 * readable (tests); the default deflates them as any PDF reader expects.
 */
export function renderPdf(spec: PdfSpec, options: { compress?: boolean } = {}): Promise<Buffer> {
  const files = fontFiles();
  const doc = new PDFDocument({
    size: "A4",
    layout: spec.landscape ? "landscape" : "portrait",
    margin,
    compress: options.compress ?? true,
    lang: spec.lang,
    info: { Title: spec.title, Creator: "Rihla", Producer: "Rihla" },
  });
  doc.registerFont("regular", files.regular);
  doc.registerFont("bold", files.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("bold").fontSize(15).text(spec.title);
  if (spec.subtitle) doc.font("regular").fontSize(10).text(spec.subtitle);
  doc.moveDown(0.5);
  spec.sections.forEach((section, index) => {
    if (spec.pageBreaks && index > 0) doc.addPage();
    drawTable(doc, section);
  });
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

function drawTable(doc: Doc, table: PdfTable): void {
  const left = doc.page.margins.left;
  const usable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  if (table.heading) {
    if (doc.y + 40 > bottom()) doc.addPage();
    doc.moveDown(0.4).font("bold").fontSize(11).text(table.heading, left, doc.y);
  }
  if (table.note) doc.font("regular").fontSize(9).text(table.note, left, doc.y);
  doc.moveDown(0.3);
  if (table.rows.length === 0) {
    doc
      .font("regular")
      .fontSize(fontSize)
      .text(table.empty ?? "—", left, doc.y);
    return;
  }
  const total = table.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = table.columns.map((column) => (column.width / total) * usable);

  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell || " ", { width: widths[i]! - 2 * cellPadding }))) +
      2 * cellPadding
    );
  };
  const drawRow = (cells: readonly string[], font: string, shaded: boolean) => {
    const height = rowHeight(cells, font);
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y;
    if (shaded) doc.rect(left, top, usable, height).fill("#eeeeee").fillColor("black");
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .font(font)
        .fontSize(fontSize)
        .text(cell, x + cellPadding, top + cellPadding, { width: widths[i]! - 2 * cellPadding });
      x += widths[i]!;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(left + usable, top + height)
      .lineWidth(0.5)
      .strokeColor("#999999")
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  const header = table.columns.map((column) => column.label);
  drawRow(header, "bold", true);
  for (const row of table.rows) {
    if (doc.y + rowHeight(row, "regular") > bottom()) {
      doc.addPage();
      drawRow(header, "bold", true);
    }
    drawRow(row, "regular", false);
  }
  doc.moveDown(0.5);
}
