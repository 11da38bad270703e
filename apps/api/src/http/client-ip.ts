import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * What the caller of `api.fetch` tells the API about the request's client. The site's server
 * answers the browser's socket and calls the API in-process: it passes the socket's address
 * here, as a binding of the call, never as a header (a header could come from outside).
 */
export interface ClientBinding {
  clientAddress?: string;
}

/**
 * The client's IP. A proxy header is read only when the deployment names one it trusts
 * (TRUSTED_IP_HEADER, or x-forwarded-for with TRUST_PROXY); otherwise a client could pick its own
 * rate-limit bucket. Of a list ("client, proxy1, proxy2") the last hop is taken: the one our own
 * proxy appended, which a client cannot forge. Then the address the in-process caller passed,
 * then the node socket; "local" only when there is none (tests calling `app.request`).
 */
export function clientIp(c: Context, trustedHeader: string | undefined): string {
  if (trustedHeader) {
    const value = c.req.header(trustedHeader);
    const last = value?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  const bound = (c.env as ClientBinding | undefined)?.clientAddress;
  if (bound) return bound;
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
