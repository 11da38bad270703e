import { accountTokenLifetimeMs, localizePath, type AccountTokenPurpose, type Locale } from "@rihla/domain";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { mailOutbox, users, userTokens } from "../../db/schema.ts";
import { renderActionMail, type MailKind } from "../../email/templates.ts";
import { requireSession, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { toUserJson } from "../users/users.shape.ts";
import { customerOptedIn } from "../whatsapp/whatsapp.service.ts";
import {
  clearAccountFailures,
  isKnownAddress,
  loginLimitKeys,
  loginRetryAfter,
  recordLoginFailure,
} from "./login-limit.ts";
import { hashToken, type UserRow } from "../../http/session.ts";
import { createSession, deleteSessionByToken, deleteUserSessions } from "./sessions.ts";
import { newToken, storeToken } from "./tokens.ts";
import { mailThrottleKey } from "../../email/outbox.ts";

/** The links the account flows mail themselves; an invitation rides on a reservation's mail. */
type TokenPurpose = Exclude<AccountTokenPurpose, "invite">;
const mailKind: Record<TokenPurpose, MailKind> = { confirm: "confirmAccount", reset: "resetPassword" };
const linkPath: Record<TokenPurpose, string> = { confirm: "/user/confirm-account", reset: "/user/setPassword" };
/** The tokens that let their holder choose a password: a reset, and an invitation (issue 22). */
const passwordPurposes = ["reset", "invite"] as const satisfies AccountTokenPurpose[];

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
  const [accountKey, ipKey] = keys as [string, string];
  const waits = await loginRetryAfter(db, keys, now, config.loginLimit);
  // The account's own limit does not lock its owner out of an address they signed in from before.
  if (waits.has(accountKey) && !waits.has(ipKey) && (await isKnownAddress(db, input.email, ctx.ip))) {
    waits.delete(accountKey);
  }
  const wait = waits.size > 0 ? Math.max(...waits.values()) : null;
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
    throw domainError(401, "WRONG_CREDENTIALS");
  }
  if (!user.active) throw domainError(403, "ACCOUNT_DISABLED");
  if (!user.emailConfirmedAt) throw domainError(403, "EMAIL_NOT_CONFIRMED");
  await clearAccountFailures(db, input.email);
  return startSession({ ctx, input: { user } });
}

/** A new session for a user who proved who they are (a password here, Google in google.service.ts). */
export async function startSession({ ctx, input: { user } }: { ctx: ServiceContext; input: { user: UserRow } }) {
  const { token, session } = await createSession(ctx.db, {
    userId: user.id,
    now: ctx.now,
    config: ctx.deps.config.sessions,
    userAgent: ctx.userAgent,
    ip: ctx.ip,
  });
  return { token, user: toUserJson(user), session };
}

/** The link's token and its rendered mail; nothing is written yet. */
async function prepareLinkMail(ctx: ServiceContext, name: string, purpose: TokenPurpose, locale: Locale) {
  const token = newToken();
  const url = `${ctx.origin}${localizePath(linkPath[purpose], locale)}?token=${encodeURIComponent(token)}`;
  const mail = await renderActionMail({ locale, kind: mailKind[purpose], name, url });
  return { token, mail };
}

/**
 * The token and its mail are written in one transaction: the outbox worker sends the mail after
 * the answer (issue 11), so a link exists exactly when its mail will go out.
 */
async function mailLink(ctx: ServiceContext, user: UserRow, purpose: TokenPurpose, locale: Locale) {
  const { token, mail } = await prepareLinkMail(ctx, user.firstName, purpose, locale);
  await writeLinkMail(ctx, user, purpose, token, mail);
}

async function writeLinkMail(
  ctx: ServiceContext,
  user: UserRow,
  purpose: TokenPurpose,
  token: string,
  mail: { subject: string; html: string; text: string },
) {
  await ctx.db.transaction(async (tx) => {
    await storeToken(tx, user.id, purpose, token, ctx.now);
    await ctx.deps.outbox.enqueue(tx, { to: user.email, kind: mailKind[purpose], ...mail });
  });
  ctx.deps.outbox.wake();
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
  input: {
    firstName: string;
    surname: string;
    email: string;
    phone: string;
    password: string;
    locale?: Locale;
    whatsAppOptIn?: boolean | undefined;
  };
}) {
  const db = ctx.db;
  const locale = input.locale ?? "tr";
  const passwordHash = await ctx.deps.hasher.hash(input.password);
  // The account and (box ticked) its opt-in in one transaction. Only a new account's box counts:
  // a sign-up with someone else's address opts nobody in.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
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
    if (row && input.whatsAppOptIn) {
      await customerOptedIn(tx, { customerId: row.id, phone: row.phone, source: "SIGN_UP", now: ctx.now });
    }
    return row;
  });
  const user = created ?? (await findUserByEmail(db, input.email));
  if (user && user.active && !user.emailConfirmedAt) await mailLink(ctx, user, "confirm", locale);
  return { message: "SIGNUP_CHECK_EMAIL" as const };
}

/** Spends a token atomically: a second use, an expired or unknown token all give nothing. */
async function spendToken(
  db: Db,
  token: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        inArray(userTokens.purpose, [...purposes]),
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
    const userId = await spendToken(tx, input.token, ["confirm"], now);
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
  if (user && user.active && !user.emailConfirmedAt) await mailLink(ctx, user, "confirm", input.locale ?? "tr");
  return { message: "CONFIRMATION_RESENT" as const };
}

/**
 * POST /api/auth/forgot-password: unknown and disabled addresses answer the same and get no mail.
 * Issue 11, finding 8: every address costs the same before the answer — one lookup, one rendered
 * mail and ONE write statement, which stores the token and queues the mail for an active account
 * and inserts nothing otherwise (on PGlite every write statement also syncs the data folder, so
 * "a transaction or nothing" alone was still 16 ms apart). The mail leaves later through the
 * outbox worker, which retries an SMTP failure (no 503 any more).
 */
export async function forgotPassword({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { email: string; locale?: Locale };
}) {
  const { now } = ctx;
  const user = await findUserByEmail(ctx.db, input.email);
  const { token, mail } = await prepareLinkMail(ctx, user?.firstName ?? "", "reset", input.locale ?? "tr");
  const at = sql`${now.toISOString()}::timestamptz`;
  const expires = sql`${new Date(now.getTime() + accountTokenLifetimeMs("reset")).toISOString()}::timestamptz`;
  // The outbox's per-recipient budget (issue 28, finding 4), counted for every address asked for,
  // known or not, so the answer still takes the same time; over it, no link and no mail.
  const budget = await ctx.deps.limiter.hit(
    mailThrottleKey(mailKind.reset, input.email),
    ctx.deps.config.mailRateLimit,
  );
  await ctx.db.execute(sql`
    with target as (
      select id, email from ${users}
       where lower(email) = ${input.email.trim().toLowerCase()} and active and ${budget.allowed} limit 1
    ), token as (
      insert into ${userTokens} (user_id, purpose, token_hash, expires_at, created_at)
      select id, 'reset', ${hashToken(token)}, ${expires}, ${at} from target
    )
    insert into ${mailOutbox} ("to", subject, text, html, kind, attempts, next_attempt_at, created_at)
    select email, ${mail.subject}, ${mail.text}, ${mail.html}, ${mailKind.reset}, 0, ${at}, ${at} from target`);
  ctx.deps.outbox.wake();
  return { message: "RECOVERY_EMAIL_SENT" as const };
}

/**
 * POST /api/auth/set-password: the link (a reset or an invitation) proves the mailbox, so it also
 * confirms the address. Every session of the user ends and every other such link dies with this one.
 */
export async function setPassword({ ctx, input }: { ctx: ServiceContext; input: { token: string; password: string } }) {
  const { now } = ctx;
  const passwordHash = await ctx.deps.hasher.hash(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await spendToken(tx, input.token, passwordPurposes, now);
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
      .where(
        and(
          eq(userTokens.userId, userId),
          inArray(userTokens.purpose, [...passwordPurposes]),
          isNull(userTokens.usedAt),
        ),
      );
    await deleteUserSessions(tx, userId);
  });
  return { message: "PASSWORD_CHANGED" as const };
}

/** GET /auth/logout: the presented session ends (a missing or unknown one is already ended). */
export async function logout({ ctx, input }: { ctx: ServiceContext; input: { token: string | undefined } }) {
  if (input.token) await deleteSessionByToken(ctx.db, input.token);
}

/** GET /api/auth/providers: what the sign-in and form pages should offer. */
export function authProviders({ ctx }: { ctx: ServiceContext; input?: undefined }) {
  const { google, botCheck } = ctx.deps.config;
  return {
    google: google !== undefined,
    botCheck: !botCheck.enabled ? ("off" as const) : botCheck.recaptcha ? ("recaptcha" as const) : ("altcha" as const),
    recaptchaSiteKey: botCheck.recaptcha?.siteKey ?? null,
  };
}

/** GET /api/custom/me and /auth/login/success: the signed-in user and the session's token, or 401. */
export async function currentSession({ ctx }: { ctx: ServiceContext; input?: undefined }) {
  const auth = await requireSession(ctx);
  return { user: toUserJson(auth.user), token: auth.token };
}
