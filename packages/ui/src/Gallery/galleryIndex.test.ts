import { describe, expect, it } from "vitest";
import { wrapIndex } from "./galleryIndex";

describe("wrapIndex", () => {
  it("moves forward and back inside the gallery", () => {
    expect(wrapIndex(0, 1, 5)).toBe(1);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });
  it("wraps from the last image to the first and from the first to the last", () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(1, -7, 5)).toBe(4);
  });
  it("stays at 0 with one image or none", () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
