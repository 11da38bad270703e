import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The client's IP. A proxy header is read only when the deployment names one it trusts
 * (TRUSTED_IP_HEADER); otherwise a client could pick its own rate-limit bucket. Without a node
 * socket (in-process `fetch` from the site, tests) the answer is "local".
 */
export function clientIp(c: Context, trustedHeader: string | undefined): string {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader);
    // x-forwarded-for lists the client first: "client, proxy1, proxy2".
    const first = value?.split(",")[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
