import { describe, expect, it } from "vitest";
import { tourDayOn } from "./underWay.ts";

describe("a departure under way", () => {
  const departure = { startDate: "2026-12-30", returnDate: "2027-01-05" } as const;

  it("counts the tour's day from 1 on the start day to the last on the return day, across a year", () => {
    expect(tourDayOn(departure, "2026-12-30")).toBe(1);
    expect(tourDayOn(departure, "2027-01-01")).toBe(3);
    expect(tourDayOn(departure, "2027-01-05")).toBe(7);
  });

  it("is not under way before it starts or after it returns", () => {
    expect(tourDayOn(departure, "2026-12-29")).toBeNull();
    expect(tourDayOn(departure, "2027-01-06")).toBeNull();
  });
});
