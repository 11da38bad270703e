import { Check, Eye, EyeOff, X } from "lucide-react";
import { forwardRef, useId, useState } from "react";
import { Field } from "./Field";
import type { TextFieldProps } from "./TextField";
import * as styles from "./Form.css";

export interface PasswordRuleState {
  id: string;
  /** e.g. 'En az 8 karakter'. */
  label: string;
  passed: boolean;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, "type"> {
  /** The §5 rules with their state for the current value (the domain computes them). */
  rules?: PasswordRuleState[];
  /** Screen-reader words for a rule's state, e.g. 'karşılandı' / 'karşılanmadı'. */
  passedLabel?: string;
  failedLabel?: string;
  showLabel: string;
  hideLabel: string;
}

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    hint,
    error,
    requiredMark,
    id,
    required,
    rules = [],
    passedLabel = "",
    failedLabel = "",
    showLabel,
    hideLabel,
    className,
    ...rest
  },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const rulesId = useId();
  return (
    <Field label={label} hint={hint} error={error} requiredMark={requiredMark} required={required} id={id}>
      {(control) => (
        <>
          <div className={styles.affixRow}>
            <input
              ref={ref}
              type={visible ? "text" : "password"}
              autoComplete="new-password"
              className={[styles.input, className].filter(Boolean).join(" ")}
              {...control}
              aria-describedby={
                [control["aria-describedby"], rules.length ? rulesId : null].filter(Boolean).join(" ") || undefined
              }
              {...rest}
            />
            <button
              type="button"
              className={styles.iconButton}
              aria-pressed={visible}
              aria-label={visible ? hideLabel : showLabel}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
            </button>
          </div>
          {rules.length > 0 ? (
            <ul id={rulesId} className={styles.rules}>
              {rules.map((rule) => (
                <li key={rule.id} className={styles.rule} data-passed={rule.passed}>
                  {rule.passed ? <Check aria-hidden="true" size={14} /> : <X aria-hidden="true" size={14} />}
                  {rule.label}
                  <span className={styles.srOnly}>: {rule.passed ? passedLabel : failedLabel}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
});
PasswordField.displayName = "PasswordField";
