import { describe, expect, it } from "vitest";
import { airlineName } from "./airlines.ts";
import { citiesIn, cities, countryCodes, countryNames, findCity, isCountryCode } from "./cities.ts";
import { hotelClassStars, hotelClasses, isHotelClass } from "./hotels.ts";
import { isPassengerType, passengerTypeForAge, passengerTypeOn, passengerTypes } from "./passengers.ts";
import {
  canTransitionReservation,
  isReservationStatus,
  reservationStatusColors,
  reservationStatuses,
} from "./reservationStatuses.ts";
import { compareRoomTypes, isRoomType, roomCapacity, roomTypeSortOrder, roomTypes, roomViews } from "./rooms.ts";
import { seasonOf, seasons } from "./seasons.ts";
import { isBookable, isSaleState, isTourCategory, saleStates, tourCategories } from "./tours.ts";

describe("spec §3, §4: reservation statuses and transitions", () => {
  it("has WAITING orange, CONFIRMED teal, CANCELLED red", () => {
    expect(reservationStatuses).toEqual(["WAITING", "CONFIRMED", "CANCELLED"]);
    expect(reservationStatusColors).toEqual({ WAITING: "orange", CONFIRMED: "teal", CANCELLED: "red" });
  });
  it("allows WAITING → CONFIRMED/CANCELLED, CONFIRMED → CANCELLED; CANCELLED is final", () => {
    const allowed = reservationStatuses.flatMap((from) =>
      reservationStatuses.filter((to) => canTransitionReservation(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(["WAITING→CONFIRMED", "WAITING→CANCELLED", "CONFIRMED→CANCELLED"]);
  });
  it("recognises statuses", () => {
    expect(isReservationStatus("WAITING")).toBe(true);
    expect(isReservationStatus("waiting")).toBe(false);
  });
});

describe("spec §3: room types", () => {
  it("has capacities and the spec's sort order", () => {
    expect(roomCapacity).toEqual({ SINGLE: 1, DOUBLE: 2, TWIN: 2, TRIPLE: 3, QUAD: 4 });
    expect(roomTypeSortOrder).toEqual({ DOUBLE: 1, TWIN: 1, TRIPLE: 2, SINGLE: 3, QUAD: 4 });
    expect([...roomTypes].sort(compareRoomTypes)).toEqual(["DOUBLE", "TWIN", "TRIPLE", "SINGLE", "QUAD"]);
    expect([...roomTypes].reverse().sort(compareRoomTypes)).toEqual(["DOUBLE", "TWIN", "TRIPLE", "SINGLE", "QUAD"]);
  });
  it("has the room-view types", () => {
    expect(roomViews).toEqual(["STANDARD", "CSTANDARD", "KABAVIEW", "SUIT", "CONNECTION"]);
    expect(isRoomType("QUAD")).toBe(true);
    expect(isRoomType("KING")).toBe(false);
  });
});

describe("spec §3: hotel classes, tour categories, sale states", () => {
  it("has hotel classes with star counts (3 Star is 3STARS)", () => {
    expect(hotelClasses).toContain("3STARS");
    expect(hotelClassStars["3STARS"]).toBe(3);
    expect(hotelClassStars["5STARSDELUXE"]).toBe(5);
    expect(hotelClassStars.BOUTIQUE).toBeNull();
    expect(isHotelClass("4STARS")).toBe(true);
    expect(isHotelClass("2STARS")).toBe(false);
  });
  it("has categories and sale states", () => {
    expect(tourCategories).toEqual(["umrah", "hajj", "international", "private"]);
    expect(saleStates).toEqual(["ON_SALE", "SOLD_OUT", "CLOSED"]);
    expect(isTourCategory("hajj")).toBe(true);
    expect(isTourCategory("cruise")).toBe(false);
    expect(isSaleState("SOLD_OUT")).toBe(true);
    expect(isSaleState(1)).toBe(false);
    expect(isBookable("ON_SALE")).toBe(true);
    expect(isBookable("SOLD_OUT")).toBe(false);
    expect(isBookable("CLOSED")).toBe(false);
  });
});

describe("spec §3: passenger types by age at the tour start", () => {
  it.each([
    [0, "turBaby"],
    [1, "turBaby"],
    [2, "turChild"],
    [11, "turChild"],
    [12, "turAdult"],
    [80, "turAdult"],
  ] as const)("age %i is %s", (age, type) => {
    expect(passengerTypeForAge(age)).toBe(type);
  });
  it("uses the age on the tour start date", () => {
    expect(passengerTypeOn("2024-01-11", "2026-01-10")).toBe("turBaby");
    expect(passengerTypeOn("2024-01-10", "2026-01-10")).toBe("turChild");
    expect(passengerTypes).toEqual(["turAdult", "turChild", "turBaby"]);
    expect(isPassengerType("turChild")).toBe(true);
    expect(isPassengerType("child")).toBe(false);
  });
});

describe("spec §3: seasons run 1 June → 1 June", () => {
  it("has the two seasons of the spec", () => {
    expect(seasons.map((s) => [s.start, s.end])).toEqual([
      ["2024-06-01", "2025-06-01"],
      ["2025-06-01", "2026-06-01"],
    ]);
  });
  it("finds the season of a date", () => {
    expect(seasonOf("2025-05-31").id).toBe("2024-2025");
    expect(seasonOf("2025-06-01").id).toBe("2025-2026");
    expect(seasonOf("2026-01-10")).toEqual(seasons[1]);
    expect(() => seasonOf("nope" as never)).toThrow(RangeError);
  });
});

describe("spec §3: cities with country codes", () => {
  it("covers every country code and the named cities in both languages", () => {
    expect(new Set(cities.map((c) => c.country))).toEqual(new Set(countryCodes));
    for (const id of ["MAKKAH", "MADINA", "JEDDAH", "RIYADH", "YANBU", "ISTANBUL", "ANKARA"])
      expect(findCity(id)).toBeDefined();
    expect(findCity("MAKKAH")?.name).toEqual({ tr: "Mekke", en: "Makkah" });
    expect(findCity("ATLANTIS")).toBeUndefined();
    expect(citiesIn("UZB").map((c) => c.id)).toEqual(["TASHKENT", "BUKHARA", "SAMARKAND"]);
    for (const code of countryCodes) expect(countryNames[code].tr && countryNames[code].en).toBeTruthy();
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
    expect(isCountryCode("KSV")).toBe(true);
    expect(isCountryCode("XKX")).toBe(false);
  });
});

describe("airlines by flight number (issue 22, problem 4)", () => {
  it("names a known airline in each language and keeps an unknown one's stored name", () => {
    const tk = { airline: "Türk Hava Yolları", flightNumber: "TK 94" };
    expect([airlineName(tk, "tr"), airlineName(tk, "en")]).toEqual(["Türk Hava Yolları", "Turkish Airlines"]);
    expect(airlineName({ airline: "THY", flightNumber: "tk94" }, "en")).toBe("Turkish Airlines");
    expect(airlineName({ airline: "Royal Jordanian", flightNumber: "RJ 165" }, "en")).toBe("Royal Jordanian");
    expect(airlineName({ airline: "Charter", flightNumber: "" }, "tr")).toBe("Charter");
  });
});
