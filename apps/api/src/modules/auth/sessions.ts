import { and, eq, lt, ne } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { sessions } from "../../db/schema.ts";
import { hashToken, type SessionRow } from "../../http/session.ts";
import { newToken } from "./tokens.ts";

/** Creating and ending sessions (sign-in, sign-out, password changes); finding one is `http/session.ts`. */

const day = 24 * 60 * 60 * 1000;

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
