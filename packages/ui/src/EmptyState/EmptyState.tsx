import { createElement, type ReactNode } from "react";
import * as styles from "./EmptyState.css";

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A decorative icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** A button or link that gets the visitor going again. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What to show when a list has nothing in it: no tours found, no reservations yet. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {description ? <p className={styles.description}>{description}</p> : null}
      {action}
    </div>
  );
}
