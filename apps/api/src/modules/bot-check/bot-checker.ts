import { createChallenge, randomInt, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { create } from "altcha-lib/frameworks/hono";
import type { BotCheckConfig } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { spentChallengeStore } from "../../http/limiter.ts";
import { domainError } from "../../http/errors.ts";
import { log } from "../../log.ts";

/** How long a challenge may be solved and submitted. */
const challengeTtlMs = 10 * 60 * 1000;

export interface BotChecker {
  challenge(): Promise<Challenge>;
  /** Throws 400 BOT_CHECK_FAILED unless the form's proof is good (and unused). */
  verify(input: { altcha?: unknown; recaptchaToken?: unknown; ip: string }): Promise<void>;
}

/**
 * ADR 0603: ALTCHA (self-hosted proof of work, PBKDF2/SHA-256 in deterministic mode: the server
 * knows the counter, so checking costs one derivation) unless a reCAPTCHA v3 secret is configured.
 * Spent ALTCHA challenges are remembered in the database until they expire (issue 11: shared by
 * every process), so one solution cannot be replayed anywhere.
 */
export function createBotChecker(config: BotCheckConfig, options: { db: Db; fetch?: typeof fetch }): BotChecker {
  const { hmacKey, cost, maxCounter } = config.altcha;
  const keySecret = `${hmacKey}:key`;
  // A spent id is kept as long as its challenge could still be submitted (system clock, as altcha-lib).
  const spent = spentChallengeStore(options.db, () => new Date(Date.now() + challengeTtlMs));
  const fetcher = options.fetch ?? fetch;
  // The framework helper's verify() parses the base64 payload and records spent challenges.
  const { verify } = create({ deriveKey, hmacSignatureSecret: hmacKey, hmacKeySignatureSecret: keySecret });
  const fail = () => domainError(400, "BOT_CHECK_FAILED");
  return {
    challenge: () =>
      createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost,
        counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySecret,
        // altcha-lib checks expiry against the system clock, so it is set from that clock too.
        expiresAt: new Date(Date.now() + challengeTtlMs),
      }),
    async verify({ altcha, recaptchaToken, ip }) {
      if (!config.enabled) return;
      if (config.recaptcha) {
        if (typeof recaptchaToken !== "string" || recaptchaToken === "" || recaptchaToken.length > 4000) throw fail();
        const { secret, verifyUrl, minScore } = config.recaptcha;
        let answer: { success?: boolean; score?: number; action?: string };
        try {
          const response = await fetcher(verifyUrl, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ secret, response: recaptchaToken, remoteip: ip }),
            signal: AbortSignal.timeout(5000),
          });
          answer = (await response.json()) as typeof answer;
        } catch (error) {
          log.warn({ err: error }, "reCAPTCHA verification unavailable");
          throw fail();
        }
        const passed = answer.success === true && answer.action === "submit" && (answer.score ?? 0) >= minScore;
        if (!passed) throw fail();
        return;
      }
      if (typeof altcha !== "string" || altcha === "" || altcha.length > 10_000) throw fail();
      const result = await verify(altcha, deriveKey, hmacKey, keySecret, spent);
      if (result.error) throw fail();
    },
  };
}
