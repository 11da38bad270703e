/** A value a DataTable column sorts by; null and undefined always go last. */
export type SortValue = string | number | null | undefined;

export type SortDirection = "asc" | "desc";

/**
 * Ascending comparison of two sort values: numbers by size, text with the page's collator
 * (Turkish 'ç', 'ı', 'ş' in their alphabet places, '10' after '9'). TanStack reverses it for
 * descending order; DataTable turns blanks into `undefined` so `sortUndefined: "last"` keeps
 * them at the end both ways, and they only sort last here for callers that skip that step.
 */
export function compareSortValues(a: SortValue, b: SortValue, collator: Intl.Collator) {
  const blankA = a === null || a === undefined || a === "";
  const blankB = b === null || b === undefined || b === "";
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** The `aria-sort` of a column header: only the sorted column carries a direction. */
export function ariaSort(sorted: false | SortDirection): "ascending" | "descending" | "none" {
  if (sorted === "asc") return "ascending";
  if (sorted === "desc") return "descending";
  return "none";
}
