import { localeSchema, safeRedirect } from "@rihla/domain";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { checkBot } from "../../http/bot-check.ts";
import { serviceContext } from "../../http/context.ts";
import type { ApiEnv } from "../../http/env.ts";
import { siteOrigin } from "../../http/origin.ts";
import { createRouter } from "../../http/router.ts";
import {
  confirmRoute,
  forgotPasswordRoute,
  googleCallbackRoute,
  googleStartRoute,
  loginRoute,
  providersRoute,
  loginSuccessRoute,
  logoutPostRoute,
  logoutRoute,
  meRoute,
  resendConfirmationRoute,
  setPasswordRoute,
  signUpRoute,
} from "./auth.routes.ts";
import {
  authProviders,
  confirmAccount,
  currentSession,
  forgotPassword,
  login,
  resendConfirmation,
  logout,
  setPassword,
  signUp,
} from "./auth.service.ts";
import { presentedToken } from "../../http/session.ts";
import { clearSessionCookies, setSessionCookies } from "./cookies.ts";
import { finishGoogleSignIn, startGoogleSignIn, type GoogleFlow } from "./google.service.ts";
import { logoutConfirmPage, logoutConfirmPolicy } from "./logout-page.ts";

const flowCookie = "rihla_oauth";
const flowMaxAgeSeconds = 10 * 60;

/**
 * Whether a `GET /auth/logout` may sign out: only a navigation from this very origin or one the
 * user started (typed, bookmarked). Same-site is not enough (issue 28, finding 8): a page on
 * another port of this host is same-site, and its `<img src=…/auth/logout>` must not sign anyone
 * out. Browsers with Fetch Metadata say it in Sec-Fetch-Site (and Sec-Fetch-Mode: an image is no
 * navigation); older ones must show an Origin or Referer of this origin. A request with neither
 * (a page that hides its Referer, curl) gets the confirm page too.
 */
function isSameOriginNavigation(c: Context<ApiEnv>): boolean {
  const mode = c.req.header("sec-fetch-mode");
  if (mode !== undefined && mode !== "navigate") return false;
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "none";
  const from = c.req.header("origin") ?? c.req.header("referer");
  if (!from) return false;
  try {
    const origin = new URL(from).origin;
    return origin === new URL(c.req.url).origin || origin === siteOrigin(c);
  } catch {
    return false;
  }
}

export const authRoutes = createRouter()
  .openapi(providersRoute, (c) => c.json(authProviders({ ctx: serviceContext(c) }), 200))
  .openapi(loginRoute, async (c) => {
    const { token, user, session } = await login({ ctx: serviceContext(c), input: c.req.valid("json") });
    setSessionCookies(c, token, user.id, session.absoluteExpiresAt);
    return c.json({ token, user, message: "Signed in" }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const target = safeRedirect(c.req.valid("query").redirect, new URL(c.req.url).origin, "/");
    if (!isSameOriginNavigation(c)) {
      // Its own policy: the resource policy's form-action 'none' would block its one button.
      c.header("Content-Security-Policy", logoutConfirmPolicy);
      return c.html(logoutConfirmPage(target), 200);
    }
    await logout({ ctx: serviceContext(c), input: { token: presentedToken(c)?.token } });
    clearSessionCookies(c);
    return c.redirect(target, 302);
  })
  .openapi(logoutPostRoute, async (c) => {
    // Read by hand, not by the route's form schema: a sign-out always signs out, so a malformed
    // body or an over-long `redirect` goes home (safeRedirect) instead of answering 400.
    const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
    const redirect = typeof form.redirect === "string" ? form.redirect : undefined;
    await logout({ ctx: serviceContext(c), input: { token: presentedToken(c)?.token } });
    clearSessionCookies(c);
    return c.redirect(safeRedirect(redirect, new URL(c.req.url).origin, "/"), 302);
  })
  .openapi(meRoute, async (c) => c.json(await currentSession({ ctx: serviceContext(c) }), 200))
  .openapi(loginSuccessRoute, async (c) => {
    const { user, token } = await currentSession({ ctx: serviceContext(c) });
    return c.json({ success: true as const, user, token }, 200);
  })
  .openapi(signUpRoute, async (c) => {
    await checkBot(c);
    return c.json(await signUp({ ctx: serviceContext(c), input: c.req.valid("json") }), 202);
  })
  .openapi(confirmRoute, async (c) =>
    c.json(await confirmAccount({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  )
  .openapi(resendConfirmationRoute, async (c) =>
    c.json(await resendConfirmation({ ctx: serviceContext(c), input: c.req.valid("json") }), 202),
  )
  .openapi(forgotPasswordRoute, async (c) => {
    await checkBot(c);
    return c.json(await forgotPassword({ ctx: serviceContext(c), input: c.req.valid("json") }), 202);
  })
  .openapi(setPasswordRoute, async (c) =>
    c.json(await setPassword({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  )
  .openapi(googleStartRoute, (c) => {
    const { url, flow } = startGoogleSignIn({ ctx: serviceContext(c), input: c.req.valid("query") });
    setCookie(c, flowCookie, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
      path: "/auth/google",
      httpOnly: true,
      sameSite: "Lax",
      secure: new URL(siteOrigin(c)).protocol === "https:",
      maxAge: flowMaxAgeSeconds,
    });
    return c.redirect(url, 302);
  })
  .openapi(googleCallbackRoute, async (c) => {
    const query = c.req.valid("query");
    const flow = readFlow(getCookie(c, flowCookie));
    deleteCookie(c, flowCookie, { path: "/auth/google" });
    const result = await finishGoogleSignIn({
      ctx: serviceContext(c),
      input: { code: query.code, state: query.state, flow },
    });
    if (result.started) {
      setSessionCookies(c, result.started.token, result.started.user.id, result.started.session.absoluteExpiresAt);
    }
    // Every Location the API builds passes the domain's one rule (issue 28, finding 2).
    return c.redirect(safeRedirect(result.redirect, siteOrigin(c), "/"), 302);
  });

/** The Google flow cookie (base64url JSON, set by /auth/google): a cookie, not a request body, so read by hand. */
function readFlow(value: string | undefined): GoogleFlow | undefined {
  if (!value || value.length > 2000) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<GoogleFlow>;
    if (typeof parsed.state !== "string" || typeof parsed.verifier !== "string") return undefined;
    return {
      state: parsed.state,
      verifier: parsed.verifier,
      ref: typeof parsed.ref === "string" ? parsed.ref : undefined,
      locale: localeSchema.safeParse(parsed.locale).data ?? "tr",
    };
  } catch {
    return undefined;
  }
}
