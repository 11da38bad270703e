import type { ApiRoutes } from "@rihla/api";
import { DetailedError, hc, parseResponse, type ClientResponse, type InferResponseType } from "hono/client";
import { data, type RouterContextProvider } from "react-router";
import { apiContext } from "../context";

type Context = Readonly<RouterContextProvider>;

/** Headers of the browser's request that the API needs to see: session cookie, origin, client IP. */
const forwardedHeaders = ["cookie", "origin", "user-agent", "x-forwarded-for", "x-real-ip"];

/**
 * The typed API client (ADR 0016): Hono's RPC client over the API's own route table, so every
 * path, parameter, body and answer is the type the API declares. It calls the API in-process
 * (no network hop), on behalf of `request` when given: its cookie, origin and client address
 * travel along, so sessions, the CSRF check and rate limits work as for a browser calling the API.
 *
 * ```ts
 * const tour = await answerOf(api(context, request).api.tours[":link"].$get({ param: { link }, query: { locale } }));
 * ```
 */
export function api(context: Context, request?: Request, options: { bearer?: string } = {}): Api {
  const headers: Record<string, string> = { accept: "application/json" };
  for (const name of forwardedHeaders) {
    const value = request?.headers.get(name);
    if (value) headers[name] = value;
  }
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const inProcess = context.get(apiContext);
  return encodingParams(
    hc<ApiRoutes>(request ? new URL(request.url).origin : "http://rihla.internal", {
      headers,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => inProcess.fetch(new Request(input, init)),
    }),
  );
}

/**
 * `hc` puts path parameters into the URL as they are; a slug from the page's own address
 * ("a/../b", "x?y") would then name another endpoint. Every parameter is percent-encoded on the
 * way (the API's router decodes it), whichever call the loader makes.
 */
function encodingParams<Client extends object>(client: Client): Client {
  return new Proxy(client, {
    get: (target, key, receiver): unknown => {
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === "function" || (typeof value === "object" && value !== null)
        ? encodingParams(value)
        : value;
    },
    apply: (target, self, args: unknown[]) => {
      if (typeof target !== "function") throw new TypeError("The API client is called on an endpoint");
      return Reflect.apply<unknown, unknown[], unknown>(
        target as (...args: unknown[]) => unknown,
        self,
        args.map((arg, index) => (index === 0 ? withEncodedParams(arg) : arg)),
      );
    },
  });
}

/**
 * The client's type, named so that declaration files refer to it rather than spell it out:
 * `Api["api"]["tours"][":link"]["$get"]` names one endpoint.
 */
export type Api = ReturnType<typeof hc<ApiRoutes>>;

/** What an endpoint answers with `status` (default: any 2xx), e.g. `Answer<Api["api"]["site"]["$get"]>`. */
export type Answer<Endpoint, Status extends 200 | 201 = 200 | 201> = InferResponseType<Endpoint, Status>;

/** What Hono's `parseResponse` reads from an answer: the body of its 2xx statuses. */
type Parsed<R extends ClientResponse<unknown>> = ReturnType<typeof parseResponse<R>>;

/** The route error data `answerOf` threw, so `orNull` can tell them from real failures. */
const refusals = new WeakSet<object>();

/**
 * The JSON of a 2xx answer. Any other answer is thrown as route error data with the API's
 * status, code and message, so the error page shows them.
 */
export function answerOf<R extends ClientResponse<unknown>>(response: R | Promise<R>): Parsed<R> {
  return parseResponse(response).catch((error: unknown) => {
    if (!(error instanceof DetailedError)) throw error;
    // Hono types the failed answer's detail as `any`: read it as the unknown it is.
    const detail: unknown = error.detail;
    const body = typeof detail === "object" && detail !== null ? (detail as Record<string, unknown>) : {};
    const { code, message } = apiError(body.data);
    const statusText = typeof body.statusText === "string" ? body.statusText : "";
    const refusal = data(
      { code: code ?? "INTERNAL", message: message ?? statusText },
      { status: Number(error.statusCode) || 500 },
    );
    refusals.add(refusal);
    throw refusal;
  });
}

/** A part of a page the API may have nothing for (a home page shelf): null when it refuses. */
export function orNull<T>(answer: Promise<T>): Promise<T | null> {
  return answer.catch((error: unknown) => {
    if (typeof error === "object" && error !== null && refusals.has(error)) return null;
    throw error;
  });
}

function withEncodedParams(args: unknown): unknown {
  if (typeof args !== "object" || args === null || !("param" in args)) return args;
  const param: unknown = args.param;
  if (typeof param !== "object" || param === null) return args;
  const encoded = Object.entries(param as Record<string, string | number>).map(([name, value]): [string, string] => [
    name,
    encodeURIComponent(String(value)),
  ]);
  return { ...args, param: Object.fromEntries(encoded) };
}

/** The one error shape's code and message, read from whatever a failed answer carried. */
function apiError(body: unknown): { code?: string; message?: string } {
  if (typeof body !== "object" || body === null || !("error" in body)) return {};
  const { error } = body;
  if (typeof error !== "object" || error === null) return {};
  return {
    ...("code" in error && typeof error.code === "string" ? { code: error.code } : {}),
    ...("message" in error && typeof error.message === "string" ? { message: error.message } : {}),
  };
}
