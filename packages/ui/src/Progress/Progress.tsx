import { useId } from "react";
import { visuallyHidden } from "../css/utils.css";
import * as styles from "./Progress.css";

export interface SpinnerProps {
  /** Spoken (and, with `showLabel`, shown) text: 'Yükleniyor'. */
  label: string;
  showLabel?: boolean;
  size?: number;
}

/** An indeterminate wait. Under reduced motion the ring stands still. */
export function Spinner({ label, showLabel = false, size = 24 }: SpinnerProps) {
  return (
    <span className={styles.spinner} role="status">
      <span className={styles.ring} style={{ width: size, height: size }} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}

export interface ProgressProps {
  label: string;
  value: number;
  max?: number;
  /** Pre-formatted value, shown and spoken instead of a bare number: '2 / 4 adım', '%50'. */
  valueText?: string;
}

/** A determinate progress bar (upload, booking steps) with a visible label. */
export function Progress({ label, value, max = 100, valueText }: ProgressProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  return (
    <div className={styles.progress}>
      <div className={styles.labelRow}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {valueText ? (
          <span className={styles.valueText} aria-hidden="true">
            {valueText}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }} />
      </div>
    </div>
  );
}
