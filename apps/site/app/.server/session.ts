import { hasRole, localizePath, type SessionUser, type UserRole } from "@rihla/domain";
import { data, redirect, type RouterContextProvider } from "react-router";
import { apiFetch } from "./api";
import { requestLocale } from "../locale";

/** The signed-in user as `GET /api/custom/me` answers it (docs/accounts-api.md). */
export interface CurrentUser extends SessionUser {
  email: string;
  firstName: string;
  surname: string;
  phone: string | null;
  photoUrl: string | null;
  referral: string | null;
}

type Context = Readonly<RouterContextProvider>;

export const sessionCookie = "rihla_session";
export const userCookie = "rihla_user";

const cache = new WeakMap<Request, Promise<CurrentUser | null>>();

function hasCookie(request: Request, name: string): boolean {
  return new RegExp(`(^|;\\s*)${name}=`).test(request.headers.get("cookie") ?? "");
}

/** The user of this request (one API call per request, however many loaders ask). */
export function currentUser(context: Context, request: Request): Promise<CurrentUser | null> {
  let answer = cache.get(request);
  if (!answer) {
    answer = hasCookie(request, sessionCookie)
      ? apiFetch(context, "/api/custom/me", { request }).then(async (response) =>
          response.ok ? ((await response.json()) as { user: CurrentUser }).user : null,
        )
      : Promise.resolve(null);
    cache.set(request, answer);
  }
  return answer;
}

/**
 * Spec §4, §8: a user cookie without a valid session (expired, logged out elsewhere, disabled) is
 * cleared; the failure is only logged.
 */
export function staleUserCookieHeaders(request: Request, user: CurrentUser | null): HeadersInit | undefined {
  if (user || !hasCookie(request, userCookie)) return undefined;
  return { "Set-Cookie": `${userCookie}=; Max-Age=0; Path=/; SameSite=Lax` };
}

/** Guests go to the login page, and come back here after signing in. */
export async function requireUser(context: Context, request: Request): Promise<CurrentUser> {
  const user = await currentUser(context, request);
  if (user) return user;
  const url = new URL(request.url);
  const locale = requestLocale(request);
  throw redirect(`${localizePath("/user/login", locale)}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Signed-in users of the wrong role get a 403 page (spec §6 role check). */
export async function requireRole(
  context: Context,
  request: Request,
  allowed: readonly UserRole[] | "admin",
): Promise<CurrentUser> {
  const user = await requireUser(context, request);
  const passes = allowed === "admin" ? user.isAdmin || user.role === "Master" : hasRole(user, allowed);
  if (!passes) throw data({ code: "FORBIDDEN", message: "Forbidden" }, { status: 403 });
  return user;
}
