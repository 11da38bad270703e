import type { Currency, RoomType } from "@rihla/domain";
import type { departurePrices } from "../../db/schema.ts";

/** A departure's price row as the domain reads it (`DeparturePriceRow`): minor units, per person. */
export interface DeparturePriceView {
  roomType: RoomType;
  currency: Currency;
  amount: number;
  highAmount: number | null;
  childAmount: number | null;
  babyAmount: number | null;
}

/** The one mapping of a `departure_prices` row (issue 23 §3: it was written three times). */
export function priceOfRow(row: typeof departurePrices.$inferSelect): DeparturePriceView {
  return {
    roomType: row.roomType,
    currency: row.currency,
    amount: row.amountMinor,
    highAmount: row.highAmountMinor,
    childAmount: row.childAmountMinor,
    babyAmount: row.babyAmountMinor,
  };
}
