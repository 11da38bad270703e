import { sessionCookie, userCookie } from "@rihla/domain";
import type { Context } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { ApiEnv } from "../../http/env.ts";
import { isHttps } from "../../http/origin.ts";

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
