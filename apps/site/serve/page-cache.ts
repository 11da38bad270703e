import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { localeCookie, readCookie, sessionCookie, userCookie } from "@rihla/domain";
import { LRUCache } from "lru-cache";
import { brotliBytes, gzipBytes, negotiateEncoding } from "./compress.ts";

/**
 * The shared page cache for anonymous visitors (issue 10, ADR 0011). Public GET/HEAD pages
 * without a session are answered from memory, precompressed once per entry, with ETag/304.
 *
 * Never cached: other methods, requests carrying the session or user cookie or an
 * Authorization header, responses that are not 200, that set a cookie, or whose Cache-Control
 * says private/no-store. A change in this process purges every entry at once (`purge`); changes
 * made by another process are bounded by time: an entry is fresh for `freshMs`, then served
 * stale for at most `staleMs` while one background render replaces it, then dropped. With the
 * defaults a page is never more than 20 s behind another process's write (plus the API data
 * cache's own bound, ADR 0011).
 */
export interface PageCacheOptions {
  /** Total bytes kept (identity + brotli + gzip bodies); least recently used entries leave first. */
  maxBytes?: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
  /** The API's change feed: any content change purges every entry (simplest correct rule). */
  changes?: { subscribe(listener: () => void): () => void };
}

interface Entry {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
  revalidating: boolean;
}

export type Render = (request: Request) => Promise<Response>;

export interface PageCache {
  /** Answers from the cache when it may, otherwise renders (and keeps the result when it may). */
  handle(request: Request, render: Render): Promise<Response>;
  /**
   * The fast path in front of the framework: answers a fresh hit straight on Node's objects and
   * says true, else says false and leaves the request alone (misses and stale entries go the
   * normal way through `handle`). Same rules as `handle`.
   */
  serveFresh(req: IncomingMessage, res: ServerResponse): boolean;
  /** Drops every entry: content changed. A render started before the purge is not kept. */
  purge(): void;
  readonly size: number;
  readonly bytes: number;
}

/** Whether this request may be answered from, or fill, the shared cache. */
export function isShareableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("authorization")) return false;
  return !hasPrivateCookie(request.headers.get("cookie"));
}

/**
 * Cookies that make a page personal: the session, the user cookie, and the referral code kept
 * from a `?ref=` link (app/.server/referral.ts; the login page puts it in the Google link).
 */
const privateCookies = [sessionCookie.name, userCookie.name, "rihla_ref"];

function hasPrivateCookie(cookies: string | null | undefined): boolean {
  return privateCookies.some((name) => readCookie(cookies, name) !== undefined);
}

function isShareableNodeRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers.authorization !== undefined) return false;
  return !hasPrivateCookie(req.headers.cookie);
}

/** Whether a rendered response may be kept for every visitor. */
export function isShareableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

/**
 * Host + path + query, and the remembered locale: a bare `/` with `locale=en` redirects to `/en`
 * instead of showing the Turkish home (app/.server/locale.ts), so the two must not share an entry.
 */
function cacheKey(url: URL, cookies: string | null | undefined): string {
  return `${url.host}${url.pathname}${url.search}|${readCookie(cookies, localeCookie.name) ?? ""}`;
}

const keyOf = (request: Request) => cacheKey(new URL(request.url), request.headers.get("cookie"));

/** Headers a cached entry does not keep: they describe one response, not the page. */
const perResponse = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag"]);

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const { maxBytes = 64 * 2 ** 20, freshMs = 10_000, staleMs = 10_000, now = Date.now, changes } = options;
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      Math.max(1, entry.identity.byteLength + entry.br.byteLength + entry.gzip.byteLength + key.length),
  });
  // Bumped by every purge: a render that started under an older generation is not stored.
  let generation = 0;

  async function fill(key: string, request: Request, render: Render): Promise<{ entry?: Entry; response: Response }> {
    const started = generation;
    const response = await render(request);
    if (request.method !== "GET" || !isShareableResponse(response)) return { response };
    const identity = Buffer.from(await response.arrayBuffer());
    const [br, gzip] = await Promise.all([brotliBytes(identity, 11), gzipBytes(identity, 9)]);
    const headers = [...response.headers].filter(([name]) => !perResponse.has(name));
    const etag = `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
    const entry: Entry = {
      status: response.status,
      headers,
      etag,
      identity,
      br,
      gzip,
      storedAt: now(),
      revalidating: false,
    };
    if (started === generation && identity.byteLength + br.byteLength + gzip.byteLength < maxBytes) {
      entries.set(key, entry);
    }
    return { entry, response };
  }

  /** Status, headers and body of a cached answer, for either kind of server. */
  function representation(
    entry: Entry,
    state: "hit" | "stale" | "miss",
    ifNoneMatch: string | null | undefined,
    acceptEncoding: string | null | undefined,
  ) {
    const headers: [string, string][] = [
      ...entry.headers,
      ["etag", entry.etag],
      ["vary", "Accept-Encoding"],
      ["x-cache", state],
    ];
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => weakMatch(tag.trim(), entry.etag))) {
      return { status: 304, headers, body: null };
    }
    const encoding = negotiateEncoding(acceptEncoding);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") headers.push(["content-encoding", encoding]);
    headers.push(["content-length", String(body.byteLength)]);
    return { status: entry.status, headers, body };
  }

  function answer(request: Request, entry: Entry, state: "hit" | "stale" | "miss"): Response {
    const { status, headers, body } = representation(
      entry,
      state,
      request.headers.get("if-none-match"),
      request.headers.get("accept-encoding"),
    );
    const responseHeaders = new Headers();
    for (const [name, value] of headers) responseHeaders.append(name, value);
    const sent = request.method === "HEAD" || !body ? null : new Uint8Array(body);
    return new Response(sent, { status, headers: responseHeaders });
  }

  const purge = () => {
    generation++;
    entries.clear();
  };
  changes?.subscribe(purge);

  return {
    async handle(request, render) {
      if (!isShareableRequest(request)) return render(request);
      const key = keyOf(request);
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < freshMs) return answer(request, entry, "hit");
        if (age < freshMs + staleMs) {
          if (!entry.revalidating) {
            entry.revalidating = true;
            // The visitor gets the stale page now; the next one gets the new render.
            const fresh = new Request(request.url, { method: "GET", headers: request.headers });
            fill(key, fresh, render).then(
              ({ entry: renewed }) => {
                if (!renewed && entries.get(key) === entry) entries.delete(key);
              },
              (error: unknown) => {
                entry.revalidating = false;
                console.error("rihla: page cache revalidation failed", error);
              },
            );
          }
          return answer(request, entry, "stale");
        }
        entries.delete(key);
      }
      // HEAD renders as GET so that the entry it makes serves both.
      const asGet = request.method === "HEAD" ? new Request(request.url, { headers: request.headers }) : request;
      const filled = await fill(key, asGet, render);
      if (!filled.entry) {
        if (request.method === "HEAD") return new Response(null, filled.response);
        return filled.response;
      }
      return answer(request, filled.entry, "miss");
    },
    serveFresh(req, res) {
      if (!isShareableNodeRequest(req)) return false;
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
      const entry = entries.get(cacheKey(url, req.headers.cookie));
      if (!entry || now() - entry.storedAt >= freshMs) return false;
      const { status, headers, body } = representation(
        entry,
        "hit",
        req.headers["if-none-match"],
        req.headers["accept-encoding"],
      );
      res.writeHead(status, headers.flat());
      res.end(req.method === "HEAD" || !body ? undefined : body);
      return true;
    },
    purge,
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

function weakMatch(tag: string, etag: string): boolean {
  if (tag === "*") return true;
  const strip = (value: string) => value.replace(/^W\//, "");
  return strip(tag) === strip(etag);
}
