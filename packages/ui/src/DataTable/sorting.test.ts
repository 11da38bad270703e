import { describe, expect, it } from "vitest";
import { ariaSort, compareSortValues } from "./sorting";

const tr = new Intl.Collator("tr", { numeric: true, sensitivity: "base" });

describe("compareSortValues", () => {
  it("orders Turkish names in the Turkish alphabet", () => {
    const names = ["Şahin", "Çelik", "Zeki", "Can", "Sami", "Ilgaz", "İnce", "Öztürk", "Ozan"];
    expect([...names].sort((a, b) => compareSortValues(a, b, tr))).toEqual([
      "Can",
      "Çelik",
      "Ilgaz",
      "İnce",
      "Ozan",
      "Öztürk",
      "Sami",
      "Şahin",
      "Zeki",
    ]);
  });

  it("orders numbers by size and numeric text naturally", () => {
    expect(compareSortValues(9, 10, tr)).toBeLessThan(0);
    expect(compareSortValues("R-9", "R-10", tr)).toBeLessThan(0);
  });

  it("puts blanks last", () => {
    expect(compareSortValues(null, 1, tr)).toBeGreaterThan(0);
    expect(compareSortValues("", "a", tr)).toBeGreaterThan(0);
    expect(compareSortValues("a", undefined, tr)).toBeLessThan(0);
    expect(compareSortValues(null, undefined, tr)).toBe(0);
  });
});

describe("ariaSort", () => {
  it("maps the sort state to aria-sort", () => {
    expect(ariaSort("asc")).toBe("ascending");
    expect(ariaSort("desc")).toBe("descending");
    expect(ariaSort(false)).toBe("none");
  });
});
