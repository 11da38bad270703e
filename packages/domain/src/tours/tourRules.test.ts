import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "../dates/calendarDate.ts";
import type { Currency } from "../money/money.ts";
import type { PriceRoomType } from "../pricing/pricing.ts";
import { roundRating, tourFromOffer, tourSaleState, type PricedDeparture } from "./tourRules.ts";

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

describe("tourFromOffer (issue 22: the card's price and the departure it belongs to)", () => {
  type State = "ON_SALE" | "SOLD_OUT" | "CLOSED";
  const departure = (
    id: number,
    startDate: CalendarDate,
    saleState: State,
    prices: Partial<Record<PriceRoomType, number>>,
    currency: Currency = "TRY",
  ): PricedDeparture & { id: number } => ({ id, startDate, saleState, currency, prices });

  it("is the cheapest room of the cheapest departure on sale, with that departure", () => {
    const offer = tourFromOffer([
      departure(1, "2026-11-30", "ON_SALE", { DOUBLE: 135_200_00, QUAD: 135_200_00 }),
      departure(2, "2027-08-12", "ON_SALE", { DOUBLE: 130_000_00, QUAD: 124_300_00, SINGLE: 160_000_00 }),
    ]);
    expect(offer?.price).toEqual({ amount: 124_300_00, currency: "TRY" });
    expect(offer?.departure.id).toBe(2);
  });

  it("ignores departures that are sold out or closed, and unpriced ones", () => {
    const offer = tourFromOffer([
      departure(1, "2026-12-01", "SOLD_OUT", { QUAD: 10_000 }),
      departure(2, "2026-12-02", "CLOSED", { QUAD: 20_000 }),
      departure(3, "2026-12-03", "ON_SALE", {}),
      departure(4, "2026-12-04", "ON_SALE", { TRIPLE: 50_000 }),
    ]);
    expect(offer).toMatchObject({ price: { amount: 50_000, currency: "TRY" }, departure: { id: 4 } });
    expect(tourFromOffer([departure(1, "2026-12-01", "SOLD_OUT", { QUAD: 10_000 })])).toBeNull();
    expect(tourFromOffer([])).toBeNull();
  });

  it("gives a tie to the earlier departure, in whatever order they come", () => {
    const late = departure(7, "2027-03-01", "ON_SALE", { DOUBLE: 500 });
    const early = departure(9, "2027-01-01", "ON_SALE", { DOUBLE: 500 });
    expect(tourFromOffer([late, early])?.departure.id).toBe(9);
    expect(tourFromOffer([early, late])?.departure.id).toBe(9);
  });

  it("stays in the first priced departure's currency", () => {
    const offer = tourFromOffer([
      departure(1, "2027-01-01", "ON_SALE", { DOUBLE: 900 }, "USD"),
      departure(2, "2027-01-02", "ON_SALE", { DOUBLE: 100 }, "TRY"),
    ]);
    expect(offer).toMatchObject({ price: { amount: 900, currency: "USD" }, departure: { id: 1 } });
  });

  it("names a departure on sale whose own lowest price is the offer, and none on sale is cheaper", () => {
    const state = fc.constantFrom<State>("ON_SALE", "SOLD_OUT", "CLOSED");
    const prices = fc.record(
      { SINGLE: fc.nat(1_000_000), DOUBLE: fc.nat(1_000_000), TRIPLE: fc.nat(1_000_000), QUAD: fc.nat(1_000_000) },
      { requiredKeys: [] },
    );
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2027-02-${String(d).padStart(2, "0")}` as CalendarDate);
    fc.assert(
      fc.property(fc.array(fc.tuple(day, state, prices), { maxLength: 12 }), (rows) => {
        const departures = rows.map(([startDate, saleState, p], id) => departure(id, startDate, saleState, p));
        const offer = tourFromOffer(departures);
        // Worked out here without the rule: every on-sale departure's cheapest room.
        const candidates = departures
          .filter((d) => d.saleState === "ON_SALE" && Object.keys(d.prices).length > 0)
          .map((d) => ({ d, amount: Math.min(...Object.values(d.prices)) }));
        if (candidates.length === 0) return offer === null;
        const lowest = Math.min(...candidates.map((c) => c.amount));
        const firstDate = candidates
          .filter((c) => c.amount === lowest)
          .map((c) => c.d.startDate)
          .sort()[0];
        return (
          offer !== null &&
          offer.price.amount === lowest &&
          offer.departure.saleState === "ON_SALE" &&
          Math.min(...Object.values(offer.departure.prices)) === lowest &&
          offer.departure.startDate === firstDate
        );
      }),
    );
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
