import { can, hasRole, type SessionUser } from "@rihla/domain";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../../http/env.ts";
import { domainError } from "../../http/errors.ts";
import { siteOrigin } from "../../http/origin.ts";
import { getAuth } from "../../http/request-auth.ts";
import { presentedToken, sessionUserOf } from "../../http/session.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence (ADR 0602): a state-changing request that would be authenticated by the session
 * cookie must come from our own origin. Bearer requests are exempt (a browser never adds one on
 * its own); so are requests without the cookie (nothing ambient to abuse).
 */
export const originCheck: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // The partner API (issue 27) never reads the session cookie: its key is its only credential,
  // and its CORS follows each client's own origins (modules/partner/partner-access.ts).
  if (c.req.path.startsWith("/api/partner/")) return next();
  if (unsafeMethods.has(c.req.method) && presentedToken(c)?.via === "cookie") {
    const origin = c.req.header("origin");
    const allowed = new Set([new URL(c.req.url).origin, siteOrigin(c)]);
    const ok = origin ? allowed.has(origin) : c.req.header("sec-fetch-site") === "same-origin";
    if (!ok) throw domainError(403, "FORBIDDEN");
  }
  await next();
};

export type Requirement = "session" | "agent" | "offers" | "admin" | "accounting";

/** Deny by default: every path under these prefixes needs the requirement before any handler runs. */
export const accessRules: ReadonlyArray<{ prefix: string; needs: Requirement }> = [
  { prefix: "/api/user/", needs: "session" },
  { prefix: "/api/reservations", needs: "session" },
  // Offers: agents their own, staff all (issue #14); before the wider /api/agent/ rule.
  { prefix: "/api/agent/offers", needs: "offers" },
  { prefix: "/api/agent/", needs: "agent" },
  // The books (issue 26, spec §6): admins with the accounting role and Master; before /api/admin/.
  { prefix: "/api/admin/cash-desks", needs: "accounting" },
  { prefix: "/api/admin/transactions", needs: "accounting" },
  { prefix: "/api/admin/exchange-rates", needs: "accounting" },
  { prefix: "/api/admin/reports", needs: "accounting" },
  { prefix: "/api/admin/invoices", needs: "accounting" },
  { prefix: "/api/admin/", needs: "admin" },
  { prefix: "/rest/custom/users", needs: "admin" },
  { prefix: "/api/custom/me", needs: "session" },
  { prefix: "/api/uye/", needs: "session" },
  { prefix: "/auth/login/success", needs: "session" },
];

// Each rule's prefix without its trailing slash, worked out once: the guard runs on every request.
const exactPaths = accessRules.map((rule) => rule.prefix.replace(/\/$/, ""));

export function requirementOf(path: string): Requirement | undefined {
  const index = accessRules.findIndex((rule, i) => path === exactPaths[i] || path.startsWith(rule.prefix));
  return index === -1 ? undefined : accessRules[index]!.needs;
}

export const accessGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const needs = requirementOf(c.req.path);
  if (needs) {
    const auth = await getAuth(c);
    if (!auth) throw domainError(401, "UNAUTHORIZED");
    if (!meets(sessionUserOf(auth.user), needs)) throw domainError(403, "FORBIDDEN");
  }
  await next();
};

/** Whether a signed-in user meets a requirement of the access table (the staff socket asks for "admin"). */
export function meets(user: SessionUser, needs: Requirement): boolean {
  return needs === "session"
    ? user.active
    : needs === "agent"
      ? hasRole(user, ["Agent"])
      : needs === "offers"
        ? can(user, "offers.manage.own") || can(user, "offers.manage.all")
        : needs === "accounting"
          ? can(user, "accounting.access")
          : can(user, "admin.access");
}
