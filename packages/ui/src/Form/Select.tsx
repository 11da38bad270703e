import { forwardRef, type SelectHTMLAttributes } from "react";
import { Field } from "./Field";
import * as styles from "./Form.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  options: SelectOption[];
  /** First, empty option text, e.g. 'Seçiniz'. */
  placeholder?: string;
  hint?: string;
  error?: string;
  requiredMark?: string;
  id?: string;
}

/** A native select: the platform's picker is the most accessible one on phones. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, requiredMark, id, required, className, ...rest },
  ref,
) {
  return (
    <Field label={label} hint={hint} error={error} requiredMark={requiredMark} required={required} id={id}>
      {(control) => (
        <select ref={ref} className={[styles.input, className].filter(Boolean).join(" ")} {...control} {...rest}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
Select.displayName = "Select";
