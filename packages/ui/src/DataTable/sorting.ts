/** A value a DataTable column sorts by; null and undefined always go last. */
export type SortValue = string | number | null | undefined;

export type SortDirection = "asc" | "desc";

/**
 * Ascending comparison of two sort values: numbers by size, text with the page's collator
 * (Turkish 'ç', 'ı', 'ş' in their alphabet places, '10' after '9'), blanks last either way.
 * Returns the direction-adjusted result, so blanks stay last when sorting descends too.
 */
export function compareSortValues(
  a: SortValue,
  b: SortValue,
  collator: Intl.Collator,
  direction: SortDirection = "asc",
) {
  const blankA = a === null || a === undefined || a === "";
  const blankB = b === null || b === undefined || b === "";
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  const sign = direction === "asc" ? 1 : -1;
  if (typeof a === "number" && typeof b === "number") return sign * (a - b);
  return sign * collator.compare(String(a), String(b));
}

/** The `aria-sort` of a column header: only the sorted column carries a direction. */
export function ariaSort(sorted: false | SortDirection): "ascending" | "descending" | "none" {
  if (sorted === "asc") return "ascending";
  if (sorted === "desc") return "descending";
  return "none";
}

/** Sorts rows by one column without mutating them (stable for equal values). */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
  collator: Intl.Collator,
): Row[] {
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => compareSortValues(x.key, y.key, collator, direction) || x.index - y.index)
    .map((entry) => entry.row);
}
