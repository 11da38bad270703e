import {
  clampRoom,
  createRoom,
  fitPassengersToRooms,
  isPassengerType,
  isRoomType,
  maxRoomsPerReservation,
  type CalendarDate,
  type DraftRoom,
  type FieldError,
  type Passenger,
  type ReservationDraft,
} from "@rihla/domain";
// The planner's address lives apart, so the tour page's book button does not load the draft's rules.
export { plannerHref, roomsParam, type PlannerStep } from "./plannerPath";

/**
 * How the reservation pages carry a draft between requests (issue 14): the rooms in the URL
 * (`rooms=DOUBLE-2-0-0.TRIPLE-2-1-0`), so a guest who signs in on the way comes back to the same
 * plan; the passengers as form fields named like the API's body (`rooms[1].passengers[0].tckn`),
 * so the plain form, the machine's post and the API's field codes use one set of paths.
 * Formats only: every rule (counts, capacity, passengers per room) is the domain's.
 */

/** The rooms of a `rooms=` value, clamped by the domain; null when it names none. */
export function roomsFromParam(value: string | null | undefined): DraftRoom[] | null {
  if (!value || value.length > 400) return null;
  const rooms: DraftRoom[] = [];
  for (const part of value.split(".").slice(0, maxRoomsPerReservation)) {
    const [roomType, adult, child, baby] = part.split("-");
    if (!isRoomType(roomType)) return null;
    const count = (text: string | undefined) => (/^\d{1,2}$/.test(text ?? "") ? Number(text) : 0);
    rooms.push(clampRoom({ ...createRoom(roomType), adult: count(adult), child: count(child), baby: count(baby) }));
  }
  return rooms.length > 0 ? rooms : null;
}

/** One passenger's place: its room, its position among the room's passengers, its type. */
export interface PassengerPlace {
  /** Position in the draft's flat passenger list (the machine's `passengers.N`). */
  index: number;
  roomIndex: number;
  /** Position among the room's passengers (the API's `rooms.R.passengers.K`). */
  position: number;
  passenger: Passenger;
  /** 1-based number among the room's passengers of the same type, for headings. */
  numberOfType: number;
}

export function passengerPlaces(draft: Pick<ReservationDraft, "rooms" | "passengers">): PassengerPlace[] {
  const passengers = fitPassengersToRooms(draft);
  const seen = new Map<string, number>();
  return passengers.map((passenger, index) => {
    const roomKey = `${passenger.roomIndex}`;
    const typeKey = `${passenger.roomIndex}/${passenger.passengerType}`;
    const position = seen.get(roomKey) ?? 0;
    const numberOfType = (seen.get(typeKey) ?? 0) + 1;
    seen.set(roomKey, position + 1);
    seen.set(typeKey, numberOfType);
    return { index, roomIndex: passenger.roomIndex, position, passenger, numberOfType };
  });
}

export const passengerFields = [
  "name",
  "surname",
  "gender",
  "birthDate",
  "citizenship",
  "tckn",
  "passportNumber",
  "passportExpiry",
] as const;
export type PassengerField = (typeof passengerFields)[number];

export function passengerFieldName(place: Pick<PassengerPlace, "roomIndex" | "position">, field: string): string {
  return `rooms[${place.roomIndex}].passengers[${place.position}].${field}`;
}

/**
 * The request's error paths (`rooms.1.passengers.0.tckn`, or conform's `rooms[1].passengers[0].tckn`)
 * as the draft's (`passengers.2.tckn`); room paths stay as they are.
 */
export function draftErrors(
  fields: Record<string, readonly string[] | null | undefined> | undefined,
  draft: Pick<ReservationDraft, "rooms" | "passengers">,
): FieldError[] {
  const places = passengerPlaces(draft);
  const errors: FieldError[] = [];
  for (const [rawPath, codes] of Object.entries(fields ?? {})) {
    if (!codes || rawPath === "") continue;
    const path = rawPath.replace(/\[(\d+)\]/g, ".$1");
    const match = /^rooms\.(\d+)\.passengers\.(\d+)\.(\w+)$/.exec(path);
    const place = match
      ? places.find((p) => p.roomIndex === Number(match[1]) && p.position === Number(match[2]))
      : undefined;
    const draftPath = match && place ? `passengers.${place.index}.${match[3]}` : path;
    for (const code of codes) errors.push({ path: draftPath, code: code as FieldError["code"] });
  }
  return errors;
}

/** The draft as the form the route's action reads (what the plain form posts, too). */
export function draftFormData(draft: Pick<ReservationDraft, "rooms" | "passengers">): FormData {
  const form = new FormData();
  draft.rooms.forEach((room, index) => {
    form.set(`rooms[${index}].roomType`, room.roomType);
    form.set(`rooms[${index}].adults`, String(room.adult));
    form.set(`rooms[${index}].children`, String(room.child));
    form.set(`rooms[${index}].babies`, String(room.baby));
  });
  for (const place of passengerPlaces(draft)) {
    form.set(passengerFieldName(place, "passengerType"), place.passenger.passengerType);
    for (const field of passengerFields) {
      const value = place.passenger[field];
      if (field === "tckn" && place.passenger.citizenship !== "TUR") continue;
      form.set(passengerFieldName(place, field), value ?? "");
    }
  }
  return form;
}

/** The draft the form posted (what the page shows again after a refusal). */
export function postedDraft(payload: unknown): ReservationDraft {
  // Whatever was posted (`rooms=x`, `rooms[0]=x`, a field twice): the page draws only what
  // fits a draft, clamped by the domain, and never fails on it (issue 28, finding 5).
  const posted = isRecord(payload) && Array.isArray(payload.rooms) ? payload.rooms : [];
  const draft: ReservationDraft = { rooms: [], passengers: [] };
  posted.slice(0, maxRoomsPerReservation).forEach((raw, roomIndex) => {
    const room = isRecord(raw) ? raw : {};
    const count = (value: unknown, fallback: number) =>
      typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : fallback;
    const roomType = isRoomType(room.roomType) ? room.roomType : "DOUBLE";
    const counts = { adult: count(room.adults, 1), child: count(room.children, 0), baby: count(room.babies, 0) };
    const drawn = clampRoom({ ...createRoom(roomType), ...counts });
    draft.rooms.push(drawn);
    const passengers = Array.isArray(room.passengers) ? room.passengers : [];
    for (const rawPassenger of passengers.slice(0, drawn.adult + drawn.child + drawn.baby)) {
      const p = isRecord(rawPassenger) ? rawPassenger : {};
      const text = (value: unknown) => (typeof value === "string" ? value : "");
      draft.passengers.push({
        roomIndex,
        passengerType: isPassengerType(p.passengerType) ? p.passengerType : "turAdult",
        name: text(p.name),
        surname: text(p.surname),
        gender: p.gender === "male" ? "male" : "female",
        birthDate: text(p.birthDate) as CalendarDate | "",
        citizenship: text(p.citizenship) || "TUR",
        tckn: text(p.tckn),
        passportNumber: text(p.passportNumber),
        passportExpiry: text(p.passportExpiry) as CalendarDate | "",
      });
    }
  });
  return draft;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
