import { sessionCookie, userCookie } from "@rihla/domain";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { ApiEnv } from "../../http/env.ts";
import { isHttps } from "../../http/origin.ts";

/** `Authorization: Bearer` wins over the cookie when both are present. */
export function presentedToken(c: Context<ApiEnv>): { token: string; via: "bearer" | "cookie" } | undefined {
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

/** The session cookie (httpOnly) and the user cookie (readable by scripts), both path / (spec §4). */
export function setSessionCookies(c: Context<ApiEnv>, token: string, userId: string, expires: Date): void {
  const common = { sameSite: "Lax", secure: isHttps(c), expires } as const;
  setCookie(c, sessionCookie.name, token, { ...common, path: sessionCookie.path, httpOnly: true });
  setCookie(c, userCookie.name, userId, { ...common, path: userCookie.path, httpOnly: false });
}

export function clearSessionCookies(c: Context<ApiEnv>): void {
  deleteCookie(c, sessionCookie.name, { path: sessionCookie.path, secure: isHttps(c) });
  deleteCookie(c, userCookie.name, { path: userCookie.path, secure: isHttps(c) });
}
