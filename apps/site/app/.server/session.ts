import {
  can,
  hasRole,
  localizePath,
  readCookie,
  sessionCookie,
  userCookie,
  type Permission,
  type UserRole,
} from "@rihla/domain";
import { data, type RouterContextProvider } from "react-router";
import { api, orNull, answerOf, type Answer, type Api } from "./api";
import { requestLocale, requestPage } from "../locale";
import { siteRedirect } from "./redirects";

/** The signed-in user as `GET /api/custom/me` answers it (docs/accounts-api.md). */
export type CurrentUser = Answer<Api["api"]["custom"]["me"]["$get"]>["user"];

type Context = Readonly<RouterContextProvider>;

const activeOnly = (user: CurrentUser | null | undefined) => (user?.active ? user : null);

const cache = new WeakMap<Request, Promise<CurrentUser | null>>();

function hasCookie(request: Request, cookie: { name: string }): boolean {
  return readCookie(request.headers.get("cookie"), cookie.name) !== undefined;
}

/**
 * The user of this request (one API call per request, however many loaders ask). A disabled
 * account (status false) is treated as signed out, as the domain's rules say (spec §3).
 */
export function currentUser(context: Context, request: Request): Promise<CurrentUser | null> {
  let answer = cache.get(request);
  if (!answer) {
    answer = hasCookie(request, sessionCookie)
      ? orNull(answerOf(api(context, request).api.custom.me.$get())).then((answer) => activeOnly(answer?.user))
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
  return { "Set-Cookie": `${userCookie.name}=; Max-Age=0; Path=${userCookie.path}; SameSite=Lax` };
}

/** Guests go to the login page, and come back here after signing in. */
export async function requireUser(context: Context, request: Request): Promise<CurrentUser> {
  const user = await currentUser(context, request);
  if (user) return user;
  const { pathname, search } = requestPage(request);
  const locale = requestLocale(request);
  throw siteRedirect(`${localizePath("/user/login", locale)}?redirect=${encodeURIComponent(pathname + search)}`);
}

/**
 * Signed-in users without the role get a 403 page (spec §6 role check). The domain decides:
 * Master always passes, an empty list denies, disabled accounts never pass.
 */
export async function requireRole(
  context: Context,
  request: Request,
  allowed: readonly UserRole[],
): Promise<CurrentUser> {
  const user = await requireUser(context, request);
  if (!hasRole(user, allowed)) throw forbidden();
  return user;
}

/** Signed-in users without the permission (the domain's deny-by-default table, ADR 0100) get a 403 page. */
export async function requirePermission(
  context: Context,
  request: Request,
  permission: Permission,
): Promise<CurrentUser> {
  const user = await requireUser(context, request);
  if (!can(user, permission)) throw forbidden();
  return user;
}

const forbidden = () => data({ code: "FORBIDDEN", message: "Forbidden" }, { status: 403 });
