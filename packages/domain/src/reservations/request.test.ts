import { describe, expect, it } from "vitest";
import { parseWithCodes } from "../schemas/fieldErrors.ts";
import {
  draftFromRequest,
  reservationRequestSchema,
  reservationStatusChangeSchema,
  validateReservationRequest,
} from "./request.ts";

const adult = {
  passengerType: "turAdult",
  name: "Ayşe",
  surname: "Yılmaz",
  tckn: "10000000146",
  birthDate: "1980-05-01",
  gender: "female",
  passportNumber: "u1234567",
  passportExpiry: "2030-01-01",
  citizenship: "tur",
} as const;

describe("POST /api/reservations body (issue #14)", () => {
  it("accepts rooms without passengers and fills defaults", () => {
    const result = parseWithCodes(reservationRequestSchema, {
      departureId: 7,
      rooms: [{ roomType: "DOUBLE", adults: 2 }],
    });
    expect(result).toEqual({
      ok: true,
      data: {
        departureId: 7,
        rooms: [{ roomType: "DOUBLE", adults: 2, children: 0, babies: 0 }],
        note: undefined,
        locale: "tr",
      },
    });
  });

  it("reports room rules in the request's own field names", () => {
    const result = parseWithCodes(reservationRequestSchema, {
      departureId: 7,
      rooms: [
        { roomType: "DOUBLE", adults: 2, children: 1 },
        { roomType: "SINGLE", adults: 0, babies: 2 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        "rooms.0": ["ROOM_OVER_CAPACITY"],
        "rooms.1.adults": ["ROOM_NEEDS_ADULT"],
        "rooms.1.babies": ["ROOM_TOO_MANY_BABIES"],
      },
    });
  });

  it("checks each room's passengers against its head count and the passenger rules", () => {
    const result = parseWithCodes(reservationRequestSchema, {
      departureId: 7,
      rooms: [
        { roomType: "DOUBLE", adults: 2 },
        { roomType: "DOUBLE", adults: 2, passengers: [adult, { ...adult, tckn: "10000000147" }] },
        { roomType: "DOUBLE", adults: 2, passengers: [adult] },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: { "rooms.1.passengers.1.tckn": ["TCKN_INVALID"], "rooms.2.passengers": ["PASSENGER_COUNT_MISMATCH"] },
    });
  });

  it("applies the date rules once the departure date is known", () => {
    const request = {
      rooms: [
        {
          roomType: "DOUBLE" as const,
          adults: 1,
          children: 1,
          babies: 0,
          passengers: [
            { ...adult, passportExpiry: "2027-05-01" as const },
            { ...adult, passengerType: "turChild" as const, birthDate: "2019-01-01" as const },
          ],
        },
      ],
    };
    expect(validateReservationRequest(request)).toEqual({});
    // Start 2026-12-10: the passport must last until 2027-06-10; born 2019 is 7, a child.
    expect(validateReservationRequest(request, "2026-12-10")).toEqual({
      "rooms.0.passengers.0.passportExpiry": ["PASSPORT_NOT_VALID_FOR_TOUR"],
    });
  });

  it("turns the request into the draft the price and the machine use", () => {
    const draft = draftFromRequest(
      {
        rooms: [
          { roomType: "TRIPLE", adults: 2, children: 1, babies: 1 },
          { roomType: "SINGLE", adults: 1, children: 0, babies: 0, passengers: [{ ...adult }] },
        ],
      },
      "2026-12-10",
    );
    expect(draft).toEqual({
      departureDate: "2026-12-10",
      rooms: [
        { adult: 2, child: 1, baby: 1, roomType: "TRIPLE", options: [] },
        { adult: 1, child: 0, baby: 0, roomType: "SINGLE", options: [] },
      ],
      passengers: [{ ...adult, roomIndex: 1 }],
    });
  });

  it("refuses a bad shape with field codes", () => {
    const result = parseWithCodes(reservationRequestSchema, { departureId: "x", rooms: [], currency: "GBP" });
    expect(result).toEqual({
      ok: false,
      errors: { departureId: ["REQUIRED"], rooms: ["ROOMS_REQUIRED"], currency: ["INVALID_VALUE"] },
    });
  });
});

describe("staff status change body", () => {
  it("needs a reason to cancel and allows only CONFIRMED or CANCELLED", () => {
    expect(parseWithCodes(reservationStatusChangeSchema, { status: "CONFIRMED" })).toEqual({
      ok: true,
      data: { status: "CONFIRMED" },
    });
    expect(parseWithCodes(reservationStatusChangeSchema, { status: "CANCELLED", reason: " " })).toEqual({
      ok: false,
      errors: { reason: ["CANCEL_REASON_REQUIRED"] },
    });
    expect(parseWithCodes(reservationStatusChangeSchema, { status: "WAITING" })).toEqual({
      ok: false,
      errors: { status: ["INVALID_VALUE"] },
    });
  });
});
