import { and, count, gt, inArray, lt, min } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { loginFailures } from "../../db/schema.ts";

/**
 * ADR 0602: failed sign-ins counted per account and per IP in a sliding window, in the database
 * (so several API processes share the count). Checked before any password hashing.
 */
export function loginLimitKeys(email: string, ip: string): string[] {
  return [`email:${email.toLowerCase()}`, `ip:${ip}`];
}

/** Seconds to wait when any key is over the limit; `null` when the attempt may go on. */
export async function loginRetryAfter(
  db: Db,
  keys: string[],
  now: Date,
  limit: Config["loginLimit"],
): Promise<number | null> {
  const windowMs = limit.windowMinutes * 60_000;
  const rows = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.createdAt, new Date(now.getTime() - windowMs))))
    .groupBy(loginFailures.key);
  let wait: number | null = null;
  for (const row of rows) {
    if (row.n >= limit.maxFailures && row.oldest) {
      const seconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + windowMs - now.getTime()) / 1000));
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
}

export async function recordLoginFailure(db: Db, keys: string[], now: Date, limit: Config["loginLimit"]) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows mean nothing any more; dropping them keeps the table as small as the window.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - limit.windowMinutes * 60_000)));
}

/** A successful sign-in forgives the account's failures (not the IP's). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [loginLimitKeys(email, "")[0]!]));
}
