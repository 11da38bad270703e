import { z } from "../schemas/zod.ts";
import { isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { isReservationCode } from "../reservations/reservation.ts";
import { currencies, currencyMinorDigits, money, subtractMoney, addMoney, type Currency, type Money } from "./money.ts";

/**
 * Issue 26, the agency's books: cash desks, an append-only ledger of transactions, exchange rates
 * locked at the moment of payment and a reservation's balance. Every rule about money in the
 * ledger lives here once; the API stores what these functions answer and never recomputes an
 * amount at a later rate (ADR 0209).
 */

/** Transaction types (spec §3 'İşlem tipi'): payment received, refund, expense, transfer between desks. */
export const transactionTypes = ["PAYMENT", "REFUND", "EXPENSE", "TRANSFER"] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** Spec §3 'Ödeme tipi'. */
export const paymentTypes = ["CASH", "CARD", "BANK_TRANSFER"] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** Spec §3 'Müşteri tipi': who the money came from or went to. */
export const counterpartyTypes = ["CUSTOMER", "AGENT", "SUPPLIER"] as const;
export type CounterpartyType = (typeof counterpartyTypes)[number];

/** What a cash desk is: a till, a bank account, a card terminal. */
export const cashDeskKinds = ["CASH", "BANK", "CARD"] as const;
export type CashDeskKind = (typeof cashDeskKinds)[number];

/** Types that move a reservation's balance; only these may name a reservation. */
export const reservationTransactionTypes = ["PAYMENT", "REFUND"] as const satisfies readonly TransactionType[];

export function belongsToReservation(type: TransactionType): boolean {
  return (reservationTransactionTypes as readonly TransactionType[]).includes(type);
}

// ---------------------------------------------------------------------------------------------
// Exchange rates

/** Rates are kept to six decimals: `micros` is the rate × 1,000,000, an integer (never a float). */
export const rateDecimals = 6;
const rateScale = 10n ** BigInt(rateDecimals);
/** The largest rate accepted (a unit of one currency worth a million of another is a typo). */
export const maxRateMicros = 1_000_000 * 1_000_000;

/**
 * An exchange rate: units of the reservation's currency for one unit of the payment's
 * (a payment of 100.00 EUR at 35.5 lowers a TRY balance by 3,550.00).
 */
export interface ExchangeRate {
  micros: number;
}

export const identityRate: ExchangeRate = { micros: 1_000_000 };

/**
 * A rate written with a dot ('35.5', '0.028169') read exactly, or null for anything else:
 * no sign, no exponent, no comma, at most six decimals, above zero.
 */
export function parseRate(value: string | number): ExchangeRate | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const micros = Number(`${match[1]}${(match[2] ?? "").padEnd(rateDecimals, "0")}`);
  if (!Number.isSafeInteger(micros) || micros <= 0 || micros > maxRateMicros) return null;
  return { micros };
}

/** The rate's exact decimal text with six decimals ('35.500000'), as the database's numeric keeps it. */
export function rateToString(rate: ExchangeRate): string {
  const digits = String(rate.micros).padStart(rateDecimals + 1, "0");
  return `${digits.slice(0, -rateDecimals)}.${digits.slice(-rateDecimals)}`;
}

/** The rate as people write it: trailing zeros dropped ('35.5', '1'). */
export function formatRate(rate: ExchangeRate, locale: "tr" | "en" = "tr"): string {
  const text = rateToString(rate).replace(/\.?0+$/, "");
  return locale === "tr" ? text.replace(".", ",") : text;
}

/**
 * Divides exactly and rounds **half away from zero** (2.5 → 3, −2.5 → −3): the one rounding rule
 * of the ledger (ADR 0209). It is what a cashier does by hand and what Turkish invoices use;
 * banker's rounding would surprise a customer comparing receipts.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/**
 * An amount converted at a locked rate, in integer minor units, rounded half away from zero:
 * `amount × rate`, adjusted for the currencies' minor digits. The same currency converts at 1
 * and must not be given another rate.
 */
export function convertMoney(amount: Money, rate: ExchangeRate, to: Currency): Money {
  if (!Number.isSafeInteger(rate.micros) || rate.micros <= 0) throw new RangeError("A rate must be above zero");
  if (amount.currency === to && rate.micros !== identityRate.micros) {
    throw new RangeError(`A ${to} amount converts to ${to} at 1`);
  }
  const shift = currencyMinorDigits[to] - currencyMinorDigits[amount.currency];
  const numerator = BigInt(amount.amount) * BigInt(rate.micros) * 10n ** BigInt(Math.max(shift, 0));
  const denominator = rateScale * 10n ** BigInt(Math.max(-shift, 0));
  const converted = divideRounded(numerator, denominator);
  if (converted > BigInt(Number.MAX_SAFE_INTEGER) || converted < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError("The converted amount is too large");
  }
  return money(Number(converted) || 0, to);
}

// ---------------------------------------------------------------------------------------------
// Ledger entries and the reservation's balance

/**
 * One ledger entry as the rules see it. `amount` is in the cash desk's currency; for a payment or
 * a refund of a reservation `reservationAmount` is the same money in the reservation's currency at
 * the locked `rate`. A reversal carries the negated amounts of its original and points at it.
 */
export interface LedgerEntry {
  id: string;
  type: TransactionType;
  amount: Money;
  rate: ExchangeRate | null;
  reservationAmount: Money | null;
  reversesId: string | null;
}

/** How an entry moves a reservation's balance (what is still due): payments lower it, refunds raise it. */
export function balanceSign(type: TransactionType): -1 | 0 | 1 {
  return type === "PAYMENT" ? -1 : type === "REFUND" ? 1 : 0;
}

/** How an entry moves its cash desk: money in for a payment, out for the rest (a transfer's target gains it). */
export function cashDeskSign(type: TransactionType): -1 | 1 {
  return type === "PAYMENT" ? 1 : -1;
}

/**
 * A reservation's balance — what is still due — in its currency: total − payments + refunds,
 * each at the amount locked when it was recorded. Reversals cancel their original because they
 * carry its negated amounts. Entries of other types do not move it.
 */
export function reservationBalance(total: Money, entries: readonly LedgerEntry[]): Money {
  let balance = total;
  for (const entry of entries) {
    const sign = balanceSign(entry.type);
    if (sign === 0 || entry.reservationAmount === null) continue;
    balance = sign < 0 ? subtractMoney(balance, entry.reservationAmount) : addMoney(balance, entry.reservationAmount);
  }
  return balance;
}

/** What was paid in the reservation's currency (payments − refunds), for "paid so far". */
export function reservationPaid(currency: Currency, entries: readonly LedgerEntry[]): Money {
  return subtractMoney(money(0, currency), reservationBalance(money(0, currency), entries));
}

/**
 * A new entry for a reservation: its amount in the reservation's currency at the given rate
 * (1 when the currencies are the same). Answers the field codes the API and the form show.
 */
export function lockPayment(
  amount: Money,
  reservationCurrency: Currency,
  rate: ExchangeRate | null,
): { ok: true; rate: ExchangeRate; reservationAmount: Money } | { ok: false; fields: Record<string, string[]> } {
  if (amount.currency === reservationCurrency) {
    if (rate && rate.micros !== identityRate.micros) return { ok: false, fields: { rate: ["INVALID_VALUE"] } };
    return { ok: true, rate: identityRate, reservationAmount: amount };
  }
  if (!rate) return { ok: false, fields: { rate: ["RATE_REQUIRED"] } };
  // A converted amount past what one entry may hold is a typo in the amount or the rate.
  const tooLarge = { ok: false as const, fields: { rate: ["INVALID_VALUE"] } };
  let reservationAmount: Money;
  try {
    reservationAmount = convertMoney(amount, rate, reservationCurrency);
  } catch (error) {
    if (error instanceof RangeError) return tooLarge;
    throw error;
  }
  if (reservationAmount.amount > maxTransactionMinor) return tooLarge;
  return { ok: true, rate, reservationAmount };
}

/**
 * Why an entry cannot be reversed, or null when it can: a reversal is never itself reversed,
 * and an entry is reversed once.
 */
export function reversalRefusal(
  entry: Pick<LedgerEntry, "id" | "reversesId">,
  entries: readonly Pick<LedgerEntry, "reversesId">[],
): "REVERSAL_NOT_REVERSIBLE" | "ALREADY_REVERSED" | null {
  if (entry.reversesId !== null) return "REVERSAL_NOT_REVERSIBLE";
  if (entries.some((other) => other.reversesId === entry.id)) return "ALREADY_REVERSED";
  return null;
}

/** The entry that cancels `entry`: same type, desk currency and rate, amounts negated. */
export function reversalOf(entry: LedgerEntry, id: string): LedgerEntry {
  return {
    id,
    type: entry.type,
    amount: money(-entry.amount.amount || 0, entry.amount.currency),
    rate: entry.rate,
    reservationAmount: entry.reservationAmount
      ? money(-entry.reservationAmount.amount || 0, entry.reservationAmount.currency)
      : null,
    reversesId: entry.id,
  };
}

// ---------------------------------------------------------------------------------------------
// The transaction request (API body) and the staff's form

/** The most one entry may hold, in minor units (a billion in any currency). */
export const maxTransactionMinor = 100_000_000_000;
export const transactionNoteMaxLength = 500;

/** A rate as the request or the form gives it, read exactly; INVALID_VALUE for anything else. */
function readRate(value: string | number | undefined, ctx: z.RefinementCtx): ExchangeRate | undefined {
  if (value === undefined || value === "") return undefined;
  const rate = parseRate(value);
  if (!rate) {
    ctx.addIssue({ code: "custom", message: "INVALID_VALUE" });
    return z.NEVER;
  }
  return rate;
}

const rateField = z.union([z.string(), z.number()], { error: "INVALID_VALUE" }).optional().transform(readRate);

/** A desk's id: a positive integer the database's `integer` column can hold. */
const deskId = (missing: "REQUIRED" | "INVALID_VALUE") =>
  z.coerce
    .number({ error: missing })
    .int({ error: "INVALID_VALUE" })
    .positive({ error: missing })
    .max(2_000_000_000, { error: "INVALID_VALUE" });

const transactionFields = {
  type: z.enum(transactionTypes, { error: "INVALID_VALUE" }),
  cashDeskId: deskId("REQUIRED"),
  toCashDeskId: deskId("INVALID_VALUE").optional(),
  currency: z.enum(currencies, { error: "INVALID_VALUE" }),
  paymentType: z.enum(paymentTypes, { error: "INVALID_VALUE" }),
  date: z
    .string({ error: "REQUIRED" })
    .refine(isCalendarDate, { error: "DATE_INVALID" })
    .transform((value) => value as CalendarDate),
  note: z
    .string({ error: "INVALID_VALUE" })
    .trim()
    .max(transactionNoteMaxLength, { error: "TOO_LONG" })
    .optional()
    .transform((value) => (value ? value : undefined)),
  customerType: z.enum(counterpartyTypes, { error: "INVALID_VALUE" }),
  reservationCode: z
    .string({ error: "INVALID_VALUE" })
    .trim()
    .toUpperCase()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.string().refine(isReservationCode, { error: "INVALID_VALUE" }).optional()),
  rate: rateField,
};

type TransactionShape = {
  type: TransactionType;
  toCashDeskId?: number | undefined;
  reservationCode?: string | undefined;
};

function transactionRules(value: TransactionShape, ctx: z.RefinementCtx) {
  if (value.reservationCode && !belongsToReservation(value.type)) {
    ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["reservationCode"] });
  }
  if (value.type === "TRANSFER" && value.toCashDeskId === undefined) {
    ctx.addIssue({ code: "custom", message: "REQUIRED", path: ["toCashDeskId"] });
  }
  if (value.type !== "TRANSFER" && value.toCashDeskId !== undefined) {
    ctx.addIssue({ code: "custom", message: "INVALID_VALUE", path: ["toCashDeskId"] });
  }
}

/**
 * POST /api/admin/transactions: `amount` in minor units of `currency` (which is the cash desk's);
 * `rate` (decimal text or number, six decimals at most) only when the reservation's currency differs.
 */
export const transactionRequestSchema = z
  .object({
    ...transactionFields,
    // INVALID_VALUE, a code of the shared catalogue: the API's field errors carry only those
    // (the form's typed amount says AMOUNT_INVALID, a back-office code the admin pages word).
    amount: z
      .number({ error: "INVALID_VALUE" })
      .int({ error: "INVALID_VALUE" })
      .positive({ error: "INVALID_VALUE" })
      .max(maxTransactionMinor, { error: "INVALID_VALUE" }),
  })
  .superRefine(transactionRules);
export type TransactionRequest = z.output<typeof transactionRequestSchema>;
export type TransactionRequestInput = z.input<typeof transactionRequestSchema>;

/**
 * The staff's form for a new transaction (`/admin/accounting/newTransaction`): the amount as
 * people type it ('1.234,50', '1234,50' or '1234.50'), checked against the chosen currency; the
 * rest as the API's request. `transactionFromForm` turns it into the request; the API checks the
 * same rules again. (No transform at the top: the form's HTML constraints are read from it.)
 */
export const transactionFormSchema = z
  .object({
    ...transactionFields,
    amount: z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }),
    // Typed the Turkish way too: '35,5'.
    rate: z
      .string({ error: "INVALID_VALUE" })
      .trim()
      .optional()
      .transform((value, ctx) => readRate(value ? value.replace(",", ".") : undefined, ctx)),
  })
  .superRefine((value, ctx) => {
    transactionRules(value, ctx);
    if (parseAmount(value.amount, value.currency) === null) {
      ctx.addIssue({ code: "custom", message: "AMOUNT_INVALID", path: ["amount"] });
    }
  });
export type TransactionForm = z.output<typeof transactionFormSchema>;

/** The form's values as the API's request: the typed amount in minor units of its currency. */
export function transactionFromForm(form: TransactionForm): TransactionRequest {
  const amount = parseAmount(form.amount, form.currency);
  if (!amount) throw new RangeError("The form's schema lets only valid amounts through");
  return { ...form, amount: amount.amount };
}

/** An amount typed by staff: digits with a dot or a comma for decimals, above zero. Null otherwise. */
export function parseAmount(value: string, currency: Currency): Money | null {
  const text = value.trim().replace(/\s/g, "");
  // '1.234,50' and '1.234.567' (Turkish grouping), '1234,50' and '1234.50' are unambiguous; a lone
  // '1.234' could be a thousand or one and a bit, so it is refused rather than guessed.
  const grouped = /^\d{1,3}(\.\d{3})+,\d+$/.test(text) || /^\d{1,3}(\.\d{3}){2,}$/.test(text);
  const normalised = grouped ? text.replace(/\./g, "").replace(",", ".") : text.replace(",", ".");
  const match = /^(\d+)(?:\.(\d+))?$/.exec(normalised);
  const digits = currencyMinorDigits[currency];
  if (!match || (match[2] ?? "").length > digits) return null;
  const minor = Number(`${match[1]}${(match[2] ?? "").padEnd(digits, "0")}`);
  if (!Number.isSafeInteger(minor) || minor <= 0 || minor > maxTransactionMinor) return null;
  return money(minor, currency);
}

/** The accounting list's filters (`/admin/accounting?cashDeskId=…&type=…&from=…&to=…&reservationCode=…`). */
export const transactionListQuerySchema = z.object({
  cashDeskId: deskId("INVALID_VALUE").optional(),
  type: z.enum(transactionTypes, { error: "INVALID_VALUE" }).optional(),
  from: z.string().refine(isCalendarDate, { error: "DATE_INVALID" }).optional(),
  to: z.string().refine(isCalendarDate, { error: "DATE_INVALID" }).optional(),
  reservationCode: z.string().trim().toUpperCase().refine(isReservationCode, { error: "INVALID_VALUE" }).optional(),
  limit: z.coerce
    .number({ error: "INVALID_VALUE" })
    .int({ error: "INVALID_VALUE" })
    .min(1, { error: "INVALID_VALUE" })
    .max(200, { error: "INVALID_VALUE" })
    .default(50),
});
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Cash desks: opened and put out of use by the accounting role, never deleted

export const cashDeskNameMaxLength = 80;

const cashDeskName = z
  .string({ error: "REQUIRED" })
  .trim()
  .min(1, { error: "REQUIRED" })
  .max(cashDeskNameMaxLength, { error: "TOO_LONG" });

/** POST /api/admin/cash-desks (and the accounting page's "new desk" form): a name, a currency, a kind. */
export const cashDeskRequestSchema = z.object({
  name: cashDeskName,
  currency: z.enum(currencies, { error: "INVALID_VALUE" }),
  kind: z.enum(cashDeskKinds, { error: "INVALID_VALUE" }),
});
export type CashDeskRequest = z.output<typeof cashDeskRequestSchema>;

/**
 * PATCH /api/admin/cash-desks/{id}: a new name, or in use / not in use. The currency and the kind
 * never change (the desk's entries are in its currency); a desk is never deleted, so its entries
 * keep pointing at it. At least one field.
 */
export const cashDeskUpdateSchema = z
  .object({
    name: cashDeskName.optional(),
    active: z.boolean({ error: "INVALID_VALUE" }).optional(),
  })
  .refine((value) => value.name !== undefined || value.active !== undefined, {
    error: "REQUIRED",
    path: ["active"],
  });
export type CashDeskUpdate = z.output<typeof cashDeskUpdateSchema>;
