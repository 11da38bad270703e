import type { Challenge } from "altcha-lib";
import type { ServiceContext } from "../../http/context.ts";

/**
 * `GET /api/altcha/challenge`: a fresh signed challenge from the configured checker (the checker
 * itself, built once at startup and held in `deps`, is bot-checker.ts: http/env.ts imports its
 * type, so it must not import the service context).
 */
export function newChallenge({ ctx }: { ctx: ServiceContext; input?: undefined }): Promise<Challenge> {
  return ctx.deps.botChecker.challenge();
}
