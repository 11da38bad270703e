import type { Locale } from "../paths/locale.ts";

/** Spec §9: currencies the agency sells in. All have 2 minor digits. */
export const currencies = ["TRY", "USD", "EUR", "SAR"] as const;
export type Currency = (typeof currencies)[number];

export const currencyMinorDigits = { TRY: 2, USD: 2, EUR: 2, SAR: 2 } as const satisfies Record<Currency, number>;

/** An amount in integer minor units (kuruş, cents, halalas) with its currency. Never a float. */
export interface Money {
  amount: number;
  currency: Currency;
}

/**
 * The currency a locale's visitors see first on lists and tours: lira in Turkish, dollars in
 * English (another is shown when a departure has no price in it).
 */
export const displayCurrency = { tr: "TRY", en: "USD" } as const satisfies Record<Locale, Currency>;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money needs integer minor units, got ${amount}`);
  return { amount, currency };
}

export const zeroMoney = (currency: Currency): Money => money(0, currency);

/**
 * Parses a decimal written with a dot ('1234.5', '-12.05') into minor units exactly, without
 * floating-point arithmetic. Answers null for anything else or more decimals than the currency has.
 */
export function moneyFromDecimal(value: string, currency: Currency): Money | null {
  const digits = currencyMinorDigits[currency];
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match || (match[3] ?? "").length > digits) return null;
  const minor = Number(`${match[2]}${(match[3] ?? "").padEnd(digits, "0")}`);
  if (!Number.isSafeInteger(minor)) return null;
  return money(match[1] ? -minor || 0 : minor, currency);
}

/** The exact decimal string of an amount: 123456 TRY → '1234.56'. */
export function toDecimalString(value: Money): string {
  const digits = currencyMinorDigits[value.currency];
  const abs = String(Math.abs(value.amount)).padStart(digits + 1, "0");
  const sign = value.amount < 0 ? "-" : "";
  return `${sign}${abs.slice(0, abs.length - digits)}.${abs.slice(abs.length - digits)}`;
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`CURRENCY_MISMATCH: ${a.currency} and ${b.currency}`);
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtractMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/** Multiplies by a whole quantity (people, nights). */
export function multiplyMoney(value: Money, quantity: number): Money {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be whole, got ${quantity}`);
  return money(value.amount * quantity, value.currency);
}

export function sumMoney(values: readonly Money[], currency: Currency): Money {
  return values.reduce((total, value) => addMoney(total, value), zeroMoney(currency));
}

/**
 * Splits an amount into parts proportional to `ratios` (default: `parts` equal parts) so the
 * parts add up to the whole exactly: the remainder goes one minor unit at a time to the parts
 * with the largest fractional share (ties: earlier first).
 */
export function allocateMoney(value: Money, ratios: readonly number[]): Money[] {
  if (ratios.length === 0 || ratios.some((r) => !Number.isInteger(r) || r < 0)) {
    throw new RangeError("Ratios must be non-negative integers");
  }
  const total = ratios.reduce((sum, r) => sum + r, 0);
  if (total === 0) throw new RangeError("Ratios must not all be zero");
  const sign = value.amount < 0 ? -1 : 1;
  const amount = Math.abs(value.amount);
  // BigInt keeps amount × ratio exact for large amounts.
  const shares = ratios.map((r) => {
    const scaled = BigInt(amount) * BigInt(r);
    return { base: Number(scaled / BigInt(total)), rest: Number(scaled % BigInt(total)) };
  });
  let remainder = amount - shares.reduce((sum, s) => sum + s.base, 0);
  const order = shares.map((s, i) => i).sort((a, b) => (shares[b]?.rest ?? 0) - (shares[a]?.rest ?? 0) || a - b);
  const parts = shares.map((s) => s.base);
  for (const index of order) {
    if (remainder === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    remainder -= 1;
  }
  return parts.map((part) => money(sign * part || 0, value.currency));
}

/** Splits into `parts` near-equal amounts that add up to the whole. */
export function splitMoney(value: Money, parts: number): Money[] {
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`Parts must be a positive integer, got ${parts}`);
  return allocateMoney(
    value,
    Array.from({ length: parts }, () => 1),
  );
}

const intlLocales = { tr: "tr-TR", en: "en-GB" } as const satisfies Record<Locale, string>;
const moneyFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Spec §9: money formatted in the Turkish locale (₺1.234,50); English uses en-GB (₺1,234.50).
 * The exact decimal string is handed to Intl, so no float rounding is involved.
 */
export function formatMoney(value: Money, locale: Locale = "tr", options: { withDecimals?: boolean } = {}): string {
  const withDecimals = options.withDecimals ?? value.amount % 100 !== 0;
  // Building an Intl formatter costs far more than using one (a tour page formats dozens of prices).
  const key = `${locale} ${value.currency} ${withDecimals}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocales[locale], {
      style: "currency",
      currency: value.currency,
      minimumFractionDigits: withDecimals ? currencyMinorDigits[value.currency] : 0,
      maximumFractionDigits: withDecimals ? currencyMinorDigits[value.currency] : 0,
    });
    moneyFormatters.set(key, formatter);
  }
  // Intl accepts decimal strings exactly (ES2023 Intl.NumberFormat v3).
  return formatter.format(toDecimalString(value) as unknown as number);
}
