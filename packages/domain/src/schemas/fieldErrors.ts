import type { z } from "zod";
import { isErrorCode, type ErrorCode } from "../messages/messages.ts";

/** Key of errors that belong to the whole form rather than one field. */
export const formErrorKey = "_form";

export type FieldErrors = Record<string, ErrorCode[]>;

/**
 * Turns a zod error into `{ "rooms.0.adult": ["ROOM_NEEDS_ADULT"], … }`. Schemas put typed codes
 * in issue messages; any other message (a zod default) becomes INVALID_VALUE.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? formErrorKey : issue.path.map(String).join(".");
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : "INVALID_VALUE";
    const codes = (result[key] ??= []);
    if (!codes.includes(code)) codes.push(code);
  }
  return result;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Parses with a domain schema and answers data or field errors; never throws. */
export function parseWithCodes<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}
