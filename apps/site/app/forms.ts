import { formatMessage, isMessageCode, type Locale, type MessageParams } from "@rihla/domain";

/**
 * The words of a message code in the page's locale (the domain's catalogue, both languages).
 * Unknown codes fall back to `fallback`, itself a code or a text.
 */
export function messageOf(
  code: string | undefined,
  locale: Locale,
  fallback = "GENERIC_ERROR",
  params?: MessageParams,
): string {
  if (code && isMessageCode(code)) return formatMessage(code, locale, params);
  return isMessageCode(fallback) ? formatMessage(fallback, locale) : fallback;
}

/** A field's error codes (schema issues or the API's field codes) as one sentence, or nothing. */
export function errorText(codes: readonly string[] | undefined, locale: Locale): string | undefined {
  if (!codes || codes.length === 0) return undefined;
  return [...new Set(codes)].map((code) => messageOf(code, locale)).join(" ");
}

/** A field's metadata with extra error codes (e.g. a machine's), as a plain object for a field block. */
export function withErrors<
  M extends {
    id: string;
    name: string;
    initialValue?: unknown;
    errors?: string[] | undefined;
    required?: boolean | undefined;
  },
>(meta: M, extra: readonly string[] | undefined) {
  return {
    id: meta.id,
    name: meta.name,
    initialValue: meta.initialValue,
    required: meta.required,
    errors: meta.errors ?? (extra && extra.length > 0 ? [...extra] : undefined),
  };
}

/**
 * A form reply that refused the submission, as what a machine's actor rejects with: the form's
 * first code (the notice) and the field codes.
 */
export function refusalOf(result: { error?: Record<string, string[] | null> | undefined } | undefined) {
  const fields: Record<string, string[]> = {};
  for (const [name, codes] of Object.entries(result?.error ?? {})) if (name !== "" && codes) fields[name] = codes;
  return { code: result?.error?.[""]?.[0], fields };
}

/**
 * A posted field as text: what the form sent, or "" when the field is missing or a file (a
 * value `String()` would have turned into "[object File]").
 */
export function formText(form: FormData | undefined, name: string): string {
  const value = form?.get(name);
  return typeof value === "string" ? value : "";
}
