import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiEnv } from "./env.ts";
import { domainError } from "./errors.ts";

/** Every JSON body of the API fits in this: forms, profiles, passengers (issue 11, finding 4). */
export const defaultBodyLimitBytes = 64 * 1024;

/**
 * Routes whose body is larger by nature. Each sets its own, larger `bodyLimit` as route
 * middleware, which also runs before anything reads the body (a body can be read only once, so
 * two limits must not both read it): the profile photo, 5 MB (users.routes.ts); the tour gallery's images, 5 MB (admin-tours.routes.ts); the WhatsApp
 * webhook, whose raw bytes must reach its signature check untouched (whatsapp.routes.ts).
 */
const ownLimits = new Set(["POST /api/user/photo", "POST /api/whatsapp/webhook"]);
/** A tour gallery's image, 5 MB (admin-tours.routes.ts); the id is any path segment the route may refuse. */
const ownLimitPatterns = [/^POST \/api\/admin\/tours\/[^/]+\/gallery$/];

/** Whether the route limits its body itself; nothing before it may read the body then. */
export const hasOwnBodyLimit = (method: string, path: string): boolean => {
  const route = `${method} ${path}`;
  return ownLimits.has(route) || ownLimitPatterns.some((pattern) => pattern.test(route));
};

const small = bodyLimit({
  maxSize: defaultBodyLimitBytes,
  onError: () => {
    throw domainError(413, "BODY_TOO_LARGE");
  },
});

/**
 * Whether a request of this method can carry a body at all: a fetch `Request` for GET or HEAD
 * never has one (the server drops what a client sends). Nothing needs to look then, and looking
 * costs: asking the server's request for its body stream builds a full WHATWG Request and a
 * stream (issue 10: a quarter of a health check's time).
 */
export const mayHaveBody = (method: string): boolean => method !== "GET" && method !== "HEAD";

/**
 * Limits every request body before anything reads it: a declared Content-Length over the limit
 * is refused at once (413 BODY_TOO_LARGE) without reading a byte, and a chunked body is cut off
 * as soon as it passes the limit. 256 MB newsletter posts no longer fill the memory.
 */
export const limitBodies: MiddlewareHandler<ApiEnv> = async (c, next) =>
  !mayHaveBody(c.req.method) || hasOwnBodyLimit(c.req.method, c.req.path) ? next() : small(c, next);

/**
 * Hono's `bodyLimit` for one route, typed with the API's env: its own type leaves the env `any`,
 * which would reach the route's handler and its `c.var`.
 */
export function limitBody(options: Parameters<typeof bodyLimit>[0]): MiddlewareHandler<ApiEnv> {
  return bodyLimit(options);
}
