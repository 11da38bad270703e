import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultTypewriterTiming, initialTypewriterState, typewriterStep, type TypewriterState } from "./typewriter";

/** Drives the pure step function with fake timers, the way the Tagline component does. */
function run(taglines: string[], random: () => number, onShow: (text: string, at: number) => void) {
  let state: TypewriterState = initialTypewriterState;
  const tick = () => {
    const { next, delayMs } = typewriterStep(state, taglines, defaultTypewriterTiming, random);
    setTimeout(() => {
      state = next;
      onShow((taglines[state.index] ?? "").slice(0, state.visible), Date.now());
      tick();
    }, delayMs);
  };
  tick();
}

describe("typewriter timing (§9)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it("types each character in 120–160 ms", () => {
    for (const r of [0, 0.5, 0.999]) {
      const { delayMs } = typewriterStep(initialTypewriterState, ["ab"], defaultTypewriterTiming, () => r);
      expect(delayMs).toBeGreaterThanOrEqual(120);
      expect(delayMs).toBeLessThanOrEqual(160);
    }
  });

  it("pauses 1500 ms on the full text, then deletes each character in 40–80 ms", () => {
    const full = { index: 0, visible: 2, phase: "typing" } as const;
    expect(typewriterStep(full, ["ab"], defaultTypewriterTiming, () => 0.5)).toEqual({
      next: { index: 0, visible: 2, phase: "deleting" },
      delayMs: 1500,
    });
    for (const r of [0, 1]) {
      const { next, delayMs } = typewriterStep(
        { ...full, phase: "deleting" },
        ["ab"],
        defaultTypewriterTiming,
        () => r,
      );
      expect(next.visible).toBe(1);
      expect(delayMs).toBe(r === 0 ? 40 : 80);
    }
  });

  it("goes to the next tagline after deleting and wraps around", () => {
    const empty = { index: 1, visible: 0, phase: "deleting" } as const;
    expect(typewriterStep(empty, ["a", "b"], defaultTypewriterTiming, () => 0).next).toEqual({
      index: 0,
      visible: 1,
      phase: "typing",
    });
  });

  it("with fake timers: 'Hi' is typed by 320 ms (slowest), shown 1500 ms, deleted, then 'Yo' starts", () => {
    const shown: [string, number][] = [];
    run(
      ["Hi", "Yo"],
      () => 1,
      (text, at) => shown.push([text, at]),
    );
    vi.advanceTimersByTime(320);
    expect(shown).toEqual([
      ["H", 160],
      ["Hi", 320],
    ]);
    vi.advanceTimersByTime(1500); // pause: still "Hi" (phase flips to deleting)
    expect(shown.at(-1)).toEqual(["Hi", 1820]);
    vi.advanceTimersByTime(160); // two deletions at 80 ms
    expect(shown.at(-1)).toEqual(["", 1980]);
    vi.advanceTimersByTime(160);
    expect(shown.at(-1)).toEqual(["Y", 2140]);
  });
});
