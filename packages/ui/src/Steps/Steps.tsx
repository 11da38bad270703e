import { visuallyHidden } from "../css/utils.css";
import * as styles from "./Steps.css";

export interface StepsProps {
  /** The list's accessible name: 'Rezervasyon adımları'. */
  label: string;
  steps: readonly { id: string; label: string }[];
  /** The id of the step the visitor is on; the ones before it are done. */
  current: string;
  /** Spoken after a finished step's name: 'tamamlandı' / 'completed'. */
  doneLabel: string;
}

export type StepState = "done" | "current" | "todo";

/**
 * Where a visitor is in a flow of a few steps (the reservation planner): numbered markers, a
 * check on the finished ones, `aria-current="step"` on the current one. It only shows: moving
 * between steps belongs to the flow's own buttons (and its machine).
 */
export function Steps({ label, steps, current, doneLabel }: StepsProps) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol className={styles.root} aria-label={label}>
      {steps.map((step, index) => {
        const state: StepState = index < currentIndex ? "done" : index === currentIndex ? "current" : "todo";
        return (
          <li
            key={step.id}
            className={styles.step[state]}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
          >
            <span className={styles.marker[state]} aria-hidden="true">
              {state === "done" ? "✓" : index + 1}
            </span>
            <span className={styles.label[state]}>
              {step.label}
              {state === "done" ? <span className={visuallyHidden}> ({doneLabel})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
