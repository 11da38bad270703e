import { describe, expect, it } from "vitest";
import { roundRating, tourFromPrice, tourSaleState } from "./tourRules.ts";

describe("tourSaleState", () => {
  it("is on sale when any departure is, whatever the others", () => {
    expect(tourSaleState(["CLOSED", "SOLD_OUT", "ON_SALE"])).toBe("ON_SALE");
    expect(tourSaleState({ onSale: 1, soldOut: 9 })).toBe("ON_SALE");
  });

  it("is sold out when none is on sale and one is sold out", () => {
    expect(tourSaleState(["CLOSED", "SOLD_OUT"])).toBe("SOLD_OUT");
    expect(tourSaleState({ onSale: 0, soldOut: 1 })).toBe("SOLD_OUT");
  });

  it("is closed when all are closed or there are none", () => {
    expect(tourSaleState(["CLOSED", "CLOSED"])).toBe("CLOSED");
    expect(tourSaleState([])).toBe("CLOSED");
    expect(tourSaleState({ onSale: 0, soldOut: 0 })).toBe("CLOSED");
  });
});

describe("tourFromPrice", () => {
  const departure = (saleState: "ON_SALE" | "SOLD_OUT" | "CLOSED", prices: Record<string, number>, currency = "TRY") =>
    ({ saleState, currency, prices }) as Parameters<typeof tourFromPrice>[0][number];

  it("is the cheapest room of the cheapest departure on sale", () => {
    expect(
      tourFromPrice([
        departure("ON_SALE", { DOUBLE: 90_000, QUAD: 70_000 }),
        departure("ON_SALE", { DOUBLE: 80_000, QUAD: 65_000, SINGLE: 120_000 }),
      ]),
    ).toEqual({ amount: 65_000, currency: "TRY" });
  });

  it("ignores departures that are sold out or closed, and unpriced ones", () => {
    expect(
      tourFromPrice([
        departure("SOLD_OUT", { QUAD: 10_000 }),
        departure("CLOSED", { QUAD: 20_000 }),
        departure("ON_SALE", {}),
        departure("ON_SALE", { TRIPLE: 50_000 }),
      ]),
    ).toEqual({ amount: 50_000, currency: "TRY" });
    expect(tourFromPrice([departure("SOLD_OUT", { QUAD: 10_000 })])).toBeNull();
    expect(tourFromPrice([])).toBeNull();
  });

  it("stays in the first priced departure's currency", () => {
    expect(
      tourFromPrice([departure("ON_SALE", { DOUBLE: 900 }, "USD"), departure("ON_SALE", { DOUBLE: 100 }, "TRY")]),
    ).toEqual({ amount: 900, currency: "USD" });
  });
});

describe("roundRating", () => {
  it("rounds to one decimal, half up, and reads the database's numeric text", () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating("4.6666666666666667")).toBe(4.7);
    expect(roundRating(5)).toBe(5);
    expect(roundRating(4.04)).toBe(4);
  });

  it("is null without reviews", () => {
    expect(roundRating(null)).toBeNull();
    expect(roundRating(undefined)).toBeNull();
    expect(roundRating("")).toBeNull();
    expect(roundRating("not a number")).toBeNull();
  });
});
