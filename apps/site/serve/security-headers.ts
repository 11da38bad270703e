import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isEmbeddablePath, videoFrameOrigins } from "@rihla/domain";
import type { Context, MiddlewareHandler } from "hono";

/**
 * Security headers on every response of the one server: pages, API answers and static files
 * (issue 11, finding 7). A page rendered for one visitor gets a fresh CSP nonce; React Router puts
 * it on its inline scripts (entry.server.tsx). A page the shared cache keeps for every visitor
 * carries no nonce: its inline scripts are allowed by their SHA-256 hashes (issue 28, finding 12).
 * Either way 'strict-dynamic' lets those scripts load the hashed chunks and, with reCAPTCHA or
 * analytics configured, Google's scripts. Nothing may frame the site except its iframe pages
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

/** What allows a page's own scripts: the nonce of its render, or the hashes of its inline scripts. */
export type PageScripts = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(scripts: PageScripts, pathname = "/"): string {
  const own =
    "nonce" in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.map((hash) => `'sha256-${hash}'`).join(" ");
  return [
    "default-src 'self'",
    // 'self' and the hosts only for browsers without CSP 3 (strict-dynamic makes others ignore them).
    `script-src ${own} 'strict-dynamic' 'self' https://www.google.com https://www.gstatic.com`,
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
 * Gives a page rendered for one visitor the policy of the nonce it was rendered with. Set on the
 * response itself; a response's own policy wins over the resource policy set earlier.
 */
export function withPagePolicy(
  response: Response,
  scripts: PageScripts,
  reportOnly: boolean,
  pathname: string,
): Response {
  const name = reportOnly ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";
  const policy = contentSecurityPolicy(scripts, pathname);
  try {
    response.headers.set(name, policy);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, policy);
    return copy;
  }
}

/** `<script …>…</script>` with its attributes and text, as React writes them (`</script` never inside). */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Scripts a browser runs: no `src` (strict-dynamic loads those), no data blocks such as JSON-LD. */
const dataScript = /\btype\s*=\s*"?application\/(?:ld\+)?json/i;

/** The SHA-256 (base64) of each inline script a browser would run, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes!) || dataScript.test(attributes!)) continue;
    hashes.add(createHash("sha256").update(text!).digest("base64"));
  }
  return [...hashes];
}

/**
 * Turns a page rendered with `nonce` into one the shared cache may keep for every visitor
 * (issue 28, finding 12): the nonce leaves the HTML, and the policy allows the page's inline
 * scripts by their hashes. A nonce kept in a cached page would be one value for every visitor
 * for the entry's life, so it would no longer prove that a script came from this response. The
 * nonce is 128 random bits, so removing the attribute that carries it touches nothing else.
 */
export async function withScriptHashes(response: Response, nonce: string, pathname: string): Promise<Response> {
  const html = (await response.text()).replaceAll(` nonce="${nonce}"`, "");
  const body = new TextEncoder().encode(html);
  const headers = new Headers(response.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, pathname));
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
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
