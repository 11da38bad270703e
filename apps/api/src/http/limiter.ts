import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { rateLimitHits, spentChallenges } from "../db/schema.ts";
import { batched } from "../db/batched.ts";
import { log } from "../log.ts";

export interface RateLimitOptions {
  db: Db;
  max: number;
  windowMs: number;
  now: () => number;
  /** Sweeps past windows and expired challenges at most this often (default: once a window). */
  sweepEveryMs?: number;
  /** The longest window a caller passes to `hit` (rows are kept that long). */
  longestWindowMs?: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters per key in the database (issue 11, finding 12), so every API process on
 * one database shares one budget: a hit is one statement, an atomic upsert that answers the
 * window's count. Windows are aligned to multiples of `windowMs` (a burst across a boundary may
 * see up to twice `max`, as with any fixed window). Past windows and expired spent challenges
 * are swept in the background at most once a window.
 */
export class DatabaseLimiter {
  readonly #options: RateLimitOptions;
  #lastSweep = Number.NEGATIVE_INFINITY;

  constructor(options: RateLimitOptions) {
    this.#options = options;
  }

  /**
   * Counts a hit; answers the seconds to wait when the key is over its limit. `limits` replaces
   * the default budget for this key (bookings and mails have their own); `db` is the caller's
   * transaction when it has one (on PGlite, `db` inside a transaction would wait for ever).
   */
  async hit(key: string, limits?: { max: number; windowMs: number }, db: Db = this.#options.db): Promise<Verdict> {
    const { now } = this.#options;
    const { max, windowMs } = limits ?? this.#options;
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: new Date(windowStart), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    this.#maybeSweep(at);
    if ((row?.count ?? 1) <= max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
  }

  /**
   * Counts a hit on several keys (a booking counts against its account and its address); the
   * verdict of the first key over its limit, else allowed. Hits that arrive while a statement is
   * in flight are counted together by the next one (`batched`): a rush of 200 bookings pays a few
   * upserts, not 200 on the same address row. Each hit gets the count it would have got alone, in
   * the order the hits arrived.
   */
  async hitAll(keys: readonly string[], limits: { max: number; windowMs: number }): Promise<Verdict> {
    const at = this.#options.now();
    const windowStart = Math.floor(at / limits.windowMs) * limits.windowMs;
    const counts = await this.#countBatched({ keys, windowStart });
    this.#maybeSweep(at);
    if (counts.every((count) => count <= limits.max)) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + limits.windowMs - at) / 1000)) };
  }

  /** One upsert for the hits of a batch: each (key, window) once, by its number of hits. */
  readonly #countBatched = batched(async (hits: { keys: readonly string[]; windowStart: number }[]) => {
    const slot = (key: string, windowStart: number) => `${windowStart} ${key}`;
    const added = new Map<string, { key: string; windowStart: number; count: number }>();
    for (const { keys, windowStart } of hits) {
      for (const key of keys) {
        const row = added.get(slot(key, windowStart)) ?? { key, windowStart, count: 0 };
        row.count += 1;
        added.set(slot(key, windowStart), row);
      }
    }
    const rows = await this.#options.db
      .insert(rateLimitHits)
      .values([...added.values()].map((row) => ({ ...row, windowStart: new Date(row.windowStart) })))
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + excluded.count` },
      })
      .returning({ key: rateLimitHits.key, windowStart: rateLimitHits.windowStart, count: rateLimitHits.count });
    // The batch's hits of a slot took the counts just below the new total, one each, in order.
    const next = new Map<string, number>();
    for (const row of rows) {
      const at = slot(row.key, row.windowStart.getTime());
      next.set(at, row.count - added.get(at)!.count + 1);
    }
    return hits.map(({ keys, windowStart }) =>
      keys.map((key) => {
        const at = slot(key, windowStart);
        const count = next.get(at)!;
        next.set(at, count + 1);
        return count;
      }),
    );
  });

  /** Deletes past windows and spent challenges that have expired (never on the answer's path). */
  async sweep(at = this.#options.now()): Promise<void> {
    const { db } = this.#options;
    this.#lastSweep = at;
    // Keys with a longer window of their own keep their rows as long as that window.
    const windowMs = Math.max(this.#options.windowMs, this.#options.longestWindowMs ?? 0);
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(at - windowMs)));
    await db.delete(spentChallenges).where(lt(spentChallenges.expiresAt, new Date(at)));
  }

  #maybeSweep(at: number): void {
    if (at - this.#lastSweep < (this.#options.sweepEveryMs ?? this.#options.windowMs)) return;
    this.#lastSweep = at;
    this.sweep(at).catch((error: unknown) => log.warn({ err: error }, "rate limit sweep failed"));
  }
}

/**
 * The ALTCHA store of spent challenge ids in the database: `setIfAbsent` is one insert that
 * answers whether the id was new, so a solution is accepted once across every process.
 */
export function spentChallengeStore(db: Db, expiresAt: () => Date) {
  const setIfAbsent = async (id: string): Promise<boolean> => {
    const rows = await db
      .insert(spentChallenges)
      .values({ id, expiresAt: expiresAt() })
      .onConflictDoNothing()
      .returning({ id: spentChallenges.id });
    return rows.length === 1;
  };
  return {
    setIfAbsent,
    async get(id: string): Promise<boolean> {
      const rows = await db.select({ id: spentChallenges.id }).from(spentChallenges).where(eq(spentChallenges.id, id));
      return rows.length === 1;
    },
    async set(id: string): Promise<void> {
      await setIfAbsent(id);
    },
  };
}
