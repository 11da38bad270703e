import * as RadixCheckbox from "@radix-ui/react-checkbox";
import * as RadixRadio from "@radix-ui/react-radio-group";
import { Check } from "lucide-react";
import { useId, type ReactNode } from "react";
import * as styles from "./Form.css";

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
}

export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  error,
  required,
  disabled,
  name,
  id: idProp,
}: CheckboxProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.choiceRow}>
        <RadixCheckbox.Root
          id={id}
          name={name}
          className={styles.checkbox}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(value) => onCheckedChange?.(value === true)}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <RadixCheckbox.Indicator>
            <Check aria-hidden="true" size={14} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className={styles.choiceLabel}>
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface RadioGroupProps {
  legend: string;
  options: { value: string; label: string; disabled?: boolean }[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  error?: string;
  required?: boolean;
  name?: string;
  orientation?: "horizontal" | "vertical";
}

/** Radio buttons in a fieldset; arrow keys move between options (Radix roving focus). */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue,
  onValueChange,
  error,
  required,
  name,
  orientation = "vertical",
}: RadioGroupProps) {
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  const errorId = `${baseId}-error`;
  return (
    <div className={styles.field}>
      <span id={legendId} className={styles.label}>
        {legend}
      </span>
      <RadixRadio.Root
        className={styles.radioGroup}
        data-orientation={orientation}
        orientation={orientation}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        required={required}
        name={name}
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => {
          const id = `${baseId}-${option.value}`;
          return (
            <div key={option.value} className={styles.choiceRow}>
              <RadixRadio.Item id={id} value={option.value} disabled={option.disabled} className={styles.radio}>
                <RadixRadio.Indicator className={styles.radioDot} />
              </RadixRadio.Item>
              <label htmlFor={id} className={styles.choiceLabel}>
                {option.label}
              </label>
            </div>
          );
        })}
      </RadixRadio.Root>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
