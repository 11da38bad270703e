/**
 * Issue 26: the invoices' lists, apart from their rules (invoice.ts) so the back office's pages
 * that only name them (a select's options, a list's filter) do not load the tax-number checks.
 */

/** Turkish KDV rates in use (2023–): exact integer percentages. */
export const vatRates = [0, 1, 10, 20] as const;
export type VatRate = (typeof vatRates)[number];

export function isVatRate(value: unknown): value is VatRate {
  return typeof value === "number" && (vatRates as readonly number[]).includes(value);
}

/** An invoice, or the record that cancels one (its own number, amounts negated). */
export const invoiceKinds = ["INVOICE", "CANCELLATION"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Who is billed: a person (by TCKN) or a company (by VKN, with its tax office). */
export const invoiceBuyerTypes = ["PERSON", "COMPANY"] as const;
export type InvoiceBuyerType = (typeof invoiceBuyerTypes)[number];
