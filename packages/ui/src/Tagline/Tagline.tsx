import { useEffect, useState } from "react";
import { useReducedMotion } from "../hooks/useReducedMotion";
import { visuallyHidden } from "../css/utils.css";
import { cx } from "../hooks/cx";
import * as styles from "./Tagline.css";
import {
  defaultRotationMs,
  defaultTypewriterTiming,
  initialTypewriterState,
  typewriterStep,
  type TypewriterTiming,
} from "./typewriter";

export const taglineModes = ["typewriter", "rotate"] as const;
export type TaglineMode = (typeof taglineModes)[number];

export interface TaglineProps {
  taglines: readonly string[];
  /** `typewriter` types and deletes each tagline; `rotate` swaps whole taglines. */
  mode?: TaglineMode;
  timing?: TypewriterTiming;
  rotationMs?: number;
  className?: string;
}

/**
 * The header's moving tagline (§2, §9). Screen readers get the whole current tagline once, not
 * each typed letter; with reduced motion the first tagline stands still.
 */
export function Tagline({
  taglines,
  mode = "typewriter",
  timing = defaultTypewriterTiming,
  rotationMs = defaultRotationMs,
  className,
}: TaglineProps) {
  const reduced = useReducedMotion();
  const [state, setState] = useState(initialTypewriterState);
  const animate = !reduced && taglines.length > 0;

  useEffect(() => {
    if (!animate || mode !== "typewriter") return;
    const { next, delayMs } = typewriterStep(state, taglines, timing);
    const id = setTimeout(() => setState(next), delayMs);
    return () => clearTimeout(id);
  }, [animate, mode, state, taglines, timing]);

  useEffect(() => {
    if (!animate || mode !== "rotate" || taglines.length < 2) return;
    const id = setInterval(() => setState((s) => ({ ...s, index: (s.index + 1) % taglines.length })), rotationMs);
    return () => clearInterval(id);
  }, [animate, mode, rotationMs, taglines.length]);

  const full = taglines[state.index % Math.max(taglines.length, 1)] ?? "";
  const shown = !animate || mode === "rotate" ? full : full.slice(0, state.visible);

  return (
    <p className={cx(styles.tagline, className)}>
      <span className={visuallyHidden}>{full}</span>
      <span aria-hidden="true" data-testid="tagline-visible">
        {shown}
        {animate && mode === "typewriter" ? <span className={styles.caret} /> : null}
      </span>
    </p>
  );
}
