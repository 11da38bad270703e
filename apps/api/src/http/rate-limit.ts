import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./env.ts";
import { clientIp } from "./client-ip.ts";
import type { ServiceContext } from "./context.ts";
import { ApiError, domainError } from "./errors.ts";

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

/**
 * Issue 28, finding 1: the booking routes (book, change, stay request, offer conversion) are
 * limited per account and per client address, so neither one account from many addresses nor
 * many accounts from one address can hammer the seats. Called by the services once the session
 * is known; 429 with Retry-After when either budget is spent.
 */
export async function limitBookings(ctx: ServiceContext, userId: string): Promise<void> {
  const { limiter, config } = ctx.deps;
  // One statement for both budgets: a booking rush pays one upsert, not two.
  const verdict = await limiter.hitAll([`booking:user:${userId}`, `booking:ip:${ctx.ip}`], config.bookingRateLimit);
  if (!verdict.allowed) {
    throw domainError(429, "RATE_LIMITED", { headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
  }
}
