import type { Context } from "hono";
import type { ApiDeps, ApiEnv } from "./env.ts";
import { domainError } from "./errors.ts";
import { findSession, presentedToken, type Auth } from "./session.ts";

/**
 * The live session of a token, from the session cache when it may be (ADR 0605). The one lookup
 * of every way in: requests (`getAuth`) and the staff socket's handshake.
 */
export function lookupSession(deps: ApiDeps, token: string): Promise<Auth | null> {
  const { database, now, config, sessions: cache } = deps;
  const at = now();
  return cache.find(token, at, () => findSession(database.db, token, at, config.sessions));
}

/** The request's session, looked up once and only when something asks for it. */
export function getAuth(c: Context<ApiEnv>): Promise<Auth | null> {
  let auth = c.get("auth");
  if (auth === undefined) {
    const presented = presentedToken(c);
    auth = presented ? lookupSession(c.var.deps, presented.token) : Promise.resolve(null);
    c.set("auth", auth);
  }
  return auth;
}

/** The request's session, or 401. */
export async function requireAuth(c: Context<ApiEnv>): Promise<Auth> {
  const auth = await getAuth(c);
  if (!auth) throw domainError(401, "UNAUTHORIZED");
  return auth;
}
