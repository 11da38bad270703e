import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { genders, type Gender, type PassengerType } from "../catalogues/passengers.ts";
import { roomTypes, type RoomType } from "../catalogues/rooms.ts";
import {
  applyRoomingChange,
  buildRooming,
  isSharedBooking,
  roomingPeopleOf,
  roomingPersonKey,
  roomingProblem,
  type RoomingBooking,
  type RoomingChange,
  type RoomingHandRoom,
  type RoomingPerson,
  type RoomingRoom,
} from "./rooming.ts";

/** Written out here, not read from the code under test: beds per room type (babies take none). */
const beds: Record<RoomType, number> = { SINGLE: 1, DOUBLE: 2, TWIN: 2, TRIPLE: 3, QUAD: 4 };
const bedsTaken = (people: readonly RoomingPerson[]) => people.filter((p) => p.passengerType !== "turBaby").length;
const babies = (people: readonly RoomingPerson[]) => people.filter((p) => p.passengerType === "turBaby").length;

/** The invariants of a rooming list, checked without asking the code under test. */
function checkRooms(bookings: readonly RoomingBooking[], rooms: readonly RoomingRoom[]) {
  const expected = bookings.flatMap((booking) => booking.people.map((person) => person.key)).sort();
  const seen = rooms.flatMap((room) => room.occupants.map((person) => person.key)).sort();
  expect(seen).toEqual(expected); // nobody twice, nobody left out
  for (const room of rooms) {
    expect(room.occupants.length).toBeGreaterThan(0);
    expect(bedsTaken(room.occupants)).toBeLessThanOrEqual(beds[room.roomType]);
    expect(babies(room.occupants)).toBeLessThanOrEqual(1);
    const reservations = new Set(room.occupants.map((person) => person.reservationCode));
    if (reservations.size > 1) {
      const genderSet = new Set(room.occupants.map((person) => person.gender));
      expect(genderSet.size).toBe(1);
      expect(genderSet.has(null)).toBe(false);
    }
  }
  expect(new Set(rooms.map((room) => room.key)).size).toBe(rooms.length);
}

const code = (n: number) => `RH-2026-${String(n).padStart(6, "0")}`;

/** A booked room: a type, its beds (1 … capacity, the first an adult), maybe a baby, maybe details. */
const bookedRoom = fc
  .record({
    roomType: fc.constantFrom(...roomTypes),
    fill: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
    children: fc.nat({ max: 3 }),
    baby: fc.boolean(),
    genders: fc.array(fc.constantFrom<Gender>(...genders), { minLength: 5, maxLength: 5 }),
    oneGender: fc.boolean(),
    detailed: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  })
  .map((spec) => {
    const bedCount = 1 + Math.floor(spec.fill * beds[spec.roomType]);
    const children = Math.min(spec.children, bedCount - 1);
    const gender = (i: number): Gender => (spec.oneGender ? spec.genders[0]! : spec.genders[i]!);
    const types: PassengerType[] = [
      ...Array<PassengerType>(bedCount - children).fill("turAdult"),
      ...Array<PassengerType>(children).fill("turChild"),
      ...(spec.baby ? (["turBaby"] as const) : []),
    ];
    return { roomType: spec.roomType, types, gender, detailed: spec.detailed >= 0.15 };
  });

const bookingsArbitrary = fc
  .array(fc.array(bookedRoom, { minLength: 1, maxLength: 3 }), { minLength: 0, maxLength: 14 })
  .map((reservations) =>
    reservations.flatMap((rooms, n) =>
      rooms.map((room, roomPosition): RoomingBooking => {
        const reservationCode = code(n + 1);
        return {
          reservationCode,
          roomPosition,
          roomType: room.roomType,
          people: roomingPeopleOf({
            reservationCode,
            roomPosition,
            adults: room.types.filter((t) => t === "turAdult").length,
            children: room.types.filter((t) => t === "turChild").length,
            babies: room.types.filter((t) => t === "turBaby").length,
            passengers: room.detailed
              ? room.types.map((passengerType, i) => ({
                  name: `P${n}.${roomPosition}.${i}`,
                  gender: room.gender(i),
                  passengerType,
                }))
              : [],
          }),
        };
      }),
    ),
  );

describe("automatic rooming (properties)", () => {
  it("places everyone once, never over capacity, never mixes genders across reservations", () => {
    fc.assert(
      fc.property(bookingsArbitrary, (bookings) => {
        checkRooms(bookings, buildRooming({ bookings }));
      }),
    );
  });

  it("never splits a booked room", () => {
    fc.assert(
      fc.property(bookingsArbitrary, (bookings) => {
        const rooms = buildRooming({ bookings });
        for (const booking of bookings) {
          const homes = new Set(
            booking.people.map((person) => rooms.find((room) => room.occupants.includes(person))!.key),
          );
          expect(homes.size).toBe(1);
        }
      }),
    );
  });

  it("fills shared rooms before opening new ones: no two rooms of one type and gender could be one", () => {
    fc.assert(
      fc.property(bookingsArbitrary, (bookings) => {
        const rooms = buildRooming({ bookings });
        const bookingOf = (person: RoomingPerson) => bookings.find((b) => b.people.some((p) => p.key === person.key))!;
        // A room of sharers: every booking in it left beds free and is of one known gender.
        const sharedRooms = rooms.filter((room) =>
          room.occupants.every((person) => {
            const booking = bookingOf(person);
            const g = booking.people[0]!.gender;
            return (
              bedsTaken(booking.people) < beds[booking.roomType] &&
              g !== null &&
              booking.people.every((p) => p.gender === g)
            );
          }),
        );
        for (const [i, a] of sharedRooms.entries()) {
          for (const b of sharedRooms.slice(i + 1)) {
            if (a.roomType !== b.roomType || a.occupants[0]!.gender !== b.occupants[0]!.gender) continue;
            const together = [...a.occupants, ...b.occupants];
            const fits = bedsTaken(together) <= beds[a.roomType] && babies(together) <= 1;
            expect(fits, `${a.key} and ${b.key} could share one ${a.roomType}`).toBe(false);
          }
        }
      }),
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(bookingsArbitrary, (bookings) => {
        expect(buildRooming({ bookings: [...bookings].reverse() })).toEqual(buildRooming({ bookings }));
      }),
    );
  });
});

/** Random hand changes on a list: picks people and rooms by index. */
const changesArbitrary = fc.array(
  fc.record({
    kind: fc.constantFrom("move", "moveToNewRoom", "lock", "unlock", "release"),
    person: fc.nat(),
    room: fc.nat(),
    roomType: fc.constantFrom(...roomTypes),
  }),
  { maxLength: 8 },
);

function pickChange(
  rooms: readonly RoomingRoom[],
  spec: { kind: string; person: number; room: number; roomType: RoomType },
): RoomingChange | null {
  const people = rooms.flatMap((room) => room.occupants);
  if (people.length === 0) return null;
  const person = people[spec.person % people.length]!;
  const room = rooms[spec.room % rooms.length]!;
  switch (spec.kind) {
    case "move":
      return { kind: "move", personKey: person.key, toRoomKey: room.key };
    case "moveToNewRoom":
      return { kind: "moveToNewRoom", personKey: person.key, roomType: spec.roomType };
    default:
      return { kind: spec.kind as "lock" | "unlock" | "release", roomKey: room.key };
  }
}

describe("hand changes (properties)", () => {
  it("keep every invariant, and hand-made rooms survive new bookings and cancellations", () => {
    fc.assert(
      fc.property(
        bookingsArbitrary,
        bookingsArbitrary,
        changesArbitrary,
        fc.nat(),
        (first, later, specs, cancelled) => {
          // The later bookings are other reservations (codes after the first ones).
          const offset = first.length + 1;
          const more = later.map((booking) => {
            const reservationCode = code(Number(booking.reservationCode.slice(-6)) + 1000 + offset);
            return {
              ...booking,
              reservationCode,
              people: booking.people.map((p) => ({
                ...p,
                reservationCode,
                key: roomingPersonKey(reservationCode, booking.roomPosition, Number(p.key.split("/")[2])),
              })),
            };
          });
          let handRooms: RoomingHandRoom[] = [];
          let rooms = buildRooming({ bookings: first, handRooms });
          for (const spec of specs) {
            const change = pickChange(rooms, spec);
            if (!change) break;
            const result = applyRoomingChange(handRooms, rooms, change);
            if (!result.ok) continue;
            handRooms = result.handRooms;
            rooms = buildRooming({ bookings: first, handRooms });
            checkRooms(first, rooms);
          }
          // One reservation of the first ones is cancelled, others book: hand-made rooms keep their people.
          const gone = first.length > 0 ? first[cancelled % first.length]!.reservationCode : null;
          const now = [...first.filter((b) => b.reservationCode !== gone), ...more];
          const rebuilt = buildRooming({ bookings: now, handRooms });
          checkRooms(now, rebuilt);
          for (const hand of handRooms) {
            const stay = hand.members.filter((key) => !gone || !key.startsWith(`${gone}/`));
            const room = rebuilt.find((candidate) => candidate.key === hand.key);
            if (stay.length === 0) continue;
            expect(room?.occupants.slice(0, stay.length).map((p) => p.key)).toEqual(stay);
            if (hand.locked) expect(room!.occupants.map((p) => p.key)).toEqual(stay);
          }
        },
      ),
    );
  });
});

describe("automatic rooming (examples)", () => {
  const booking = (
    n: number,
    roomType: RoomType,
    people: [string, Gender, PassengerType?][],
    roomPosition = 0,
  ): RoomingBooking => ({
    reservationCode: code(n),
    roomPosition,
    roomType,
    people: roomingPeopleOf({
      reservationCode: code(n),
      roomPosition,
      adults: people.filter(([, , t]) => (t ?? "turAdult") === "turAdult").length,
      children: people.filter(([, , t]) => t === "turChild").length,
      babies: people.filter(([, , t]) => t === "turBaby").length,
      passengers: people.map(([name, gender, passengerType]) => ({
        name,
        gender,
        passengerType: passengerType ?? "turAdult",
      })),
    }),
  });
  const names = (rooms: RoomingRoom[]) =>
    rooms.map((room) => `${room.roomType}: ${room.occupants.map((p) => p.name).join(", ")}`);

  it("gives families their rooms and puts single travellers together by gender", () => {
    const rooms = buildRooming({
      bookings: [
        booking(1, "QUAD", [
          ["Ahmet", "male"],
          ["Ayşe", "female"],
          ["Ece", "female", "turChild"],
          ["Can", "male", "turChild"],
        ]),
        booking(2, "DOUBLE", [["Fatma", "female"]]),
        booking(3, "DOUBLE", [["Hatice", "female"]]),
        booking(4, "DOUBLE", [["Mehmet", "male"]]),
        booking(5, "TRIPLE", [
          ["Zeynep", "female"],
          ["Şule", "female"],
        ]),
        booking(6, "TRIPLE", [["Gül", "female"]]),
        booking(7, "TRIPLE", [
          ["İsmail", "male"],
          ["Emine", "female"],
        ]),
      ],
    });
    expect(names(rooms)).toEqual([
      "DOUBLE: Fatma, Hatice",
      "DOUBLE: Mehmet",
      "TRIPLE: Zeynep, Şule, Gül",
      "TRIPLE: İsmail, Emine",
      "QUAD: Ahmet, Ayşe, Ece, Can",
    ]);
  });

  it("keeps people without details in their booked room, and a baby's cot counts once per room", () => {
    const unknown: RoomingBooking = {
      reservationCode: code(1),
      roomPosition: 0,
      roomType: "DOUBLE",
      people: roomingPeopleOf({
        reservationCode: code(1),
        roomPosition: 0,
        adults: 1,
        children: 0,
        babies: 0,
        passengers: [],
      }),
    };
    const rooms = buildRooming({
      bookings: [
        unknown,
        booking(2, "DOUBLE", [["Fatma", "female"]]),
        booking(3, "TRIPLE", [
          ["Aylin", "female"],
          ["Bebek", "female", "turBaby"],
        ]),
        booking(4, "TRIPLE", [
          ["Selin", "female"],
          ["Minik", "female", "turBaby"],
        ]),
      ],
    });
    expect(rooms.map((room) => room.occupants.map((p) => p.key))).toEqual([
      [`${code(1)}/0/0`],
      [`${code(2)}/0/0`],
      [`${code(3)}/0/0`, `${code(3)}/0/1`],
      [`${code(4)}/0/0`, `${code(4)}/0/1`],
    ]);
  });

  it("fills placeholders for heads without details, after the named passengers", () => {
    const people = roomingPeopleOf({
      reservationCode: code(9),
      roomPosition: 2,
      adults: 2,
      children: 1,
      babies: 1,
      passengers: [{ name: "Ali", gender: "male", passengerType: "turAdult" }],
    });
    expect(people.map((p) => [p.key, p.name, p.passengerType])).toEqual([
      [`${code(9)}/2/0`, "Ali", "turAdult"],
      [`${code(9)}/2/1`, null, "turAdult"],
      [`${code(9)}/2/2`, null, "turChild"],
      [`${code(9)}/2/3`, null, "turBaby"],
    ]);
  });

  it("names what is wrong with a room", () => {
    const [fatma] = booking(2, "DOUBLE", [["Fatma", "female"]]).people;
    const [mehmet] = booking(4, "DOUBLE", [["Mehmet", "male"]]).people;
    const [hatice] = booking(3, "DOUBLE", [["Hatice", "female"]]).people;
    const family = booking(5, "DOUBLE", [
      ["Ali", "male"],
      ["Bebek", "male", "turBaby"],
    ]).people;
    const other = booking(6, "DOUBLE", [
      ["Aylin", "female"],
      ["Minik", "female", "turBaby"],
    ]).people;
    expect(roomingProblem("DOUBLE", [fatma!, hatice!])).toBeNull();
    expect(roomingProblem("DOUBLE", [fatma!, mehmet!])).toBe("ROOMING_MIXED_GENDERS");
    expect(roomingProblem("SINGLE", [fatma!, hatice!])).toBe("ROOM_OVER_CAPACITY");
    expect(roomingProblem("QUAD", [...other, ...other.map((p) => ({ ...p, key: `${p.key}x` }))])).toBe(
      "ROOM_TOO_MANY_BABIES",
    );
    expect(roomingProblem("DOUBLE", family)).toBeNull();
  });
});

describe("hand changes (examples)", () => {
  const single = (n: number, gender: Gender, roomType: RoomType = "DOUBLE"): RoomingBooking => ({
    reservationCode: code(n),
    roomPosition: 0,
    roomType,
    people: roomingPeopleOf({
      reservationCode: code(n),
      roomPosition: 0,
      adults: 1,
      children: 0,
      babies: 0,
      passengers: [{ name: `N${n}`, gender, passengerType: "turAdult" }],
    }),
  });
  const key = (n: number) => `${code(n)}/0/0`;

  it("moves a person into a room, which then keeps them through a new booking", () => {
    const bookings = [single(1, "female"), single(2, "female"), single(3, "female", "TRIPLE")];
    const rooms = buildRooming({ bookings });
    expect(rooms.map((r) => r.occupants.map((p) => p.key))).toEqual([[key(1), key(2)], [key(3)]]);
    const moved = applyRoomingChange([], rooms, { kind: "move", personKey: key(2), toRoomKey: rooms[1]!.key });
    expect(moved).toEqual({
      ok: true,
      handRooms: [{ key: "hand:1", roomType: "TRIPLE", locked: false, members: [key(3), key(2)] }],
    });
    if (!moved.ok) return;
    const later = buildRooming({ bookings: [...bookings, single(4, "female")], handRooms: moved.handRooms });
    expect(later.map((r) => [r.key, r.occupants.map((p) => p.key)])).toEqual([
      [`auto:${code(1)}/0`, [key(1), key(4)]],
      ["hand:1", [key(3), key(2)]],
    ]);
  });

  it("refuses moves that would overfill a room, mix genders or strand a baby; unknown keys are NOT_FOUND", () => {
    const mother: RoomingBooking = {
      reservationCode: code(5),
      roomPosition: 0,
      roomType: "TRIPLE",
      people: roomingPeopleOf({
        reservationCode: code(5),
        roomPosition: 0,
        adults: 1,
        children: 0,
        babies: 1,
        passengers: [
          { name: "Anne", gender: "female", passengerType: "turAdult" },
          { name: "Bebek", gender: "female", passengerType: "turBaby" },
        ],
      }),
    };
    const bookings = [single(1, "female"), single(2, "male"), single(3, "female", "SINGLE"), mother];
    const rooms = buildRooming({ bookings });
    const roomOf = (k: string) => rooms.find((r) => r.occupants.some((p) => p.key === k))!.key;
    expect(applyRoomingChange([], rooms, { kind: "move", personKey: key(2), toRoomKey: roomOf(key(1)) })).toEqual({
      ok: false,
      code: "ROOMING_MIXED_GENDERS",
    });
    expect(applyRoomingChange([], rooms, { kind: "move", personKey: key(1), toRoomKey: roomOf(key(3)) })).toEqual({
      ok: false,
      code: "ROOM_OVER_CAPACITY",
    });
    expect(
      applyRoomingChange([], rooms, { kind: "move", personKey: `${code(5)}/0/0`, toRoomKey: roomOf(key(1)) }),
    ).toEqual({ ok: false, code: "ROOM_NEEDS_ADULT" });
    expect(
      applyRoomingChange([], rooms, { kind: "move", personKey: `${code(5)}/0/1`, toRoomKey: roomOf(key(1)) }),
    ).toEqual({ ok: false, code: "ROOM_NEEDS_ADULT" });
    expect(applyRoomingChange([], rooms, { kind: "move", personKey: "nobody", toRoomKey: roomOf(key(1)) })).toEqual({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(applyRoomingChange([], rooms, { kind: "move", personKey: key(1), toRoomKey: "nowhere" })).toEqual({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(applyRoomingChange([], rooms, { kind: "lock", roomKey: "nowhere" })).toEqual({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(applyRoomingChange([], rooms, { kind: "move", personKey: key(1), toRoomKey: roomOf(key(1)) })).toEqual({
      ok: true,
      handRooms: [],
    });
  });

  it("locks a room against automatic additions, unlocks it and releases it back", () => {
    const bookings = [single(1, "female", "TRIPLE")];
    let rooms = buildRooming({ bookings });
    const locked = applyRoomingChange([], rooms, { kind: "lock", roomKey: rooms[0]!.key });
    expect(locked).toEqual({
      ok: true,
      handRooms: [{ key: "hand:1", roomType: "TRIPLE", locked: true, members: [key(1)] }],
    });
    if (!locked.ok) return;
    rooms = buildRooming({ bookings: [...bookings, single(2, "female", "TRIPLE")], handRooms: locked.handRooms });
    expect(rooms.map((r) => [r.key, r.occupants.length])).toEqual([
      ["hand:1", 1],
      [`auto:${code(2)}/0`, 1],
    ]);
    const unlocked = applyRoomingChange(locked.handRooms, rooms, { kind: "unlock", roomKey: "hand:1" });
    expect(unlocked).toEqual({
      ok: true,
      handRooms: [{ key: "hand:1", roomType: "TRIPLE", locked: false, members: [key(1)] }],
    });
    if (!unlocked.ok) return;
    rooms = buildRooming({ bookings: [...bookings, single(2, "female", "TRIPLE")], handRooms: unlocked.handRooms });
    expect(rooms.map((r) => [r.key, r.occupants.length])).toEqual([["hand:1", 2]]);
    expect(applyRoomingChange(unlocked.handRooms, rooms, { kind: "release", roomKey: "hand:1" })).toEqual({
      ok: true,
      handRooms: [],
    });
    // Unlocking a room that was never hand-made changes nothing.
    const plain = buildRooming({ bookings });
    expect(applyRoomingChange([], plain, { kind: "unlock", roomKey: plain[0]!.key })).toEqual({
      ok: true,
      handRooms: [],
    });
  });

  it("moves a person into a new room of a chosen type; their old hand-made room lets them go", () => {
    const bookings = [single(1, "female"), single(2, "female")];
    const rooms = buildRooming({ bookings });
    const first = applyRoomingChange([], rooms, { kind: "moveToNewRoom", personKey: key(2), roomType: "SINGLE" });
    expect(first).toEqual({
      ok: true,
      handRooms: [{ key: "hand:1", roomType: "SINGLE", locked: false, members: [key(2)] }],
    });
    if (!first.ok) return;
    const again = buildRooming({ bookings, handRooms: first.handRooms });
    const second = applyRoomingChange(first.handRooms, again, {
      kind: "moveToNewRoom",
      personKey: key(2),
      roomType: "DOUBLE",
    });
    expect(second).toEqual({
      ok: true,
      handRooms: [{ key: "hand:2", roomType: "DOUBLE", locked: false, members: [key(2)] }],
    });
  });

  it("drops a hand-made member who is gone or no longer fits, and places them automatically", () => {
    const bookings = [single(1, "female"), single(2, "male")];
    const handRooms: RoomingHandRoom[] = [
      { key: "hand:1", roomType: "DOUBLE", locked: true, members: [key(1), key(2), "RH-2026-999999/0/0"] },
    ];
    const rooms = buildRooming({ bookings, handRooms });
    checkRooms(bookings, rooms);
    expect(rooms.map((r) => [r.key, r.occupants.map((p) => p.key)])).toEqual([
      ["hand:1", [key(1)]],
      [`auto:${code(2)}/0`, [key(2)]],
    ]);
  });
});

describe("shared bookings", () => {
  const person = (passengerType: PassengerType, place: number): RoomingPerson => ({
    key: `RH-2026-000001/1/${place}`,
    reservationCode: "RH-2026-000001",
    name: null,
    gender: "female",
    passengerType,
  });
  const booking = (roomType: RoomType, ...types: PassengerType[]) => ({
    roomType,
    people: types.map((type, place) => person(type, place)),
  });

  it("is a booked room with a free bed; a full one is the reservation's own, babies taking no bed", () => {
    expect(isSharedBooking(booking("DOUBLE", "turAdult"))).toBe(true);
    expect(isSharedBooking(booking("DOUBLE", "turAdult", "turAdult"))).toBe(false);
    expect(isSharedBooking(booking("TRIPLE", "turAdult", "turAdult", "turAdult"))).toBe(false);
    expect(isSharedBooking(booking("TRIPLE", "turAdult", "turAdult", "turBaby"))).toBe(true);
    expect(isSharedBooking(booking("SINGLE", "turAdult"))).toBe(false);
  });
});
