import type { Context } from "hono";
import type { Db } from "../db/database.ts";
import { clientIp } from "./client-ip.ts";
import type { ApiDeps, ApiEnv } from "./env.ts";
import { domainError } from "./errors.ts";
import { siteOrigin } from "./origin.ts";
import { getAuth } from "./request-auth.ts";
import type { Auth } from "./session.ts";

/**
 * Who is asking and with what: the one argument every service takes (`{ ctx, input }`). Handlers
 * build it with `serviceContext(c)`; tests build it the same way through `app.request`. Services
 * never see Hono's context, so they hold no HTTP.
 */
export interface ServiceContext {
  deps: ApiDeps;
  db: Db;
  /** The request's clock reading: one `now` for everything a request does. */
  now: Date;
  ip: string;
  userAgent: string | undefined;
  /** The site's origin, for links in e-mails. */
  origin: string;
  /** The request's session, looked up once and only when a service asks. */
  auth(): Promise<Auth | null>;
}

export function serviceContext(c: Context<ApiEnv>): ServiceContext {
  const { deps } = c.var;
  return {
    deps,
    db: deps.database.db,
    now: deps.now(),
    ip: clientIp(c, deps.config.trustedIpHeader),
    userAgent: c.req.header("user-agent"),
    origin: siteOrigin(c),
    auth: () => getAuth(c),
  };
}

/** The signed-in user of the request, or 401: services that need one start with this. */
export async function requireSession(ctx: ServiceContext): Promise<Auth> {
  const auth = await ctx.auth();
  if (!auth) throw domainError(401, "UNAUTHORIZED");
  return auth;
}
