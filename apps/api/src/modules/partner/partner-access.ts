import type { ApiClientScope } from "@rihla/domain";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "../../http/env.ts";
import { domainError } from "../../http/errors.ts";
import { clientOfKey, countRequest, isAllowedOrigin } from "../api-clients/api-clients.service.ts";

/** Unset in the configuration: 120 requests a minute per client. */
const defaultLimit = { max: 120, windowMs: 60_000 };

const corsHeaders = {
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "authorization, content-type, idempotency-key",
  "Access-Control-Max-Age": "600",
};

/**
 * The partner API's CORS edge (issue 27), before the site's origin check. A preflight names no
 * key, so its origin is let in when some live client allows it, and refused (403, no CORS
 * headers) otherwise; the real request then answers its origin only if its own client allows it
 * (`partnerAccess`). Partner routes never read the session cookie, so the site's CSRF check
 * (`originCheck`) does not apply to them.
 */
export const partnerCors: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (c.req.method !== "OPTIONS") return next();
  const origin = c.req.header("origin");
  c.header("Vary", "Origin");
  if (!origin || !(await isAllowedOrigin(c.var.deps.database.db, origin))) throw domainError(403, "FORBIDDEN");
  return c.body(null, 204, { ...corsHeaders, "Access-Control-Allow-Origin": origin });
};

/**
 * `Authorization: Bearer rk_live_…` on every partner route: an unknown, wrong or revoked key is
 * 401 (read from the database on each request, so a revocation holds at once on every process);
 * over the client's budget 429 with Retry-After (counted in the database, shared by every
 * process); a missing scope 403. The request is counted on the client (last use, requests).
 */
export function partnerAccess(scope: ApiClientScope): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { database, limiter, config, now } = c.var.deps;
    const origin = c.req.header("origin");
    if (origin) c.header("Vary", "Origin");
    const key = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const client = key ? await clientOfKey(database.db, key) : null;
    if (!client) throw domainError(401, "UNAUTHORIZED", { headers: { "WWW-Authenticate": 'Bearer realm="partner"' } });
    // From here the client is known: its own origins may read every answer, errors included.
    if (origin && client.origins.includes(origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Expose-Headers", "Retry-After, Idempotency-Replayed");
    }
    const verdict = await limiter.hit(`partner:${client.id}`, config.partnerRateLimit ?? defaultLimit);
    if (!verdict.allowed) {
      throw domainError(429, "RATE_LIMITED", { headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
    }
    await countRequest(database.db, client.id, now());
    if (!client.scopes.includes(scope)) throw domainError(403, "FORBIDDEN");
    c.set("partnerClient", client);
    await next();
  };
}
