import { describe, expect, it } from "vitest";
import { parseWithCodes } from "../schemas/fieldErrors.ts";
import { backofficeErrorCodes, formatBackofficeMessage, isBackofficeErrorCode } from "./messages.ts";
import { isOpenPrivateTourStatus, privateTourChangeSchema, privateTourListQuerySchema } from "./privateTours.ts";
import {
  availabilityQuerySchema,
  roomingChangeSchema,
  tourAdminListQuerySchema,
  visaChangeSchema,
} from "./tourAdminList.ts";
import {
  departureCreateSchema,
  departureDays,
  departurePatchSchema,
  isReservedTourSlug,
  isTourSlug,
  slugFromTitle,
  tourAgeRangeValid,
  tourCreateSchema,
  tourPatchSchema,
} from "./tourEdit.ts";

const text = (slug: string) => ({
  slug,
  title: "12 Günlük Umre",
  shortDescription: "Kısa açıklama",
  descriptionHtml: "<p>Program</p>",
});
const tour = {
  category: "umrah",
  days: 12,
  stars: 5,
  coverImage: "scenes/kaaba-dusk.jpg",
  translations: { tr: text("12-gunluk-umre"), en: text("12-day-umrah") },
};

describe("a tour as staff write it", () => {
  it("takes a whole tour in both languages with defaults for the rest", () => {
    const parsed = parseWithCodes(tourCreateSchema, tour);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toMatchObject({
      published: false,
      minAge: null,
      maxAge: null,
      videoUrl: null,
      gallery: [],
      hotels: [],
      translations: { tr: { campaignDescription: null, itinerary: [], includes: [] } },
    });
  });

  it("refuses a missing language, a bad slug, an image outside the pipeline and a foreign video player", () => {
    const parsed = parseWithCodes(tourCreateSchema, {
      ...tour,
      coverImage: "../etc/passwd",
      videoUrl: "https://example.com/video.mp4",
      translations: { tr: text("Büyük Harf"), en: undefined },
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        coverImage: ["INVALID_VALUE"],
        videoUrl: ["INVALID_VALUE"],
        "translations.tr.slug": ["INVALID_VALUE"],
        "translations.en": ["INVALID_VALUE"],
      },
    });
  });

  it("accepts the domain's players and an empty video as none", () => {
    for (const videoUrl of ["https://youtu.be/dQw4w9WgXcQ", "https://vimeo.com/123456"]) {
      expect(parseWithCodes(tourCreateSchema, { ...tour, videoUrl }).ok).toBe(true);
    }
    const empty = parseWithCodes(tourCreateSchema, { ...tour, videoUrl: "  " });
    expect(empty.ok && empty.data.videoUrl).toBeNull();
  });

  it("checks the age range and a hotel named twice", () => {
    const parsed = parseWithCodes(tourCreateSchema, {
      ...tour,
      minAge: 18,
      maxAge: 12,
      hotels: [
        { hotelId: 1, nights: 5 },
        { hotelId: 1, nights: 4 },
      ],
    });
    expect(parsed).toEqual({ ok: false, errors: { maxAge: ["INVALID_VALUE"], "hotels.1.hotelId": ["INVALID_VALUE"] } });
    expect(tourAgeRangeValid({ minAge: 18, maxAge: 12 })).toBe(false);
    expect(tourAgeRangeValid({ minAge: null, maxAge: 12 })).toBe(true);
    expect(tourAgeRangeValid({ minAge: 12, maxAge: 12 })).toBe(true);
  });

  it("checks flights: legs, airports, times and flight numbers", () => {
    const flight = {
      leg: "outbound",
      airline: "Saudia",
      flightNumber: "sv 263",
      fromAirport: "ist",
      toAirport: "JED",
      departureTime: "14:35",
      arrivalTime: "18:20",
    };
    const ok = parseWithCodes(tourCreateSchema, { ...tour, flights: [flight] });
    expect(ok.ok && ok.data.flights[0]).toMatchObject({ flightNumber: "SV 263", fromAirport: "IST" });
    const bad = parseWithCodes(tourCreateSchema, {
      ...tour,
      flights: [{ ...flight, leg: "sideways", fromAirport: "ISTANBUL", departureTime: "24:00", flightNumber: "?" }],
    });
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual([
      "flights.0.departureTime",
      "flights.0.flightNumber",
      "flights.0.fromAirport",
      "flights.0.leg",
    ]);
  });

  it("patches any field, a language whole, and refuses an empty change", () => {
    expect(parseWithCodes(tourPatchSchema, { published: true })).toEqual({ ok: true, data: { published: true } });
    const texts = parseWithCodes(tourPatchSchema, { translations: { en: text("new-slug") } });
    expect(texts.ok && texts.data.translations?.en?.slug).toBe("new-slug");
    expect(parseWithCodes(tourPatchSchema, {})).toEqual({ ok: false, errors: { _form: ["VALIDATION_FAILED"] } });
    expect(parseWithCodes(tourPatchSchema, { minAge: 30, maxAge: 20 }).ok).toBe(false);
  });

  it("takes an age range in order, one age alone, or the same age at both ends", () => {
    for (const range of [{ minAge: 12, maxAge: 18 }, { minAge: 18, maxAge: 18 }, { minAge: 18 }, { maxAge: 12 }])
      expect(parseWithCodes(tourPatchSchema, range).ok).toBe(true);
    expect(parseWithCodes(tourPatchSchema, { minAge: 19, maxAge: 18 })).toEqual({
      ok: false,
      errors: { maxAge: ["INVALID_VALUE"] },
    });
    expect(tourAgeRangeValid({ minAge: null, maxAge: null })).toBe(true);
    expect(tourAgeRangeValid({ minAge: 18, maxAge: null })).toBe(true);
    expect(tourAgeRangeValid({ minAge: 13, maxAge: 12 })).toBe(false);
  });
});

describe("slugs", () => {
  it("are lowercase words with single hyphens, never only digits (that is an id)", () => {
    for (const slug of ["umre", "12-gunluk-umre", "a1", "a".repeat(120)]) expect(isTourSlug(slug)).toBe(true);
    for (const slug of ["", "123", "Umre", "umre--turu", "-umre", "umre-", "umre turu", "ümre", "a".repeat(121)]) {
      expect(isTourSlug(slug)).toBe(false);
    }
  });

  it("cannot be a tour list's slug in the same language", () => {
    expect(isReservedTourSlug("umre-turlari", "tr")).toBe(true);
    expect(isReservedTourSlug("umrah-tours", "en")).toBe(true);
    expect(isReservedTourSlug("umrah-tours", "tr")).toBe(false);
    expect(isReservedTourSlug("ramazan-umresi", "tr")).toBe(false);
  });

  it("are suggested from a title, Turkish letters folded", () => {
    expect(slugFromTitle("Ramazan Umresi 15 Gün — İstanbul çıkışlı")).toBe("ramazan-umresi-15-gun-istanbul-cikisli");
    expect(slugFromTitle("Café Şam")).toBe("cafe-sam");
    expect(slugFromTitle("  — Umre  Turu! ")).toBe("umre-turu");
    // Cut at 120 characters, a hyphen left at the cut dropped.
    expect(slugFromTitle(`${"a".repeat(119)} b`)).toBe("a".repeat(119));
    expect(isTourSlug(slugFromTitle("Ağır Şartlı Özel Program"))).toBe(true);
  });
});

describe("departures as staff write them", () => {
  const price = { roomType: "DOUBLE", currency: "TRY", amount: 12_500_000 };

  it("takes dates, a capacity and prices; days follow from the dates", () => {
    const parsed = parseWithCodes(departureCreateSchema, {
      startDate: "2026-12-10",
      returnDate: "2026-12-21",
      capacity: 40,
      prices: [price, { ...price, currency: "USD", amount: 300_000, highAmount: 350_000 }],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.closed).toBe(false);
    expect(parsed.data.prices[0]).toEqual({ ...price, highAmount: null, childAmount: null, babyAmount: null });
    expect(departureDays(parsed.data)).toBe(12);
  });

  it("refuses a return before the start, a high price under the price, a row twice and fractions", () => {
    const parsed = parseWithCodes(departureCreateSchema, {
      startDate: "2026-12-10",
      returnDate: "2026-12-01",
      capacity: 0,
      prices: [
        { ...price, highAmount: 1 },
        { ...price, amount: 10.5 },
      ],
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        capacity: ["INVALID_VALUE"],
        "prices.0.highAmount": ["INVALID_VALUE"],
        "prices.1.amount": ["INVALID_VALUE"],
      },
    });
    expect(
      parseWithCodes(departureCreateSchema, { startDate: "2026-12-10", returnDate: "2026-12-09", capacity: 5 }),
    ).toEqual({
      ok: false,
      errors: { returnDate: ["INVALID_VALUE"] },
    });
    const twice = parseWithCodes(departurePatchSchema, { prices: [price, price] });
    expect(twice).toEqual({ ok: false, errors: { "prices.1.roomType": ["INVALID_VALUE"] } });
  });

  it("patches capacity, sale and prices; nothing is a refusal", () => {
    expect(parseWithCodes(departurePatchSchema, { closed: true })).toEqual({ ok: true, data: { closed: true } });
    expect(parseWithCodes(departurePatchSchema, {})).toEqual({ ok: false, errors: { _form: ["VALIDATION_FAILED"] } });
    expect(parseWithCodes(departureCreateSchema, { startDate: "2026-02-30", returnDate: "", capacity: 1 })).toEqual({
      ok: false,
      errors: { startDate: ["DATE_INVALID"], returnDate: ["REQUIRED"] },
    });
  });
});

describe("the back office's own lists and changes", () => {
  it("reads the tour list's URL state", () => {
    expect(
      parseWithCodes(tourAdminListQuerySchema, { q: " ", list: "month-11", season: "2025-2026", open: "yes" }),
    ).toEqual({
      ok: true,
      data: { q: undefined, list: "month-11", season: "2025-2026", open: "yes", sort: "title", page: 1, locale: "tr" },
    });
    expect(
      parseWithCodes(tourAdminListQuerySchema, { list: "nope", season: "2025-2027", sort: "x", page: "0" }),
    ).toEqual({
      ok: false,
      errors: { list: ["INVALID_VALUE"], season: ["INVALID_VALUE"], sort: ["INVALID_VALUE"], page: ["INVALID_VALUE"] },
    });
    expect(parseWithCodes(availabilityQuerySchema, { month: "2026-13" }).ok).toBe(false);
    expect(parseWithCodes(availabilityQuerySchema, { month: "2026-12", tourId: "3" })).toEqual({
      ok: true,
      data: { month: "2026-12", tourId: 3, locale: "tr" },
    });
  });

  it("reads hand changes to rooming and visas", () => {
    expect(parseWithCodes(roomingChangeSchema, { kind: "lock", hotelId: 3, roomKey: "auto:RH-2026-000001/0" }).ok).toBe(
      true,
    );
    expect(parseWithCodes(roomingChangeSchema, { kind: "paint", hotelId: 3 }).ok).toBe(false);
    expect(
      parseWithCodes(roomingChangeSchema, { kind: "moveToNewRoom", hotelId: 3, personKey: "k", roomType: "HUGE" }),
    ).toEqual({
      ok: false,
      errors: { roomType: ["INVALID_VALUE"] },
    });
    expect(
      parseWithCodes(visaChangeSchema, { visas: [{ reservationCode: "RH-2026-000001", position: 0, state: "ISSUED" }] })
        .ok,
    ).toBe(true);
    expect(
      parseWithCodes(visaChangeSchema, { visas: [{ reservationCode: "x", position: -1, state: "MAYBE" }] }),
    ).toEqual({
      ok: false,
      errors: {
        "visas.0.reservationCode": ["INVALID_VALUE"],
        "visas.0.position": ["INVALID_VALUE"],
        "visas.0.state": ["INVALID_VALUE"],
      },
    });
  });

  it("reads the private-tour pipeline's changes and list", () => {
    expect(parseWithCodes(privateTourChangeSchema, { status: "contacted", assigneeId: "", note: " " })).toEqual({
      ok: true,
      data: { status: "contacted", assigneeId: null, note: undefined },
    });
    expect(parseWithCodes(privateTourChangeSchema, { note: "" })).toEqual({
      ok: false,
      errors: { _form: ["VALIDATION_FAILED"] },
    });
    expect(parseWithCodes(privateTourChangeSchema, { assigneeId: "bob" }).ok).toBe(false);
    expect(parseWithCodes(privateTourListQuerySchema, {})).toEqual({ ok: true, data: { status: "open", page: 1 } });
    expect(isOpenPrivateTourStatus("offered")).toBe(true);
    expect(isOpenPrivateTourStatus("lost")).toBe(false);
  });

  it("words its own errors in both languages", () => {
    for (const code of backofficeErrorCodes) {
      expect(isBackofficeErrorCode(code)).toBe(true);
      expect(formatBackofficeMessage(code, "tr").length).toBeGreaterThan(5);
      expect(formatBackofficeMessage(code, "en").length).toBeGreaterThan(5);
    }
    expect(isBackofficeErrorCode("NOT_FOUND")).toBe(false);
    expect(formatBackofficeMessage("CAPACITY_BELOW_SEATS_TAKEN", "en", { seatsTaken: 12 })).toBe(
      "The capacity cannot go below the 12 seats already taken.",
    );
  });
});
