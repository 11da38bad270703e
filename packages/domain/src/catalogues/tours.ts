/** Tour categories (spec §1: Umrah, Hajj, international tours; private Umrah tours). */
export const tourCategories = ["umrah", "hajj", "international", "private"] as const;
export type TourCategory = (typeof tourCategories)[number];

/** Spec §4: a departure is on sale, sold out (full) or closed for sale. */
export const saleStates = ["ON_SALE", "SOLD_OUT", "CLOSED"] as const;
export type SaleState = (typeof saleStates)[number];

export function isTourCategory(value: unknown): value is TourCategory {
  return typeof value === "string" && (tourCategories as readonly string[]).includes(value);
}

export function isSaleState(value: unknown): value is SaleState {
  return typeof value === "string" && (saleStates as readonly string[]).includes(value);
}

/** Only a departure that is on sale can be booked. */
export function isBookable(state: SaleState): boolean {
  return state === "ON_SALE";
}
