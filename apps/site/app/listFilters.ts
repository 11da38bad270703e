import { moneyFromDecimal, toDecimalString, money, type Currency } from "@rihla/domain";

/**
 * A tour list's filters as they live in the URL (`?month=11&days=10&stars=5&guide=popular&
 * minPrice=1000&maxPrice=3000`, prices in major units of the page's currency), so a filtered list
 * survives reload, back and sharing. Anything unreadable is dropped, never sent to the API.
 */
export interface ListFilters {
  month?: number;
  days?: number;
  stars?: number;
  guide?: "popular";
  /** Minor units of the page's currency. */
  minPrice?: number;
  maxPrice?: number;
}

export const listFilterNames = ["month", "days", "stars", "guide", "minPrice", "maxPrice"] as const;
export type ListFilterName = (typeof listFilterNames)[number];

function intIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function priceIn(value: string | null, currency: Currency): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const amount = moneyFromDecimal(value, currency)?.amount;
  return amount !== undefined && amount >= 0 && amount <= 2_000_000_000 ? amount : undefined;
}

export function readListFilters(search: URLSearchParams, currency: Currency): ListFilters {
  const filters: ListFilters = {};
  const month = intIn(search.get("month"), 1, 12);
  const days = intIn(search.get("days"), 1, 60);
  const stars = intIn(search.get("stars"), 1, 5);
  const minPrice = priceIn(search.get("minPrice"), currency);
  const maxPrice = priceIn(search.get("maxPrice"), currency);
  if (month !== undefined) filters.month = month;
  if (days !== undefined) filters.days = days;
  if (stars !== undefined) filters.stars = stars;
  if (search.get("guide") === "popular") filters.guide = "popular";
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  return filters;
}

/** The filters as URL parameters (prices back in major units), in one fixed order. */
export function listFilterParams(filters: ListFilters, currency: Currency): [ListFilterName, string][] {
  const params: [ListFilterName, string][] = [];
  for (const name of listFilterNames) {
    const value = filters[name];
    if (value === undefined) continue;
    params.push([
      name,
      name === "minPrice" || name === "maxPrice"
        ? toDecimalString(money(value as number, currency)).replace(/\.0+$/, "")
        : String(value),
    ]);
  }
  return params;
}

/** Orders the API offers for a list; the URL's `?sort=` picks one. */
export const listSorts = ["date", "price", "popularity"] as const;
export type ListSort = (typeof listSorts)[number];

/**
 * The list's URL with its filters, `sort` and `page`; the first page and the default order stay
 * implicit.
 */
export function listHref(
  path: string,
  sort: ListSort,
  page: number,
  filters: ListFilters = {},
  currency: Currency = "USD",
): string {
  const query = new URLSearchParams(listFilterParams(filters, currency));
  if (sort !== "date") query.set("sort", sort);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
