/** Timings of spec §9: 120–160 ms per typed character, 40–80 ms per deleted, 1500 ms pause. */
export interface TypewriterTiming {
  typeMinMs: number;
  typeMaxMs: number;
  deleteMinMs: number;
  deleteMaxMs: number;
  pauseMs: number;
}

export const defaultTypewriterTiming: TypewriterTiming = {
  typeMinMs: 120,
  typeMaxMs: 160,
  deleteMinMs: 40,
  deleteMaxMs: 80,
  pauseMs: 1500,
};

/** Spec §9: rotating taglines change every 2000 ms. */
export const defaultRotationMs = 2000;

export interface TypewriterState {
  index: number;
  visible: number;
  phase: "typing" | "deleting";
}

export const initialTypewriterState: TypewriterState = { index: 0, visible: 0, phase: "typing" };

function between(min: number, max: number, random: () => number): number {
  return Math.round(min + (max - min) * random());
}

/**
 * One tick of the typewriter: the state to show next and how long to wait before showing it.
 * Pure, so the timing rules are unit-tested without a DOM or real clock.
 */
export function typewriterStep(
  state: TypewriterState,
  taglines: readonly string[],
  timing: TypewriterTiming = defaultTypewriterTiming,
  random: () => number = Math.random,
): { next: TypewriterState; delayMs: number } {
  const text = taglines[state.index % taglines.length] ?? "";
  if (state.phase === "typing") {
    if (state.visible < text.length) {
      return {
        next: { ...state, visible: state.visible + 1 },
        delayMs: between(timing.typeMinMs, timing.typeMaxMs, random),
      };
    }
    return { next: { ...state, phase: "deleting" }, delayMs: timing.pauseMs };
  }
  if (state.visible > 0) {
    return {
      next: { ...state, visible: state.visible - 1 },
      delayMs: between(timing.deleteMinMs, timing.deleteMaxMs, random),
    };
  }
  // The empty line is already on screen: the next tagline's first letter comes one typing beat later.
  const index = (state.index + 1) % Math.max(taglines.length, 1);
  return {
    next: { index, visible: Math.min(1, (taglines[index] ?? "").length), phase: "typing" },
    delayMs: between(timing.typeMinMs, timing.typeMaxMs, random),
  };
}
