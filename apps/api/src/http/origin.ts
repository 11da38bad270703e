import type { Context } from "hono";
import type { ApiEnv } from "./env.ts";

/** The site's own origin: PUBLIC_URL when configured, else the origin the request was sent to. */
export function siteOrigin(c: Context<ApiEnv>): string {
  return c.var.deps.config.publicUrl ?? new URL(c.req.url).origin;
}

/** Served over https, directly or behind a TLS-terminating proxy we were told to trust. */
export function isHttps(c: Context<ApiEnv>): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return c.var.deps.config.trustProxy && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
