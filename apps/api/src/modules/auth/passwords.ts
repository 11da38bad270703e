import { hash, verify } from "@node-rs/argon2";
import type { Config } from "../../config.ts";

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Constant-time comparison inside argon2; `null` (unknown user, no password) verifies a dummy. */
  verify(stored: string | null, password: string): Promise<boolean>;
}

/** 2 is Argon2id in @node-rs/argon2's const enum (a const enum cannot be imported under type stripping). */
const argon2id = 2;

/**
 * Argon2id with the configured cost (ADR 0601: 64 MiB, 3 passes, 1 lane in production). A miss
 * still runs one verification against a dummy hash of the same cost, so the answer time does not
 * tell whether an e-mail has an account.
 */
export function createPasswordHasher(options: Config["passwordHash"]): PasswordHasher {
  const params = { algorithm: argon2id, ...options };
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= hash("rihla-dummy-password-for-timing", params));
  return {
    hash: (password) => hash(password, params),
    async verify(stored, password) {
      if (!stored) {
        await verify(await dummyHash(), password).catch(() => false);
        return false;
      }
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
