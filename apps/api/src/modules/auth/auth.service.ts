import { accountTokenLifetimeMs, localizePath, type AccountTokenPurpose, type Locale } from "@rihla/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { users, userTokens } from "../../db/schema.ts";
import { MailDeliveryError } from "../../email/mailer.ts";
import { renderActionMail, type MailKind } from "../../email/templates.ts";
import type { ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { toUserJson } from "../users/users.shape.ts";
import { clearAccountFailures, loginLimitKeys, loginRetryAfter, recordLoginFailure } from "./login-limit.ts";
import { createSession, deleteSessionByToken, deleteUserSessions, type UserRow } from "./sessions.ts";
import { hashToken, newToken } from "./tokens.ts";

type TokenPurpose = AccountTokenPurpose;
const mailKind: Record<TokenPurpose, MailKind> = { confirm: "confirmAccount", reset: "resetPassword" };
const linkPath: Record<TokenPurpose, string> = { confirm: "/user/confirm-account", reset: "/user/setPassword" };

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

/** POST /auth/local: the limit first, then one Argon2 verification whatever the e-mail. */
export async function login({ ctx, input }: { ctx: ServiceContext; input: { email: string; password: string } }) {
  const { db, now } = ctx;
  const { config, hasher } = ctx.deps;
  const keys = loginLimitKeys(input.email, ctx.ip);
  const wait = await loginRetryAfter(db, keys, now, config.loginLimit);
  if (wait !== null) {
    throw domainError(429, "TOO_MANY_ATTEMPTS", {
      params: { minutes: Math.ceil(wait / 60) },
      headers: { "Retry-After": String(wait) },
    });
  }
  const user = await findUserByEmail(db, input.email);
  const ok = await hasher.verify(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordLoginFailure(db, keys, now, config.loginLimit);
    throw domainError(401, "LOGIN_FAILED");
  }
  if (!user.active) throw domainError(403, "ACCOUNT_DISABLED");
  if (!user.emailConfirmedAt) throw domainError(403, "EMAIL_NOT_CONFIRMED");
  await clearAccountFailures(db, input.email);
  return startSession(ctx, user);
}

export async function startSession(ctx: ServiceContext, user: UserRow) {
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    now: ctx.now,
    config: ctx.deps.config.sessions,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
  });
  return { token, user: toUserJson(user), session };
}

/** A fresh single-use token for a user's e-mail link; only its hash is stored. */
async function issueToken(db: Db, userId: string, purpose: TokenPurpose, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + accountTokenLifetimeMs(purpose)),
    createdAt: now,
  });
  return token;
}

async function mailLink(ctx: ServiceContext, user: UserRow, purpose: TokenPurpose, locale: Locale) {
  const token = await issueToken(ctx.db, user.id, purpose, ctx.now);
  const url = `${ctx.origin}${localizePath(linkPath[purpose], locale)}?token=${encodeURIComponent(token)}`;
  const mail = await renderActionMail({ locale, kind: mailKind[purpose], name: user.firstName, url });
  await ctx.deps.mailer.send({ to: user.email, ...mail });
}

/** Sign-up mails are best effort: the account stays and "resend confirmation" is the way back. */
async function mailLinkOrLog(ctx: ServiceContext, user: UserRow, purpose: TokenPurpose, locale: Locale) {
  try {
    await mailLink(ctx, user, purpose, locale);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    console.warn(`rihla: ${purpose} mail not sent: ${error.message}`);
  }
}

/**
 * POST /api/auth/signup. The same answer whether or not the e-mail has an account (ADR 0602):
 * a new address gets an account and a confirmation link; an unconfirmed one a fresh link (its
 * password is not replaced); a confirmed one nothing. The password is hashed in every case.
 */
export async function signUp({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { firstName: string; surname: string; email: string; phone: string; password: string; locale?: Locale };
}) {
  const db = ctx.db;
  const locale = input.locale ?? "tr";
  const passwordHash = await ctx.deps.hasher.hash(input.password);
  const [created] = await db
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash,
      firstName: input.firstName,
      surname: input.surname,
      phone: input.phone,
      role: "Customer",
    })
    .onConflictDoNothing()
    .returning();
  const user = created ?? (await findUserByEmail(db, input.email));
  if (user && user.active && !user.emailConfirmedAt) await mailLinkOrLog(ctx, user, "confirm", locale);
  return { message: "SIGNUP_CHECK_EMAIL" as const };
}

/** Spends a token atomically: a second use, an expired or unknown token all give nothing. */
async function spendToken(db: Db, token: string, purpose: TokenPurpose, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId;
}

export async function confirmAccount({ ctx, input }: { ctx: ServiceContext; input: { token: string } }) {
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const userId = await spendToken(tx, input.token, "confirm", now);
    if (!userId) throw domainError(400, "TOKEN_INVALID");
    const [user] = await tx
      .update(users)
      .set({
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    return { user: toUserJson(user!) };
  });
}

export async function resendConfirmation({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { email: string; locale?: Locale };
}) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user && user.active && !user.emailConfirmedAt) await mailLinkOrLog(ctx, user, "confirm", input.locale ?? "tr");
  return { message: "CONFIRMATION_RESENT" as const };
}

/**
 * POST /api/auth/forgot-password: unknown and disabled addresses answer the same and get no mail.
 * A mail that cannot be sent is a 503 (spec §8 'Recovery email could not be sent'); asking again
 * issues a new link.
 */
export async function forgotPassword({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { email: string; locale?: Locale };
}) {
  const user = await findUserByEmail(ctx.db, input.email);
  if (user && user.active) {
    try {
      await mailLink(ctx, user, "reset", input.locale ?? "tr");
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      console.warn(`rihla: reset mail not sent: ${error.message}`);
      throw domainError(503, "RECOVERY_EMAIL_FAILED");
    }
  }
  return { message: "RECOVERY_EMAIL_SENT" as const };
}

/**
 * POST /api/auth/set-password: the link proves the mailbox, so it also confirms the address.
 * Every session of the user ends and every other reset link dies with this one.
 */
export async function setPassword({ ctx, input }: { ctx: ServiceContext; input: { token: string; password: string } }) {
  const { now } = ctx;
  const passwordHash = await ctx.deps.hasher.hash(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await spendToken(tx, input.token, "reset", now);
    if (!userId) throw domainError(400, "TOKEN_INVALID");
    await tx
      .update(users)
      .set({
        passwordHash,
        emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, "reset"), isNull(userTokens.usedAt)));
    await deleteUserSessions(tx, userId);
  });
  return { message: "PASSWORD_CHANGED" as const };
}

/** GET /auth/logout: the presented session ends (a missing or unknown one is already ended). */
export async function logout({ ctx, input }: { ctx: ServiceContext; input: { token: string | undefined } }) {
  if (input.token) await deleteSessionByToken(ctx.db, input.token);
}
