import { createHash } from "node:crypto";
import { sessionCookie, type SessionUser } from "@rihla/domain";
import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { sessions, users } from "../db/schema.ts";

/**
 * Sessions as every module reads them (issue 23 §4): who a token names (`findSession`), the user
 * as the domain's rules see it (`sessionUserOf`) and where a request carries its token. The
 * request's own lookup, once per request and through the session cache, is `request-auth.ts`.
 * Modules depend on these two files, not on the auth module; signing in and out (creating and
 * ending sessions, writing the cookies) stays in `modules/auth/`.
 */

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The signed-in user of a request, its session and the token it presented. */
export interface Auth {
  user: UserRow;
  session: SessionRow;
  token: string;
}

const day = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
export const sessionTouchEveryMs = 60 * 1000;

/** What the database keeps instead of a token: a stolen table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The user as the domain's rules (`can`, `hasRole`) see it. */
export function sessionUserOf(user: UserRow): SessionUser {
  return {
    id: user.id,
    role: user.role,
    isAdmin: user.isAdmin,
    hasAccountingRole: user.hasAccountingRole,
    active: user.active,
  };
}

/** `Authorization: Bearer` wins over the cookie when both are present. */
export function presentedToken(c: Context): { token: string; via: "bearer" | "cookie" } | undefined {
  const header = c.req.header("authorization");
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = getCookie(c, sessionCookie.name);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/** The session token of a raw Cookie header (the staff socket's handshake has no Hono context). */
export function sessionTokenOfCookieHeader(header: string | undefined): string | undefined {
  return header ? parse(header, sessionCookie.name)[sessionCookie.name] : undefined;
}

/**
 * The live session of a token: not idle-expired, not past its absolute end, its user active.
 * Sliding expiry: a use moves the idle end forward (written at most once a minute).
 */
export async function findSession(db: Db, token: string, now: Date, config: Config["sessions"]): Promise<Auth | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        gt(sessions.idleExpiresAt, now),
        gt(sessions.absoluteExpiresAt, now),
        eq(users.active, true),
      ),
    );
  if (!row) return null;
  let session = row.session;
  if (now.getTime() - session.lastSeenAt.getTime() >= sessionTouchEveryMs) {
    const idleEnd = new Date(Math.min(now.getTime() + config.idleDays * day, session.absoluteExpiresAt.getTime()));
    await db.update(sessions).set({ lastSeenAt: now, idleExpiresAt: idleEnd }).where(eq(sessions.id, session.id));
    session = { ...session, lastSeenAt: now, idleExpiresAt: idleEnd };
  }
  return { user: row.user, session, token };
}
