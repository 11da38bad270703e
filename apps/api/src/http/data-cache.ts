import { todayInIstanbul } from "@rihla/domain";
import { LRUCache } from "lru-cache";
import type { ChangeFeed, ContentChange } from "./changes.ts";
import { ApiError } from "./errors.ts";

/**
 * What a cached answer is built from. A change drops every entry of the scopes it touches:
 * `site` (settings, menus, banner), `catalogue` (tour lists, tours, groups, reviews, campaigns: any
 * tour, departure, seat, price, hotel, review or campaign change), `pages`. `{ kind: "all" }` drops everything.
 */
export type CacheScope = "site" | "catalogue" | "pages";

const scopesOf: Record<ContentChange["kind"], readonly CacheScope[]> = {
  site: ["site"],
  page: ["pages"],
  tour: ["catalogue"],
  departure: ["catalogue"],
  hotel: ["catalogue"],
  all: ["site", "catalogue", "pages"],
};

export interface DataCache {
  /** The answer for `key`, loaded once and shared until a change in `scope` or the TTL drops it. */
  get<T>(scope: CacheScope, key: string, load: () => Promise<T>): Promise<T>;
}

export interface DataCacheOptions {
  /**
   * The staleness bound between processes: the change feed reaches only this process, so an
   * entry another process made stale lives at most this long (10 s by default; with the
   * page cache's 10 + 10 s a visitor sees another process's write within 30 s, ADR 0011).
   */
  ttlMs?: number;
  /** Entries per scope. */
  max?: number;
}

/**
 * A per-process cache of what rarely changes and every visitor reads. Entries hold the promise,
 * so concurrent requests share one load; a failed load is forgotten, except a 404: "no such tour"
 * is an answer like any other until the content changes (a tour page asks the list endpoint
 * first, and its slug is not a list's: issue 10); a change that arrives while
 * a load runs removes that load's entry too, so a result read before the write is never kept.
 * Cached values are shared: callers must not mutate them.
 */
export function createDataCache(changes: ChangeFeed, options: DataCacheOptions = {}): DataCache {
  const { ttlMs = 10_000, max = 500 } = options;
  const scopes = new Map<CacheScope, LRUCache<string, { value: Promise<unknown> }>>();
  const scopeCache = (scope: CacheScope) => {
    let cache = scopes.get(scope);
    if (!cache) {
      cache = new LRUCache({ max, ttl: ttlMs });
      scopes.set(scope, cache);
    }
    return cache;
  };
  changes.subscribe((change) => {
    for (const scope of scopesOf[change.kind]) scopes.get(scope)?.clear();
  });
  return {
    get<T>(scope: CacheScope, key: string, load: () => Promise<T>): Promise<T> {
      const cache = scopeCache(scope);
      const hit = cache.get(key);
      if (hit) return hit.value as Promise<T>;
      const entry = { value: load() as Promise<unknown> };
      cache.set(key, entry);
      entry.value.catch((error: unknown) => {
        if (isNotFound(error)) return;
        if (cache.get(key) === entry) cache.delete(key);
      });
      return entry.value as Promise<T>;
    },
  };
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A service answer through the request's data cache, keyed by the service's name, its input and
 * the calendar day (answers that list "upcoming" departures change at midnight in Istanbul).
 */
export function cachedAnswer<I, T>(
  ctx: { deps: { cache: DataCache }; now: Date },
  scope: CacheScope,
  name: string,
  input: I,
  load: () => Promise<T>,
): Promise<T> {
  return ctx.deps.cache.get(scope, `${name}:${todayInIstanbul(ctx.now)}:${JSON.stringify(input)}`, load);
}
