import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../context";

type Context = Readonly<RouterContextProvider>;

/** Headers of the browser's request that the API needs to see: session cookie, origin, client IP. */
const forwardedHeaders = ["cookie", "origin", "user-agent", "x-forwarded-for", "x-real-ip"];

/**
 * Calls the API in-process, on behalf of `request` when given (its cookie, origin and client
 * address travel along, so sessions and rate limits work as for a browser calling the API).
 */
export async function apiFetch(
  context: Context,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    form?: FormData;
    request?: Request;
    bearer?: string;
    /** Extra request headers, e.g. `Idempotency-Key`. */
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const headers = new Headers({ accept: "application/json" });
  for (const name of forwardedHeaders) {
    const value = init.request?.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`);
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
  const url = new URL(path, init.request ? new URL(init.request.url).origin : "http://rihla.internal");
  return context.get(apiContext).fetch(
    new Request(url, {
      method: init.method ?? "GET",
      headers,
      // FormData sets its own multipart content type with the boundary.
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    }),
  );
}

/**
 * GET a JSON answer of the API in-process. A non-2xx answer is thrown as route error data with
 * the API's status, code and message, so the error page shows them.
 */
export async function apiGet<T>(context: Context, path: string, request?: Request): Promise<T> {
  const response = await apiFetch(context, path, { request });
  const body = (await response.json()) as unknown;
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } }).error;
    throw data(
      { code: error?.code ?? "INTERNAL", message: error?.message ?? response.statusText },
      { status: response.status },
    );
  }
  return body as T;
}
