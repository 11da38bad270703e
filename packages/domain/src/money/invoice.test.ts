import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateTckn } from "../identity/tckn.ts";
import { generateVkn, isValidVkn } from "../identity/vkn.ts";
import {
  buyerTaxIdError,
  formatInvoiceNumber,
  invoiceCancelRefusal,
  invoiceFormSchema,
  invoiceFromForm,
  invoiceLinesFromSnapshot,
  invoiceLineTotals,
  invoiceListQuerySchema,
  invoiceRequestRefusals,
  invoiceRequestSchema,
  invoiceTotals,
  negateLineTotals,
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

describe("numbers out of range, and more of the request's rules", () => {
  it("refuses to format a number from a bad series, year or sequence; reads back only whole numbers", () => {
    expect(() => formatInvoiceNumber("RH", 2026, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("RHL", 1999, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("RHL", 2026.5, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("RHL", 2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber("RHL", 2026, 1_000_000_000)).toThrow(RangeError);
    expect(parseInvoiceNumber(42)).toBeNull();
    expect(parseInvoiceNumber("RHL1999000000001")).toBeNull();
    expect(parseInvoiceNumber("RHL2026000000012")).toEqual({ series: "RHL", year: 2026, sequence: 12 });
  });

  it("negates a cancellation's amounts without a negative zero", () => {
    const negated = negateLineTotals({ net: 1000, vat: 0, gross: 1000 });
    expect(negated).toEqual({ net: -1000, vat: 0, gross: -1000 });
    expect(Object.is(negated.vat, -0)).toBe(false);
  });

  it("checks a buyer's number by their type", () => {
    expect(buyerTaxIdError("PERSON", "10000000146")).toBeNull();
    expect(buyerTaxIdError("PERSON", "1234567890")).toBe("TCKN_INVALID");
    expect(buyerTaxIdError("COMPANY", "1234567890")).toBeNull();
    expect(buyerTaxIdError("COMPANY", "10000000146")).toBe("VKN_INVALID");
  });

  it("refuses a reservation and a customer together, and a snapshot rate the law does not have", () => {
    const buyer = { type: "PERSON", name: "Ayşe Yılmaz", taxId: "10000000146" };
    const both = invoiceRequestSchema.safeParse({
      reservationCode: "RH-2026-000123",
      customerId: "00000000-0000-4000-8000-000000000000",
      buyer,
    });
    expect(both.success).toBe(false);
    expect(both.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["customerId", "INVALID_VALUE"],
    ]);
    expect(
      invoiceRequestRefusals({ reservationCode: "RH-2026-000123", buyer: { type: "PERSON", taxId: "" }, vatRate: 18 }),
    ).toEqual({ vatRate: ["VAT_RATE_NOT_ALLOWED"] });
  });

  it("reads the list's filters with defaults and refuses bad ones", () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(
      invoiceListQuerySchema.parse({ year: "2026", kind: "CANCELLATION", reservationCode: "rh-2026-000001" }),
    ).toMatchObject({
      year: 2026,
      kind: "CANCELLATION",
      reservationCode: "RH-2026-000001",
    });
    expect(invoiceListQuerySchema.safeParse({ year: "1999" }).success).toBe(false);
    expect(invoiceListQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
  });

  it("makes one line per sold snapshot line, at its unit amount and the given rate", () => {
    const lines = invoiceLinesFromSnapshot(
      {
        lines: [
          { roomType: "DOUBLE", passengerType: "turAdult", quantity: 2, unitAmount: 150_000 },
          { roomType: "DOUBLE", passengerType: "turChild", quantity: 0, unitAmount: 100_000 },
        ],
      },
      10,
      (line) => `${line.roomType} ${line.passengerType}`,
    );
    expect(lines).toEqual([{ description: "DOUBLE turAdult", quantity: 2, unitPrice: 150_000, vatRate: 10 }]);
  });
});

describe("the staff's issue form", () => {
  const buyer = { type: "PERSON" as const, name: "Ayşe Yılmaz", taxId: "10000000146" };
  const codes = (input: unknown) => {
    const result = invoiceFormSchema.safeParse(input);
    return result.success
      ? null
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("leaves spare rows out and turns typed prices into minor units", () => {
    const form = invoiceFormSchema.parse({
      currency: "TRY",
      buyer,
      pricesIncludeVat: true,
      lines: [
        { description: "Umre paketi", quantity: 2, unitPrice: "1.234,50", vatRate: 20 },
        { description: "Vize", quantity: 1, unitPrice: "0", vatRate: 0 },
        {},
      ],
      note: "Kapora dahil",
      reservationCode: "rh-2026-000001",
    });
    expect(invoiceFromForm(form)).toEqual({
      reservationCode: "RH-2026-000001",
      currency: "TRY",
      buyer,
      pricesIncludeVat: true,
      lines: [
        { description: "Umre paketi", quantity: 2, unitPrice: 123_450, vatRate: 20 },
        { description: "Vize", quantity: 1, unitPrice: 0, vatRate: 0 },
      ],
      note: "Kapora dahil",
    });
    const plain = invoiceFromForm(
      invoiceFormSchema.parse({
        currency: "EUR",
        buyer,
        lines: [{ description: "Otel", quantity: 1, unitPrice: "10", vatRate: 10 }],
      }),
    );
    expect(plain).toEqual({
      currency: "EUR",
      buyer,
      pricesIncludeVat: false,
      lines: [{ description: "Otel", quantity: 1, unitPrice: 1000, vatRate: 10 }],
    });
  });

  it("names each missing or bad field of a started row, a bad tax number, and no rows at all", () => {
    expect(
      codes({
        currency: "TRY",
        buyer: { ...buyer, taxId: "12345678901" },
        lines: [{ description: "Umre" }, { quantity: 1, unitPrice: "abc", vatRate: 18 }],
      }),
    ).toEqual({
      "buyer.taxId": "TCKN_INVALID",
      "lines.0.quantity": "REQUIRED",
      "lines.0.unitPrice": "REQUIRED",
      "lines.0.vatRate": "REQUIRED",
      "lines.1.description": "REQUIRED",
      "lines.1.unitPrice": "AMOUNT_INVALID",
      "lines.1.vatRate": "VAT_RATE_NOT_ALLOWED",
    });
    expect(codes({ currency: "TRY", buyer, lines: [{}, {}] })).toEqual({ lines: "LINES_REQUIRED" });
  });
});

describe("invoice edges (mutation survivors, issue 23 §5)", () => {
  it("numbers invoices from the year 2000 to 9999 and sequences 1 to 999,999,999 only", () => {
    expect(formatInvoiceNumber("RHL", 2000, 1)).toBe("RHL2000000000001");
    expect(formatInvoiceNumber("ABC", 9999, 999_999_999)).toBe("ABC9999999999999");
    for (const [series, year, sequence] of [
      ["RHLX", 2026, 1],
      ["XRH", 1999, 1],
      ["RHL", 10_000, 1],
      ["RHL", 2026.5, 1],
      ["RHL", 2026, 1_000_000_000],
      ["RHL", 2026, 1.5],
    ] as const)
      expect(() => formatInvoiceNumber(series, year, sequence)).toThrow(RangeError);
  });

  it("reads back exactly sixteen characters, from the year 2000 on", () => {
    expect(parseInvoiceNumber("RHL2000000000001")).toEqual({ series: "RHL", year: 2000, sequence: 1 });
    for (const bad of ["RHL1999000000001", "XRHL2026000000001", "RHL20260000000011", "RH2026000000001", 2026])
      expect(parseInvoiceNumber(bad)).toBeNull();
  });

  it("refuses a line whose amount passes the safe integers either way", () => {
    const line = { description: "x", quantity: 1, unitPrice: Number.MAX_SAFE_INTEGER, vatRate: 0 } as const;
    expect(invoiceLineTotals(line)).toEqual({ net: Number.MAX_SAFE_INTEGER, vat: 0, gross: Number.MAX_SAFE_INTEGER });
    expect(invoiceLineTotals({ ...line, unitPrice: -Number.MAX_SAFE_INTEGER }).net).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => invoiceLineTotals({ ...line, quantity: 2 })).toThrow(RangeError);
    expect(() => invoiceLineTotals({ ...line, quantity: 2, unitPrice: -Number.MAX_SAFE_INTEGER })).toThrow(RangeError);
  });

  it("reads a typed zero in any form as a free line, and a price under 1 as itself", () => {
    const buyer = { type: "PERSON" as const, name: "Ayşe Yılmaz", taxId: "10000000146" };
    const prices = (...typed: string[]) => {
      const form = invoiceFormSchema.parse({
        currency: "TRY",
        buyer,
        lines: typed.map((unitPrice) => ({ description: "x", quantity: 1, unitPrice, vatRate: 20 })),
      });
      return (invoiceFromForm(form).lines ?? []).map((line) => line.unitPrice);
    };
    expect(prices("0", "00", "0,0", "0.00", "0,50")).toEqual([0, 0, 0, 0, 50]);
  });
});
