import { compareDates, isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { passengerTypeOn, type Gender, type PassengerType } from "../catalogues/passengers.ts";
import { maxBabiesPerRoom, minAdultsPerRoom, roomCapacity, type RoomType } from "../catalogues/rooms.ts";
import { isValidTckn } from "../identity/tckn.ts";
import type { ErrorCode } from "../messages/messages.ts";
import { isPassportValidForTour } from "../passport/passport.ts";

/** Spec §3: a room of the reservation draft. */
export interface DraftRoom {
  adult: number;
  child: number;
  baby: number;
  roomType: RoomType;
  /** Extra services chosen for the room (ids defined by the tour). */
  options: string[];
}

/** Spec §3: passenger fields seen in labels, plus passport expiry and citizenship (§5). */
export interface Passenger {
  /** Index of the room the passenger stays in. */
  roomIndex: number;
  passengerType: PassengerType;
  name: string;
  surname: string;
  /** Required (and checked) for Turkish citizens. */
  tckn?: string;
  birthDate: CalendarDate | "";
  gender: Gender;
  passportNumber?: string;
  passportExpiry?: CalendarDate | "";
  /** Three-letter country code, 'TUR' for Turkish citizens. */
  citizenship: string;
}

export interface ReservationDraft {
  tourId?: string;
  departureDate?: CalendarDate;
  rooms: DraftRoom[];
  passengers: Passenger[];
}

export interface FieldError {
  /** Dotted path into the draft, e.g. 'rooms.0.adult' or 'passengers.2.tckn'. */
  path: string;
  code: ErrorCode;
}

/** Spec §3, §9: the default room: 2 adults, 0 children, 0 babies, in a DOUBLE. */
export function createRoom(roomType: RoomType = "DOUBLE"): DraftRoom {
  return { adult: 2, child: 0, baby: 0, roomType, options: [] };
}

/** Spec §4: a draft starts with 1 room of 2 adults. */
export function createDraft(init: { tourId?: string; departureDate?: CalendarDate } = {}): ReservationDraft {
  return { ...init, rooms: [clampRoom(createRoom())], passengers: [] };
}

const whole = (value: number): number => (Number.isFinite(value) ? Math.trunc(value) : 0);

/** Fits counts into the room type: ≥ 1 adult, adults + children ≤ capacity, 0–1 baby. */
export function clampRoom(room: DraftRoom): DraftRoom {
  const capacity = roomCapacity[room.roomType];
  const adult = Math.min(capacity, Math.max(minAdultsPerRoom, whole(room.adult)));
  const child = Math.min(capacity - adult, Math.max(0, whole(room.child)));
  const baby = Math.min(maxBabiesPerRoom, Math.max(0, whole(room.baby)));
  return { ...room, adult, child, baby };
}

/** Upper bound on rooms in one reservation (formerly the kit's default; one home now). */
export const maxRoomsPerReservation = 9;

export interface CountRange {
  min: number;
  max: number;
}
export type RoomCountRanges = Record<"adult" | "child" | "baby", CountRange>;

/** A draft keeps at least one room. */
export function canRemoveRoom(draft: Pick<ReservationDraft, "rooms">): boolean {
  return draft.rooms.length > 1;
}

export function canAddRoom(draft: Pick<ReservationDraft, "rooms">): boolean {
  return draft.rooms.length < maxRoomsPerReservation;
}

/**
 * What each count of a room may be set to, given the others: ≥ 1 adult, adults + children
 * within the room type's capacity, at most one baby. Pickers enable their steppers from this;
 * `clampRoom` enforces the same bounds.
 */
export function roomCountRanges(room: Pick<DraftRoom, "adult" | "child" | "roomType">): RoomCountRanges {
  const capacity = roomCapacity[room.roomType];
  return {
    adult: { min: minAdultsPerRoom, max: Math.max(minAdultsPerRoom, capacity - room.child) },
    child: { min: 0, max: Math.max(0, capacity - room.adult) },
    baby: { min: 0, max: maxBabiesPerRoom },
  };
}

export function addRoom(draft: ReservationDraft, roomType: RoomType = "DOUBLE"): ReservationDraft {
  if (!canAddRoom(draft)) return draft;
  return { ...draft, rooms: [...draft.rooms, clampRoom(createRoom(roomType))] };
}

/** Removes a room (never the last one) with its passengers; later passengers move up a room. */
export function removeRoom(draft: ReservationDraft, index: number): ReservationDraft {
  if (!canRemoveRoom(draft) || index < 0 || index >= draft.rooms.length) return draft;
  return {
    ...draft,
    rooms: draft.rooms.filter((_, i) => i !== index),
    passengers: draft.passengers
      .filter((passenger) => passenger.roomIndex !== index)
      .map((passenger) =>
        passenger.roomIndex > index ? { ...passenger, roomIndex: passenger.roomIndex - 1 } : passenger,
      ),
  };
}

function updateRoom(draft: ReservationDraft, index: number, update: (room: DraftRoom) => DraftRoom): ReservationDraft {
  const room = draft.rooms[index];
  if (!room) return draft;
  return { ...draft, rooms: draft.rooms.map((r, i) => (i === index ? clampRoom(update(r)) : r)) };
}

/** Sets counts, clamped to the room type's capacity. */
export function setRoomCounts(
  draft: ReservationDraft,
  index: number,
  counts: Partial<Pick<DraftRoom, "adult" | "child" | "baby">>,
): ReservationDraft {
  return updateRoom(draft, index, (room) => ({ ...room, ...counts }));
}

/** Changes the room type and re-clamps the counts (a QUAD of 4 becomes a DOUBLE of 2). */
export function setRoomType(draft: ReservationDraft, index: number, roomType: RoomType): ReservationDraft {
  return updateRoom(draft, index, (room) => ({ ...room, roomType }));
}

export function setRoomOptions(draft: ReservationDraft, index: number, options: string[]): ReservationDraft {
  return updateRoom(draft, index, (room) => ({ ...room, options: [...new Set(options)] }));
}

/** People in the draft per passenger type. */
export function countTravellers(draft: Pick<ReservationDraft, "rooms">): Record<PassengerType, number> {
  return draft.rooms.reduce(
    (sum, room) => ({
      turAdult: sum.turAdult + room.adult,
      turChild: sum.turChild + room.child,
      turBaby: sum.turBaby + room.baby,
    }),
    { turAdult: 0, turChild: 0, turBaby: 0 },
  );
}

/** A passenger with nothing filled in yet, for a place in a room (a Turkish citizen by default). */
export function blankPassenger(roomIndex: number, passengerType: PassengerType): Passenger {
  return {
    roomIndex,
    passengerType,
    name: "",
    surname: "",
    tckn: "",
    birthDate: "",
    gender: "female",
    passportNumber: "",
    passportExpiry: "",
    citizenship: "TUR",
  };
}

/**
 * The passengers the rooms call for, in order (room by room: adults, children, babies), each
 * place keeping what was entered for it before (same room, same type, same position); extra
 * entries are dropped. So the passenger list always matches the head counts `validateDraft` checks.
 */
export function fitPassengersToRooms(draft: Pick<ReservationDraft, "rooms" | "passengers">): Passenger[] {
  return draft.rooms.flatMap((room, roomIndex) =>
    (["turAdult", "turChild", "turBaby"] as const).flatMap((passengerType) => {
      const count = passengerType === "turAdult" ? room.adult : passengerType === "turChild" ? room.child : room.baby;
      const known = draft.passengers.filter((p) => p.roomIndex === roomIndex && p.passengerType === passengerType);
      return Array.from({ length: count }, (_, i) => known[i] ?? blankPassenger(roomIndex, passengerType));
    }),
  );
}

function validateRoom(room: DraftRoom, index: number): FieldError[] {
  const path = `rooms.${index}`;
  const errors: FieldError[] = [];
  for (const key of ["adult", "child", "baby"] as const) {
    if (!Number.isInteger(room[key]) || room[key] < 0)
      errors.push({ path: `${path}.${key}`, code: "ROOM_COUNT_INVALID" });
  }
  if (errors.length > 0) return errors;
  if (room.adult < minAdultsPerRoom) errors.push({ path: `${path}.adult`, code: "ROOM_NEEDS_ADULT" });
  if (room.adult + room.child > roomCapacity[room.roomType]) errors.push({ path, code: "ROOM_OVER_CAPACITY" });
  if (room.baby > maxBabiesPerRoom) errors.push({ path: `${path}.baby`, code: "ROOM_TOO_MANY_BABIES" });
  return errors;
}

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === "";

function validatePassenger(passenger: Passenger, index: number, departure: CalendarDate | undefined): FieldError[] {
  const path = `passengers.${index}`;
  const errors: FieldError[] = [];
  const push = (field: string, code: ErrorCode): void => void errors.push({ path: `${path}.${field}`, code });
  if (blank(passenger.name)) push("name", "REQUIRED");
  if (blank(passenger.surname)) push("surname", "REQUIRED");
  if (passenger.citizenship === "TUR") {
    if (blank(passenger.tckn)) push("tckn", "TCKN_REQUIRED");
    else if (!isValidTckn(passenger.tckn)) push("tckn", "TCKN_INVALID");
  }
  if (!isCalendarDate(passenger.birthDate)) push("birthDate", passenger.birthDate === "" ? "REQUIRED" : "DATE_INVALID");
  else if (departure) {
    if (compareDates(passenger.birthDate, departure) > 0) push("birthDate", "BIRTH_DATE_IN_FUTURE");
    else if (passengerTypeOn(passenger.birthDate, departure) !== passenger.passengerType) {
      push("birthDate", "PASSENGER_TYPE_AGE_MISMATCH");
    }
  }
  if (blank(passenger.passportNumber)) push("passportNumber", "REQUIRED");
  else if (!/^[A-Z0-9]{5,20}$/i.test(passenger.passportNumber ?? "")) push("passportNumber", "PASSPORT_NUMBER_INVALID");
  if (!isCalendarDate(passenger.passportExpiry)) {
    push("passportExpiry", blank(passenger.passportExpiry) ? "PASSPORT_EXPIRY_REQUIRED" : "DATE_INVALID");
  } else if (departure && !isPassportValidForTour(departure, passenger.passportExpiry)) {
    push("passportExpiry", "PASSPORT_NOT_VALID_FOR_TOUR");
  }
  return errors;
}

/**
 * Spec §3, §4, §5: validates a draft. Rooms always; passengers when `requirePassengers` is set or
 * any passenger is present. Each room's passengers must then match its counts per type.
 */
export function validateDraft(draft: ReservationDraft, options: { requirePassengers?: boolean } = {}): FieldError[] {
  const errors: FieldError[] = [];
  if (draft.rooms.length === 0) errors.push({ path: "rooms", code: "ROOMS_REQUIRED" });
  draft.rooms.forEach((room, index) => errors.push(...validateRoom(room, index)));
  const checkPassengers = options.requirePassengers === true || draft.passengers.length > 0;
  if (!checkPassengers) return errors;
  draft.rooms.forEach((room, index) => {
    const inRoom = draft.passengers.filter((p) => p.roomIndex === index);
    const count = (type: PassengerType): number => inRoom.filter((p) => p.passengerType === type).length;
    if (count("turAdult") !== room.adult || count("turChild") !== room.child || count("turBaby") !== room.baby) {
      errors.push({ path: `rooms.${index}`, code: "PASSENGER_COUNT_MISMATCH" });
    }
  });
  draft.passengers.forEach((passenger, index) => {
    if (!draft.rooms[passenger.roomIndex])
      errors.push({ path: `passengers.${index}.roomIndex`, code: "INVALID_VALUE" });
    errors.push(...validatePassenger(passenger, index, draft.departureDate));
  });
  return errors;
}
