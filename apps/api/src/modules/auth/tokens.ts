import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, base64url: session tokens and e-mail link tokens. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of a token: a stolen table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
