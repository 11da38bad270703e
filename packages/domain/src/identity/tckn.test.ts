import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTckn, isValidTckn, tcknCheckDigits } from "./tckn.ts";

/** fast-check arbitrary of valid TCKNs, built from nine random digits. */
export const tcknArb = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => [first, ...rest, ...tcknCheckDigits([first, ...rest])].join(""));

describe("TCKN: Turkish identity number", () => {
  it("accepts known valid numbers", () => {
    expect(isValidTckn("10000000146")).toBe(true);
    expect(isValidTckn("12345678950")).toBe(true);
    // Worked by hand from the rule: 271828182 → odd places 2+1+2+1+2 = 8, even places 7+8+8+8 = 31,
    // d10 = (8·7 − 31) mod 10 = 5; the nine digits sum to 39, so d11 = (39 + 5) mod 10 = 4.
    expect(isValidTckn("27182818254")).toBe(true);
    expect(isValidTckn("99999999990")).toBe(true);
    expect(isValidTckn("31415926562")).toBe(true);
    expect(isValidTckn("27182818264")).toBe(false);
    expect(isValidTckn("27182818255")).toBe(false);
  });

  it("generates one digit per draw, the first never 0", () => {
    expect(generateTckn(() => 0)).toBe("10000000078");
    expect(generateTckn(() => 0.5)).toBe("55555555550");
    expect(generateTckn(() => 0.999999)).toBe("99999999990");
  });

  it.each([
    ["12345678901"],
    ["02345678950"],
    ["1234567895"],
    ["123456789500"],
    ["1234567895a"],
    [""],
    [12345678950],
    [null],
  ])("rejects %j", (value) => {
    expect(isValidTckn(value)).toBe(false);
  });

  it("★ every generated number is valid; changing one digit breaks it", () => {
    fc.assert(
      fc.property(tcknArb, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (tckn, position, delta) => {
        expect(isValidTckn(tckn)).toBe(true);
        const digits = [...tckn].map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        expect(isValidTckn(digits.join(""))).toBe(false);
      }),
    );
  });

  it("★ generateTckn makes valid numbers from any random source", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 9, maxLength: 9 }),
        (values) => {
          let i = 0;
          const tckn = generateTckn(() => values[i++ % values.length] ?? 0);
          expect(isValidTckn(tckn)).toBe(true);
        },
      ),
    );
    expect(isValidTckn(generateTckn(() => 0.999999))).toBe(true);
    expect(isValidTckn(generateTckn(() => 0))).toBe(true);
  });
});
