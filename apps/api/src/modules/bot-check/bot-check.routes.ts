import { createRoute, z } from "@hono/zod-openapi";
import { jsonResponse } from "../../http/openapi.ts";

const challengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  })
  .openapi("AltchaChallenge");

export const altchaChallengeRoute = createRoute({
  method: "get",
  path: "/api/altcha/challenge",
  tags: ["Accounts"],
  summary: "A signed ALTCHA proof-of-work challenge for the sign-up, password and contact forms",
  responses: { 200: jsonResponse(challengeSchema, "Solve it and post the solution as the form field `altcha`") },
});
