import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roomCapacity, roomTypes } from "../catalogues/rooms.ts";
import type { CalendarDate } from "../dates/calendarDate.ts";
import {
  addRoom,
  canAddRoom,
  canRemoveRoom,
  clampRoom,
  countTravellers,
  maxRoomsPerReservation,
  roomCountRanges,
  createDraft,
  fitPassengersToRooms,
  removeRoom,
  setRoomCounts,
  setRoomOptions,
  setRoomType,
  validateDraft,
  type Passenger,
  type ReservationDraft,
} from "./draft.ts";

const passenger = (overrides: Partial<Passenger> = {}): Passenger => ({
  roomIndex: 0,
  passengerType: "turAdult",
  name: "Ayşe",
  surname: "Yılmaz",
  tckn: "10000000146",
  birthDate: "1980-05-01",
  gender: "female",
  passportNumber: "U12345678",
  passportExpiry: "2030-01-01",
  citizenship: "TUR",
  ...overrides,
});

const withPassengers = (passengers: Passenger[]): ReservationDraft => ({
  ...createDraft({ departureDate: "2026-01-10" }),
  passengers,
});

describe("spec §3, §4: the reservation draft", () => {
  it("starts with 1 DOUBLE room of 2 adults, no children or babies", () => {
    expect(createDraft()).toEqual({
      rooms: [{ adult: 2, child: 0, baby: 0, roomType: "DOUBLE", options: [] }],
      passengers: [],
    });
    expect(validateDraft(createDraft())).toEqual([]);
  });

  it("adds and removes rooms, never below 1", () => {
    const two = addRoom(createDraft(), "TRIPLE");
    expect(two.rooms.map((r) => r.roomType)).toEqual(["DOUBLE", "TRIPLE"]);
    expect(removeRoom(two, 0).rooms.map((r) => r.roomType)).toEqual(["TRIPLE"]);
    expect(removeRoom(removeRoom(two, 0), 0).rooms).toHaveLength(1);
    expect(removeRoom(two, 5)).toBe(two);
  });

  it("drops a removed room's passengers and moves later ones up", () => {
    const draft = {
      ...addRoom(createDraft()),
      passengers: [passenger({ roomIndex: 0 }), passenger({ roomIndex: 1, name: "B" })],
    };
    expect(removeRoom(draft, 0).passengers).toEqual([passenger({ roomIndex: 0, name: "B" })]);
    expect(removeRoom(draft, 1).passengers).toEqual([passenger({ roomIndex: 0 })]);
  });

  it("clamps counts to the room type's capacity", () => {
    const draft = createDraft();
    expect(setRoomCounts(draft, 0, { adult: 5 }).rooms[0]).toMatchObject({ adult: 2, child: 0 });
    expect(setRoomCounts(draft, 0, { adult: 0 }).rooms[0]).toMatchObject({ adult: 1 });
    expect(setRoomCounts(draft, 0, { adult: 1, child: 3, baby: 4 }).rooms[0]).toMatchObject({
      adult: 1,
      child: 1,
      baby: 1,
    });
    expect(setRoomCounts(draft, 0, { child: -2, baby: Number.NaN }).rooms[0]).toMatchObject({ child: 0, baby: 0 });
    expect(setRoomCounts(draft, 3, { adult: 1 })).toBe(draft);
  });

  it("re-clamps when the room type changes", () => {
    const quad = setRoomCounts(setRoomType(createDraft(), 0, "QUAD"), 0, { adult: 2, child: 2 });
    expect(quad.rooms[0]).toMatchObject({ roomType: "QUAD", adult: 2, child: 2 });
    expect(setRoomType(quad, 0, "SINGLE").rooms[0]).toMatchObject({ roomType: "SINGLE", adult: 1, child: 0 });
    expect(setRoomOptions(quad, 0, ["x", "x", "y"]).rooms[0]?.options).toEqual(["x", "y"]);
  });

  it("★ the helpers always leave a valid room configuration", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), type: fc.constantFrom(...roomTypes) }),
      fc.record({ kind: fc.constant("remove" as const), index: fc.nat(5) }),
      fc.record({
        kind: fc.constant("counts" as const),
        index: fc.nat(5),
        adult: fc.integer({ min: -3, max: 9 }),
        child: fc.integer({ min: -3, max: 9 }),
        baby: fc.integer({ min: -3, max: 9 }),
      }),
      fc.record({ kind: fc.constant("type" as const), index: fc.nat(5), type: fc.constantFrom(...roomTypes) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let draft = createDraft();
        for (const o of ops) {
          if (o.kind === "add") draft = addRoom(draft, o.type);
          else if (o.kind === "remove") draft = removeRoom(draft, o.index);
          else if (o.kind === "counts") draft = setRoomCounts(draft, o.index, o);
          else draft = setRoomType(draft, o.index, o.type);
        }
        expect(draft.rooms.length).toBeGreaterThanOrEqual(1);
        expect(validateDraft(draft)).toEqual([]);
        for (const room of draft.rooms)
          expect(room.adult + room.child).toBeLessThanOrEqual(roomCapacity[room.roomType]);
      }),
    );
  });

  it("never removes the last room and stops adding at nine rooms", () => {
    const one = createDraft();
    expect(canRemoveRoom(one)).toBe(false);
    expect(removeRoom(one, 0)).toBe(one);
    let draft = one;
    for (let i = 0; i < 12; i++) draft = addRoom(draft);
    expect(maxRoomsPerReservation).toBe(9);
    expect(draft.rooms).toHaveLength(9);
    expect(canAddRoom(draft)).toBe(false);
    expect(canRemoveRoom(draft)).toBe(true);
  });

  it("gives the stepper ranges a picker shows, by hand for a DOUBLE and a QUAD", () => {
    expect(roomCountRanges({ adult: 2, child: 0, roomType: "DOUBLE" })).toEqual({
      adult: { min: 1, max: 2 },
      child: { min: 0, max: 0 },
      baby: { min: 0, max: 1 },
    });
    expect(roomCountRanges({ adult: 2, child: 1, roomType: "QUAD" })).toEqual({
      adult: { min: 1, max: 3 },
      child: { min: 0, max: 2 },
      baby: { min: 0, max: 1 },
    });
  });

  it("accepts every count inside its range unchanged, so pickers and clamping agree", () => {
    const room = fc.constantFrom(...roomTypes).chain((roomType) =>
      fc.integer({ min: 1, max: roomCapacity[roomType] }).chain((adult) =>
        fc.record({
          roomType: fc.constant(roomType),
          adult: fc.constant(adult),
          child: fc.integer({ min: 0, max: roomCapacity[roomType] - adult }),
          baby: fc.integer({ min: 0, max: 1 }),
        }),
      ),
    );
    fc.assert(
      fc.property(room, (r) => {
        const full = { ...r, options: [] };
        const ranges = roomCountRanges(full);
        for (const key of ["adult", "child", "baby"] as const) {
          expect(full[key]).toBeGreaterThanOrEqual(ranges[key].min);
          expect(full[key]).toBeLessThanOrEqual(ranges[key].max);
          expect(clampRoom({ ...full, [key]: ranges[key].max })[key]).toBe(ranges[key].max);
        }
        expect(clampRoom(full)).toEqual(full);
      }),
    );
  });

  it("counts travellers per passenger type", () => {
    expect(countTravellers(setRoomCounts(addRoom(createDraft(), "QUAD"), 1, { adult: 2, child: 2, baby: 1 }))).toEqual({
      turAdult: 4,
      turChild: 2,
      turBaby: 1,
    });
  });
});

describe("spec §3, §5: draft validation gives typed errors per field", () => {
  it("checks occupancy, adults and babies per room", () => {
    const draft: ReservationDraft = {
      rooms: [
        { adult: 3, child: 0, baby: 0, roomType: "DOUBLE", options: [] },
        { adult: 0, child: 1, baby: 2, roomType: "TRIPLE", options: [] },
        { adult: 1.5, child: -1, baby: 0, roomType: "QUAD", options: [] },
      ],
      passengers: [],
    };
    expect(validateDraft(draft)).toEqual([
      { path: "rooms.0", code: "ROOM_OVER_CAPACITY" },
      { path: "rooms.1.adult", code: "ROOM_NEEDS_ADULT" },
      { path: "rooms.1.baby", code: "ROOM_TOO_MANY_BABIES" },
      { path: "rooms.2.adult", code: "ROOM_COUNT_INVALID" },
      { path: "rooms.2.child", code: "ROOM_COUNT_INVALID" },
    ]);
    expect(validateDraft({ rooms: [], passengers: [] })).toEqual([{ path: "rooms", code: "ROOMS_REQUIRED" }]);
  });

  it("accepts matching passengers", () => {
    expect(validateDraft(withPassengers([passenger(), passenger({ name: "Ali", gender: "male" })]))).toEqual([]);
  });

  it("requires passengers to match the room's counts when they are entered or required", () => {
    expect(validateDraft(withPassengers([passenger()]))).toEqual([
      { path: "rooms.0", code: "PASSENGER_COUNT_MISMATCH" },
    ]);
    expect(validateDraft(createDraft(), { requirePassengers: true })).toEqual([
      { path: "rooms.0", code: "PASSENGER_COUNT_MISMATCH" },
    ]);
    expect(validateDraft(withPassengers([passenger(), passenger({ roomIndex: 3 })]))).toContainEqual({
      path: "passengers.1.roomIndex",
      code: "INVALID_VALUE",
    });
  });

  it("checks ages against passenger types at the departure date", () => {
    const errors = validateDraft(withPassengers([passenger(), passenger({ birthDate: "2020-01-01" })]));
    expect(errors).toEqual([{ path: "passengers.1.birthDate", code: "PASSENGER_TYPE_AGE_MISMATCH" }]);
    expect(validateDraft(withPassengers([passenger(), passenger({ birthDate: "2027-01-01" })]))).toContainEqual({
      path: "passengers.1.birthDate",
      code: "BIRTH_DATE_IN_FUTURE",
    });
  });

  it("requires a valid TCKN for Turkish citizens only", () => {
    expect(validateDraft(withPassengers([passenger({ tckn: "" }), passenger({ tckn: "12345678901" })]))).toEqual([
      { path: "passengers.0.tckn", code: "TCKN_REQUIRED" },
      { path: "passengers.1.tckn", code: "TCKN_INVALID" },
    ]);
    expect(validateDraft(withPassengers([passenger({ citizenship: "SAU", tckn: undefined }), passenger()]))).toEqual(
      [],
    );
  });

  it("checks passport number and validity against the departure", () => {
    expect(
      validateDraft(
        withPassengers([
          passenger({ passportNumber: "", passportExpiry: "2026-07-09" }),
          passenger({ passportNumber: "??", passportExpiry: "" }),
        ]),
      ),
    ).toEqual([
      { path: "passengers.0.passportNumber", code: "REQUIRED" },
      { path: "passengers.0.passportExpiry", code: "PASSPORT_NOT_VALID_FOR_TOUR" },
      { path: "passengers.1.passportNumber", code: "PASSPORT_NUMBER_INVALID" },
      { path: "passengers.1.passportExpiry", code: "PASSPORT_EXPIRY_REQUIRED" },
    ]);
    expect(validateDraft(withPassengers([passenger({ passportExpiry: "2030-02-30" as never }), passenger()]))).toEqual([
      { path: "passengers.0.passportExpiry", code: "DATE_INVALID" },
    ]);
  });

  it("requires names and a birth date", () => {
    expect(
      validateDraft(
        withPassengers([
          passenger({ name: " ", surname: "", birthDate: "" }),
          passenger({ birthDate: "1990-02-30" as never }),
        ]),
      ),
    ).toEqual([
      { path: "passengers.0.name", code: "REQUIRED" },
      { path: "passengers.0.surname", code: "REQUIRED" },
      { path: "passengers.0.birthDate", code: "REQUIRED" },
      { path: "passengers.1.birthDate", code: "DATE_INVALID" },
    ]);
  });

  it("skips date-relative checks without a departure date", () => {
    const draft = {
      ...createDraft(),
      passengers: [passenger({ birthDate: "2020-01-01", passportExpiry: "2020-01-01" }), passenger()],
    };
    expect(validateDraft(draft)).toEqual([]);
  });
});

describe("fitPassengersToRooms", () => {
  it("lists one place per person, room by room, adults then children then babies", () => {
    const draft = createDraft({ departureDate: "2027-03-01" as CalendarDate });
    const twoRooms = setRoomCounts(setRoomType(addRoom(draft), 1, "TRIPLE"), 1, { adult: 2, child: 1, baby: 1 });
    const places = fitPassengersToRooms(twoRooms).map((p) => `${p.roomIndex}:${p.passengerType}`);
    expect(places).toEqual(["0:turAdult", "0:turAdult", "1:turAdult", "1:turAdult", "1:turChild", "1:turBaby"]);
  });

  it("keeps what was entered for a place and drops places the rooms no longer have", () => {
    const draft = setRoomCounts(setRoomType(createDraft(), 0, "TRIPLE"), 0, { adult: 2, child: 1 });
    const filled = fitPassengersToRooms(draft).map((p, i) => ({ ...p, name: `P${i}` }));
    const fewer = setRoomCounts({ ...draft, passengers: filled }, 0, { adult: 1, child: 1 });
    expect(fitPassengersToRooms(fewer).map((p) => p.name)).toEqual(["P0", "P2"]);
    const more = setRoomCounts({ ...draft, passengers: filled }, 0, { adult: 3, child: 0 });
    expect(fitPassengersToRooms(more).map((p) => p.name)).toEqual(["P0", "P1", ""]);
  });
});
