import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roomCapacity, roomTypes } from "../catalogues/rooms.ts";
import { money } from "../money/money.ts";
import { addRoom, clampRoom, createDraft, setRoomCounts, setRoomType, type DraftRoom } from "../reservations/draft.ts";
import { lowestAdultPrice, priceDraft, priceRoomTypeOf, type DeparturePricing } from "./pricing.ts";

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
