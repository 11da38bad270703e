import { mayHaveBody } from "@rihla/api";
import { isApiPath } from "@rihla/domain";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * The site's own form posts (React Router actions) are limited before they are read, as the
 * API's are (issue 11): the largest is the profile photo form, 5 MB of image. API paths carry
 * their own, tighter limits (apps/api/src/http/body-limit.ts).
 */
export const siteBodyLimitBytes = 6 * 1024 * 1024;

const limit = bodyLimit({
  maxSize: siteBodyLimitBytes,
  onError: (c) => c.text("Payload Too Large", 413),
});

export const limitSiteBodies: MiddlewareHandler = async (c, next) =>
  isApiPath(c.req.path) || !mayHaveBody(c.req.method) ? next() : limit(c, next);
