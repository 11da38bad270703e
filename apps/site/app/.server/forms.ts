import type { Submission, SubmissionResult } from "@conform-to/react";
// The one server-side parse of posted forms (parseForm below).
// eslint-disable-next-line no-restricted-imports
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { botCheckSchema, type BotCheckInput } from "@rihla/domain";
import type { ErrorBody } from "@rihla/api";
import type { $ZodType } from "zod/v4/core";

export { messageOf } from "../forms";
export { formConstraint } from "../components/formSchemas";

/** The API's one error shape: its code, message, field codes and the text's placeholder values. */
export type ApiError = ErrorBody["error"];

export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The API's refusal as the form's reply: its field codes on their fields, `formCode` (or the
 * API's own code) over the form. The page words the codes in its locale; secrets are not echoed.
 */
export function replyWithApiError(
  submission: Pick<Submission<unknown>, "reply">,
  error: ApiError | undefined,
  options: { formCode?: string | undefined; hideFields?: string[] } = {},
): SubmissionResult<string[]> {
  return submission.reply({
    formErrors: [options.formCode ?? error?.code ?? "GENERIC_ERROR"],
    ...(error?.fields ? { fieldErrors: error.fields } : {}),
    ...(options.hideFields ? { hideFields: options.hideFields } : {}),
  });
}

/** The API's field paths ('rooms.0.adults') as a form's names ('rooms[0].adults'). */
export function formFieldNames(fields: Record<string, string[]> | undefined) {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([path, codes]) => [path.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), codes]),
  );
}

/**
 * A submission the domain's schema refused, as the form's reply (HTTP 400): the schema's own
 * form error (e.g. 'You have to fill all fields') or 'check the fields' over the form.
 */
export function replyInvalid(
  submission: Pick<Submission<unknown>, "reply"> & { error?: Record<string, string[] | null> | null },
  hideFields?: string[],
): SubmissionResult<string[]> {
  return submission.reply({
    formErrors: submission.error?.[""] ?? ["VALIDATION_FAILED"],
    ...(hideFields ? { hideFields } : {}),
  });
}

/** The bot check fields of a public form (ADR 0603), shape-checked by the domain; the API verifies them. */
export function botCheckOf(form: FormData): BotCheckInput {
  const submission = parseWithZod(form, { schema: botCheckSchema });
  return submission.status === "success" ? submission.value : {};
}

/**
 * A posted form checked by its domain schema, as conform does, after dropping any plain value
 * posted where the schema has a group of fields: `rooms=x` where rooms are `rooms[0].adults`…,
 * `contact=x` where the contact is `contact.name`…. Such a value made the page's render fail
 * ("The initial value at the given name is not a list", a 500); without it the schema refuses
 * the missing group with its field code, a 400 the form shows (issue 28, finding 5).
 */
export function parseForm<Schema extends $ZodType>(form: FormData, schema: Schema) {
  const groups = groupNamesOf(schema);
  for (const name of new Set(form.keys())) {
    if (groups.has(name.replace(/\[\d+\]/g, "[]"))) form.delete(name);
  }
  return parseWithZod(form, { schema });
}

const groupNames = new WeakMap<$ZodType, ReadonlySet<string>>();

/** The schema's names that hold fields of their own (`rooms`, `rooms[]`, `contact`), once per schema. */
function groupNamesOf(schema: $ZodType): ReadonlySet<string> {
  let names = groupNames.get(schema);
  if (!names) {
    const keys = Object.keys(getZodConstraint(schema));
    names = new Set(
      keys.filter((key) => keys.some((other) => other.startsWith(`${key}.`) || other.startsWith(`${key}[].`))),
    );
    groupNames.set(schema, names);
  }
  return names;
}
