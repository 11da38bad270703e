import { forwardRef, type InputHTMLAttributes } from "react";
import { Field } from "./Field";
import * as styles from "./Form.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  error?: string;
  requiredMark?: string;
  id?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, requiredMark, id, required, type = "text", className, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} requiredMark={requiredMark} required={required} id={id}>
      {(control) => (
        <input
          ref={ref}
          type={type}
          className={[styles.input, className].filter(Boolean).join(" ")}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
});
TextField.displayName = "TextField";

export interface PhoneFieldProps extends Omit<TextFieldProps, "type"> {
  /** Shown before the input, e.g. '+90'. Part of the accessible description, not the value. */
  countryCode?: string;
}

/** A telephone input: numeric keypad on phones, `tel` autocomplete, optional country prefix. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, hint, error, requiredMark, id, required, countryCode, className, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} requiredMark={requiredMark} required={required} id={id}>
      {(control) => (
        <div className={styles.affixRow}>
          {countryCode ? (
            <span className={styles.prefix} aria-hidden="true">
              {countryCode}
            </span>
          ) : null}
          <input
            ref={ref}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            className={[styles.input, className].filter(Boolean).join(" ")}
            {...control}
            {...rest}
          />
        </div>
      )}
    </Field>
  );
});
PhoneField.displayName = "PhoneField";
