import { useEffect, useState } from "react";
import { TaglineFrame } from "./TaglineFrame";
import type { TaglineMode } from "./modes";
import {
  defaultRotationMs,
  defaultTypewriterTiming,
  initialTypewriterState,
  typewriterStep,
  type TypewriterTiming,
} from "./typewriter";

/**
 * The moving tagline (spec §9): types and deletes each tagline, or swaps whole ones. Tagline
 * loads this module once the page runs and motion is allowed (issue 10).
 */
export function TaglineMotion({
  taglines,
  mode,
  timing = defaultTypewriterTiming,
  rotationMs = defaultRotationMs,
  className,
}: {
  taglines: readonly string[];
  mode: TaglineMode;
  timing?: TypewriterTiming | undefined;
  rotationMs?: number | undefined;
  className?: string | undefined;
}) {
  const [state, setState] = useState(initialTypewriterState);

  useEffect(() => {
    if (mode !== "typewriter") return;
    const { next, delayMs } = typewriterStep(state, taglines, timing);
    const id = setTimeout(() => setState(next), delayMs);
    return () => clearTimeout(id);
  }, [mode, state, taglines, timing]);

  useEffect(() => {
    if (mode !== "rotate" || taglines.length < 2) return;
    const id = setInterval(() => setState((s) => ({ ...s, index: (s.index + 1) % taglines.length })), rotationMs);
    return () => clearInterval(id);
  }, [mode, rotationMs, taglines.length]);

  const full = taglines[state.index % Math.max(taglines.length, 1)] ?? "";
  const typing = mode === "typewriter";
  return (
    <TaglineFrame
      full={full}
      shown={typing ? full.slice(0, state.visible) : full}
      caret={typing}
      className={className}
    />
  );
}
