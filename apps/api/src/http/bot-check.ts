import type { Context } from "hono";
import type { ApiEnv } from "./env.ts";
import { clientIp } from "./client-ip.ts";

/**
 * The bot check of a public form (ADR 0603): its proof rides along in the JSON body as `altcha`
 * (or `recaptchaToken` with reCAPTCHA configured). Called by handlers after validation, so a
 * form with field errors does not spend the visitor's solution. Hono caches the parsed body.
 */
export async function checkBot(c: Context<ApiEnv>): Promise<void> {
  const raw = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
  await c.var.deps.botChecker.verify({
    altcha: raw.altcha,
    recaptchaToken: raw.recaptchaToken,
    ip: clientIp(c, c.var.deps.config.trustedIpHeader),
  });
}
