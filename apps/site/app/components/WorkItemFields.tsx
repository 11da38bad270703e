import type { Locale } from "@rihla/domain";
import { errorText } from "../forms";

export interface WorkItemFieldsProps {
  /** The fields' id prefix: "submission", "private-tour". */
  prefix: string;
  locale: Locale;
  /** The item's step: its field name ("state", "status"), label, choices and current value. */
  step: { name: string; label: string; options: readonly { id: string; label: string }[]; value: string };
  /** Who works on it, or nothing to choose (a newsletter sign-up has nobody to assign). */
  assignee: { value: string; staff: ReadonlyMap<string, string>; label: string; nobody: string } | null;
  /** The note's label and what the staff member typed before a refusal. */
  note: { label: string; value: string };
  save: string;
  busy: boolean;
  /** The refused answer's error codes by field name. */
  errors: Readonly<Record<string, readonly string[] | undefined>>;
}

/**
 * The change form's fields of a staff work item (issues 25 and 27): a forms inbox entry and a
 * private-tour request both move through steps, are assigned to a staff member and take notes.
 * The page keeps its own `<Form>` (its intent and when it starts empty again).
 */
export function WorkItemFields({ prefix, locale, step, assignee, note, save, busy, errors }: WorkItemFieldsProps) {
  const id = (name: string) => `${prefix}-${name}`;
  const fieldError = (name: string) => {
    const codes = errors[name];
    return codes && codes.length > 0 ? (
      <span id={`${id(name)}-error`} className="admin-error" data-field-error={name}>
        {errorText(codes, locale)}
      </span>
    ) : null;
  };
  const invalid = (name: string) =>
    errors[name]?.length ? { "aria-invalid": true as const, "aria-describedby": `${id(name)}-error` } : {};
  return (
    <>
      <label htmlFor={id(step.name)}>{step.label}</label>
      <select id={id(step.name)} name={step.name} defaultValue={step.value} {...invalid(step.name)}>
        {step.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      {fieldError(step.name)}
      {assignee ? (
        <>
          <label htmlFor={id("assigneeId")}>{assignee.label}</label>
          <select id={id("assigneeId")} name="assigneeId" defaultValue={assignee.value} {...invalid("assigneeId")}>
            <option value="">{assignee.nobody}</option>
            {[...assignee.staff].map(([staffId, name]) => (
              <option key={staffId} value={staffId}>
                {name}
              </option>
            ))}
          </select>
          {fieldError("assigneeId")}
        </>
      ) : null}
      <label htmlFor={id("note")}>{note.label}</label>
      <textarea id={id("note")} name="note" rows={3} maxLength={2000} defaultValue={note.value} {...invalid("note")} />
      {fieldError("note")}
      <button type="submit" disabled={busy}>
        {save}
      </button>
    </>
  );
}
