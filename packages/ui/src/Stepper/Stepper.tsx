import { Minus, Plus } from "lucide-react";
import { useId, type KeyboardEvent } from "react";
import * as styles from "./Stepper.css";

export interface StepperProps {
  label: string;
  /** Optional hint under the label, e.g. '0–2 yaş'. */
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Accessible names of the buttons, e.g. 'Yetişkin azalt' / 'Yetişkin artır'. */
  decrementLabel: string;
  incrementLabel: string;
}

/**
 * A counter with − and + buttons. At a limit the button stays focusable but is marked
 * `aria-disabled`, so keyboard focus is never dropped; arrow keys, Home and End work on both.
 */
export function Stepper({ label, hint, value, min, max, onChange, decrementLabel, incrementLabel }: StepperProps) {
  const labelId = useId();
  const hintId = useId();
  const set = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    if (clamped !== value) onChange(clamped);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowRight: value + 1,
      ArrowDown: value - 1,
      ArrowLeft: value - 1,
      Home: min,
      End: max,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined} className={styles.root}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {hint ? (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decrementLabel}
          aria-disabled={value <= min}
          onClick={() => set(value - 1)}
          onKeyDown={onKeyDown}
        >
          <Minus aria-hidden="true" size={16} />
        </button>
        {/* Not an <output>: that is a live region, and RoomPicker already announces changes once. */}
        <span className={styles.value}>{value}</span>
        <button
          type="button"
          className={styles.button}
          aria-label={incrementLabel}
          aria-disabled={value >= max}
          onClick={() => set(value + 1)}
          onKeyDown={onKeyDown}
        >
          <Plus aria-hidden="true" size={16} />
        </button>
      </div>
    </div>
  );
}
