/**
 * Turkish identity number (T.C. Kimlik No): 11 digits, the first not 0,
 * d10 = ((d1+d3+d5+d7+d9)·7 − (d2+d4+d6+d8)) mod 10 and d11 = (d1+…+d10) mod 10.
 */
export function isValidTckn(value: unknown): boolean {
  if (typeof value !== "string" || !/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  return tcknCheckDigits(d.slice(0, 9)).join("") === value.slice(9);
}

/** The two check digits for the first nine digits. */
export function tcknCheckDigits(firstNine: readonly number[]): [number, number] {
  const at = (i: number): number => firstNine[i] ?? 0;
  const odd = at(0) + at(2) + at(4) + at(6) + at(8);
  const even = at(1) + at(3) + at(5) + at(7);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (firstNine.reduce((sum, digit) => sum + digit, 0) + tenth) % 10;
  return [tenth, eleventh];
}

/**
 * A valid TCKN from a random source returning numbers in [0, 1) (pass a seeded one in tests and
 * seeds; the domain never calls Math.random itself).
 */
export function generateTckn(random: () => number): string {
  const digit = (min: number): number => min + Math.min(9 - min, Math.floor(random() * (10 - min)));
  const firstNine = [digit(1), ...Array.from({ length: 8 }, () => digit(0))];
  return [...firstNine, ...tcknCheckDigits(firstNine)].join("");
}
