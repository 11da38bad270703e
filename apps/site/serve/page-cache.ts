import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { localeCookie, readCookie, sessionCookie, userCookie } from "@rihla/domain";
import { LRUCache } from "lru-cache";
import { brotliBytes, gzipBytes, negotiateEncoding } from "./compress.ts";
import { keptSearch, type SearchParamsOf } from "./search-params.ts";
import { log } from "@rihla/api";

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
 *
 * No query string busts it (issue 29, ADR 0024): with `searchParamsOf`, a page is keyed and
 * rendered with only the parameters its routes read; concurrent misses of one key render once;
 * a miss is compressed fast for its visitor (brotli 5, gzip 6) and again at the highest quality
 * in the background, one body at a time, for the visitors after it.
 */
export interface PageCacheOptions {
  /** Total bytes kept (identity + brotli + gzip bodies); least recently used entries leave first. */
  maxBytes?: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
  /** The API's change feed: any content change purges every entry (simplest correct rule). */
  changes?: { subscribe(listener: () => void): () => void };
  /**
   * The query parameters the page at a path reads; every other one is left out of the key and
   * out of the request the page renders from. Without it the whole query is part of the key.
   */
  searchParamsOf?: SearchParamsOf;
  /** Recompress entries at the highest quality after they are stored (default true). */
  recompress?: boolean;
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
  /** Compressed at the highest quality (brotli 11, gzip 9), not the request path's fast levels. */
  best: boolean;
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
  /** Resolves once no background recompression is queued or running (tests, benchmarks). */
  idle(): Promise<void>;
  readonly size: number;
  readonly bytes: number;
}

/** Whether this request may be answered from, or fill, the shared cache. */
export function isShareableRequest(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return !isPersonalRequest(request);
}

/** A request that carries a session (or a personal cookie): what it is answered is this visitor's. */
export function isPersonalRequest(request: Request): boolean {
  return request.headers.has("authorization") || hasPrivateCookie(request.headers.get("cookie"));
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
 * Host + path + the query the page reads, and the remembered locale: a bare `/` with `locale=en`
 * redirects to `/en` instead of showing the Turkish home (app/.server/locale.ts), so the two must
 * not share an entry.
 */
function cacheKey(url: URL, search: string, cookies: string | null | undefined): string {
  return `${url.host}${url.pathname}${search}|${readCookie(cookies, localeCookie.name) ?? ""}`;
}

/** Request-path compression: about 1–2 ms for a 100 kB page; the background pass does better. */
const fastBrotli = 5;
const fastGzip = 6;
/** Entries waiting for their best compression; beyond this, new ones keep their fast bodies. */
const maxQueued = 64;

/** Headers a cached entry does not keep: they describe one response, not the page. */
const perResponse = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag"]);

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const {
    maxBytes = 64 * 2 ** 20,
    freshMs = 10_000,
    staleMs = 10_000,
    now = Date.now,
    changes,
    searchParamsOf,
    recompress = true,
  } = options;
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      Math.max(1, entry.identity.byteLength + entry.br.byteLength + entry.gzip.byteLength + key.length),
  });
  // Bumped by every purge: a render that started under an older generation is not stored.
  let generation = 0;
  // Single flight: the render in progress for a key; concurrent misses wait for it.
  const inflight = new Map<string, Promise<Filled>>();

  /** The query the page reads (all of it without a declaration), and whether anything was dropped. */
  function pageSearch(url: URL): { search: string; dropped: boolean } {
    if (!searchParamsOf || url.search === "") return { search: url.search, dropped: false };
    const allowed = searchParamsOf(url.pathname);
    const search = keptSearch(url.search, allowed);
    const dropped = [...url.searchParams.keys()].some((name) => !allowed.includes(name));
    return { search, dropped };
  }

  // Background recompression at the highest quality, one body at a time: brotli 11 on a 100 kB
  // page is tens of milliseconds of a core, and two at once would leave none to the event loop.
  const queue: { key: string; entry: Entry }[] = [];
  let draining: Promise<void> | undefined;
  const isCurrent = (key: string, entry: Entry) => entries.peek(key) === entry;
  function recompressLater(key: string, entry: Entry) {
    if (!recompress || entry.best || queue.length >= maxQueued) return;
    queue.push({ key, entry });
    draining ??= drain().finally(() => (draining = undefined));
  }
  async function drain() {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { key, entry } = job;
      if (!isCurrent(key, entry)) continue;
      try {
        const br = await brotliBytes(entry.identity, 11);
        if (!isCurrent(key, entry)) continue;
        const gzip = await gzipBytes(entry.identity, 9);
        if (!isCurrent(key, entry)) continue;
        // A new object: the LRU counts an entry's size only when a different value is set.
        entries.set(key, { ...entry, br, gzip, best: true });
      } catch (error) {
        log.error({ err: error }, "page cache recompression failed");
      }
    }
  }

  async function fill(key: string, request: Request, render: Render): Promise<Filled> {
    const started = generation;
    const response = await render(request);
    if (request.method !== "GET" || !isShareableResponse(response)) return { response };
    const identity = Buffer.from(await response.arrayBuffer());
    const [br, gzip] = await Promise.all([brotliBytes(identity, fastBrotli), gzipBytes(identity, fastGzip)]);
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
      best: false,
    };
    if (started === generation && identity.byteLength + br.byteLength + gzip.byteLength < maxBytes) {
      entries.set(key, entry);
      recompressLater(key, entry);
    }
    return { entry, response };
  }

  /** One render per key at a time; the others get its entry, or render themselves if it made none. */
  function fillOnce(key: string, request: Request, render: Render): { filled: Promise<Filled>; shared: boolean } {
    const running = inflight.get(key);
    if (running) return { filled: running, shared: true };
    const filled = fill(key, request, render).finally(() => inflight.delete(key));
    inflight.set(key, filled);
    return { filled, shared: false };
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
    queue.length = 0;
  };
  changes?.subscribe(purge);

  return {
    async handle(request, render) {
      if (!isShareableRequest(request)) return render(request);
      const url = new URL(request.url);
      const { search, dropped } = pageSearch(url);
      const key = cacheKey(url, search, request.headers.get("cookie"));
      // The page renders from the address it is kept under: what it was not keyed on, it never sees.
      // HEAD renders as GET so that the entry it makes serves both.
      const page =
        search === url.search && request.method === "GET"
          ? request
          : new Request(`${url.origin}${url.pathname}${search}`, { headers: request.headers, signal: request.signal });
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < freshMs) return answer(request, entry, "hit");
        if (age < freshMs + staleMs) {
          if (!entry.revalidating && !inflight.has(key)) {
            entry.revalidating = true;
            // The visitor gets the stale page now; the next one gets the new render.
            const fresh = new Request(page.url, { headers: page.headers });
            fillOnce(key, fresh, render).filled.then(
              ({ entry: renewed }) => {
                if (!renewed && entries.peek(key) === entry) entries.delete(key);
              },
              (error: unknown) => {
                entry.revalidating = false;
                log.error({ err: error }, "page cache revalidation failed");
              },
            );
          }
          return answer(request, entry, "stale");
        }
        entries.delete(key);
      }
      const { filled, shared } = fillOnce(key, page, render);
      const result = await filled;
      if (result.entry) return answer(request, result.entry, "miss");
      // Nothing to keep. A redirect renders again with the whole address (a moved page keeps the
      // visitor's tracking parameters); a visitor who waited on another's render renders their own.
      const redirected = result.response.status >= 300 && result.response.status < 400;
      if (dropped && redirected) return render(request);
      const response = shared ? await render(page) : result.response;
      return request.method === "HEAD" ? new Response(null, response) : response;
    },
    serveFresh(req, res) {
      if (!isShareableNodeRequest(req)) return false;
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
      const entry = entries.get(cacheKey(url, pageSearch(url).search, req.headers.cookie));
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
    async idle() {
      while (draining) await draining;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
}

interface Filled {
  entry?: Entry;
  response: Response;
}

function weakMatch(tag: string, etag: string): boolean {
  if (tag === "*") return true;
  const strip = (value: string) => value.replace(/^W\//, "");
  return strip(tag) === strip(etag);
}
