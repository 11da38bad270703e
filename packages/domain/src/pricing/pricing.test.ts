import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roomCapacity, roomTypes } from "../catalogues/rooms.ts";
import { money } from "../money/money.ts";
import { addRoom, clampRoom, createDraft, setRoomCounts, setRoomType, type DraftRoom } from "../reservations/draft.ts";
import {
  departurePricingFromRows,
  lowestAdultPrice,
  pricedCurrencies,
  priceDraft,
  priceRoomTypeOf,
  type DeparturePricing,
  pricesShownIn,
} from "./pricing.ts";

const departure: DeparturePricing = {
  currency: "USD",
  prices: { SINGLE: 250000, DOUBLE: 150000, TRIPLE: 130000, QUAD: 120000 },
  listPrices: { DOUBLE: 180000 },
  childPrice: 100000,
  babyPrice: 20000,
};

describe("pricing a draft (spec §3 price / high price; design in ADR 0100)", () => {
  it("prices the default draft: 2 adults in a DOUBLE", () => {
    const result = priceDraft(departure, createDraft());
    expect(result).toMatchObject({ ok: true, total: money(300000, "USD"), listTotal: money(360000, "USD") });
    if (!result.ok) return;
    expect(result.lines).toEqual([
      {
        roomIndex: 0,
        roomType: "DOUBLE",
        passengerType: "turAdult",
        quantity: 2,
        unitPrice: money(150000, "USD"),
        listUnitPrice: money(180000, "USD"),
        total: money(300000, "USD"),
      },
    ]);
  });

  it("gives TWIN the DOUBLE price and prices children and babies", () => {
    expect(priceRoomTypeOf("TWIN")).toBe("DOUBLE");
    const draft = setRoomCounts(setRoomType(createDraft(), 0, "TWIN"), 0, { adult: 1, child: 1, baby: 1 });
    const result = priceDraft(departure, draft);
    expect(result.ok && result.lines.map((l) => [l.passengerType, l.total.amount])).toEqual([
      ["turAdult", 150000],
      ["turChild", 100000],
      ["turBaby", 20000],
    ]);
  });

  it("defaults: children pay the room price, babies nothing, no list total", () => {
    const plain: DeparturePricing = { currency: "TRY", prices: { TRIPLE: 5000000 } };
    const draft = setRoomCounts(setRoomType(createDraft(), 0, "TRIPLE"), 0, { adult: 2, child: 1, baby: 1 });
    expect(priceDraft(plain, draft)).toMatchObject({ ok: true, total: money(15000000, "TRY"), listTotal: null });
  });

  it("answers ROOM_TYPE_NOT_OFFERED for an unpriced room type", () => {
    expect(priceDraft({ currency: "TRY", prices: { DOUBLE: 1 } }, addRoom(createDraft(), "QUAD"))).toEqual({
      ok: false,
      code: "ROOM_TYPE_NOT_OFFERED",
      roomIndex: 1,
    });
  });

  it("finds the lowest adult price", () => {
    expect(lowestAdultPrice(departure)).toEqual(money(120000, "USD"));
    expect(lowestAdultPrice({ currency: "TRY", prices: {} })).toBeNull();
  });

  const priceArb = fc.integer({ min: -1000, max: 10_000_000 });
  const departureArb = fc.record({
    currency: fc.constantFrom("TRY" as const, "SAR" as const),
    prices: fc.record({ SINGLE: priceArb, DOUBLE: priceArb, TRIPLE: priceArb, QUAD: priceArb }),
    listPrices: fc.record({ DOUBLE: priceArb, QUAD: priceArb }, { requiredKeys: [] }),
    childPrice: fc.option(priceArb, { nil: undefined }),
    babyPrice: fc.option(priceArb, { nil: undefined }),
  });
  const roomArb = fc
    .record({
      roomType: fc.constantFrom(...roomTypes),
      adult: fc.integer({ min: 1, max: 4 }),
      child: fc.integer({ min: 0, max: 3 }),
      baby: fc.integer({ min: 0, max: 1 }),
    })
    .map((r): DraftRoom => clampRoom({ ...r, options: [] }));

  it("★ total = sum of lines, never negative, and adding a person never lowers it", () => {
    fc.assert(
      fc.property(
        departureArb,
        fc.array(roomArb, { minLength: 1, maxLength: 5 }),
        fc.nat(4),
        fc.constantFrom("adult", "child", "baby"),
        (dep, rooms, at, who) => {
          const draft = { rooms };
          const result = priceDraft(dep, draft);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.total.amount).toBe(result.lines.reduce((sum, l) => sum + l.total.amount, 0));
          expect(result.total.amount).toBeGreaterThanOrEqual(0);
          for (const line of result.lines) expect(line.total.amount).toBe(line.unitPrice.amount * line.quantity);
          if (result.listTotal) expect(result.listTotal.amount).toBeGreaterThanOrEqual(result.total.amount);
          const index = at % rooms.length;
          const room = rooms[index];
          if (!room) return;
          const key = who as "adult" | "child" | "baby";
          const grown = { ...room, [key]: room[key] + 1 };
          if (grown.adult + grown.child > roomCapacity[grown.roomType] || grown.baby > 1) return;
          const bigger = priceDraft(dep, { rooms: rooms.map((r, i) => (i === index ? grown : r)) });
          expect(bigger.ok && bigger.total.amount).toBeGreaterThanOrEqual(result.total.amount);
        },
      ),
    );
  });
});

describe("pricing from stored departure rows (issue #14: the price a reservation is sold at)", () => {
  // Two currencies, per room child and baby prices, as the departure_prices table holds them.
  const rows = [
    { roomType: "DOUBLE", currency: "USD", amount: 150000, highAmount: 172500, childAmount: 102000, babyAmount: 25000 },
    { roomType: "TRIPLE", currency: "USD", amount: 130000, highAmount: null, childAmount: 90000, babyAmount: 20000 },
    { roomType: "DOUBLE", currency: "TRY", amount: 5100000, highAmount: null, childAmount: null, babyAmount: null },
    { roomType: "PENTHOUSE", currency: "USD", amount: 1, highAmount: null, childAmount: null, babyAmount: null },
  ];

  it("builds one currency's pricing and prices per room child and baby rates", () => {
    const usd = departurePricingFromRows(rows, "USD");
    expect(usd).toEqual({
      currency: "USD",
      prices: { DOUBLE: 150000, TRIPLE: 130000 },
      listPrices: { DOUBLE: 172500 },
      childPrices: { DOUBLE: 102000, TRIPLE: 90000 },
      babyPrices: { DOUBLE: 25000, TRIPLE: 20000 },
    });
    // Room 1: TWIN (DOUBLE price) 1 adult + 1 child + 1 baby = 1500.00 + 1020.00 + 250.00 = 2770.00
    // Room 2: TRIPLE 2 adults + 1 child = 2 × 1300.00 + 900.00 = 3500.00; total 6270.00 USD.
    const result = priceDraft(usd!, {
      rooms: [
        { roomType: "TWIN", adult: 1, child: 1, baby: 1, options: [] },
        { roomType: "TRIPLE", adult: 2, child: 1, baby: 0, options: [] },
      ],
    });
    expect(result.ok && result.total).toEqual(money(627000, "USD"));
    expect(departurePricingFromRows(rows, "EUR")).toBeNull();
    expect(pricedCurrencies(rows)).toEqual(["TRY", "USD"]);
  });

  it("falls back to the room price for children and zero for babies when the row has none", () => {
    const tryPricing = departurePricingFromRows(rows, "TRY")!;
    // 1 adult + 1 child (room price) + 1 baby (0) in a DOUBLE: 2 × 51000.00 = 102000.00 TRY.
    const result = priceDraft(tryPricing, {
      rooms: [{ roomType: "DOUBLE", adult: 1, child: 1, baby: 1, options: [] }],
    });
    expect(result.ok && result.total).toEqual(money(10200000, "TRY"));
  });
});

describe("the prices a visitor is shown", () => {
  const rows = [
    { roomType: "DOUBLE", currency: "TRY", amount: 8_400_000 },
    { roomType: "DOUBLE", currency: "USD", amount: 200_000 },
    { roomType: "QUAD", currency: "USD", amount: 160_000 },
    { roomType: "QUAD", currency: "TRY", amount: 6_720_000 },
  ];

  it("are the rows in the locale's currency when the departure has it", () => {
    expect(pricesShownIn(rows, "USD")).toEqual([rows[1], rows[2]]);
    expect(pricesShownIn(rows, "TRY")).toEqual([rows[0], rows[3]]);
  });

  it("fall back to the first currency the departure is priced in, and are empty without prices", () => {
    expect(pricesShownIn(rows, "EUR")).toEqual([rows[0], rows[3]]);
    expect(pricesShownIn(rows.slice(1), "EUR")).toEqual([rows[1], rows[2]]);
    expect(pricesShownIn([], "TRY")).toEqual([]);
  });
});
