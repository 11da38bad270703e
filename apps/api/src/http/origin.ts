import { trustedSiteOrigin } from "@rihla/domain";
import type { Context } from "hono";
import type { ApiEnv } from "./env.ts";

/**
 * The site's own origin, for links in e-mails and the OAuth redirect. PUBLIC_URL when configured
 * (production requires it). Without it only a loopback request origin is believed: the Host
 * header is the client's to choose, and a reset link must never point at a host an attacker
 * named (issue 11). Any other host gets `http://localhost` on the request's port.
 */
export function siteOrigin(c: Context<ApiEnv>): string {
  return trustedSiteOrigin(c.req.url, c.var.deps.config.publicUrl);
}

/** Served over https, directly or behind a TLS-terminating proxy we were told to trust. */
export function isHttps(c: Context<ApiEnv>): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.var.deps.config.trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
