import {
  formatDate,
  formatInvoiceNumber,
  formatMessage,
  formatMoney,
  invoiceCancelRefusal,
  invoiceLinesFromSnapshot,
  invoiceRequestRefusals,
  invoiceTotals,
  isMessageCode,
  money,
  negateLineTotals,
  todayInIstanbul,
  type Currency,
  type InvoiceLineInput,
  type InvoiceListQuery,
  type InvoiceRequest,
  type Locale,
  type VatRate,
} from "@rihla/domain";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  departures,
  invoiceCounters,
  invoiceLines,
  invoices,
  reservations,
  siteSettingTranslations,
  siteSettings,
  tourTranslations,
  users,
} from "../../db/schema.ts";
import type { Db } from "../../db/database.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { renderPdf } from "../../pdf/pdf.ts";
import { recordEvent } from "../audit/audit.ts";
import { claimKey, peekKey, requestHash, storeResponse } from "../reservations/idempotency.ts";

/**
 * Issue 26's invoices (ADR 0209): issued with the next number of a gapless per-series-per-year
 * counter, stored append-only (migration 0017's trigger), cancelled by a record of their own.
 * The amounts are the domain's `invoiceTotals`, stored as computed; nothing is recomputed later.
 */

const scope = "POST /api/admin/invoices";
/** Lines from a reservation's price snapshot: prices include VAT at this rate unless asked otherwise. */
export const defaultSnapshotVatRate: VatRate = 20;

type InvoiceRow = typeof invoices.$inferSelect;
type LineRow = typeof invoiceLines.$inferSelect;

export interface InvoiceView {
  id: number;
  number: string;
  series: string;
  year: number;
  sequence: number;
  kind: InvoiceRow["kind"];
  cancels: { id: number; number: string } | null;
  cancelledBy: { id: number; number: string } | null;
  reservationCode: string | null;
  customerId: string | null;
  buyer: {
    type: InvoiceRow["buyerType"];
    name: string;
    taxId: string;
    taxOffice: string | null;
    address: string | null;
  };
  currency: Currency;
  pricesIncludeVat: boolean;
  net: { amount: number; currency: Currency };
  vat: { amount: number; currency: Currency };
  gross: { amount: number; currency: Currency };
  note: string | null;
  issuedBy: { id: string; name: string };
  issuedAt: string;
}

export interface InvoiceDetail extends InvoiceView {
  lines: Array<{
    position: number;
    description: string;
    quantity: number;
    unitPrice: { amount: number; currency: Currency };
    vatRate: number;
    net: { amount: number; currency: Currency };
    vat: { amount: number; currency: Currency };
    gross: { amount: number; currency: Currency };
  }>;
  vatBreakdown: Array<{
    rate: number;
    net: { amount: number; currency: Currency };
    vat: { amount: number; currency: Currency };
  }>;
}

const original = alias(invoices, "original");
const cancellation = alias(invoices, "cancellation");

async function summaries(
  db: Db,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<InvoiceView[]> {
  let query = db
    .select({
      invoice: invoices,
      reservationCode: reservations.code,
      issuerFirst: users.firstName,
      issuerSurname: users.surname,
      cancelsNumber: original.number,
      cancelledById: cancellation.id,
      cancelledByNumber: cancellation.number,
    })
    .from(invoices)
    .leftJoin(reservations, eq(reservations.id, invoices.reservationId))
    .innerJoin(users, eq(users.id, invoices.issuedBy))
    .leftJoin(original, eq(original.id, invoices.cancelsId))
    .leftJoin(cancellation, eq(cancellation.cancelsId, invoices.id))
    .where(where)
    .orderBy(desc(invoices.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  return (await query).map((row) => {
    const i = row.invoice;
    const m = (amount: number) => money(amount, i.currency);
    return {
      id: i.id,
      number: i.number,
      series: i.series,
      year: i.year,
      sequence: i.sequence,
      kind: i.kind,
      cancels: i.cancelsId !== null && row.cancelsNumber ? { id: i.cancelsId, number: row.cancelsNumber } : null,
      cancelledBy:
        row.cancelledById !== null && row.cancelledByNumber
          ? { id: row.cancelledById, number: row.cancelledByNumber }
          : null,
      reservationCode: row.reservationCode ?? null,
      customerId: i.customerId,
      buyer: {
        type: i.buyerType,
        name: i.buyerName,
        taxId: i.buyerTaxId,
        taxOffice: i.buyerTaxOffice,
        address: i.buyerAddress,
      },
      currency: i.currency,
      pricesIncludeVat: i.pricesIncludeVat,
      net: m(i.netMinor),
      vat: m(i.vatMinor),
      gross: m(i.grossMinor),
      note: i.note,
      issuedBy: { id: i.issuedBy, name: `${row.issuerFirst} ${row.issuerSurname}`.trim() },
      issuedAt: i.issuedAt.toISOString(),
    };
  });
}

function detailOf(view: InvoiceView, lines: LineRow[]): InvoiceDetail {
  const m = (amount: number) => money(amount, view.currency);
  const byRate = new Map<number, { net: number; vat: number }>();
  for (const line of lines) {
    const row = byRate.get(line.vatRate) ?? { net: 0, vat: 0 };
    byRate.set(line.vatRate, { net: row.net + line.netMinor, vat: row.vat + line.vatMinor });
  }
  return {
    ...view,
    lines: lines
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        position: line.position,
        description: line.description,
        quantity: line.quantity,
        unitPrice: m(line.unitPriceMinor),
        vatRate: line.vatRate,
        net: m(line.netMinor),
        vat: m(line.vatMinor),
        gross: m(line.grossMinor),
      })),
    vatBreakdown: [...byRate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rate, row]) => ({ rate, net: m(row.net), vat: m(row.vat) })),
  };
}

async function invoiceDetail(db: Db, id: number): Promise<InvoiceDetail | null> {
  const [view] = await summaries(db, eq(invoices.id, id));
  if (!view) return null;
  return detailOf(view, await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)));
}

/** GET /api/admin/invoices: newest first, paged. */
export async function listInvoices({ ctx, input }: { ctx: ServiceContext; input: InvoiceListQuery }) {
  await requirePermission(ctx, "accounting.access");
  const filters: SQL[] = [];
  if (input.year !== undefined) filters.push(eq(invoices.year, input.year));
  if (input.kind) filters.push(eq(invoices.kind, input.kind));
  if (input.reservationCode) {
    filters.push(
      inArray(
        invoices.reservationId,
        ctx.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, input.reservationCode)),
      ),
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [counted] = await ctx.db.select({ total: count() }).from(invoices).where(where);
  const data = await summaries(ctx.db, where, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  return { data, page: input.page, pageSize: input.pageSize, total: counted?.total ?? 0 };
}

/** GET /api/admin/invoices/{id}. */
export async function getInvoice({ ctx, input }: { ctx: ServiceContext; input: { id: number } }) {
  await requirePermission(ctx, "accounting.access");
  const detail = await invoiceDetail(ctx.db, input.id);
  if (!detail) throw domainError(404, "NOT_FOUND");
  return detail;
}

/**
 * The next number of a series in a year: the counter row is created if missing, locked
 * `for update` (a concurrent issuer waits here until this transaction ends) and moved on by one.
 * A rolled-back issue rolls the counter back too, so the numbers stay gapless.
 */
async function nextSequence(tx: Db, series: string, year: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ series, year, last: 0 }).onConflictDoNothing();
  const [locked] = await tx
    .select({ last: invoiceCounters.last })
    .from(invoiceCounters)
    .where(and(eq(invoiceCounters.series, series), eq(invoiceCounters.year, year)))
    .for("update");
  const next = locked!.last + 1;
  await tx
    .update(invoiceCounters)
    .set({ last: next })
    .where(and(eq(invoiceCounters.series, series), eq(invoiceCounters.year, year)));
  return next;
}

function snapshotDescriber(code: string, tourTitle: string | null, locale: Locale) {
  const label = (key: string) => (isMessageCode(key) ? formatMessage(key, locale) : key.split(".")[1]!);
  return (line: { roomType: string; passengerType: string }) =>
    [tourTitle ?? code, `${label(`roomType.${line.roomType}`)}, ${label(`passengerType.${line.passengerType}`)}`].join(
      " — ",
    );
}

export interface IssueResult {
  body: InvoiceDetail;
  replayed: boolean;
}

/**
 * POST /api/admin/invoices: the lines (given, or from the reservation's price snapshot), their
 * totals by the domain, the next number, the event in the log and the answer under the
 * idempotency key — one transaction.
 */
export async function issueInvoice({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { key: string; raw: unknown; request: InvoiceRequest };
}): Promise<IssueResult> {
  const viewer = await requirePermission(ctx, "accounting.access");
  const { request } = input;
  const keyInput = { userId: viewer.id, scope, key: input.key, hash: requestHash(input.raw), now: ctx.now };
  const earlier = await peekKey(ctx.db, ctx.deps.fieldCipher, keyInput);
  if (earlier) return { body: earlier.body as InvoiceDetail, replayed: true };
  const refusals = invoiceRequestRefusals(request);
  if (refusals) throw domainError(400, "VALIDATION_FAILED", { fields: refusals });

  let reservation: { id: string; customerId: string } | null = null;
  let currency = request.currency;
  let lines = request.lines;
  let pricesIncludeVat = request.pricesIncludeVat;
  if (request.reservationCode) {
    const [row] = await ctx.db
      .select({
        id: reservations.id,
        code: reservations.code,
        customerId: reservations.customerId,
        currency: reservations.currency,
        snapshot: reservations.priceSnapshot,
        tourTitle: tourTranslations.title,
      })
      .from(reservations)
      .leftJoin(departures, eq(departures.id, reservations.departureId))
      .leftJoin(
        tourTranslations,
        and(eq(tourTranslations.tourId, departures.tourId), eq(tourTranslations.locale, "tr")),
      )
      .where(eq(reservations.code, request.reservationCode))
      .limit(1);
    if (!row) throw domainError(404, "NOT_FOUND", { fields: { reservationCode: ["NOT_FOUND"] } });
    if (request.currency && request.currency !== row.currency) {
      throw domainError(400, "VALIDATION_FAILED", { fields: { currency: ["INVALID_VALUE"] } });
    }
    reservation = { id: row.id, customerId: row.customerId };
    currency = row.currency;
    if (!lines) {
      lines = invoiceLinesFromSnapshot(
        row.snapshot,
        (request.vatRate ?? defaultSnapshotVatRate) as VatRate,
        snapshotDescriber(row.code, row.tourTitle, "tr"),
      );
      // The snapshot's prices are what the customer pays: VAT included.
      pricesIncludeVat = true;
      if (lines.length === 0) throw domainError(400, "VALIDATION_FAILED", { fields: { lines: ["LINES_REQUIRED"] } });
    }
  } else if (request.customerId) {
    const [customer] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, request.customerId))
      .limit(1);
    if (!customer) throw domainError(404, "NOT_FOUND", { fields: { customerId: ["NOT_FOUND"] } });
  }
  const totals = invoiceTotals(lines as InvoiceLineInput[], currency!, pricesIncludeVat);
  const year = Number(todayInIstanbul(ctx.now).slice(0, 4));

  const result = await ctx.db.transaction(async (tx) => {
    const claim = await claimKey(tx, ctx.deps.fieldCipher, keyInput);
    if (!claim.claimed) return { body: claim.body as InvoiceDetail, replayed: true };
    const sequence = await nextSequence(tx, request.series, year);
    const [inserted] = await tx
      .insert(invoices)
      .values({
        number: formatInvoiceNumber(request.series, year, sequence),
        series: request.series,
        year,
        sequence,
        kind: "INVOICE",
        reservationId: reservation?.id ?? null,
        customerId: reservation?.customerId ?? request.customerId ?? null,
        buyerType: request.buyer.type,
        buyerName: request.buyer.name,
        buyerTaxId: request.buyer.taxId,
        buyerTaxOffice: request.buyer.taxOffice || null,
        buyerAddress: request.buyer.address || null,
        currency: currency!,
        pricesIncludeVat,
        netMinor: totals.net.amount,
        vatMinor: totals.vat.amount,
        grossMinor: totals.gross.amount,
        note: request.note || null,
        issuedBy: viewer.id,
        issuedAt: ctx.now,
      })
      .returning({ id: invoices.id });
    const id = inserted!.id;
    await tx.insert(invoiceLines).values(
      totals.lines.map((line, position) => ({
        invoiceId: id,
        position,
        description: line.description,
        quantity: line.quantity,
        unitPriceMinor: line.unitPrice,
        vatRate: line.vatRate,
        netMinor: line.net,
        vatMinor: line.vat,
        grossMinor: line.gross,
      })),
    );
    const body = (await invoiceDetail(tx, id))!;
    await recordEvent(
      tx,
      { actorId: viewer.id, at: ctx.now },
      {
        entity: "invoice",
        entityId: id,
        action: "created",
        changes: {
          number: { from: null, to: body.number },
          buyer: { from: null, to: body.buyer.name },
          gross: { from: null, to: body.gross },
          ...(body.reservationCode ? { reservation: { from: null, to: body.reservationCode } } : {}),
        },
        note: body.note,
      },
    );
    await storeResponse(tx, ctx.deps.fieldCipher, { ...keyInput, status: 201, body });
    return { body, replayed: false };
  });
  return result;
}

/** Postgres' unique violation: a second cancel lost the race to the first. */
const isUniqueViolation = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505");

/**
 * POST /api/admin/invoices/{id}/cancel: a CANCELLATION with its own next number (this year, the
 * original's series), the buyer and lines copied with the amounts negated, pointing at the
 * original — once (409 ALREADY_CANCELLED, kept by the unique `cancels_id` too).
 */
export async function cancelInvoice({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { id: number; note?: string | undefined };
}): Promise<InvoiceDetail> {
  const viewer = await requirePermission(ctx, "accounting.access");
  try {
    return await ctx.db.transaction(async (tx) => {
      const target = await invoiceDetail(tx, input.id);
      if (!target) throw domainError(404, "NOT_FOUND");
      const refusal = invoiceCancelRefusal({ kind: target.kind, cancelledById: target.cancelledBy?.id ?? null });
      if (refusal) throw domainError(409, refusal);
      const [row] = await tx.select().from(invoices).where(eq(invoices.id, input.id));
      const year = Number(todayInIstanbul(ctx.now).slice(0, 4));
      const sequence = await nextSequence(tx, target.series, year);
      const [inserted] = await tx
        .insert(invoices)
        .values({
          ...row!,
          id: undefined,
          number: formatInvoiceNumber(target.series, year, sequence),
          year,
          sequence,
          kind: "CANCELLATION",
          cancelsId: target.id,
          netMinor: -target.net.amount || 0,
          vatMinor: -target.vat.amount || 0,
          grossMinor: -target.gross.amount || 0,
          note: input.note || null,
          issuedBy: viewer.id,
          issuedAt: ctx.now,
        })
        .returning({ id: invoices.id });
      const id = inserted!.id;
      await tx.insert(invoiceLines).values(
        target.lines.map((line) => ({
          invoiceId: id,
          position: line.position,
          description: line.description,
          quantity: line.quantity,
          unitPriceMinor: line.unitPrice.amount,
          vatRate: line.vatRate,
          ...(({ net, vat, gross }) => ({ netMinor: net, vatMinor: vat, grossMinor: gross }))(
            negateLineTotals({ net: line.net.amount, vat: line.vat.amount, gross: line.gross.amount }),
          ),
        })),
      );
      const body = (await invoiceDetail(tx, id))!;
      await recordEvent(
        tx,
        { actorId: viewer.id, at: ctx.now },
        {
          entity: "invoice",
          entityId: target.id,
          action: "cancelled",
          changes: { cancelledBy: { from: null, to: body.number } },
          note: body.note,
        },
      );
      return body;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError(409, "ALREADY_CANCELLED");
    throw error;
  }
}

const pdfWords = {
  invoice: { tr: "Fatura", en: "Invoice" },
  cancellation: { tr: "İptal faturası", en: "Cancellation" },
  cancels: { tr: "İptal edilen fatura", en: "Cancels invoice" },
  issued: { tr: "Düzenleme tarihi", en: "Issued on" },
  seller: { tr: "Satıcı", en: "Seller" },
  buyer: { tr: "Alıcı", en: "Buyer" },
  field: { tr: "Alan", en: "Field" },
  value: { tr: "Değer", en: "Value" },
  name: { tr: "Unvan / Ad Soyad", en: "Name" },
  address: { tr: "Adres", en: "Address" },
  phone: { tr: "Telefon", en: "Phone" },
  email: { tr: "E-posta", en: "E-mail" },
  licence: { tr: "TÜRSAB belge no", en: "TÜRSAB licence" },
  tckn: { tr: "T.C. kimlik no", en: "Turkish ID number" },
  vkn: { tr: "Vergi kimlik no", en: "Tax number" },
  taxOffice: { tr: "Vergi dairesi", en: "Tax office" },
  reservation: { tr: "Rezervasyon", en: "Reservation" },
  lines: { tr: "Satırlar", en: "Lines" },
  description: { tr: "Açıklama", en: "Description" },
  quantity: { tr: "Miktar", en: "Quantity" },
  unitPrice: { tr: "Birim fiyat", en: "Unit price" },
  vatRate: { tr: "KDV oranı", en: "VAT rate" },
  net: { tr: "Matrah", en: "Net" },
  vat: { tr: "KDV", en: "VAT" },
  gross: { tr: "Toplam", en: "Gross" },
  breakdown: { tr: "KDV dökümü", en: "VAT breakdown" },
  totals: { tr: "Toplamlar", en: "Totals" },
  netTotal: { tr: "Mal/hizmet toplamı (matrah)", en: "Net total" },
  vatTotal: { tr: "Hesaplanan KDV", en: "VAT total" },
  grossTotal: { tr: "Ödenecek tutar", en: "Amount payable" },
  pricesIncludeVat: { tr: "Fiyatlara KDV dahildir.", en: "Prices include VAT." },
} as const;

/** GET /api/admin/invoices/{id}/pdf: seller (the agency's site settings), buyer, lines, VAT, totals. */
export async function invoicePdf({ ctx, input }: { ctx: ServiceContext; input: { id: number; locale: Locale } }) {
  const invoice = await getInvoice({ ctx, input });
  const { locale } = input;
  const w = (key: keyof typeof pdfWords) => pdfWords[key][locale];
  const [seller] = await ctx.db
    .select({
      name: siteSettings.agencyName,
      phone: siteSettings.phone,
      email: siteSettings.email,
      licence: siteSettings.tursabLicence,
      address: siteSettingTranslations.address,
    })
    .from(siteSettings)
    .leftJoin(
      siteSettingTranslations,
      and(eq(siteSettingTranslations.settingsId, siteSettings.id), eq(siteSettingTranslations.locale, locale)),
    )
    .limit(1);
  const fmt = (value: { amount: number; currency: Currency }) => formatMoney(value, locale, { withDecimals: true });
  const pairs = (rows: Array<[string, string | null | undefined]>) =>
    rows.filter((row): row is [string, string] => Boolean(row[1]));
  const columns = [
    { label: w("field"), width: 1 },
    { label: w("value"), width: 3 },
  ];
  const sellerRows = pairs([
    [w("name"), seller?.name],
    [w("address"), seller?.address],
    [w("phone"), seller?.phone],
    [w("email"), seller?.email],
    [w("licence"), seller?.licence],
  ]);
  const buyerRows = pairs([
    [w("name"), invoice.buyer.name],
    [invoice.buyer.type === "PERSON" ? w("tckn") : w("vkn"), invoice.buyer.taxId],
    [w("taxOffice"), invoice.buyer.taxOffice],
    [w("address"), invoice.buyer.address],
    [w("reservation"), invoice.reservationCode],
  ]);
  const title = `${invoice.kind === "CANCELLATION" ? w("cancellation") : w("invoice")} ${invoice.number}`;
  const subtitle = [
    `${w("issued")}: ${formatDate(invoice.issuedAt, locale)}`,
    invoice.cancels ? `${w("cancels")}: ${invoice.cancels.number}` : null,
    invoice.pricesIncludeVat ? w("pricesIncludeVat") : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const body = await renderPdf({
    title,
    subtitle,
    lang: locale,
    sections: [
      { heading: w("seller"), columns, rows: sellerRows },
      { heading: w("buyer"), columns, rows: buyerRows },
      {
        heading: w("lines"),
        columns: [
          { label: w("description"), width: 4 },
          { label: w("quantity"), width: 1 },
          { label: w("unitPrice"), width: 1.6 },
          { label: w("vatRate"), width: 1 },
          { label: w("net"), width: 1.6 },
          { label: w("vat"), width: 1.6 },
          { label: w("gross"), width: 1.6 },
        ],
        rows: invoice.lines.map((line) => [
          line.description,
          String(line.quantity),
          fmt(line.unitPrice),
          `%${line.vatRate}`,
          fmt(line.net),
          fmt(line.vat),
          fmt(line.gross),
        ]),
      },
      {
        heading: w("breakdown"),
        columns: [
          { label: w("vatRate"), width: 1 },
          { label: w("net"), width: 2 },
          { label: w("vat"), width: 2 },
        ],
        rows: invoice.vatBreakdown.map((row) => [`%${row.rate}`, fmt(row.net), fmt(row.vat)]),
      },
      {
        heading: w("totals"),
        columns,
        rows: [
          [w("netTotal"), fmt(invoice.net)],
          [w("vatTotal"), fmt(invoice.vat)],
          [w("grossTotal"), fmt(invoice.gross)],
        ],
      },
    ],
  });
  return { fileName: `${invoice.number}.pdf`, contentType: "application/pdf", body };
}
