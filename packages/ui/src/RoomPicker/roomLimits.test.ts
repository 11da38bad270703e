import { describe, expect, it } from "vitest";
import { canAddRoom, canRemoveRoom, formatLabel, roomCountRanges, stepCount } from "./roomLimits";

const types = [
  { value: "SINGLE", label: "Single", capacity: 1 },
  { value: "DOUBLE", label: "Double", capacity: 2 },
  { value: "QUAD", label: "Quad", capacity: 4 },
];

describe("stepper limits", () => {
  it("keeps adults + children within the room type's capacity, at least one adult", () => {
    expect(roomCountRanges({ adult: 2, child: 0, baby: 0, roomType: "DOUBLE" }, types)).toEqual({
      adult: { min: 1, max: 2 },
      child: { min: 0, max: 0 },
      baby: { min: 0, max: 1 },
    });
    expect(roomCountRanges({ adult: 2, child: 1, baby: 0, roomType: "QUAD" }, types)).toMatchObject({
      adult: { max: 3 },
      child: { max: 2 },
    });
    // An unknown or too-small type never allows fewer than the minimum adults.
    expect(roomCountRanges({ adult: 1, child: 0, baby: 0, roomType: "NOPE" }, types).adult).toEqual({ min: 1, max: 1 });
  });

  it("steps inside the range and stops at the edges", () => {
    expect(stepCount(1, -1, { min: 1, max: 2 })).toBe(1);
    expect(stepCount(1, 1, { min: 1, max: 2 })).toBe(2);
    expect(stepCount(2, 1, { min: 1, max: 2 })).toBe(2);
  });

  it("never removes the last room and caps the number of rooms", () => {
    expect(canRemoveRoom(1)).toBe(false);
    expect(canRemoveRoom(2)).toBe(true);
    expect(canAddRoom(8)).toBe(true);
    expect(canAddRoom(9)).toBe(false);
    expect(canAddRoom(2, { minAdults: 1, maxBabies: 1, maxRooms: 2 })).toBe(false);
  });

  it("fills label templates and leaves unknown placeholders", () => {
    expect(formatLabel("{room}: {label} {count}", { room: "Oda 1", label: "Yetişkin", count: 3 })).toBe(
      "Oda 1: Yetişkin 3",
    );
    expect(formatLabel("Oda {n} {x}", { n: 2 })).toBe("Oda 2 {x}");
  });
});
