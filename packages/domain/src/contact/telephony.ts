import { z } from "../schemas/zod.ts";
import { phoneSchema } from "../schemas/schemas.ts";
import { normalizePhone } from "./phone.ts";

/**
 * Spec §7 click-to-call: the agency's telephony provider rings the staff member's extension
 * (U_Dial) and connects it to the destination, when asked with one GET to its originate endpoint
 * carrying the key, the extension and the destination; it answers whether it started and a
 * message. Issue 27: the destination is the domain's normalised phone (digits, 90 prefix).
 */
export function originateUrl(endpoint: string, call: { key: string; extension: string; destination: string }): string {
  const query = [
    ["key", call.key],
    ["extension", call.extension],
    ["destination", normalizePhone(call.destination)],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join("&");
  // The endpoint may carry a query of its own (a tenant, say): the call's fields are added to it.
  const [address = "", fragment] = endpoint.split("#", 2);
  const separator = !address.includes("?") ? "?" : /[?&]$/.test(address) ? "" : "&";
  return `${address}${separator}${query}${fragment === undefined ? "" : `#${fragment}`}`;
}

/** The provider's answer as the spec names it; an answer of any other shape is a failure. */
export const originateAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string().max(500).optional(),
});
export type OriginateAnswer = z.infer<typeof originateAnswerSchema>;

/** `POST /api/admin/calls`: whom to call (the caller is the signed-in staff member). */
export const callRequestSchema = z.object({ phone: phoneSchema });
export type CallRequest = z.infer<typeof callRequestSchema>;

/** How long the provider may take to answer before the call counts as failed. */
export const originateTimeoutMs = 8000;

/** A call's result as the log keeps it. */
export const callResults = ["STARTED", "FAILED"] as const;
export type CallResult = (typeof callResults)[number];
