import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { botCheckSchema, type BotCheckInput } from "@rihla/domain";
import type { ErrorBody } from "@rihla/api";

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
