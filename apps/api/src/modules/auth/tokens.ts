import { randomBytes } from "node:crypto";
import { accountTokenLifetimeMs, type AccountTokenPurpose } from "@rihla/domain";
import type { Db } from "../../db/database.ts";
import { userTokens } from "../../db/schema.ts";
import { hashToken } from "../../http/session.ts";

/** 256 random bits, base64url: session tokens and e-mail link tokens. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Stores a fresh single-use token for a user's e-mail link; only its hash is kept. */
export async function storeToken(
  db: Db,
  userId: string,
  purpose: AccountTokenPurpose,
  token: string,
  now: Date,
): Promise<void> {
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + accountTokenLifetimeMs(purpose)),
    createdAt: now,
  });
}

/**
 * A fresh invitation for an account without a password (a customer an agent booked for, issue 22):
 * its link opens the set-password page, which also confirms the address. Stored in `db` (the
 * mail's transaction when there is one); the token itself is only in the mail.
 */
export async function issueInvitation(db: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await storeToken(db, userId, "invite", token, now);
  return token;
}
