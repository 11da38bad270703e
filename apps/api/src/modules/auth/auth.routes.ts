import { createRoute, z } from "@hono/zod-openapi";
import { forgotPasswordSchema, localeSchema, loginSchema, setPasswordSchema, signUpSchema } from "@rihla/domain";
import { errorResponse as error, jsonBody as body, jsonResponse } from "../../http/openapi.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { userSchema } from "../users/users.shape.ts";

const message = z.object({ message: z.string() }).openapi("Message");
const tooMany = {
  ...error("Too many attempts; see Retry-After"),
  headers: z.object({ "Retry-After": z.string().openapi({ description: "Seconds to wait" }) }),
};
const redirect = { description: "Redirect", headers: z.object({ Location: z.string() }) };
const botNote =
  "Bot check: the ALTCHA solution in `altcha`, or with reCAPTCHA configured its token in `recaptchaToken`.";

export const loginRoute = createRoute({
  method: "post",
  path: "/auth/local",
  tags: ["Accounts"],
  summary: "Sign in with e-mail and password (spec §7); sets rihla_session and rihla_user",
  request: { body: body(loginSchema) },
  responses: {
    200: jsonResponse(
      z.object({ token: z.string(), user: userSchema, message: z.string() }).openapi("LoginAnswer"),
      "Signed in",
    ),
    400: error("Invalid input"),
    401: error("WRONG_CREDENTIALS: unknown e-mail or wrong password, alike"),
    403: error("EMAIL_NOT_CONFIRMED or ACCOUNT_DISABLED (only after the right password)"),
    429: tooMany,
  },
});

export const logoutRoute = createRoute({
  method: "get",
  path: "/auth/logout",
  tags: ["Accounts"],
  summary: "End the current session, clear both cookies and redirect to `redirect` (a same-site path) or /",
  description:
    "Only a navigation from this origin signs out (Sec-Fetch-Site same-origin or none and Sec-Fetch-Mode navigate; " +
    "without them an Origin or Referer of this origin): anything else, a same-site page on another port included, " +
    "gets a confirm page whose button POSTs the sign-out.",
  request: { query: z.object({ redirect: z.string().max(500).optional() }) },
  responses: {
    200: {
      description: "Confirm page (a request not from this origin)",
      content: { "text/html": { schema: z.string() } },
    },
    302: redirect,
  },
});

export const logoutPostRoute = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: ["Accounts"],
  summary: "End the current session (the confirm page's form); the Origin check refuses other sites",
  request: {
    body: {
      required: false,
      content: {
        "application/x-www-form-urlencoded": { schema: z.object({ redirect: z.string().max(500).optional() }) },
      },
    },
  },
  responses: { 302: redirect, 403: error("FORBIDDEN: another site's form") },
});

const sessionAnswer = z.object({ user: userSchema, token: z.string() }).openapi("SessionAnswer");

export const meRoute = createRoute({
  method: "get",
  path: "/api/custom/me",
  tags: ["Accounts"],
  summary: "The signed-in user and the session token (spec §7)",
  responses: { 200: jsonResponse(sessionAnswer, "Signed in"), 401: error("UNAUTHORIZED") },
});

export const loginSuccessRoute = createRoute({
  method: "get",
  path: "/auth/login/success",
  tags: ["Accounts"],
  summary: "After social sign-in: the user and token of the current session (spec §7)",
  responses: {
    200: jsonResponse(
      z.object({ success: z.literal(true), user: userSchema, token: z.string() }).openapi("LoginSuccess"),
      "Signed in",
    ),
    401: error("UNAUTHORIZED"),
  },
});

export const signUpRoute = createRoute({
  method: "post",
  path: "/api/auth/signup",
  tags: ["Accounts"],
  summary: "Create an account and mail a confirmation link (same answer whether or not the e-mail exists)",
  description: botNote,
  middleware: [rateLimit("accounts")] as const,
  request: { body: body(signUpSchema) },
  responses: {
    202: jsonResponse(message, "SIGNUP_CHECK_EMAIL"),
    400: error("Field errors or BOT_CHECK_FAILED"),
    429: tooMany,
  },
});

export const confirmRoute = createRoute({
  method: "post",
  path: "/api/auth/confirm",
  tags: ["Accounts"],
  summary: "Confirm the e-mail address with the single-use link token",
  middleware: [rateLimit("accounts")] as const,
  request: { body: body(z.object({ token: z.string({ error: "REQUIRED" }).min(1, { error: "REQUIRED" }).max(512) })) },
  responses: {
    200: jsonResponse(z.object({ user: userSchema }), "Confirmed"),
    400: error("TOKEN_INVALID"),
    429: tooMany,
  },
});

export const resendConfirmationRoute = createRoute({
  method: "post",
  path: "/api/auth/resend-confirmation",
  tags: ["Accounts"],
  summary: "Mail a new confirmation link to an unconfirmed account (always 202)",
  middleware: [rateLimit("accounts")] as const,
  request: { body: body(forgotPasswordSchema) },
  responses: { 202: jsonResponse(message, "CONFIRMATION_RESENT"), 400: error("Invalid input"), 429: tooMany },
});

export const forgotPasswordRoute = createRoute({
  method: "post",
  path: "/api/auth/forgot-password",
  tags: ["Accounts"],
  summary: "Mail a password reset link valid for 1 hour (202 for unknown e-mails too)",
  description: botNote,
  middleware: [rateLimit("accounts")] as const,
  request: { body: body(forgotPasswordSchema) },
  responses: {
    202: jsonResponse(message, "RECOVERY_EMAIL_SENT"),
    400: error("Field errors or BOT_CHECK_FAILED"),
    429: tooMany,
  },
});

export const setPasswordRoute = createRoute({
  method: "post",
  path: "/api/auth/set-password",
  tags: ["Accounts"],
  summary: "Set a new password with the reset link token; ends every session of the user",
  middleware: [rateLimit("accounts")] as const,
  request: { body: body(setPasswordSchema) },
  responses: {
    200: jsonResponse(message, "PASSWORD_CHANGED"),
    400: error("TOKEN_INVALID or field errors"),
    429: tooMany,
  },
});

export const googleStartRoute = createRoute({
  method: "get",
  path: "/auth/google",
  tags: ["Accounts"],
  summary: "Start Google sign-in (state + PKCE in a short-lived cookie; `ref` kept for a new account)",
  request: {
    query: z.object({
      ref: z.string().max(64).optional(),
      locale: localeSchema.optional(),
    }),
  },
  responses: { 302: redirect, 503: error("SOCIAL_LOGIN_UNAVAILABLE: Google is not configured") },
});

export const googleCallbackRoute = createRoute({
  method: "get",
  path: "/auth/google/callback",
  tags: ["Accounts"],
  summary: "Google's redirect back: signs in and redirects to /user/login?loginSuccess=1",
  request: {
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      error: z.string().max(200).optional(),
    }),
  },
  responses: { 302: redirect, 503: error("SOCIAL_LOGIN_UNAVAILABLE") },
});

export const providersRoute = createRoute({
  method: "get",
  path: "/api/auth/providers",
  tags: ["Accounts"],
  summary: "What the sign-in and form pages should offer: Google sign-in, and which bot check to load",
  responses: {
    200: jsonResponse(
      z
        .object({
          google: z.boolean(),
          botCheck: z.enum(["altcha", "recaptcha", "off"]),
          recaptchaSiteKey: z.string().nullable(),
        })
        .openapi("AuthProviders"),
      "The providers",
    ),
  },
});
