import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isEmbeddablePath, videoFrameOrigins } from "@rihla/domain";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Security headers on every response of the one server: pages, API answers and static files
 * (issue 11, finding 7). Pages get a fresh CSP nonce per request; React Router puts it on its
 * inline scripts (entry.server.tsx), and 'strict-dynamic' lets those load the hashed chunks and,
 * with reCAPTCHA configured, Google's script. Nothing may frame the site except its iframe pages
 * (spec §2 `/iframe/tour/{link}`), which any site may embed.
 */
export interface SecurityHeaderOptions {
  /** TRUST_PROXY: X-Forwarded-Proto says whether the browser used https. */
  trustProxy: boolean;
}

const nonces = new WeakMap<Request, string>();

/** The CSP nonce of this request (made by `securityHeaders`), for React Router's inline scripts. */
export function cspNonce(c: Context): string {
  let nonce = nonces.get(c.req.raw);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(c.req.raw, nonce);
  }
  return nonce;
}

export function contentSecurityPolicy(nonce: string, pathname = "/"): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self' https://www.google.com https://www.gstatic.com`,
    // vanilla-extract writes CSS files; React and the altcha widget also set style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://www.google.com",
    // The bot check's proof of work runs in a worker.
    "worker-src 'self' blob:",
    // A tour's video player, only after the visitor clicks its facade.
    `frame-src https://www.google.com https://recaptcha.google.com ${videoFrameOrigins.join(" ")}`,
    isEmbeddablePath(pathname) ? "frame-ancestors *" : "frame-ancestors 'none'",
    "form-action 'self' https://accounts.google.com",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/**
 * Responses that are not pages (API answers, files, the API reference) run no script of ours:
 * they get a policy that allows none, so a JSON or image answer opened as a document is inert.
 */
export const resourcePolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

type HeaderList = readonly (readonly [string, string])[];

function headerList(https: boolean, embeddable: boolean): HeaderList {
  return [
    ...(embeddable ? [] : [["X-Frame-Options", "DENY"] as const]),
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
  ];
}

// The four possible lists, built once: every response of the server takes one (issue 10).
const headerLists = [false, true].flatMap((https) => [false, true].map((embeddable) => headerList(https, embeddable)));

function staticHeaders(https: boolean, pathname: string): HeaderList {
  return headerLists[Number(https) * 2 + Number(isEmbeddablePath(pathname))]!;
}

function forwardedHttps(proto: string | undefined, trustProxy: boolean): boolean {
  return trustProxy && proto?.split(",")[0]?.trim() === "https";
}

/**
 * The same headers on Node's own response, for the paths that answer before Hono runs (API
 * requests and fresh page-cache hits, ADR 0011). A response's own Content-Security-Policy (a
 * cached page carries the one it was rendered with) replaces the resource policy set here.
 */
export function setNodeSecurityHeaders(req: IncomingMessage, res: ServerResponse, trustProxy: boolean): void {
  const proto = req.headers["x-forwarded-proto"];
  const https =
    ("encrypted" in req.socket && req.socket.encrypted === true) ||
    forwardedHttps(Array.isArray(proto) ? proto[0] : proto, trustProxy);
  for (const [name, value] of staticHeaders(https, req.url ?? "/")) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", resourcePolicy);
}

/**
 * Gives a rendered page the policy of the nonce it was rendered with. Set on the response
 * itself, so the page cache stores the header beside the HTML that holds the nonce and every
 * cached answer stays consistent (a cached page's nonce is fixed at render time, after any
 * content it holds was written, so injected markup still cannot know it).
 */
export function withPagePolicy(response: Response, nonce: string, reportOnly: boolean, pathname: string): Response {
  const name = reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
  const policy = contentSecurityPolicy(nonce, pathname);
  try {
    response.headers.set(name, policy);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, policy);
    return copy;
  }
}

/** Headers for every response that passes through the site's Hono app (files, pages, dev API). */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https =
      new URL(c.req.url).protocol === "https:" || forwardedHttps(c.req.header("x-forwarded-proto"), options.trustProxy);
    const headers = [...staticHeaders(https, c.req.path)];
    const hasPolicy =
      c.res.headers.has("Content-Security-Policy") || c.res.headers.has("Content-Security-Policy-Report-Only");
    if (!hasPolicy) headers.push(["Content-Security-Policy", resourcePolicy]);
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    } catch {
      // A response with immutable headers (e.g. passed through from fetch): copy it once.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of headers) copy.headers.set(name, value);
      c.res = copy;
    }
  };
}
