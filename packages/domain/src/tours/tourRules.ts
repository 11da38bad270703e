import type { SaleState } from "../catalogues/tours.ts";
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

/**
 * A tour's "from" price on its card: the lowest adult price (`lowestAdultPrice`, the cheapest
 * room) among its departures that are on sale, in one currency; null when none is on sale and
 * priced. Departures in another currency than the first are ignored.
 */
export function tourFromPrice(departures: readonly (DeparturePricing & { saleState: SaleState })[]): Money | null {
  let lowest: Money | null = null;
  for (const departure of departures) {
    if (departure.saleState !== "ON_SALE") continue;
    const price = lowestAdultPrice(departure);
    if (!price || (lowest && price.currency !== lowest.currency)) continue;
    if (!lowest || price.amount < lowest.amount) lowest = price;
  }
  return lowest;
}

/** A review average as shown (stars out of 5): one decimal, half up; null without reviews. */
export function roundRating(average: number | string | null | undefined): number | null {
  if (average === null || average === undefined || average === "") return null;
  const value = Number(average);
  return Number.isFinite(value) ? Math.round(value * 10) / 10 : null;
}
