/**
 * The reports' page words (issue 26). The reports' own names, columns and descriptions are the
 * domain's (`reportTitles`, `reportColumnHeadings`…), shared with the API's xlsx and PDF files;
 * these are the page's. `tr` is the typed source and `en` satisfies it.
 */
const trTexts = {
  reportsTitle: "Raporlar",
  reportsIntro:
    "Satışlar, ödemeler, açık bakiyeler, geciken taksitler ve doluluk. Her toplam veritabanında hesaplanır; her rapor Excel ve PDF olarak indirilir.",
  reportsListLabel: "Raporlar",
  open: "{title} raporunu aç",
  filterFrom: "Başlangıç",
  filterTo: "Bitiş",
  groupBy: "Gruplama",
  apply: "Uygula",
  thisMonth: "Bu ay",
  period: "{meaning}: {from} – {to}",
  downloads: "İndir",
  downloadXlsx: "Excel (xlsx)",
  downloadPdf: "PDF",
  tableCaption: "{title}, {from} – {to}",
  totals: "Toplam",
  empty: "Bu dönemde kayıt yok.",
  chartIn: "{column} ({currency})",
  showTable: "Tablo olarak göster",
  statusNote: "Bekleyen ve onaylı rezervasyonlar sayılır; iptal edilenler sayılmaz.",
};
export type ReportTexts = typeof trTexts;

const enTexts = {
  reportsTitle: "Reports",
  reportsIntro:
    "Sales, payments, outstanding balances, overdue instalments and occupancy. Every total is summed by the database; every report downloads as Excel and PDF.",
  reportsListLabel: "Reports",
  open: "Open the {title} report",
  filterFrom: "From",
  filterTo: "To",
  groupBy: "Group by",
  apply: "Apply",
  thisMonth: "This month",
  period: "{meaning}: {from} – {to}",
  downloads: "Download",
  downloadXlsx: "Excel (xlsx)",
  downloadPdf: "PDF",
  tableCaption: "{title}, {from} – {to}",
  totals: "Totals",
  empty: "Nothing in this period.",
  chartIn: "{column} ({currency})",
  showTable: "Show as a table",
  statusNote: "Waiting and confirmed reservations count; cancelled ones do not.",
} satisfies ReportTexts;

export const reportTexts = { tr: trTexts, en: enTexts } as const;
