import { getConnInfo } from "@hono/node-server/conninfo";
import type { RihlaApi } from "@rihla/api";
import type { Context } from "hono";

/**
 * The address of the browser's socket, for the API's rate limits and sessions (issue 11). The
 * API is called in-process, so without this every visitor would be "local" and share one
 * bucket. It travels as a binding of the call, never as a header a client could send.
 * TRUST_PROXY / TRUSTED_IP_HEADER are applied by the API itself on the forwarded headers.
 */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The API as the site's loaders and actions see it: every call on behalf of this client. */
export function apiFor(api: RihlaApi, c: Context): { fetch(request: Request): Promise<Response> } {
  const clientAddress = socketAddress(c);
  return { fetch: (request) => api.fetch(request, { clientAddress }) };
}
