/**
 * Pictures through the API's `/img` variants (spec §9): a width snaps to the domain's fixed set
 * (`imageSizes`), so pages ask for 480/960-style widths. Kept tiny and zod-free: every card uses it.
 */
export function img(path: string, width: number): string {
  return `/img/${path}?w=${width}`;
}

/** `srcset` of the same picture at `widths`, for a card or a cover that changes size with the screen. */
export function imgSet(path: string, widths: readonly number[]): string {
  return widths.map((width) => `${img(path, width)} ${width}w`).join(", ");
}

/** A card in a grid: the whole width on a phone, a column on larger screens. */
export const cardSizes = "(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 22rem";
