import { and, count, eq, gt, inArray, lt, min, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { loginFailures, sessions, users } from "../../db/schema.ts";

/**
 * ADR 0602: failed sign-ins counted per account and per IP in a sliding window, in the database
 * (so several API processes share the count). Checked before any password hashing.
 */
export function loginLimitKeys(email: string, ip: string): string[] {
  return [`email:${email.toLowerCase()}`, `ip:${ip}`];
}

/** Seconds to wait per key over the limit (keys under it are absent). */
export async function loginRetryAfter(
  db: Db,
  keys: string[],
  now: Date,
  limit: Config["loginLimit"],
): Promise<Map<string, number>> {
  const windowMs = limit.windowMinutes * 60_000;
  const rows = await db
    .select({ key: loginFailures.key, n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.createdAt, new Date(now.getTime() - windowMs))))
    .groupBy(loginFailures.key);
  const waits = new Map<string, number>();
  for (const row of rows) {
    if (row.n >= limit.maxFailures && row.oldest) {
      const seconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + windowMs - now.getTime()) / 1000));
      waits.set(row.key, seconds);
    }
  }
  return waits;
}

export async function recordLoginFailure(db: Db, keys: string[], now: Date, limit: Config["loginLimit"]) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, createdAt: now })));
  // Old rows mean nothing any more; dropping them keeps the table as small as the window.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - limit.windowMinutes * 60_000)));
}

/**
 * Issue 11: an attacker's failures must not lock the owner out. The account's limit is passed by
 * an address this account has already signed in from (a session of the user with that IP); the
 * per-IP limit still holds for it, and an unknown address still meets the account's limit.
 */
export async function isKnownAddress(db: Db, email: string, ip: string): Promise<boolean> {
  if (ip === "local") return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.ip, ip), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

/** A successful sign-in forgives the account's failures (not the IP's). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [loginLimitKeys(email, "")[0]!]));
}
