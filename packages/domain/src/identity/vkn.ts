/**
 * Turkish tax number (Vergi Kimlik No, VKN) of a company: 10 digits, the last a check digit.
 * For the first nine digits d1…d9 (i = 1…9): t = (dᵢ + 10 − i) mod 10, v = t·2^(10−i) mod 9, and
 * v = 9 when t ≠ 0 and v = 0; the check digit is (10 − Σv mod 10) mod 10 (GİB's published rule).
 * A person's tax number is their TCKN (`isValidTckn`).
 */
export function isValidVkn(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{10}$/.test(value)) return false;
  return vknCheckDigit([...value.slice(0, 9)].map(Number)) === Number(value[9]);
}

/** The check digit for the first nine digits. */
export function vknCheckDigit(firstNine: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = ((firstNine[i] ?? 0) + 9 - i) % 10;
    let v = (t * 2 ** (9 - i)) % 9;
    if (t !== 0 && v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid VKN from a random source returning numbers in [0, 1) (seeded in tests and seeds). */
export function generateVkn(random: () => number): string {
  const firstNine = Array.from({ length: 9 }, () => Math.min(9, Math.floor(random() * 10)));
  return [...firstNine, vknCheckDigit(firstNine)].join("");
}
