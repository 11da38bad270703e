import { LRUCache } from "lru-cache";
import type { Database } from "../db/database.ts";
import { hashToken, sessionTouchEveryMs, type Auth } from "./session.ts";

/**
 * Per-process memory of recent session lookups (issue 10, ADR 0605). A signed-in page asked the
 * database for its session and user on every request, a join that cost 14–20 % of a signed-in
 * tour page on PGlite. Entries are keyed by the token's hash and hold the lookup's promise, so
 * the requests of one page share one query.
 *
 * An entry is used only while all of these hold; otherwise the database decides again:
 * - this process has sent no `update` or `delete` to `users` and no `delete` to `sessions` since
 *   it was read (every write path, now and future: sign-out, password, role, status, profile,
 *   Google link). Ending a session means deleting its row; the only update of `sessions` is the
 *   sliding expiry below, which must not empty the cache once a minute per signed-in user;
 * - it is younger than `ttlMs`: the bound for writes this process cannot see (another process,
 *   SQL outside drizzle, a read that raced a write's transaction);
 * - the session's idle and absolute ends are still ahead, and its sliding expiry is not due
 *   (the database lookup writes that, once a minute).
 *
 * A token without a live session is never remembered: a new sign-in is found at once.
 */
export interface SessionCache {
  /** The session of `token` from memory when it may be, else `lookup`'s answer (the database's). */
  find(token: string, now: Date, lookup: () => Promise<Auth | null>): Promise<Auth | null>;
}

export interface SessionCacheOptions {
  /** How long another process's write may go unseen here (default 5 s). */
  ttlMs?: number;
  /** Sessions remembered (default 10,000, each about a user row). */
  max?: number;
}

/** Writes after which a remembered session or user may be wrong. */
const invalidates = ({ verb, table }: { verb: "update" | "delete"; table: string }) =>
  table === "users" || (table === "sessions" && verb === "delete");

export function createSessionCache(
  database: Pick<Database, "watchWrites">,
  options: SessionCacheOptions = {},
): SessionCache {
  const { ttlMs = 5000, max = 10_000 } = options;
  const entries = new LRUCache<string, { readAt: number; auth: Promise<Auth | null> }>({ max });
  // Bumped by every watched write: a lookup that was running when one was sent is not kept.
  let generation = 0;
  database.watchWrites((write) => {
    if (!invalidates(write)) return;
    generation++;
    entries.clear();
  });

  const usable = (readAt: number, auth: Auth, now: number) =>
    now >= readAt &&
    now - readAt < ttlMs &&
    auth.session.idleExpiresAt.getTime() > now &&
    auth.session.absoluteExpiresAt.getTime() > now &&
    now - auth.session.lastSeenAt.getTime() < sessionTouchEveryMs;

  return {
    async find(token, now, lookup) {
      const tokenHash = hashToken(token);
      const at = now.getTime();
      const entry = entries.get(tokenHash);
      if (entry) {
        const auth = await entry.auth;
        if (auth && usable(entry.readAt, auth, at)) return auth;
        if (entries.get(tokenHash) === entry) entries.delete(tokenHash);
      }
      const started = generation;
      const auth = lookup();
      const fresh = { readAt: at, auth };
      entries.set(tokenHash, fresh);
      const found = await auth.catch((error: unknown) => {
        if (entries.get(tokenHash) === fresh) entries.delete(tokenHash);
        throw error;
      });
      if ((!found || generation !== started) && entries.get(tokenHash) === fresh) entries.delete(tokenHash);
      return found;
    },
  };
}
