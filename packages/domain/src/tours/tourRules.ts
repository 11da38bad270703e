import type { SaleState } from "../catalogues/tours.ts";
import type { CalendarDate } from "../dates/calendarDate.ts";
import type { Money } from "../money/money.ts";
import { lowestAdultPrice, type DeparturePricing } from "../pricing/pricing.ts";

/** How many of a tour's upcoming departures are on sale and sold out (the rest are closed). */
export interface SaleStateCounts {
  onSale: number;
  soldOut: number;
}

/**
 * Spec §4, a tour's sale state from its upcoming departures: on sale when any departure is on
 * sale; otherwise sold out when any is sold out; otherwise (all closed, or none) closed.
 * Takes the departures' states or, when the database counted them, the counts.
 */
export function tourSaleState(departures: readonly SaleState[] | SaleStateCounts): SaleState {
  const counts = Array.isArray(departures)
    ? {
        onSale: departures.filter((state) => state === "ON_SALE").length,
        soldOut: departures.filter((state) => state === "SOLD_OUT").length,
      }
    : (departures as SaleStateCounts);
  if (counts.onSale > 0) return "ON_SALE";
  if (counts.soldOut > 0) return "SOLD_OUT";
  return "CLOSED";
}

/** A departure as the "from" price rule reads it: its sale state, start date and prices in one currency. */
export type PricedDeparture = DeparturePricing & { saleState: SaleState; startDate: CalendarDate };

/**
 * Issue 22: a tour's "from" price and the departure it belongs to — what its card shows, the
 * tour page marks and the embed repeats. The lowest adult price (`lowestAdultPrice`, the
 * cheapest room) among the departures that are on sale, in one currency (departures in another
 * currency than the first priced one are ignored); on a tie the earlier departure wins, so the
 * card names the first date the price can be had. Null when none is on sale and priced.
 */
export function tourFromOffer<D extends PricedDeparture>(
  departures: readonly D[],
): { price: Money; departure: D } | null {
  let best: { price: Money; departure: D } | null = null;
  for (const departure of departures) {
    if (departure.saleState !== "ON_SALE") continue;
    const price = lowestAdultPrice(departure);
    if (!price || (best && price.currency !== best.price.currency)) continue;
    const cheaper = !best || price.amount < best.price.amount;
    const sameButEarlier = best && price.amount === best.price.amount && departure.startDate < best.departure.startDate;
    if (cheaper || sameButEarlier) best = { price, departure };
  }
  return best;
}

/** A review average as shown (stars out of 5): one decimal, half up; null without reviews. */
export function roundRating(average: number | string | null | undefined): number | null {
  if (average === null || average === undefined || average === "") return null;
  const value = Number(average);
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}
