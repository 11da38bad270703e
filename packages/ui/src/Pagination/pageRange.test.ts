import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageRange } from "./pageRange";

describe("pageRange", () => {
  it("lists every page when there are few", () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(1, 0)).toEqual([]);
  });

  it("puts gaps around the current page's neighbours", () => {
    expect(pageRange(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageRange(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageRange(20, 20)).toEqual([1, "gap", 19, 20]);
    expect(pageRange(10, 20, 2)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
  });

  it("shows a single missing page instead of a gap", () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageRange(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("clamps a current page outside the range", () => {
    expect(pageRange(0, 5)).toEqual(pageRange(1, 5));
    expect(pageRange(99, 5)).toEqual(pageRange(5, 5));
  });

  it("is ascending, contains first, last and current, and never has two gaps in a row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.nat(3), (a, b, siblings) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageRange(current, total, siblings);
        const pages = items.filter((item): item is number => item !== "gap");
        expect(pages).toEqual([...pages].sort((x, y) => x - y));
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        items.forEach((item, i) => {
          if (item === "gap") {
            expect(items[i + 1]).not.toBe("gap");
            // A gap always stands for at least two pages.
            expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(2);
          }
        });
        expect(items.length).toBeLessThanOrEqual(2 * siblings + 5);
      }),
    );
  });
});
