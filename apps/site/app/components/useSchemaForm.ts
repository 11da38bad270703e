import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import { useEffect, useState, type FormEvent } from "react";
// Types only: zod comes with @conform-to/zod (its peer) and the domain; the site declares no zod of its own.
import type { input, output } from "zod/v4/core";
import type * as FormChecks from "./formSchemas";
import type { FormName, FormSchemas } from "./formSchemas";

type Checks = typeof FormChecks;

/** The schemas' module once the browser has it: the next form on a client navigation needs no wait. */
let loaded: Checks | undefined;

/**
 * A form checked by a domain schema (ADR 0008): the browser checks with the same zod schema the
 * server action parses with (`parseWithZod`), on blur and then as the user types; the server's
 * reply (`lastResult`) shows its errors on the first render, so it all works without JavaScript.
 *
 * The schema is named (`formSchemas`), not imported: zod reaches the browser after hydration
 * (ADR 0012), so a form page paints and hydrates without it. `constraint` is the schema's HTML
 * constraints from the loader (`formConstraint(name)`), so the server's attributes and the
 * browser's agree. Until the schemas arrive the form posts as it does without JavaScript and the
 * server's action answers; the form says `data-validation="ready"` once the browser checks it.
 */
export function useSchemaForm<N extends FormName>(
  name: N,
  constraint: Record<string, Constraint>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: {
    id?: string;
    /** The fields' first values (e.g. one room, the signed-in user's name). */
    defaultValue?: Partial<input<FormSchemas[N]>>;
    /**
     * Runs once the schema accepts the form (e.g. to hand it to a machine instead of posting);
     * before the schemas have loaded it does not run and the form posts to its action.
     */
    onSubmit?: (
      event: FormEvent<HTMLFormElement>,
      context: {
        formData: FormData;
        submission: Submission<input<FormSchemas[N]>, string[], output<FormSchemas[N]>>;
        validate: Checks["validate"];
      },
    ) => void;
  } = {},
) {
  const [checks, setChecks] = useState<Checks | null>(() => loaded ?? null);
  useEffect(() => {
    if (checks) return;
    let live = true;
    import("./formSchemas").then(
      (module) => {
        loaded = module;
        if (live) setChecks(module);
      },
      // A chunk that did not load (a new deploy): the form goes on posting to its action, and
      // the site's chunk-error reload (spec §9) decides whether to reload.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [checks]);
  const { onSubmit } = options;
  const [form, fields] = useForm<input<FormSchemas[N]> & Record<string, unknown>, output<FormSchemas[N]>>({
    ...(options.id ? { id: options.id } : {}),
    ...(options.defaultValue ? { defaultValue: options.defaultValue as never } : {}),
    lastResult: lastResult ?? null,
    constraint,
    // Without the schemas conform would post every blur to the action as a "validate" intent;
    // until they arrive only a submit goes to the server.
    shouldValidate: checks ? "onBlur" : "onSubmit",
    shouldRevalidate: checks ? "onInput" : "onSubmit",
    ...(checks
      ? {
          onValidate: ({ formData }: { formData: FormData }) =>
            checks.validate(name, formData) as Submission<
              input<FormSchemas[N]> & Record<string, unknown>,
              string[],
              output<FormSchemas[N]>
            >,
        }
      : {}),
    ...(onSubmit
      ? {
          onSubmit(event, { formData, submission }) {
            if (checks && submission) onSubmit(event, { formData, submission, validate: checks.validate });
          },
        }
      : {}),
  });
  const formProps = { ...getFormProps(form), "data-validation": checks ? "ready" : "server" };
  return [form, fields, formProps] as const;
}
