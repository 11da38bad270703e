import { useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import type { FormEvent } from "react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
// Types only: zod comes with @conform-to/zod (its peer) and the domain; the site declares no zod of its own.
import type { $ZodType, input, output } from "zod/v4/core";

/**
 * A form validated by a domain schema (ADR 0008): the browser checks with the same zod schema the
 * server action parses with (`parseWithZod`), on blur and then as the user types; the server's
 * reply (`lastResult`) shows its errors on the first render, so it all works without JavaScript.
 */
export function useSchemaForm<S extends $ZodType<Record<string, unknown>>>(
  schema: S,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: {
    id?: string;
    /** The fields' first values (e.g. one room, the signed-in user's name). */
    defaultValue?: Partial<input<S>>;
    /** Runs once the schema accepts the form (e.g. to hand it to a machine instead of posting). */
    onSubmit?: (
      event: FormEvent<HTMLFormElement>,
      context: { formData: FormData; submission?: Submission<input<S>, string[], output<S>> | undefined },
    ) => void;
  } = {},
) {
  return useForm<input<S> & Record<string, unknown>, output<S>>({
    ...(options.id ? { id: options.id } : {}),
    ...(options.defaultValue ? { defaultValue: options.defaultValue as never } : {}),
    lastResult: lastResult ?? null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    ...(options.onSubmit ? { onSubmit: options.onSubmit } : {}),
  });
}
