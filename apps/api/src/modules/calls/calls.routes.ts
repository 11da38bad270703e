import { createRoute, z } from "@hono/zod-openapi";
import { callRequestSchema, callResults } from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  pageSizeQuery,
} from "../../http/openapi.ts";

export const callAnswerSchema = z
  .object({
    result: z.enum(callResults),
    /** The provider's own words (or why the call could not be asked for). */
    message: z.string(),
  })
  .openapi("CallAnswer");

export const callLogEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staff: z.object({ id: z.string(), name: z.string() }).nullable(),
    phone: z.string(),
    customer: z.object({ id: z.string(), name: z.string() }).nullable(),
    result: z.enum(callResults),
    message: z.string(),
  })
  .openapi("CallLogEntry");

export const callLogPageSchema = z
  .object({ data: z.array(callLogEntrySchema), next: z.string().nullable() })
  .openapi("CallLogPage");

export const startCallRoute = createRoute({
  method: "post",
  path: "/api/admin/calls",
  tags: ["Admin"],
  summary: "Staff: ring my extension and connect it to this phone (spec §7 click-to-call)",
  description:
    "One GET to the telephony provider's originate endpoint with the key, the signed-in staff member's " +
    "extension and the destination normalised by the domain's phone rule. A refused or unreachable " +
    "provider is answered 200 with `result: FAILED` and its message (and logged), never a 5xx.",
  request: { body: jsonBody(callRequestSchema) },
  responses: {
    200: jsonResponse(callAnswerSchema, "What the provider answered"),
    ...deniedResponses,
    400: errorResponses[400],
    409: errorResponse("TELEPHONY_NOT_CONFIGURED or NO_EXTENSION"),
  },
});

export const listCallsRoute = createRoute({
  method: "get",
  path: "/api/admin/calls",
  tags: ["Admin"],
  summary: "Staff: the calls started from Rihla, newest first (who, whom, when, result)",
  request: {
    query: z.object({
      staff: z
        .uuid({ error: "INVALID_VALUE" })
        .optional()
        .openapi({ param: { name: "staff", in: "query" } }),
      result: z
        .enum(callResults, { error: "INVALID_VALUE" })
        .optional()
        .openapi({ param: { name: "result", in: "query" } }),
      cursor: z
        .string()
        .regex(/^\d{1,18}$/, { error: "INVALID_VALUE" })
        .optional()
        .openapi({ param: { name: "cursor", in: "query" } }),
      pageSize: pageSizeQuery,
    }),
  },
  responses: {
    200: jsonResponse(callLogPageSchema, "One page of the call log"),
    ...deniedResponses,
    400: errorResponses[400],
  },
});
