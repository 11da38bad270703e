import { describe, expect, it } from "vitest";
import { ariaSort, compareSortValues, sortRows } from "./sorting";

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
    expect(compareSortValues(10, 9, tr, "desc")).toBeLessThan(0);
  });

  it("keeps blanks last in both directions", () => {
    for (const direction of ["asc", "desc"] as const) {
      expect(compareSortValues(null, 1, tr, direction)).toBeGreaterThan(0);
      expect(compareSortValues("", "a", tr, direction)).toBeGreaterThan(0);
      expect(compareSortValues("a", undefined, tr, direction)).toBeLessThan(0);
      expect(compareSortValues(null, undefined, tr, direction)).toBe(0);
    }
  });
});

describe("sortRows", () => {
  const rows = [
    { id: "a", total: 300 },
    { id: "b", total: null },
    { id: "c", total: 100 },
    { id: "d", total: 300 },
  ];
  it("sorts both ways, stably, with blanks last", () => {
    expect(sortRows(rows, (row) => row.total, "asc", tr).map((row) => row.id)).toEqual(["c", "a", "d", "b"]);
    expect(sortRows(rows, (row) => row.total, "desc", tr).map((row) => row.id)).toEqual(["a", "d", "c", "b"]);
    expect(rows.map((row) => row.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("ariaSort", () => {
  it("maps the sort state to aria-sort", () => {
    expect(ariaSort("asc")).toBe("ascending");
    expect(ariaSort("desc")).toBe("descending");
    expect(ariaSort(false)).toBe("none");
  });
});
