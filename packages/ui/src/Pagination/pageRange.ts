/** A page number, or a gap between two page numbers. */
export type PageRangeItem = number | "gap";

/**
 * The pages a pager shows: always the first and last, `siblings` on each side of the current
 * page, and a gap where pages are left out. A gap of one page is shown as that page instead,
 * so the list never says "…" for a single number. Pages are 1-based.
 */
export function pageRange(current: number, total: number, siblings = 1): PageRangeItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const start = Math.max(2, page - siblings);
  const end = Math.min(total - 1, page + siblings);
  const items: PageRangeItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push("gap");
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === total - 2) items.push(total - 1);
  else if (end < total - 2) items.push("gap");
  if (total > 1) items.push(total);
  return items;
}
