import type { Gender, PassengerType } from "../catalogues/passengers.ts";
import { compareRoomTypes, maxBabiesPerRoom, roomCapacity, type RoomType } from "../catalogues/rooms.ts";

/**
 * ★ Automatic rooming (issue 25): a departure's rooming list, per hotel, built from its
 * reservations. Rules, in order:
 * 1. A booked room's people stay together (a reservation is never split by the machine).
 * 2. A booked room that is full (its beds = the room type's capacity) is a room of its own.
 * 3. People who booked beds in a shared room (fewer people than the type holds) share rooms of
 *    that type with others of the same gender, best fit first, so rooms fill before new ones
 *    open. A booked room whose people are of both genders (a couple in a triple) or not yet
 *    known (no passenger details) cannot take strangers: it keeps its room with the free beds.
 * 4. Staff can move a person or lock a room by hand. A hand-made room keeps its people through
 *    every rebuild (new bookings, cancellations); a locked one takes nobody automatically.
 * Babies take no bed (`roomCapacity` counts adults and children) and a room takes at most one.
 * Nobody is ever mixed across reservations with the other gender, by the machine or by hand.
 */

/** One traveller as the rooming list sees them. */
export interface RoomingPerson {
  /** Stable across rebuilds: `{reservation code}/{room position}/{place in the room}`. */
  key: string;
  reservationCode: string;
  /** Null while the reservation's passenger details are not entered. */
  name: string | null;
  gender: Gender | null;
  passengerType: PassengerType;
}

/** A room as a reservation booked it: its type and its people (placeholders for missing details). */
export interface RoomingBooking {
  reservationCode: string;
  roomPosition: number;
  roomType: RoomType;
  people: readonly RoomingPerson[];
}

/** A room staff made or changed by hand: kept with these people (by key) on every rebuild. */
export interface RoomingHandRoom {
  key: string;
  roomType: RoomType;
  locked: boolean;
  members: string[];
}

export interface RoomingRoom {
  key: string;
  roomType: RoomType;
  occupants: RoomingPerson[];
  /** Made or changed by hand (kept as staff left it). */
  handMade: boolean;
  /** Takes nobody automatically. */
  locked: boolean;
}

/** Why a room is not acceptable, in the domain's words. */
export type RoomingProblem = "ROOM_OVER_CAPACITY" | "ROOM_TOO_MANY_BABIES" | "ROOMING_MIXED_GENDERS";

export function roomingPersonKey(reservationCode: string, roomPosition: number, place: number): string {
  return `${reservationCode}/${roomPosition}/${place}`;
}

const takesBed = (person: Pick<RoomingPerson, "passengerType">): boolean => person.passengerType !== "turBaby";
const bedsOf = (people: readonly Pick<RoomingPerson, "passengerType">[]): number => people.filter(takesBed).length;
const babiesOf = (people: readonly Pick<RoomingPerson, "passengerType">[]): number =>
  people.filter((person) => !takesBed(person)).length;

/**
 * A booked room's people, in a stable order: its passengers as entered, then a placeholder for
 * each head the reservation counts but has no details for yet (adults, children, babies).
 */
export function roomingPeopleOf(room: {
  reservationCode: string;
  roomPosition: number;
  adults: number;
  children: number;
  babies: number;
  passengers: readonly { name: string; gender: Gender; passengerType: PassengerType }[];
}): RoomingPerson[] {
  const wanted: Record<PassengerType, number> = {
    turAdult: room.adults,
    turChild: room.children,
    turBaby: room.babies,
  };
  const people: RoomingPerson[] = [];
  const add = (person: Omit<RoomingPerson, "key" | "reservationCode">) =>
    people.push({
      key: roomingPersonKey(room.reservationCode, room.roomPosition, people.length),
      reservationCode: room.reservationCode,
      ...person,
    });
  for (const passenger of room.passengers) {
    add({ name: passenger.name, gender: passenger.gender, passengerType: passenger.passengerType });
    wanted[passenger.passengerType] -= 1;
  }
  for (const passengerType of ["turAdult", "turChild", "turBaby"] as const) {
    for (let n = 0; n < wanted[passengerType]; n += 1) add({ name: null, gender: null, passengerType });
  }
  return people;
}

/**
 * What is wrong with a room's people, or null: more beds taken than the type has, more than one
 * baby, or people of more than one reservation who are not all of one known gender.
 */
export function roomingProblem(roomType: RoomType, people: readonly RoomingPerson[]): RoomingProblem | null {
  if (bedsOf(people) > roomCapacity[roomType]) return "ROOM_OVER_CAPACITY";
  if (babiesOf(people) > maxBabiesPerRoom) return "ROOM_TOO_MANY_BABIES";
  const reservations = new Set(people.map((person) => person.reservationCode));
  if (reservations.size > 1) {
    const first = people[0]!.gender;
    if (first === null || people.some((person) => person.gender !== first)) return "ROOMING_MIXED_GENDERS";
  }
  return null;
}

/** The one gender of a set of people, or null when they are of both or not all known. */
function oneGender(people: readonly RoomingPerson[]): Gender | null {
  const first = people[0]?.gender ?? null;
  return first !== null && people.every((person) => person.gender === first) ? first : null;
}

/** A booked room that fills its type is the reservation's own room. */
export function isSharedBooking(booking: Pick<RoomingBooking, "roomType" | "people">): boolean {
  return bedsOf(booking.people) < roomCapacity[booking.roomType];
}

const autoKey = (booking: Pick<RoomingBooking, "reservationCode" | "roomPosition">) =>
  `auto:${booking.reservationCode}/${booking.roomPosition}`;

/** Builds one hotel's rooming list. Deterministic: the same input gives the same rooms and keys. */
export function buildRooming(input: {
  bookings: readonly RoomingBooking[];
  handRooms?: readonly RoomingHandRoom[];
}): RoomingRoom[] {
  const byKey = new Map<string, RoomingPerson>();
  for (const booking of input.bookings) for (const person of booking.people) byKey.set(person.key, person);
  const placed = new Set<string>();
  const rooms: RoomingRoom[] = [];

  // 1. Hand-made rooms first, as staff left them. A member who is gone (cancelled) is dropped; one
  // who no longer fits (the reservation was edited since) goes back to the automatic placement.
  for (const hand of input.handRooms ?? []) {
    const room: RoomingRoom = {
      key: hand.key,
      roomType: hand.roomType,
      occupants: [],
      handMade: true,
      locked: hand.locked,
    };
    for (const key of hand.members) {
      const person = byKey.get(key);
      if (!person || placed.has(key)) continue;
      if (roomingProblem(room.roomType, [...room.occupants, person]) !== null) continue;
      room.occupants.push(person);
      placed.add(key);
    }
    if (room.occupants.length > 0) rooms.push(room);
  }

  // 2. What is left of each booked room, together.
  const bookings = [...input.bookings].sort(
    (a, b) => a.reservationCode.localeCompare(b.reservationCode) || a.roomPosition - b.roomPosition,
  );
  const sharers: { booking: RoomingBooking; people: RoomingPerson[]; gender: Gender }[] = [];
  for (const booking of bookings) {
    const people = booking.people.filter((person) => !placed.has(person.key));
    if (people.length === 0) continue;
    const gender = oneGender(people);
    if (isSharedBooking(booking) && gender !== null) {
      sharers.push({ booking, people, gender });
      continue;
    }
    rooms.push({
      key: autoKey(booking),
      roomType: booking.roomType,
      occupants: people,
      handMade: false,
      locked: false,
    });
    for (const person of people) placed.add(person.key);
  }

  // 3. Shared beds: largest parties first, each into the fullest room of its type and gender that
  // still takes it (hand-made rooms included unless locked), a new room only when none does.
  const open = rooms.filter((room) => !room.locked && room.handMade);
  sharers.sort((a, b) => bedsOf(b.people) - bedsOf(a.people));
  for (const sharer of sharers) {
    let best: RoomingRoom | null = null;
    for (const room of open) {
      if (room.roomType !== sharer.booking.roomType || oneGender(room.occupants) !== sharer.gender) continue;
      if (roomingProblem(room.roomType, [...room.occupants, ...sharer.people]) !== null) continue;
      if (!best || bedsOf(room.occupants) > bedsOf(best.occupants)) best = room;
    }
    if (best) {
      best.occupants.push(...sharer.people);
    } else {
      const room: RoomingRoom = {
        key: autoKey(sharer.booking),
        roomType: sharer.booking.roomType,
        occupants: [...sharer.people],
        handMade: false,
        locked: false,
      };
      rooms.push(room);
      open.push(room);
    }
  }

  return rooms.sort(
    (a, b) =>
      compareRoomTypes(a.roomType, b.roomType) ||
      a.occupants[0]!.reservationCode.localeCompare(b.occupants[0]!.reservationCode) ||
      a.key.localeCompare(b.key),
  );
}

/** A change staff make to a rooming list by hand. */
export type RoomingChange =
  /** Move a person into an existing room (by its key) or into a new empty room of a type. */
  | { kind: "move"; personKey: string; toRoomKey: string }
  | { kind: "moveToNewRoom"; personKey: string; roomType: RoomType }
  /** Lock a room as it is (it takes nobody automatically), or unlock it (it stays hand-made). */
  | { kind: "lock"; roomKey: string }
  | { kind: "unlock"; roomKey: string }
  /** Give a hand-made room back to the automatic placement. */
  | { kind: "release"; roomKey: string };

export type RoomingChangeResult =
  { ok: true; handRooms: RoomingHandRoom[] } | { ok: false; code: RoomingProblem | "NOT_FOUND" | "ROOM_NEEDS_ADULT" };

function nextHandKey(handRooms: readonly RoomingHandRoom[]): string {
  const used = handRooms.map((room) => Number(/^hand:(\d+)$/.exec(room.key)?.[1] ?? 0));
  return `hand:${Math.max(0, ...used) + 1}`;
}

/** A room as a hand-made room: its present people become its members. */
const frozen = (room: RoomingRoom, key: string, locked: boolean): RoomingHandRoom => ({
  key,
  roomType: room.roomType,
  locked,
  members: room.occupants.map((person) => person.key),
});

/** Babies sleep with an adult of their own reservation. */
function strandsABaby(people: readonly RoomingPerson[]): boolean {
  return people.some(
    (baby) =>
      !takesBed(baby) &&
      !people.some((other) => other.passengerType === "turAdult" && other.reservationCode === baby.reservationCode),
  );
}

/**
 * Applies a hand change to the list staff see (`rooms`, from `buildRooming` with `handRooms`) and
 * answers the new hand-made rooms to keep, or why not: an unknown person or room, a room that
 * would be over capacity or hold two babies, genders mixed across reservations, or a baby left
 * without an adult of its reservation. The room moved into becomes hand-made with everyone in it.
 */
export function applyRoomingChange(
  handRooms: readonly RoomingHandRoom[],
  rooms: readonly RoomingRoom[],
  change: RoomingChange,
): RoomingChangeResult {
  const kept = handRooms.map((room) => ({ ...room, members: [...room.members] }));
  if (change.kind === "lock" || change.kind === "unlock" || change.kind === "release") {
    const room = rooms.find((candidate) => candidate.key === change.roomKey);
    if (!room) return { ok: false, code: "NOT_FOUND" };
    const hand = kept.find((candidate) => candidate.key === room.key);
    if (change.kind === "release") return { ok: true, handRooms: kept.filter((candidate) => candidate !== hand) };
    const locked = change.kind === "lock";
    if (hand) {
      hand.locked = locked;
      hand.members = room.occupants.map((person) => person.key);
    } else if (locked) {
      kept.push(frozen(room, nextHandKey(kept), true));
    }
    return { ok: true, handRooms: kept };
  }

  const from = rooms.find((room) => room.occupants.some((person) => person.key === change.personKey));
  const person = from?.occupants.find((candidate) => candidate.key === change.personKey);
  if (!from || !person) return { ok: false, code: "NOT_FOUND" };
  let target: RoomingRoom;
  if (change.kind === "move") {
    const found = rooms.find((room) => room.key === change.toRoomKey);
    if (!found) return { ok: false, code: "NOT_FOUND" };
    if (found === from) return { ok: true, handRooms: kept };
    target = found;
  } else {
    target = { key: "", roomType: change.roomType, occupants: [], handMade: true, locked: false };
  }
  const arriving = [...target.occupants, person];
  const problem = roomingProblem(target.roomType, arriving);
  if (problem) return { ok: false, code: problem };
  const leaving = from.occupants.filter((candidate) => candidate.key !== person.key);
  if (strandsABaby(leaving) || strandsABaby(arriving)) return { ok: false, code: "ROOM_NEEDS_ADULT" };

  // Out of every hand-made room (a person is kept in one place only), then into the target.
  for (const room of kept) room.members = room.members.filter((key) => key !== person.key);
  let hand = kept.find((room) => room.key === target.key);
  if (!hand) {
    hand = frozen(target, nextHandKey(kept), target.locked);
    kept.push(hand);
  }
  hand.members.push(person.key);
  return { ok: true, handRooms: kept.filter((room) => room.members.length > 0) };
}
