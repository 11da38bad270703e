import { formatMessage, isMessageCode, type Locale } from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import { apiFetch } from "./api";

export interface ApiAnswer<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  body: T & { error?: { code: string; message: string; fields?: Record<string, string[]> } };
  /** Set-Cookie headers of the API's answer, to hand on to the browser. */
  cookies: string[];
}

/** Sends JSON to the API on behalf of the browser's request (its cookies, origin and address). */
export async function sendToApi<T = Record<string, unknown>>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  path: string,
  body: unknown,
  method = "POST",
): Promise<ApiAnswer<T>> {
  const response = await apiFetch(context, path, { method, body, request });
  const text = await response.text();
  return {
    ok: response.ok,
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as ApiAnswer<T>["body"],
    cookies: response.headers.getSetCookie(),
  };
}

export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The text of a code in the page's locale; unknown codes fall back to the API's message. */
export function messageOf(code: string | undefined, locale: Locale, fallback = "GENERIC_ERROR"): string {
  if (code && isMessageCode(code)) return formatMessage(code, locale);
  return isMessageCode(fallback) ? formatMessage(fallback, locale) : fallback;
}

/** Field errors of the API (`{ field: [codes] }`) as one message per field in the page's locale. */
export function fieldMessages(fields: Record<string, string[]> | undefined, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields ?? {})
      .filter(([, codes]) => codes.length > 0)
      .map(([field, codes]) => [field, codes.map((code) => messageOf(code, locale)).join(" ")]),
  );
}

/** The form's values back as strings, so a failed submit keeps what the user typed. */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")]));
}
