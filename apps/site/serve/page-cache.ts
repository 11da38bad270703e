import { createHash } from "node:crypto";
import { readCookie, sessionCookie, userCookie } from "@rihla/domain";
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
  /** Drops every entry: content changed. A render started before the purge is not kept. */
  purge(): void;
  readonly size: number;
  readonly bytes: number;
}

/** Whether this request may be answered from, or fill, the shared cache. */
export function isShareableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.has("authorization")) return false;
  const cookies = request.headers.get("cookie");
  return !readCookie(cookies, sessionCookie.name) && !readCookie(cookies, userCookie.name);
}

/** Whether a rendered response may be kept for every visitor. */
export function isShareableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store|no-cache)\b/i.test(cacheControl);
}

const keyOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.host}${url.pathname}${url.search}`;
};

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

  function answer(request: Request, entry: Entry, state: "hit" | "stale" | "miss"): Response {
    const headers = new Headers(entry.headers);
    headers.set("ETag", entry.etag);
    headers.append("Vary", "Accept-Encoding");
    headers.set("X-Cache", state);
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => weakMatch(tag.trim(), entry.etag))) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = negotiateEncoding(request.headers.get("accept-encoding"));
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.byteLength));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: entry.status, headers });
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
