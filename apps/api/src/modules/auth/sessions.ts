import type { SessionUser } from "@rihla/domain";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { sessions, users } from "../../db/schema.ts";
import { hashToken, newToken } from "./tokens.ts";

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

export function sessionUserOf(user: UserRow): SessionUser {
  return {
    id: user.id,
    role: user.role,
    isAdmin: user.isAdmin,
    hasAccountingRole: user.hasAccountingRole,
    active: user.active,
  };
}

/** A new session (a new token on every sign-in); answers the token, which is stored only hashed. */
export async function createSession(
  db: Db,
  input: { userId: string; now: Date; config: Config["sessions"]; userAgent: string | undefined; ip: string },
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const { now, config } = input;
  const [session] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + config.idleDays * day),
      absoluteExpiresAt: new Date(now.getTime() + config.absoluteDays * day),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      ip: input.ip,
    })
    .returning();
  return { token, session: session! };
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

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user (disabled, password set or reset), or all but one (password changed). */
export async function deleteUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
}

/** Drops sessions past their end (called now and then; expired rows are never honoured anyway). */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.absoluteExpiresAt, now));
}
