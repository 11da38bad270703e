import { toFieldErrors } from "@rihla/domain";
import type { Hook } from "@hono/zod-openapi";
import { ApiError } from "./errors.ts";

/**
 * Every request validator of the API ends here: bad input becomes one 400 with the domain's
 * field error codes (`{ field: ["EMAIL_INVALID"] }`), before any handler or service runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook for every route's input type
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (!result.success) {
    throw new ApiError(400, "VALIDATION_FAILED", "Invalid request", toFieldErrors(result.error));
  }
};
