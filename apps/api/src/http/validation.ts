import { toFieldErrors } from "@rihla/domain";
import type { Hook } from "@hono/zod-openapi";
import type { Env } from "hono";
import { ApiError } from "./errors.ts";

/**
 * Every request validator of the API ends here: bad input becomes one 400 with the domain's
 * field error codes (`{ field: ["EMAIL_INVALID"] }`), before any handler or service runs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one hook for every route's input type
export const validationHook: Hook<any, any, any, any> = validationHookSaying("Invalid request");

/** The same hook with a route's own message (the image route: "Invalid image options"). */
export function validationHookSaying<T, E extends Env, P extends string, R>(
  message: string,
): Hook<T, E, P, R | undefined> {
  return (result) => {
    if (!result.success) throw new ApiError(400, "VALIDATION_FAILED", message, toFieldErrors(result.error));
    return undefined;
  };
}
