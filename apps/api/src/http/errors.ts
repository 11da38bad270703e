import {
  formatBackofficeMessage,
  formatMessage,
  isBackofficeErrorCode,
  type BackofficeErrorCode,
  type ErrorCode,
  type MessageParams,
} from "@rihla/domain";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { log } from "../log.ts";

/** The one error shape every endpoint answers with. */
export interface ErrorBody {
  /** `params` fill the placeholders of the code's text (`{minutes}`), so clients word it in their locale. */
  error: { code: string; message: string; fields?: Record<string, string[]>; params?: MessageParams };
}

/** A typed error a service throws; the app maps it to HTTP in one place. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  headers: Record<string, string> = {};
  /** Values for the placeholders of the code's text, e.g. `{ minutes: 15 }`. */
  params: MessageParams | undefined;
  constructor(status: ContentfulStatusCode, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string[]>,
  params?: MessageParams,
): ErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) } };
}

export function onError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(errorBody(error.code, error.message, error.fields, error.params), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json(errorBody(status >= 500 ? "INTERNAL" : "BAD_REQUEST", error.message || "Bir hata oluştu"), status);
  }
  // Summarised: a failed query's parameters (personal data, attacker strings) never reach the log.
  log.error({ err: error, requestId: c.req.header("x-request-id") }, "unexpected error");
  return c.json(errorBody("INTERNAL", "Bir hata oluştu"), 500);
}

export function notFound(c: Context) {
  return c.json(errorBody("NOT_FOUND", `Page Not Found: ${c.req.path}`), 404);
}

/**
 * An ApiError whose message is the English text of a domain code (docs/accounts-api.md), or of a
 * code only the back office meets (the domain keeps those out of the public pages' table).
 */
export function domainError(
  status: ContentfulStatusCode,
  code: ErrorCode | BackofficeErrorCode,
  options: { fields?: Record<string, string[]>; params?: MessageParams; headers?: Record<string, string> } = {},
): ApiError {
  const message = isBackofficeErrorCode(code)
    ? formatBackofficeMessage(code, "en", options.params)
    : formatMessage(code, "en", options.params);
  const error = new ApiError(status, code, message, options.fields);
  Object.assign(error.headers, options.headers);
  error.params = options.params;
  return error;
}
