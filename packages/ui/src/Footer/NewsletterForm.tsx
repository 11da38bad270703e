import { useId, useState, type FormEvent } from "react";
import { Button } from "../Button/Button";
import * as styles from "./Footer.css";

export const newsletterStatuses = ["idle", "pending", "success", "error"] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export interface NewsletterFormProps {
  title: string;
  description?: string;
  emailLabel: string;
  placeholder?: string;
  submitLabel: string;
  /** Shown on the button while `status` is `pending`, e.g. 'Gönderiliyor…'. */
  pendingLabel: string;
  successMessage: string;
  errorMessage: string;
  status: NewsletterStatus;
  onSubmit: (email: string) => void;
}

/** Newsletter box: the parent owns the request and passes its status; results are announced. */
export function NewsletterForm({
  title,
  description,
  emailLabel,
  placeholder,
  submitLabel,
  pendingLabel,
  successMessage,
  errorMessage,
  status,
  onSubmit,
}: NewsletterFormProps) {
  const [email, setEmail] = useState("");
  const inputId = useId();
  const messageId = useId();
  const headingId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== "pending") onSubmit(email.trim());
  };
  const message = status === "success" ? successMessage : status === "error" ? errorMessage : "";
  return (
    <section className={styles.newsletter} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {description ? <p className={styles.muted}>{description}</p> : null}
      <form className={styles.newsletterForm} onSubmit={submit} aria-busy={status === "pending"}>
        <label htmlFor={inputId} className={styles.label}>
          {emailLabel}
        </label>
        <div className={styles.newsletterRow}>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={status === "error" || undefined}
            aria-describedby={message ? messageId : undefined}
            className={styles.input}
          />
          <Button type="submit" tone="accent" disabled={status === "pending"}>
            {status === "pending" ? pendingLabel : submitLabel}
          </Button>
        </div>
        <p id={messageId} role="status" className={styles.message({ status })}>
          {message}
        </p>
      </form>
    </section>
  );
}
