import { parseTcmbRates, rateToString, todayInIstanbul, type CalendarDate, type Currency } from "@rihla/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { exchangeRates } from "../../db/schema.ts";
import type { ServiceContext } from "../../http/context.ts";
import { requirePermission } from "../../http/permissions.ts";
import { log } from "../../log.ts";

/**
 * Issue 26: the day's exchange rates from the configured source (RATES_SOURCE_URL, the Central
 * Bank's `today.xml`). Read when staff open a new transaction, at most once an hour until the
 * bulletin of the day (Istanbul) is in; stored with their date and source. A source that is down,
 * slow or answers something else is a calm notice, never an error: staff type the rate as before.
 * These rates are only a default offered on the form; the rate an entry used is stored with it.
 */

/** How long a read bulletin is trusted before the source is asked again (when it is not today's). */
const refreshMs = 60 * 60 * 1000;
/** The source answers within this or is treated as down: the form must not wait long. */
export const ratesSourceTimeoutMs = 4000;

export interface DayRates {
  configured: boolean;
  date: CalendarDate | null;
  source: string | null;
  fetchedAt: string | null;
  /** Lira for one unit of each currency (ForexBuying; ForexSelling when given). */
  rates: { currency: Currency; unit: number; buying: string; selling: string | null }[];
  notice: "RATES_SOURCE_UNAVAILABLE" | null;
}

interface StoredRow {
  rateDate: CalendarDate;
  currency: Currency;
  unit: number;
  buying: string;
  selling: string | null;
  fetchedAt: Date | string;
}

/** The newest bulletin stored for a source, all of its currencies. */
async function newestBulletin(db: Db, source: string): Promise<StoredRow[]> {
  const result = await db.execute(sql`
    select rate_date::text as "rateDate", currency, unit, buying::text as buying, selling::text as selling,
      fetched_at as "fetchedAt"
    from exchange_rates
    where source = ${source}
      and rate_date = (select max(rate_date) from exchange_rates where source = ${source})
    order by currency`);
  return (result as unknown as { rows: StoredRow[] }).rows;
}

/** One read of the source: its bulletin, or why not (for the log). */
export async function readRatesSource(
  url: string,
  timeoutMs = ratesSourceTimeoutMs,
): Promise<{ ok: true; bulletin: NonNullable<ReturnType<typeof parseTcmbRates>> } | { ok: false; error: string }> {
  try {
    const response = await fetch(url, {
      headers: { accept: "application/xml, text/xml" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, error: `HTTP ${response.status}` };
    const bulletin = parseTcmbRates(await response.text());
    if (!bulletin) return { ok: false, error: "not a daily bulletin" };
    if (bulletin.rates.length === 0) return { ok: false, error: "no rate for the agency's currencies" };
    return { ok: true, bulletin };
  } catch (error) {
    return { ok: false, error: error instanceof Error && error.name === "TimeoutError" ? "TIMEOUT" : "UNREACHABLE" };
  }
}

/**
 * GET /api/admin/exchange-rates: the newest bulletin, read from the source first when the stored
 * one is not today's and older than an hour. Two processes reading at once store it once (the
 * unique index; the later read only moves `fetched_at`).
 */
export async function dayRates({ ctx }: { ctx: ServiceContext }): Promise<DayRates> {
  await requirePermission(ctx, "accounting.access");
  const settings = ctx.deps.config.ratesSource;
  if (!settings) return { configured: false, date: null, source: null, fetchedAt: null, rates: [], notice: null };
  let rows = await newestBulletin(ctx.db, settings.url);
  let notice: DayRates["notice"] = null;
  const newest = rows[0];
  const fresh =
    newest !== undefined &&
    (newest.rateDate >= todayInIstanbul(ctx.now) ||
      ctx.now.getTime() - new Date(newest.fetchedAt).getTime() < refreshMs);
  if (!fresh) {
    const read = await readRatesSource(settings.url);
    if (read.ok) {
      await ctx.db
        .insert(exchangeRates)
        .values(
          read.bulletin.rates.map((rate) => ({
            source: settings.url,
            rateDate: read.bulletin.date,
            currency: rate.currency,
            unit: rate.unit,
            buying: rateToString(rate.buying),
            selling: rate.selling ? rateToString(rate.selling) : null,
            fetchedAt: ctx.now,
          })),
        )
        .onConflictDoUpdate({
          target: [exchangeRates.source, exchangeRates.rateDate, exchangeRates.currency],
          set: { fetchedAt: ctx.now },
        });
      rows = await newestBulletin(ctx.db, settings.url);
    } else {
      log.warn({ source: settings.url }, `exchange rates: source not read: ${read.error}`);
      notice = "RATES_SOURCE_UNAVAILABLE";
    }
  }
  const first = rows[0];
  return {
    configured: true,
    date: first?.rateDate ?? null,
    source: settings.url,
    fetchedAt: first ? new Date(first.fetchedAt).toISOString() : null,
    rates: rows.map((row) => ({ currency: row.currency, unit: row.unit, buying: row.buying, selling: row.selling })),
    notice,
  };
}
