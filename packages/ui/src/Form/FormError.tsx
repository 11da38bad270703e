import { CircleAlert } from "lucide-react";
import { forwardRef } from "react";
import * as styles from "./Form.css";

export interface FormErrorProps {
  /** e.g. 'You have to fill all fields' (§5) or 'Bir hata oluştu'. */
  title: string;
  /** Field errors as links to their inputs (`#id`), so keyboard users jump straight there. */
  errors?: { fieldId: string; message: string }[];
}

/** The form-level error summary: an alert, focusable so a failed submit can move focus to it. */
export const FormError = forwardRef<HTMLDivElement, FormErrorProps>(function FormError({ title, errors = [] }, ref) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.formError}>
      <p className={styles.formErrorTitle}>
        <CircleAlert aria-hidden="true" size={18} />
        {title}
      </p>
      {errors.length > 0 ? (
        <ul className={styles.formErrorList}>
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`}>{error.message}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
FormError.displayName = "FormError";
