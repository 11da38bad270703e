import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./env.ts";
import { clientIp } from "./client-ip.ts";
import { ApiError } from "./errors.ts";

/** Limits a group of routes (one bucket per IP and group); 429 with Retry-After when over. */
export function rateLimit(group: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const { limiter, config } = c.var.deps;
    const verdict = await limiter.hit(`${group}:${clientIp(c, config.trustedIpHeader)}`);
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      throw new ApiError(429, "RATE_LIMITED", "Too many requests, try again later");
    }
    await next();
  };
}
