import { visuallyHidden } from "../css/utils.css";
import { cx } from "../hooks/cx";
import * as styles from "./Tagline.css";

/**
 * The tagline's markup: screen readers get the whole tagline once (`full`), sighted visitors the
 * part typed so far (`shown`) and, while typing, a caret.
 */
export function TaglineFrame({
  full,
  shown,
  caret,
  className,
}: {
  full: string;
  shown: string;
  caret: boolean;
  className?: string | undefined;
}) {
  return (
    <p className={cx(styles.tagline, className)}>
      <span className={visuallyHidden}>{full}</span>
      <span aria-hidden="true" data-testid="tagline-visible">
        {shown}
        {caret ? <span className={styles.caret} /> : null}
      </span>
    </p>
  );
}
