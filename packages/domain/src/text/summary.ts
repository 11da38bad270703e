/** Spec §9: summaries are cut to 120 characters, at a word boundary once past 100. */
export const summaryMaxLength = 120;
export const summaryWordBoundaryAfter = 100;
const ellipsis = "…";

/**
 * Collapses white space; text within `max` is returned whole. Longer text is cut at the last
 * space in the first `max` characters when that space lies beyond `wordBoundaryAfter` (so a
 * summary never loses more than the last word), otherwise hard at `max`; then '…' is appended.
 * The result has at most max + 1 characters.
 */
export function truncateSummary(
  text: string | null | undefined,
  max: number = summaryMaxLength,
  wordBoundaryAfter: number = Math.min(summaryWordBoundaryAfter, max),
): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  const chars = [...clean];
  if (chars.length <= max) return clean;
  const head = chars.slice(0, max).join("");
  const space = head.lastIndexOf(" ");
  const cut = space > wordBoundaryAfter ? head.slice(0, space) : head;
  return `${cut.trimEnd()}${ellipsis}`;
}

/** Plain text of a small HTML body (for summaries and meta descriptions); not a sanitizer. */
export function stripHtml(html: string | null | undefined): string {
  return (html ?? "")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}
