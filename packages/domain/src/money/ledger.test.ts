import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cashDeskRequestSchema,
  cashDeskSign,
  transactionTypes,
  cashDeskUpdateSchema,
  convertMoney,
  divideRounded,
  formatRate,
  identityRate,
  lockPayment,
  maxRateMicros,
  maxTransactionMinor,
  parseAmount,
  parseRate,
  rateToString,
  reservationBalance,
  reservationPaid,
  reversalOf,
  reversalRefusal,
  transactionFormSchema,
  transactionFromForm,
  transactionRequestSchema,
  type ExchangeRate,
  type LedgerEntry,
} from "./ledger.ts";
import { currencies, money, type Currency } from "./money.ts";

const rateArb = fc.integer({ min: 1, max: 1_000_000 * 1_000_000 }).map((micros): ExchangeRate => ({ micros }));
const currencyArb = fc.constantFrom(...currencies);

/**
 * The expected conversion worked out independently of the code under test: exact rational
 * arithmetic with BigInt, then half away from zero by comparing twice the remainder.
 */
function expectedConversion(amount: number, micros: number): number {
  const product = BigInt(amount) * BigInt(micros);
  const scale = 1_000_000n;
  const sign = product < 0n ? -1n : 1n;
  const abs = product * sign;
  let quotient = abs / scale;
  if ((abs % scale) * 2n >= scale) quotient += 1n;
  return Number(quotient * sign);
}

describe("exchange rates (issue 26)", () => {
  it("reads rates exactly and refuses anything else", () => {
    expect(parseRate("35.5")).toEqual({ micros: 35_500_000 });
    expect(parseRate(35.5)).toEqual({ micros: 35_500_000 });
    expect(parseRate("0.028169")).toEqual({ micros: 28_169 });
    expect(parseRate("1")).toEqual(identityRate);
    for (const bad of ["", "0", "0.000000", "-1", "1e3", "35,5", "1.1234567", "abc", "99999999", Number.NaN, 1e21]) {
      expect(parseRate(bad)).toBeNull();
    }
    expect(rateToString({ micros: 35_500_000 })).toBe("35.500000");
    expect(rateToString({ micros: 5 })).toBe("0.000005");
    expect(formatRate({ micros: 35_500_000 }, "tr")).toBe("35,5");
    expect(formatRate({ micros: 35_500_000 }, "en")).toBe("35.5");
    expect(formatRate(identityRate)).toBe("1");
  });

  it("converts the issue's example: 100.00 EUR at 35.5 is 3,550.00 TRY", () => {
    expect(convertMoney(money(10000, "EUR"), parseRate("35.5")!, "TRY")).toEqual(money(355000, "TRY"));
  });

  it("rounds half away from zero, in both directions", () => {
    // 1 cent at 0.5 is half a kuruş: up to 1; minus one cent: down to −1.
    expect(convertMoney(money(1, "USD"), { micros: 500_000 }, "TRY").amount).toBe(1);
    expect(convertMoney(money(-1, "USD"), { micros: 500_000 }, "TRY").amount).toBe(-1);
    expect(convertMoney(money(3, "USD"), { micros: 500_000 }, "TRY").amount).toBe(2);
    expect(convertMoney(money(1, "USD"), { micros: 499_999 }, "TRY").amount).toBe(0);
    expect(convertMoney(money(0, "USD"), { micros: 499_999 }, "TRY")).toEqual(money(0, "TRY"));
  });

  it("refuses a rate other than 1 within one currency", () => {
    expect(() => convertMoney(money(1, "TRY"), { micros: 2_000_000 }, "TRY")).toThrow(RangeError);
    expect(convertMoney(money(123, "TRY"), identityRate, "TRY")).toEqual(money(123, "TRY"));
  });

  it("★ conversion is exact rational arithmetic rounded half away from zero", () => {
    fc.assert(
      // Up to ten million units at rates up to 1,000: every result is a safe integer.
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }).map((micros): ExchangeRate => ({ micros })),
        (amount, rate) => {
          expect(convertMoney(money(amount, "EUR"), rate, "TRY").amount).toBe(expectedConversion(amount, rate.micros));
        },
      ),
    );
  });

  it("★ converting the negation gives the negation (the rule is symmetric)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), rateArb, (amount, rate) => {
        const up = convertMoney(money(amount, "USD"), rate, "SAR").amount;
        const down = convertMoney(money(-amount, "USD"), rate, "SAR").amount;
        expect(down).toBe(-up || 0);
      }),
    );
  });
});

/** A random ledger for a reservation: payments and refunds in any currency at any rate, some reversed. */
const entryArb = fc.record({
  type: fc.constantFrom("PAYMENT" as const, "REFUND" as const, "EXPENSE" as const),
  currency: currencyArb,
  amount: fc.integer({ min: 1, max: 1e9 }),
  rate: fc.integer({ min: 1, max: 100_000_000 }).map((micros): ExchangeRate => ({ micros })),
  reversed: fc.boolean(),
});

function buildLedger(
  reservationCurrency: Currency,
  drafts: readonly {
    type: LedgerEntry["type"];
    currency: Currency;
    amount: number;
    rate: ExchangeRate;
    reversed: boolean;
  }[],
): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  drafts.forEach((draft, index) => {
    const amount = money(draft.amount, draft.currency);
    const locked = lockPayment(amount, reservationCurrency, draft.currency === reservationCurrency ? null : draft.rate);
    if (!locked.ok) throw new Error("lockPayment refused a valid entry");
    const entry: LedgerEntry = {
      id: String(index),
      type: draft.type,
      amount,
      rate: locked.rate,
      reservationAmount: draft.type === "EXPENSE" ? null : locked.reservationAmount,
      reversesId: null,
    };
    entries.push(entry);
    if (draft.reversed) entries.push(reversalOf(entry, `r${index}`));
  });
  return entries;
}

describe("a reservation's balance (issue 26)", () => {
  it("is total − payments + refunds; expenses do not count", () => {
    const total = money(1_000_000, "TRY");
    const entries = buildLedger("TRY", [
      { type: "PAYMENT", currency: "EUR", amount: 10000, rate: parseRate("35.5")!, reversed: false },
      { type: "PAYMENT", currency: "TRY", amount: 200000, rate: identityRate, reversed: false },
      { type: "REFUND", currency: "TRY", amount: 50000, rate: identityRate, reversed: false },
      { type: "EXPENSE", currency: "TRY", amount: 99999, rate: identityRate, reversed: false },
    ]);
    expect(reservationBalance(total, entries)).toEqual(money(1_000_000 - 355_000 - 200_000 + 50_000, "TRY"));
    expect(reservationPaid("TRY", entries)).toEqual(money(355_000 + 200_000 - 50_000, "TRY"));
    expect(lockPayment(money(1, "EUR"), "TRY", null)).toEqual({ ok: false, fields: { rate: ["RATE_REQUIRED"] } });
    // The largest amount at the largest rate: refused as a field, never an overflow.
    expect(lockPayment(money(100_000_000_000, "EUR"), "TRY", { micros: 1_000_000_000_000 })).toEqual({
      ok: false,
      fields: { rate: ["INVALID_VALUE"] },
    });
    expect(lockPayment(money(1, "TRY"), "TRY", { micros: 2_000_000 })).toEqual({
      ok: false,
      fields: { rate: ["INVALID_VALUE"] },
    });
  });

  it("★ for random payment sequences, currencies and rates, equals total − payments + refunds to the minor unit", () => {
    fc.assert(
      fc.property(
        currencyArb,
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(entryArb, { maxLength: 30 }),
        (currency, total, drafts) => {
          const entries = buildLedger(currency, drafts);
          // Independently: sum the kept (not reversed) payments and refunds, converted by BigInt.
          let expected = total;
          for (const draft of drafts) {
            if (draft.reversed || draft.type === "EXPENSE") continue;
            const converted =
              draft.currency === currency ? draft.amount : expectedConversion(draft.amount, draft.rate.micros);
            expected += draft.type === "PAYMENT" ? -converted : converted;
          }
          expect(reservationBalance(money(total, currency), entries)).toEqual(money(expected, currency));
        },
      ),
    );
  });

  it("★ a reversal restores the balance exactly, wherever it comes in the ledger", () => {
    fc.assert(
      fc.property(
        currencyArb,
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(
          entryArb.map((e) => ({ ...e, reversed: false })),
          { minLength: 1, maxLength: 20 },
        ),
        fc.nat(),
        fc.nat(),
        (currency, total, drafts, pick, at) => {
          const entries = buildLedger(currency, drafts);
          const before = reservationBalance(money(total, currency), entries);
          const original = entries[pick % entries.length]!;
          const reversal = reversalOf(original, "rev");
          const after = [...entries];
          after.splice(at % (after.length + 1), 0, reversal);
          const withoutOriginal = entries.filter((e) => e !== original);
          expect(reservationBalance(money(total, currency), after)).toEqual(
            reservationBalance(money(total, currency), withoutOriginal),
          );
          // …and reversing it leaves the books as if the original had never been entered.
          expect(
            reservationBalance(
              money(total, currency),
              [...after].filter((e) => e !== reversal),
            ),
          ).toEqual(before);
        },
      ),
    );
  });

  it("refuses to reverse a reversal or an entry twice", () => {
    const entry: LedgerEntry = {
      id: "1",
      type: "PAYMENT",
      amount: money(100, "TRY"),
      rate: identityRate,
      reservationAmount: money(100, "TRY"),
      reversesId: null,
    };
    const reversal = reversalOf(entry, "2");
    expect(reversal).toMatchObject({
      amount: money(-100, "TRY"),
      reservationAmount: money(-100, "TRY"),
      reversesId: "1",
    });
    expect(reversalRefusal(entry, [])).toBeNull();
    expect(reversalRefusal(entry, [entry, reversal])).toBe("ALREADY_REVERSED");
    expect(reversalRefusal(reversal, [entry, reversal])).toBe("REVERSAL_NOT_REVERSIBLE");
  });
});

describe("the transaction request and form", () => {
  const base = {
    type: "PAYMENT",
    cashDeskId: 3,
    currency: "EUR",
    amount: 10000,
    paymentType: "CASH",
    date: "2026-11-26",
    customerType: "CUSTOMER",
    reservationCode: "rh-2026-000123",
    rate: "35.5",
  };

  it("reads the issue's body", () => {
    const parsed = transactionRequestSchema.parse(base);
    expect(parsed).toMatchObject({ amount: 10000, reservationCode: "RH-2026-000123", rate: { micros: 35_500_000 } });
    expect(transactionRequestSchema.parse({ ...base, rate: 35.5 }).rate).toEqual({ micros: 35_500_000 });
  });

  it("answers a field code for each bad field", () => {
    const result = transactionRequestSchema.safeParse({
      ...base,
      type: "GIFT",
      amount: 1.5,
      currency: "GBP",
      date: "2026-13-01",
      rate: "-1",
      paymentType: "CHEQUE",
      customerType: "X",
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(fields).toMatchObject({
      type: "INVALID_VALUE",
      amount: "INVALID_VALUE",
      currency: "INVALID_VALUE",
      date: "DATE_INVALID",
      rate: "INVALID_VALUE",
      paymentType: "INVALID_VALUE",
      customerType: "INVALID_VALUE",
    });
    const expense = transactionRequestSchema.safeParse({ ...base, type: "EXPENSE" });
    expect(expense.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["reservationCode", "INVALID_VALUE"],
    ]);
    const huge = transactionRequestSchema.safeParse({ ...base, cashDeskId: 1e20 });
    expect(new Set(huge.error?.issues.map((i) => `${i.path.join(".")} ${i.message}`))).toEqual(
      new Set(["cashDeskId INVALID_VALUE"]),
    );
    const transfer = transactionRequestSchema.safeParse({ ...base, type: "TRANSFER", reservationCode: undefined });
    expect(transfer.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["toCashDeskId", "REQUIRED"]]);
    const stray = transactionRequestSchema.safeParse({ ...base, reservationCode: undefined, toCashDeskId: 2 });
    expect(stray.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["toCashDeskId", "INVALID_VALUE"]]);
  });

  it("moves a desk up for a payment and down for everything else", () => {
    expect(transactionTypes.map(cashDeskSign)).toEqual([1, -1, -1, -1]);
  });

  it("turns the form's typed amount into minor units", () => {
    const form = { ...base, amount: "1.234,5", rate: "35,5", cashDeskId: "3" };
    expect(transactionFromForm(transactionFormSchema.parse(form))).toMatchObject({
      amount: 123450,
      cashDeskId: 3,
      rate: { micros: 35_500_000 },
    });
    expect(parseAmount("1234.56", "TRY")).toEqual(money(123456, "TRY"));
    expect(parseAmount("1234,5", "TRY")).toEqual(money(123450, "TRY"));
    for (const bad of ["0", "-5", "1.234", "12,345", "abc", ""]) expect(parseAmount(bad, "TRY")).toBeNull();
    const bad = transactionFormSchema.safeParse({ ...form, amount: "12.345" });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["amount", "AMOUNT_INVALID"]]);
  });
});

describe("ledger edges (mutation survivors, issue 23 §5)", () => {
  it("reads a rate with spaces around it, up to and including the largest rate", () => {
    expect(parseRate(" 35.5 ")).toEqual({ micros: 35_500_000 });
    expect(maxRateMicros).toBe(1_000_000_000_000);
    expect(parseRate("1000000")).toEqual({ micros: 1_000_000_000_000 });
    expect(parseRate("1000000.000001")).toBeNull();
  });

  it("drops only the trailing zeros of a rate, Turkish by default", () => {
    expect(formatRate({ micros: 10_500_000 }, "en")).toBe("10.5");
    expect(formatRate({ micros: 100_000_000 }, "en")).toBe("100");
    expect(formatRate({ micros: 10_500_000 })).toBe("10,5");
  });

  it("rounds half away from zero whatever the signs", () => {
    // 7 / 2 = 3.5, 5 / 10 = 0.5, 2 / 3 ≈ 0.67, 1 / 3 ≈ 0.33
    const cases: [bigint, bigint, bigint][] = [
      [7n, 2n, 4n],
      [-7n, 2n, -4n],
      [7n, -2n, -4n],
      [-7n, -2n, 4n],
      [5n, -10n, -1n],
      [2n, 3n, 1n],
      [-2n, -3n, 1n],
      [1n, -3n, 0n],
      [0n, -5n, 0n],
    ];
    for (const [numerator, denominator, expected] of cases)
      expect(divideRounded(numerator, denominator)).toBe(expected);
  });

  it("refuses a rate at or below zero or not whole micros, and a result past the safe integers", () => {
    for (const micros of [0, -1_000_000, 1.5])
      expect(() => convertMoney(money(100, "USD"), { micros }, "TRY")).toThrow(RangeError);
    const max = Number.MAX_SAFE_INTEGER;
    expect(convertMoney(money(max, "USD"), identityRate, "TRY")).toEqual(money(max, "TRY"));
    expect(convertMoney(money(-max, "USD"), identityRate, "TRY")).toEqual(money(-max, "TRY"));
    expect(() => convertMoney(money(max, "USD"), { micros: 2_000_000 }, "TRY")).toThrow(RangeError);
    expect(() => convertMoney(money(-max, "USD"), { micros: 2_000_000 }, "TRY")).toThrow(RangeError);
  });

  it("reads Turkish grouping only when it is whole, and amounts up to the largest", () => {
    expect(parseAmount(" 1.234,50 ", "TRY")).toEqual(money(123_450, "TRY"));
    expect(parseAmount("12.345,5", "TRY")).toEqual(money(1_234_550, "TRY"));
    expect(parseAmount("1.234.567,89", "TRY")).toEqual(money(123_456_789, "TRY"));
    expect(parseAmount("1.234.567", "TRY")).toEqual(money(123_456_700, "TRY"));
    expect(parseAmount("12.345.678", "TRY")).toEqual(money(1_234_567_800, "TRY"));
    for (const bad of ["1234.567,5", "1.234.5678", "1000.000.000", "12.5x"]) expect(parseAmount(bad, "TRY")).toBeNull();
    expect(maxTransactionMinor).toBe(100_000_000_000);
    expect(parseAmount("1000000000", "TRY")).toEqual(money(100_000_000_000, "TRY"));
    expect(parseAmount("1000000000.01", "TRY")).toBeNull();
  });
});

describe("cash desks", () => {
  const codes = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.success
      ? {}
      : Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));

  it("opens a desk with a trimmed name, a currency and a kind", () => {
    expect(cashDeskRequestSchema.parse({ name: "  USD Kasa ", currency: "USD", kind: "CASH" })).toEqual({
      name: "USD Kasa",
      currency: "USD",
      kind: "CASH",
    });
    expect(codes(cashDeskRequestSchema.safeParse({ name: " ", currency: "GBP", kind: "SAFE" }))).toEqual({
      name: "REQUIRED",
      currency: "INVALID_VALUE",
      kind: "INVALID_VALUE",
    });
    expect(codes(cashDeskRequestSchema.safeParse({ name: "x".repeat(81), currency: "TRY", kind: "BANK" }))).toEqual({
      name: "TOO_LONG",
    });
    expect(codes(cashDeskRequestSchema.safeParse({ currency: "TRY", kind: "CARD" }))).toEqual({ name: "REQUIRED" });
  });

  it("renames or puts a desk out of use, one field at least, never its currency", () => {
    expect(cashDeskUpdateSchema.parse({ active: false })).toEqual({ active: false });
    expect(cashDeskUpdateSchema.parse({ name: " Banka " })).toEqual({ name: "Banka" });
    expect(codes(cashDeskUpdateSchema.safeParse({}))).toEqual({ active: "REQUIRED" });
    expect(codes(cashDeskUpdateSchema.safeParse({ active: "no" }))).toEqual({ active: "INVALID_VALUE" });
    expect(cashDeskUpdateSchema.parse({ active: true, currency: "EUR" })).toEqual({ active: true });
  });
});
