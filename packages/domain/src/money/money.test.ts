import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addMoney,
  allocateMoney,
  currencies,
  formatMoney,
  isCurrency,
  money,
  moneyFromDecimal,
  multiplyMoney,
  splitMoney,
  subtractMoney,
  sumMoney,
  toDecimalString,
  displayCurrency,
} from "./money.ts";

const amountArb = fc.integer({ min: -1e12, max: 1e12 });

describe("spec §9: money in integer minor units", () => {
  it("refuses non-integer amounts and mixed currencies", () => {
    expect(() => money(10.5, "TRY")).toThrow(RangeError);
    expect(() => addMoney(money(1, "TRY"), money(1, "USD"))).toThrow(/CURRENCY_MISMATCH/);
    expect(() => multiplyMoney(money(1, "TRY"), 1.5)).toThrow(RangeError);
    expect(isCurrency("SAR")).toBe(true);
    expect(isCurrency("GBP")).toBe(false);
    expect(currencies).toEqual(["TRY", "USD", "EUR", "SAR"]);
  });

  it("parses and prints decimals exactly", () => {
    expect(moneyFromDecimal("0.1", "TRY")).toEqual(money(10, "TRY"));
    expect(moneyFromDecimal("1234.56", "EUR")).toEqual(money(123456, "EUR"));
    expect(moneyFromDecimal("-0.05", "USD")).toEqual(money(-5, "USD"));
    expect(moneyFromDecimal("-0", "USD")).toEqual(money(0, "USD"));
    expect(moneyFromDecimal("1.234", "TRY")).toBeNull();
    expect(moneyFromDecimal("1,5", "TRY")).toBeNull();
    expect(moneyFromDecimal("99999999999999999", "TRY")).toBeNull();
    expect(toDecimalString(money(5, "TRY"))).toBe("0.05");
    expect(toDecimalString(money(-123456, "TRY"))).toBe("-1234.56");
  });

  it("adds 0.1 + 0.2 without floating-point error", () => {
    const a = moneyFromDecimal("0.1", "TRY");
    const b = moneyFromDecimal("0.2", "TRY");
    expect(a && b && toDecimalString(addMoney(a, b))).toBe("0.30");
    expect(subtractMoney(money(30, "TRY"), money(10, "TRY"))).toEqual(money(20, "TRY"));
    expect(sumMoney([], "SAR")).toEqual(money(0, "SAR"));
  });

  it("formats in tr-TR and en", () => {
    expect(formatMoney(money(123450, "TRY"), "tr")).toBe("₺1.234,50");
    expect(formatMoney(money(123400, "TRY"), "tr")).toBe("₺1.234");
    expect(formatMoney(money(123400, "TRY"), "tr", { withDecimals: true })).toBe("₺1.234,00");
    expect(formatMoney(money(123450, "USD"), "en")).toBe("US$1,234.50");
    expect(formatMoney(money(123450, "EUR"))).toBe("€1.234,50");
    expect(formatMoney(money(900719925474099, "TRY"), "tr")).toBe("₺9.007.199.254.740,99");
  });

  it("★ decimal round trip is exact", () => {
    fc.assert(
      fc.property(amountArb, fc.constantFrom(...currencies), (amount, currency) => {
        expect(moneyFromDecimal(toDecimalString(money(amount, currency)), currency)).toEqual(money(amount, currency));
      }),
    );
  });

  it("★ a split's parts add up to the whole and differ by at most 1", () => {
    fc.assert(
      fc.property(amountArb, fc.integer({ min: 1, max: 50 }), (amount, n) => {
        const parts = splitMoney(money(amount, "TRY"), n);
        expect(parts).toHaveLength(n);
        expect(sumMoney(parts, "TRY").amount).toBe(amount);
        const values = parts.map((p) => p.amount);
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("★ an allocation by ratios adds up to the whole", () => {
    fc.assert(
      fc.property(
        amountArb,
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 10 })
          .filter((r) => r.some((x) => x > 0)),
        (amount, ratios) => {
          const parts = allocateMoney(money(amount, "SAR"), ratios);
          expect(sumMoney(parts, "SAR").amount).toBe(amount);
          ratios.forEach((r, i) => {
            if (r === 0) expect(parts[i]?.amount).toBe(0);
          });
        },
      ),
    );
  });

  it("splits 100.00 in three as 33.34 + 33.33 + 33.33 and rejects bad input", () => {
    expect(splitMoney(money(10000, "TRY"), 3).map((m) => m.amount)).toEqual([3334, 3333, 3333]);
    expect(allocateMoney(money(-100, "TRY"), [1, 1, 1]).map((m) => m.amount)).toEqual([-34, -33, -33]);
    expect(() => splitMoney(money(1, "TRY"), 0)).toThrow(RangeError);
    expect(() => allocateMoney(money(1, "TRY"), [])).toThrow(RangeError);
    expect(() => allocateMoney(money(1, "TRY"), [0, 0])).toThrow(RangeError);
    expect(() => allocateMoney(money(1, "TRY"), [1.5])).toThrow(RangeError);
  });
});

describe("the currency a locale sees first", () => {
  it("is lira in Turkish and dollars in English", () => {
    expect(displayCurrency).toEqual({ tr: "TRY", en: "USD" });
  });
});

describe("money edges (mutation survivors, issue 23 §5)", () => {
  it("reads a decimal with spaces around it and writes zero without a sign", () => {
    expect(moneyFromDecimal(" 12.5 ", "TRY")).toEqual(money(1250, "TRY"));
    expect(toDecimalString(money(0, "TRY"))).toBe("0.00");
    expect(toDecimalString(money(5, "TRY"))).toBe("0.05");
    expect(toDecimalString(money(-5, "TRY"))).toBe("-0.05");
  });

  it("refuses to subtract across currencies or multiply by a fraction", () => {
    expect(() => subtractMoney(money(100, "TRY"), money(1, "USD"))).toThrow(TypeError);
    expect(() => multiplyMoney(money(100, "TRY"), 1.5)).toThrow(RangeError);
  });

  it("allocates by unequal ratios, the remainder to the largest share, ties to the earlier part", () => {
    const amounts = (value: number, ratios: number[]) =>
      allocateMoney(money(value, "TRY"), ratios).map((m) => m.amount);
    expect(amounts(100, [1, 3])).toEqual([25, 75]);
    // 10 × 1/3 = 3.33…, 10 × 2/3 = 6.66…: the one left over goes to the larger fraction.
    expect(amounts(10, [1, 2])).toEqual([3, 7]);
    expect(amounts(-10, [1, 2])).toEqual([-3, -7]);
    expect(amounts(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(amounts(11, [1, 1, 1])).toEqual([4, 4, 3]);
    expect(amounts(7, [0, 1])).toEqual([0, 7]);
    for (const ratios of [[], [1, -1], [1, 1.5], [0, 0]])
      expect(() => allocateMoney(money(10, "TRY"), ratios)).toThrow(RangeError);
  });

  it("splits into whole, positive numbers of parts only", () => {
    expect(splitMoney(money(100, "TRY"), 3).map((m) => m.amount)).toEqual([34, 33, 33]);
    for (const parts of [0, -1, 1.5]) expect(() => splitMoney(money(100, "TRY"), parts)).toThrow(RangeError);
  });
});
