import { isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { divideRounded, identityRate, maxRateMicros, rateDecimals, type ExchangeRate } from "./ledger.ts";
import { isCurrency, type Currency } from "./money.ts";

/**
 * Issue 26: the day's exchange rates read from a configured source — the Central Bank of the
 * Republic of Turkey's daily bulletin (`today.xml`). Pure: the API fetches the text, this reads
 * it; every rate is an integer count of millionths (`ExchangeRate.micros`), never a float.
 *
 * The bulletin quotes lira for `Unit` units of each currency (JPY per 100): each rate here is
 * brought to one unit, rounded by the ledger's one rule (`divideRounded`, half away from zero).
 */

/** One currency of the bulletin: lira for one unit, buying and selling (ForexBuying/ForexSelling). */
export interface SourceRate {
  currency: Currency;
  /** The bulletin's Unit (1, or 100 for JPY): kept to show what was read. */
  unit: number;
  buying: ExchangeRate;
  selling: ExchangeRate | null;
}

export interface DailyRates {
  /** The bulletin's date (its `Date="MM/DD/YYYY"` attribute). */
  date: CalendarDate;
  /** Only the currencies the agency sells in (spec §9); the rest of the bulletin is skipped. */
  rates: SourceRate[];
}

const scale = 10n ** BigInt(rateDecimals);

/**
 * A bulletin's decimal ('34.5614', '0.22567') as millionths of a lira for one unit of the
 * currency, `unit` units being quoted; null for an empty, malformed or zero value.
 */
export function sourceRateMicros(value: string, unit: number): ExchangeRate | null {
  const match = /^(\d{1,9})(?:\.(\d{1,12}))?$/.exec(value.trim());
  if (!match || !Number.isSafeInteger(unit) || unit < 1) return null;
  const decimals = match[2] ?? "";
  const numerator = BigInt(`${match[1]}${decimals}`) * scale;
  const micros = divideRounded(numerator, 10n ** BigInt(decimals.length) * BigInt(unit));
  if (micros <= 0n || micros > BigInt(maxRateMicros)) return null;
  return { micros: Number(micros) };
}

const tagText = (body: string, tag: string): string | null => {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(body);
  return match ? match[1]! : null;
};

/** `Date="11/26/2026"` (month first) or, failing that, `Tarih="26.11.2026"`, as a calendar date. */
function bulletinDate(attributes: string): CalendarDate | null {
  const english = /\bDate="(\d{2})\/(\d{2})\/(\d{4})"/.exec(attributes);
  const turkish = /\bTarih="(\d{2})\.(\d{2})\.(\d{4})"/.exec(attributes);
  const date = english
    ? `${english[3]}-${english[1]}-${english[2]}`
    : turkish
      ? `${turkish[3]}-${turkish[2]}-${turkish[1]}`
      : null;
  return date !== null && isCalendarDate(date) ? (date as CalendarDate) : null;
}

/**
 * Reads a TCMB daily bulletin: its date and, for each of the agency's currencies it lists, lira
 * for one unit (Unit handled). A currency whose ForexBuying is missing or unreadable is left out;
 * null when the text is not a bulletin at all (no `Tarih_Date` with a date).
 */
export function parseTcmbRates(xml: string): DailyRates | null {
  const root = /<Tarih_Date\b([^>]*)>/.exec(xml);
  const date = root ? bulletinDate(root[1]!) : null;
  if (!date) return null;
  const rates: SourceRate[] = [];
  for (const match of xml.matchAll(/<Currency\b([^>]*)>([\s\S]*?)<\/Currency>/g)) {
    const code = /\bCurrencyCode="([A-Z]{3})"/.exec(match[1]!)?.[1];
    if (!isCurrency(code) || code === "TRY" || rates.some((rate) => rate.currency === code)) continue;
    const body = match[2]!;
    const unit = Number(tagText(body, "Unit")?.trim() ?? "1");
    const buying = sourceRateMicros(tagText(body, "ForexBuying") ?? "", unit);
    if (!buying) continue;
    rates.push({ currency: code, unit, buying, selling: sourceRateMicros(tagText(body, "ForexSelling") ?? "", unit) });
  }
  return { date, rates };
}

/**
 * The rate for a payment in `from` on a reservation in `to` (units of `to` for one `from`), from
 * lira quotes: through the lira when neither is TRY (EUR → USD = EUR's lira ÷ USD's lira),
 * rounded by the ledger's one rule. 1 for the same currency; null when a quote is missing or the
 * result is out of the ledger's range. `tryPer` holds lira for one unit of each currency.
 */
export function crossRate(
  from: Currency,
  to: Currency,
  tryPer: Partial<Record<Currency, ExchangeRate>>,
): ExchangeRate | null {
  if (from === to) return identityRate;
  const quote = (currency: Currency) => (currency === "TRY" ? identityRate : (tryPer[currency] ?? null));
  const source = quote(from);
  const target = quote(to);
  if (!source || !target) return null;
  const micros = divideRounded(BigInt(source.micros) * scale, BigInt(target.micros));
  if (micros <= 0n || micros > BigInt(maxRateMicros)) return null;
  return { micros: Number(micros) };
}
