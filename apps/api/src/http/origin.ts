import { trustedSiteOrigin } from "@rihla/domain";
import type { Context } from "hono";
import type { ApiEnv } from "./env.ts";

/**
 * The site's own origin, for links in e-mails and the OAuth redirect: PUBLIC_URL when configured
 * (production requires it), else the server's own listen origin. Never the Host header, which
 * is the client's to choose (issue 11; issue 28, finding 13).
 */
export function siteOrigin(c: Context<ApiEnv>): string {
  const { publicUrl, port } = c.var.deps.config;
  return trustedSiteOrigin(publicUrl, port);
}

/** Served over https, directly or behind a TLS-terminating proxy we were told to trust. */
export function isHttps(c: Context<ApiEnv>): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.var.deps.config.trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
