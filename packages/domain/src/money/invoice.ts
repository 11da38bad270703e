import { z } from "../schemas/zod.ts";
import { isValidTckn } from "../identity/tckn.ts";
import { isValidVkn } from "../identity/vkn.ts";
import { isReservationCode } from "../reservations/reservation.ts";
import { divideRounded, parseAmount } from "./ledger.ts";
import { currencies, money, type Currency, type Money } from "./money.ts";
import {
  invoiceBuyerTypes,
  invoiceKinds,
  isVatRate,
  type InvoiceBuyerType,
  type InvoiceKind,
  type VatRate,
} from "./invoiceCatalogue.ts";

/**
 * Issue 26, invoices: lines with a VAT (KDV) rate, their totals in integer minor units, the buyer
 * and the invoice number. Every rule about an invoice's money lives here once; the API stores what
 * these functions answer (ADR 0209).
 *
 * **One rounding rule, per line, half away from zero** (the ledger's `divideRounded`): each line's
 * VAT is rounded on its own, and the invoice's net, VAT and gross are plain sums of its lines, so
 * gross = net + VAT holds exactly on every line and in every total, and the per-rate breakdown adds
 * up to the VAT total. (Rounding once per rate on the summed nets would differ by a kuruş now and
 * then; the line rule is what the printed lines show, so a reader's sum matches the total.)
 */

// ---------------------------------------------------------------------------------------------
// Numbers

/** The agency's default series (three capital letters, GİB style). */
export const defaultInvoiceSeries = "RHL";
export const invoiceSequenceDigits = 9;
/** The largest sequence a year can reach in one series. */
export const maxInvoiceSequence = 10 ** invoiceSequenceDigits - 1;

export function isInvoiceSeries(value: unknown): value is string {
  return typeof value === "string" && /^[A-Z]{3}$/.test(value);
}

/**
 * The invoice number, GİB style: the series (3 letters), the year (4 digits), the sequence in
 * that series and year (9 digits, from 1): `RHL2026000000001`. Sixteen characters always.
 */
export function formatInvoiceNumber(series: string, year: number, sequence: number): string {
  if (!isInvoiceSeries(series)) throw new RangeError(`Not a series: ${String(series)}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`Not a year: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > maxInvoiceSequence) {
    throw new RangeError(`Not a sequence: ${sequence}`);
  }
  return `${series}${year}${String(sequence).padStart(invoiceSequenceDigits, "0")}`;
}

/** An invoice number read back into its parts, or null. */
export function parseInvoiceNumber(value: unknown): { series: string; year: number; sequence: number } | null {
  if (typeof value !== "string") return null;
  const match = /^([A-Z]{3})(\d{4})(\d{9})$/.exec(value);
  if (!match || Number(match[3]) === 0 || Number(match[2]) < 2000) return null;
  return { series: match[1]!, year: Number(match[2]), sequence: Number(match[3]) };
}

// ---------------------------------------------------------------------------------------------
// Lines and totals

export interface InvoiceLineInput {
  description: string;
  /** A whole number of units, at least 1. */
  quantity: number;
  /** Minor units of the invoice's currency; net of VAT unless the invoice's prices include it. */
  unitPrice: number;
  vatRate: VatRate;
}

export interface InvoiceLineTotals {
  net: number;
  vat: number;
  gross: number;
}

/**
 * One line's amounts in minor units. `quantity × unitPrice` is the net (prices without VAT) or the
 * gross (prices including VAT); the VAT is `net × rate / 100` or `gross × rate / (100 + rate)`,
 * rounded half away from zero — the one rounding of a line — and the third amount is the
 * difference, so net + VAT = gross exactly.
 */
export function invoiceLineTotals(line: InvoiceLineInput, pricesIncludeVat = false): InvoiceLineTotals {
  if (!isVatRate(line.vatRate)) throw new RangeError(`Not a VAT rate: ${String(line.vatRate)}`);
  const amount = BigInt(line.quantity) * BigInt(line.unitPrice);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("The line's amount is too large");
  }
  const rate = BigInt(line.vatRate);
  if (pricesIncludeVat) {
    const vat = Number(divideRounded(amount * rate, 100n + rate));
    return { net: Number(amount) - vat, vat, gross: Number(amount) };
  }
  const vat = Number(divideRounded(amount * rate, 100n));
  return { net: Number(amount), vat, gross: Number(amount) + vat };
}

export interface VatBreakdownRow {
  rate: VatRate;
  net: Money;
  vat: Money;
}

export interface InvoiceTotals {
  net: Money;
  vat: Money;
  gross: Money;
  /** One row per rate used, lowest rate first; the rows' VAT adds up to `vat`. */
  vatBreakdown: VatBreakdownRow[];
  lines: Array<InvoiceLineInput & InvoiceLineTotals>;
}

/** An invoice's totals: sums of its lines' rounded amounts (see the module's rounding note). */
export function invoiceTotals(
  lines: readonly InvoiceLineInput[],
  currency: Currency,
  pricesIncludeVat = false,
): InvoiceTotals {
  const withTotals = lines.map((line) => ({ ...line, ...invoiceLineTotals(line, pricesIncludeVat) }));
  const byRate = new Map<VatRate, { net: number; vat: number }>();
  let net = 0;
  let vat = 0;
  for (const line of withTotals) {
    net += line.net;
    vat += line.vat;
    const row = byRate.get(line.vatRate) ?? { net: 0, vat: 0 };
    byRate.set(line.vatRate, { net: row.net + line.net, vat: row.vat + line.vat });
  }
  return {
    net: money(net, currency),
    vat: money(vat, currency),
    gross: money(net + vat, currency),
    vatBreakdown: [...byRate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rate, row]) => ({ rate, net: money(row.net, currency), vat: money(row.vat, currency) })),
    lines: withTotals,
  };
}

/** A cancellation's amounts: the original's, negated, so an invoice and its cancellation sum to zero. */
export function negateLineTotals(totals: InvoiceLineTotals): InvoiceLineTotals {
  return { net: -totals.net || 0, vat: -totals.vat || 0, gross: -totals.gross || 0 };
}

/** Why an invoice cannot be cancelled, or null: once only, and a cancellation never. */
export function invoiceCancelRefusal(invoice: {
  kind: InvoiceKind;
  cancelledById: string | number | null;
}): "ALREADY_CANCELLED" | "CANCELLATION_NOT_CANCELLABLE" | null {
  if (invoice.kind === "CANCELLATION") return "CANCELLATION_NOT_CANCELLABLE";
  if (invoice.cancelledById !== null) return "ALREADY_CANCELLED";
  return null;
}

/** A buyer's tax number for their type: a person's TCKN, a company's VKN. */
export function buyerTaxIdError(type: InvoiceBuyerType, taxId: string): "TCKN_INVALID" | "VKN_INVALID" | null {
  if (type === "PERSON") return isValidTckn(taxId) ? null : "TCKN_INVALID";
  return isValidVkn(taxId) ? null : "VKN_INVALID";
}

// ---------------------------------------------------------------------------------------------
// Requests

export const maxInvoiceLines = 100;
/** A line's unit price up to 100 million in major units (a typo beyond). */
export const maxInvoiceUnitMinor = 10_000_000_000;

export const invoiceLineSchema = z.object({
  description: z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }).max(200, { error: "TOO_LONG" }),
  quantity: z
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(10_000, { error: "INVALID_VALUE" }),
  unitPrice: z
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(0, { error: "INVALID_VALUE" })
    .max(maxInvoiceUnitMinor, { error: "INVALID_VALUE" }),
  /** Checked against `vatRates` by `invoiceRequestRefusals` (VAT_RATE_NOT_ALLOWED). */
  vatRate: z.number({ error: "INVALID_VALUE" }),
});

export const invoiceBuyerSchema = z.object({
  type: z.enum(invoiceBuyerTypes, { error: "INVALID_VALUE" }),
  name: z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }).max(200, { error: "TOO_LONG" }),
  taxId: z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }).max(20, { error: "TOO_LONG" }),
  taxOffice: z.string({ error: "INVALID_VALUE" }).trim().max(100, { error: "TOO_LONG" }).optional(),
  address: z.string({ error: "INVALID_VALUE" }).trim().max(500, { error: "TOO_LONG" }).optional(),
});
export type InvoiceBuyer = z.output<typeof invoiceBuyerSchema>;

/**
 * POST /api/admin/invoices. An invoice for a reservation (`reservationCode`: currency from it, and
 * without `lines` one line per price-snapshot line, prices including VAT at `vatRate`) or for a
 * customer (`customerId` or neither; then `currency` and `lines` are required).
 */
export const invoiceRequestSchema = z
  .object({
    series: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      .toUpperCase()
      .refine(isInvoiceSeries, { error: "INVALID_VALUE" })
      .default(defaultInvoiceSeries),
    reservationCode: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      .toUpperCase()
      .refine(isReservationCode, { error: "INVALID_VALUE" })
      .optional(),
    customerId: z.uuid({ error: "INVALID_VALUE" }).optional(),
    currency: z.enum(currencies, { error: "INVALID_VALUE" }).optional(),
    buyer: invoiceBuyerSchema,
    lines: z
      .array(invoiceLineSchema, { error: "INVALID_VALUE" })
      .max(maxInvoiceLines, { error: "TOO_LONG" })
      .optional(),
    pricesIncludeVat: z.boolean({ error: "INVALID_VALUE" }).default(false),
    /** For lines taken from a reservation's price snapshot. */
    vatRate: z
      .number({ error: "VAT_RATE_NOT_ALLOWED" })
      .refine(isVatRate, { error: "VAT_RATE_NOT_ALLOWED" })
      .optional(),
    note: z.string({ error: "INVALID_VALUE" }).trim().max(500, { error: "TOO_LONG" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.reservationCode && value.customerId) {
      ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["customerId"] });
    }
    if (!value.reservationCode && !value.currency) {
      ctx.addIssue({ code: "custom", message: "REQUIRED", path: ["currency"] });
    }
  });
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;
export type InvoiceRequestInput = z.input<typeof invoiceRequestSchema>;

/**
 * The invoice rules beyond the request's shape, as field errors (dotted paths, like the API's),
 * or null: the buyer's tax number for their type (TCKN_INVALID, VKN_INVALID), each VAT rate one of
 * the law's (VAT_RATE_NOT_ALLOWED), at least one line unless a reservation gives them
 * (LINES_REQUIRED). Apart from the schema because VKN_INVALID and the rest are back-office codes,
 * which the public field-error catalogue does not carry; the API answers them after the schema,
 * the staff form adds them in its own refinement.
 */
export function invoiceRequestRefusals(value: {
  reservationCode?: string | undefined;
  buyer: { type: InvoiceBuyerType; taxId: string };
  lines?: ReadonlyArray<{ vatRate: number }> | undefined;
  vatRate?: number | undefined;
}): Record<string, string[]> | null {
  const fields: Record<string, string[]> = {};
  const taxError = value.buyer.taxId ? buyerTaxIdError(value.buyer.type, value.buyer.taxId) : null;
  if (taxError) fields["buyer.taxId"] = [taxError];
  value.lines?.forEach((line, index) => {
    if (!isVatRate(line.vatRate)) fields[`lines.${index}.vatRate`] = ["VAT_RATE_NOT_ALLOWED"];
  });
  if (value.vatRate !== undefined && !isVatRate(value.vatRate)) fields.vatRate = ["VAT_RATE_NOT_ALLOWED"];
  if (value.lines ? value.lines.length === 0 : !value.reservationCode) fields.lines = ["LINES_REQUIRED"];
  return Object.keys(fields).length ? fields : null;
}

export const invoiceListQuerySchema = z.object({
  year: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(2000, { error: "INVALID_VALUE" })
    .max(9999, { error: "INVALID_VALUE" })
    .optional(),
  reservationCode: z.string().trim().toUpperCase().refine(isReservationCode, { error: "INVALID_VALUE" }).optional(),
  kind: z.enum(invoiceKinds, { error: "INVALID_VALUE" }).optional(),
  page: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .default(1),
  pageSize: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(100, { error: "INVALID_VALUE" })
    .default(25),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** Lines from a reservation's frozen price snapshot: one per snapshot line, at its unit amount. */
export function invoiceLinesFromSnapshot(
  snapshot: { lines: ReadonlyArray<{ roomType: string; passengerType: string; quantity: number; unitAmount: number }> },
  vatRate: VatRate,
  describe: (line: { roomType: string; passengerType: string }) => string,
): InvoiceLineInput[] {
  return snapshot.lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ description: describe(line), quantity: line.quantity, unitPrice: line.unitAmount, vatRate }));
}

// ---------------------------------------------------------------------------------------------
// The staff's form (`/admin/accounting/invoices/new`)

/** One row of the form: all empty is a spare row, left out; otherwise every field is needed. */
const invoiceFormLineSchema = z.object({
  description: z.string({ error: "REQUIRED" }).trim().max(200, { error: "TOO_LONG" }).optional(),
  quantity: z
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(10_000, { error: "INVALID_VALUE" })
    .optional(),
  /** Typed the Turkish way too ('1.234,50'); read by `parseAmount` in the invoice's currency. */
  unitPrice: z.string({ error: "INVALID_VALUE" }).trim().optional(),
  vatRate: z.number({ error: "INVALID_VALUE" }).optional(),
});

const isBlankLine = (line: z.output<typeof invoiceFormLineSchema>) =>
  !line.description && line.quantity === undefined && !line.unitPrice && line.vatRate === undefined;

/**
 * The issue form: the buyer, the currency (the reservation's when one is named), whether prices
 * include VAT and the lines, with spare empty rows. The same rules as the API's
 * (`invoiceRequestRefusals`), on the form's own field names, so a bad tax number is refused beside
 * its field without a round trip; `invoiceFromForm` turns it into the request.
 */
export const invoiceFormSchema = z
  .object({
    reservationCode: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      .toUpperCase()
      .refine(isReservationCode, { error: "INVALID_VALUE" })
      .optional(),
    currency: z.enum(currencies, { error: "REQUIRED" }),
    buyer: invoiceBuyerSchema,
    pricesIncludeVat: z.boolean({ error: "INVALID_VALUE" }).optional(),
    lines: z.array(invoiceFormLineSchema, { error: "LINES_REQUIRED" }).max(maxInvoiceLines, { error: "TOO_LONG" }),
    note: z.string({ error: "INVALID_VALUE" }).trim().max(500, { error: "TOO_LONG" }).optional(),
  })
  .superRefine((value, ctx) => {
    const add = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", message, path });
    const taxError = value.buyer.taxId ? buyerTaxIdError(value.buyer.type, value.buyer.taxId) : null;
    if (taxError) add(["buyer", "taxId"], taxError);
    let filled = 0;
    value.lines.forEach((line, index) => {
      if (isBlankLine(line)) return;
      filled += 1;
      if (!line.description) add(["lines", index, "description"], "REQUIRED");
      if (line.quantity === undefined) add(["lines", index, "quantity"], "REQUIRED");
      if (!line.unitPrice) add(["lines", index, "unitPrice"], "REQUIRED");
      else if (parseInvoiceAmount(line.unitPrice, value.currency) === null) {
        add(["lines", index, "unitPrice"], "AMOUNT_INVALID");
      }
      if (line.vatRate === undefined) add(["lines", index, "vatRate"], "REQUIRED");
      else if (!isVatRate(line.vatRate)) add(["lines", index, "vatRate"], "VAT_RATE_NOT_ALLOWED");
    });
    if (filled === 0) add(["lines"], "LINES_REQUIRED");
  });
export type InvoiceForm = z.output<typeof invoiceFormSchema>;

/** A typed unit price ('1.234,50', '0') in minor units, zero allowed; null when unreadable. */
function parseInvoiceAmount(value: string, currency: Currency): number | null {
  if (/^0+([.,]0+)?$/.test(value.trim())) return 0;
  const parsed = parseAmount(value, currency);
  return parsed ? parsed.amount : null;
}

/** The form's values as the API's request: spare rows left out, typed prices in minor units. */
export function invoiceFromForm(form: InvoiceForm): InvoiceRequestInput {
  const lines = form.lines.filter((line) => !isBlankLine(line));
  return {
    ...(form.reservationCode ? { reservationCode: form.reservationCode } : {}),
    currency: form.currency,
    buyer: form.buyer,
    pricesIncludeVat: form.pricesIncludeVat ?? false,
    lines: lines.map((line) => ({
      description: line.description ?? "",
      quantity: line.quantity ?? 0,
      unitPrice: parseInvoiceAmount(line.unitPrice ?? "", form.currency) ?? -1,
      vatRate: line.vatRate ?? -1,
    })),
    ...(form.note ? { note: form.note } : {}),
  };
}
