import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTckn } from "../identity/tckn.ts";
import { generateVkn, isValidVkn } from "../identity/vkn.ts";
import {
  formatInvoiceNumber,
  invoiceCancelRefusal,
  invoiceLineTotals,
  invoiceRequestRefusals,
  invoiceRequestSchema,
  invoiceTotals,
  parseInvoiceNumber,
  type InvoiceLineInput,
} from "./invoice.ts";
import { vatRates } from "./invoiceCatalogue.ts";

const lineArb: fc.Arbitrary<InvoiceLineInput> = fc.record({
  description: fc.constant("Umre paketi"),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
  vatRate: fc.constantFrom(...vatRates),
});

/** Half away from zero worked out independently: exact BigInt, comparing twice the remainder. */
function expectedVat(base: bigint, numerator: bigint, denominator: bigint): number {
  const product = base * numerator;
  let quotient = product / denominator;
  if ((product % denominator) * 2n >= denominator) quotient += 1n;
  return Number(quotient);
}

describe("invoice totals (issue 26)", () => {
  it("gross = net + VAT on every line and in the totals, for prices with or without VAT", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), fc.boolean(), (lines, inclusive) => {
        const totals = invoiceTotals(lines, "TRY", inclusive);
        for (const line of totals.lines) expect(line.net + line.vat).toBe(line.gross);
        expect(totals.net.amount + totals.vat.amount).toBe(totals.gross.amount);
        expect(totals.gross.amount).toBe(totals.lines.reduce((sum, line) => sum + line.gross, 0));
      }),
    );
  });

  it("the per-rate breakdown sums to the VAT and net totals, one row per rate used, in rate order", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 30 }), fc.boolean(), (lines, inclusive) => {
        const totals = invoiceTotals(lines, "EUR", inclusive);
        expect(totals.vatBreakdown.reduce((sum, row) => sum + row.vat.amount, 0)).toBe(totals.vat.amount);
        expect(totals.vatBreakdown.reduce((sum, row) => sum + row.net.amount, 0)).toBe(totals.net.amount);
        expect(totals.vatBreakdown.map((row) => row.rate)).toEqual(
          [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => a - b),
        );
      }),
    );
  });

  it("rounds each line's VAT once, half away from zero", () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const amount = BigInt(line.quantity) * BigInt(line.unitPrice);
        const rate = BigInt(line.vatRate);
        expect(invoiceLineTotals(line).vat).toBe(expectedVat(amount, rate, 100n));
        expect(invoiceLineTotals(line, true).vat).toBe(expectedVat(amount, rate, 100n + rate));
      }),
    );
    // 0.05 TRY at 10%: half a kuruş rounds up; 0.25 at 10% (inclusive) is 2.27… → 2.
    expect(invoiceLineTotals({ description: "x", quantity: 1, unitPrice: 5, vatRate: 10 })).toEqual({
      net: 5,
      vat: 1,
      gross: 6,
    });
    expect(invoiceLineTotals({ description: "x", quantity: 1, unitPrice: 25, vatRate: 10 }, true)).toEqual({
      net: 23,
      vat: 2,
      gross: 25,
    });
    // The issue's example: 2 × 1,000.00 at 20% → 2,000.00 + 400.00 = 2,400.00.
    expect(invoiceLineTotals({ description: "x", quantity: 2, unitPrice: 100_000, vatRate: 20 })).toEqual({
      net: 200_000,
      vat: 40_000,
      gross: 240_000,
    });
  });

  it("refuses a rate the law does not have", () => {
    expect(() => invoiceLineTotals({ description: "x", quantity: 1, unitPrice: 1, vatRate: 18 as never })).toThrow(
      RangeError,
    );
  });
});

describe("invoice numbers", () => {
  it("are series + year + nine digits and read back", () => {
    expect(formatInvoiceNumber("RHL", 2026, 1)).toBe("RHL2026000000001");
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{3}$/),
        fc.integer({ min: 2000, max: 9999 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (series, year, sequence) => {
          const number = formatInvoiceNumber(series, year, sequence);
          expect(number).toHaveLength(16);
          expect(parseInvoiceNumber(number)).toEqual({ series, year, sequence });
        },
      ),
    );
    expect(parseInvoiceNumber("RHL2026000000000")).toBeNull();
    expect(parseInvoiceNumber("rhl2026000000001")).toBeNull();
    expect(() => formatInvoiceNumber("RH", 2026, 1)).toThrow(RangeError);
  });

  it("cancels an invoice once, a cancellation never", () => {
    expect(invoiceCancelRefusal({ kind: "INVOICE", cancelledById: null })).toBeNull();
    expect(invoiceCancelRefusal({ kind: "INVOICE", cancelledById: 4 })).toBe("ALREADY_CANCELLED");
    expect(invoiceCancelRefusal({ kind: "CANCELLATION", cancelledById: null })).toBe("CANCELLATION_NOT_CANCELLABLE");
  });
});

describe("VKN", () => {
  it("accepts generated numbers and a published example, refuses one changed digit", () => {
    expect(isValidVkn("1234567890")).toBe(true);
    expect(isValidVkn("1234567891")).toBe(false);
    expect(isValidVkn("123456789")).toBe(false);
    fc.assert(
      fc.property(fc.infiniteStream(fc.double({ min: 0, max: 0.999999, noNaN: true })), (stream) => {
        const it = stream[Symbol.iterator]();
        const vkn = generateVkn(() => it.next().value as number);
        expect(isValidVkn(vkn)).toBe(true);
        const last = Number(vkn[9]);
        expect(isValidVkn(vkn.slice(0, 9) + String((last + 1) % 10))).toBe(false);
      }),
    );
  });
});

describe("the issue request", () => {
  const base = {
    currency: "TRY",
    buyer: { type: "PERSON", name: "Ayşe Yılmaz", taxId: generateTckn(() => 0.5) },
    lines: [{ description: "Umre", quantity: 1, unitPrice: 100_000, vatRate: 20 }],
  };
  /** The schema's codes, then the rules' (as the API answers them). */
  const fields = (input: unknown) => {
    const result = invoiceRequestSchema.safeParse(input);
    if (!result.success)
      return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), [issue.message]]));
    return invoiceRequestRefusals(result.data);
  };

  it("takes a person's TCKN or a company's VKN, and names the field of a bad one", () => {
    expect(fields(base)).toBeNull();
    expect(invoiceRequestSchema.parse(base).series).toBe("RHL");
    expect(fields({ ...base, buyer: { ...base.buyer, taxId: "12345678901" } })).toEqual({
      "buyer.taxId": ["TCKN_INVALID"],
    });
    expect(fields({ ...base, buyer: { type: "COMPANY", name: "Rihla A.Ş.", taxId: "1234567890" } })).toBeNull();
    expect(fields({ ...base, buyer: { type: "COMPANY", name: "Rihla A.Ş.", taxId: "1234567891" } })).toEqual({
      "buyer.taxId": ["VKN_INVALID"],
    });
  });

  it("refuses a rate not in the law, empty lines, a missing currency", () => {
    expect(fields({ ...base, lines: [{ ...base.lines[0], vatRate: 18 }] })).toEqual({
      "lines.0.vatRate": ["VAT_RATE_NOT_ALLOWED"],
    });
    expect(fields({ ...base, lines: [] })).toEqual({ lines: ["LINES_REQUIRED"] });
    expect(fields({ ...base, lines: undefined })).toEqual({ lines: ["LINES_REQUIRED"] });
    expect(fields({ ...base, currency: undefined })).toEqual({ currency: ["REQUIRED"] });
    expect(fields({ buyer: base.buyer, reservationCode: "RH-2026-000123" })).toBeNull();
  });
});
