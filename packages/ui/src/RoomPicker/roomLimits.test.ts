import { describe, expect, it } from "vitest";
import { formatLabel, stepCount } from "./roomLimits";

describe("stepper presentation", () => {
  it("steps inside the range and stops at the edges", () => {
    expect(stepCount(1, -1, { min: 1, max: 2 })).toBe(1);
    expect(stepCount(1, 1, { min: 1, max: 2 })).toBe(2);
    expect(stepCount(2, 1, { min: 1, max: 2 })).toBe(2);
  });

  it("fills label templates and leaves unknown placeholders", () => {
    expect(formatLabel("{room}: {label} {count}", { room: "Oda 1", label: "Yetişkin", count: 3 })).toBe(
      "Oda 1: Yetişkin 3",
    );
    expect(formatLabel("Oda {n} {x}", { n: 2 })).toBe("Oda 2 {x}");
  });
});
