import { describe, expect, it } from "vitest";
import { generateVkn, isValidVkn, vknCheckDigit } from "./vkn.ts";

// Check digits from GİB's published rule, computed apart from the code under test (a separate
// script). By hand for 123456789: tᵢ = (i + 10 − i) mod 10 = 0 for every i, so every v is 0,
// Σ = 0 and the check digit is (10 − 0) mod 10 = 0.
const known: [string, number][] = [
  ["123456789", 0],
  ["000000000", 1],
  ["999999999", 4],
  ["111111111", 4],
  ["987654321", 7],
  ["555555555", 3],
  ["012345678", 9],
  ["100000000", 0],
  ["000000001", 9],
];

describe("VKN check digit", () => {
  it.each(known)("%s has check digit %i", (firstNine, check) => {
    expect(vknCheckDigit([...firstNine].map(Number))).toBe(check);
    expect(isValidVkn(firstNine + check)).toBe(true);
    expect(isValidVkn(firstNine + ((check + 5) % 10))).toBe(false);
  });

  it("takes exactly ten digits in a string, nothing around them", () => {
    expect(isValidVkn("01234567890")).toBe(false); // eleven digits whose last ten are valid
    expect(isValidVkn("1234567890x")).toBe(false);
    expect(isValidVkn("x1234567890")).toBe(false);
    expect(isValidVkn(" 1234567890")).toBe(false);
    expect(isValidVkn(1234567890)).toBe(false);
    expect(isValidVkn(null)).toBe(false);
    expect(isValidVkn("")).toBe(false);
  });

  it("generates one digit per draw, from the low to the high end of [0, 1)", () => {
    expect(generateVkn(() => 0)).toBe("0000000001");
    expect(generateVkn(() => 0.55)).toBe("5555555553");
    expect(generateVkn(() => 0.999999)).toBe("9999999994");
    const draws = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
    expect(generateVkn(() => draws.shift()!)).toBe("1234567890");
  });
});
