import { localizePath, type Locale } from "@rihla/domain";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from "arctic";
import { eq } from "drizzle-orm";
import type { GoogleConfig } from "../../config.ts";
import { users } from "../../db/schema.ts";
import { domainError } from "../../http/errors.ts";
import type { ServiceContext } from "../../http/context.ts";
import { findUserByEmail, startSession } from "./auth.service.ts";
import { deleteSessionByToken } from "./sessions.ts";
import { log } from "../../log.ts";

/** What travels through the provider round trip in the short-lived httpOnly cookie. */
export interface GoogleFlow {
  state: string;
  verifier: string;
  ref: string | undefined;
  locale: Locale;
}

const referralPattern = /^[\p{L}\p{N}._-]{1,64}$/u;

function googleConfig(ctx: ServiceContext): GoogleConfig {
  const google = ctx.deps.config.google;
  if (!google) throw domainError(503, "SOCIAL_LOGIN_UNAVAILABLE");
  return google;
}

const callbackUrl = (ctx: ServiceContext) => `${ctx.origin}/auth/google/callback`;

/** GET /auth/google: the provider's address with state and an S256 PKCE challenge. */
export function startGoogleSignIn({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { ref?: string | undefined; locale?: Locale | undefined };
}) {
  const google = googleConfig(ctx);
  const client = new OAuth2Client(google.clientId, google.clientSecret, callbackUrl(ctx));
  const flow: GoogleFlow = {
    state: generateState(),
    verifier: generateCodeVerifier(),
    ref: input.ref && referralPattern.test(input.ref) ? input.ref : undefined,
    locale: input.locale ?? "tr",
  };
  const url = client.createAuthorizationURLWithPKCE(
    google.authorizationUrl,
    flow.state,
    CodeChallengeMethod.S256,
    flow.verifier,
    ["openid", "email", "profile"],
  );
  return { url: url.toString(), flow };
}

interface GoogleProfile {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * GET /auth/google/callback. Answers where to send the browser and, on success, the new session.
 * Linking (ADR 0604): by Google subject first; else by e-mail only when Google says it is
 * verified. An unverified e-mail never links and never creates an account.
 */
export async function finishGoogleSignIn({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: {
    code?: string | undefined;
    state?: string | undefined;
    flow: GoogleFlow | undefined;
  };
}) {
  // A session already in this browser is replaced, not stacked.
  const previous = await ctx.auth();
  const google = googleConfig(ctx);
  const { flow } = input;
  const loginPage = (locale: Locale, query: string) => `${ctx.origin}${localizePath("/user/login", locale)}?${query}`;
  const failure = (code: string) => ({
    redirect: loginPage(flow?.locale ?? "tr", `loginError=${code}`),
    started: undefined,
  });
  if (!flow || !input.code || !input.state || input.state !== flow.state) return failure("LOGIN_FAILED");
  let profile: GoogleProfile;
  try {
    const client = new OAuth2Client(google.clientId, google.clientSecret, callbackUrl(ctx));
    const tokens = await client.validateAuthorizationCode(google.tokenUrl, input.code, flow.verifier);
    const response = await fetch(google.userinfoUrl, {
      headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
    profile = (await response.json()) as GoogleProfile;
  } catch (error) {
    log.warn({ err: error }, "Google sign-in failed");
    return failure("LOGIN_FAILED");
  }
  const subject = text(profile.sub);
  const email = text(profile.email).toLowerCase();
  const verified = profile.email_verified === true || profile.email_verified === "true";
  if (!subject || !email || !verified) return failure("LOGIN_FAILED");

  const { db, now } = ctx;
  let [user] = await db.select().from(users).where(eq(users.googleSubject, subject));
  if (!user) {
    const existing = await findUserByEmail(db, email);
    if (existing) {
      // An unconfirmed account with this address may have been opened by someone else to wait for
      // the owner (pre-hijacking): its password goes, the owner sets one by "forgot password".
      [user] = await db
        .update(users)
        .set({
          googleSubject: subject,
          emailConfirmedAt: existing.emailConfirmedAt ?? now,
          passwordHash: existing.emailConfirmedAt ? existing.passwordHash : null,
          referral: existing.referral ?? flow.ref ?? null,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id))
        .returning();
    } else {
      [user] = await db
        .insert(users)
        .values({
          email,
          passwordHash: null,
          firstName: text(profile.given_name) || text(profile.name) || email.split("@")[0]!,
          surname: text(profile.family_name),
          role: "Customer",
          googleSubject: subject,
          referral: flow.ref ?? null,
          emailConfirmedAt: now,
        })
        .returning();
    }
  }
  if (!user!.active) return failure("ACCOUNT_DISABLED");
  const started = await startSession({ ctx, input: { user: user! } });
  if (previous) await deleteSessionByToken(db, previous.token);
  return { redirect: loginPage(flow.locale, "loginSuccess=1"), started };
}
