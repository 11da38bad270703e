import { can, hasRole } from "@rihla/domain";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ApiEnv } from "../app.ts";
import { findSession, sessionUserOf, type Auth } from "../auth/sessions.ts";
import { domainError } from "./errors.ts";

export const sessionCookie = "rihla_session";
export const userCookie = "rihla_user";

/** `Authorization: Bearer` wins over the cookie when both are present. */
export function presentedToken(c: Context<ApiEnv>): { token: string; via: "bearer" | "cookie" } | undefined {
  const header = c.req.header("authorization");
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) return { token: bearer, via: "bearer" };
  const cookie = getCookie(c, sessionCookie);
  return cookie ? { token: cookie, via: "cookie" } : undefined;
}

/** The request's session, looked up once and only when something asks for it. */
export function getAuth(c: Context<ApiEnv>): Promise<Auth | null> {
  let auth = c.get("auth");
  if (!auth) {
    const presented = presentedToken(c);
    const { database, now, config } = c.var.deps;
    auth = presented ? findSession(database.db, presented.token, now(), config.sessions) : Promise.resolve(null);
    c.set("auth", auth);
  }
  return auth;
}

export async function requireAuth(c: Context<ApiEnv>): Promise<Auth> {
  const auth = await getAuth(c);
  if (!auth) throw domainError(401, "UNAUTHORIZED");
  return auth;
}

/** The site's own origin: PUBLIC_URL when configured, else the origin the request was sent to. */
export function siteOrigin(c: Context<ApiEnv>): string {
  return c.var.deps.config.publicUrl ?? new URL(c.req.url).origin;
}

function isHttps(c: Context<ApiEnv>): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.var.deps.config.trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/** rihla_session (httpOnly) and rihla_user (readable by scripts), both path / (spec §4). */
export function setSessionCookies(c: Context<ApiEnv>, token: string, userId: string, expires: Date): void {
  const common = { path: "/", sameSite: "Lax", secure: isHttps(c), expires } as const;
  setCookie(c, sessionCookie, token, { ...common, httpOnly: true });
  setCookie(c, userCookie, userId, { ...common, httpOnly: false });
}

export function clearSessionCookies(c: Context<ApiEnv>): void {
  deleteCookie(c, sessionCookie, { path: "/", secure: isHttps(c) });
  deleteCookie(c, userCookie, { path: "/", secure: isHttps(c) });
}

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence (ADR 0602): a state-changing request that would be authenticated by the session
 * cookie must come from our own origin. Bearer requests are exempt (a browser never adds one on
 * its own); so are requests without the cookie (nothing ambient to abuse).
 */
export const originCheck: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (unsafeMethods.has(c.req.method) && presentedToken(c)?.via === "cookie") {
    const origin = c.req.header("origin");
    const allowed = new Set([new URL(c.req.url).origin, siteOrigin(c)]);
    const ok = origin ? allowed.has(origin) : c.req.header("sec-fetch-site") === "same-origin";
    if (!ok) throw domainError(403, "FORBIDDEN");
  }
  await next();
};

type Requirement = "session" | "agent" | "admin";

/** Deny by default: every path under these prefixes needs the requirement before any handler runs. */
export const accessRules: ReadonlyArray<{ prefix: string; needs: Requirement }> = [
  { prefix: "/api/user/", needs: "session" },
  { prefix: "/api/agent/", needs: "agent" },
  { prefix: "/api/admin/", needs: "admin" },
  { prefix: "/rest/custom/users", needs: "admin" },
  { prefix: "/api/custom/me", needs: "session" },
  { prefix: "/api/uye/", needs: "session" },
  { prefix: "/auth/login/success", needs: "session" },
];

export function requirementOf(path: string): Requirement | undefined {
  return accessRules.find((rule) => path === rule.prefix.replace(/\/$/, "") || path.startsWith(rule.prefix))?.needs;
}

export const accessGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const needs = requirementOf(c.req.path);
  if (needs) {
    const auth = await getAuth(c);
    if (!auth) throw domainError(401, "UNAUTHORIZED");
    const user = sessionUserOf(auth.user);
    const passes =
      needs === "session" ? user.active : needs === "agent" ? hasRole(user, ["Agent"]) : can(user, "admin.access");
    if (!passes) throw domainError(403, "FORBIDDEN");
  }
  await next();
};
