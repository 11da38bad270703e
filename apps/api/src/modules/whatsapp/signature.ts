import { createHmac, timingSafeEqual } from "node:crypto";
import { parseHubSignature } from "@rihla/domain";

/**
 * Meta signs every webhook POST with `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the
 * raw body (the bytes as sent, before any parsing) keyed with the app secret. Compared in constant
 * time, so the answer's timing says nothing about how much of a forged signature was right.
 */
export function hubSignature(secret: string, rawBody: Uint8Array | string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody).digest("hex")}`;
}

export function isValidHubSignature(secret: string, rawBody: Uint8Array, header: string | null | undefined): boolean {
  const presented = parseHubSignature(header);
  if (!presented) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  return timingSafeEqual(Buffer.from(presented, "hex"), expected);
}
