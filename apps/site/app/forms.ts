import { formatMessage, isMessageCode, type Locale } from "@rihla/domain";

/**
 * The words of a message code in the page's locale (the domain's catalogue, both languages).
 * Unknown codes fall back to `fallback`, itself a code or a text.
 */
export function messageOf(code: string | undefined, locale: Locale, fallback = "GENERIC_ERROR"): string {
  if (code && isMessageCode(code)) return formatMessage(code, locale);
  return isMessageCode(fallback) ? formatMessage(fallback, locale) : fallback;
}

/** A field's error codes (schema issues or the API's field codes) as one sentence, or nothing. */
export function errorText(codes: readonly string[] | undefined, locale: Locale): string | undefined {
  if (!codes || codes.length === 0) return undefined;
  return [...new Set(codes)].map((code) => messageOf(code, locale)).join(" ");
}
