import { useId, type ReactNode } from "react";
import * as styles from "./Form.css";

export interface FieldProps {
  label: string;
  hint?: string;
  /** Error text; when present the control is `aria-invalid` and described by it. */
  error?: string;
  /** Appended to the label for required fields, e.g. ' *' or ' (zorunlu)'. */
  requiredMark?: string;
  required?: boolean;
  id?: string;
  children: (control: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: true;
    required?: boolean;
  }) => ReactNode;
}

/** Label, hint and error wiring shared by every form control of the kit. */
export function Field({ label, hint, error, requiredMark, required, id: idProp, children }: FieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && requiredMark ? <span aria-hidden="true">{requiredMark}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, required })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
