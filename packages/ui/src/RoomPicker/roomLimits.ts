/** A room as the picker shows it; the reservation draft's rooms have this shape. */
export interface RoomCounts {
  adult: number;
  child: number;
  baby: number;
  roomType: string;
}

export interface RoomTypeOption {
  value: string;
  label: string;
  /** Beds: adults + children the room type holds (babies do not take a bed). */
  capacity: number;
}

export interface RoomLimits {
  minAdults: number;
  maxBabies: number;
  /** Upper bound on the number of rooms in one reservation. */
  maxRooms: number;
}

export const defaultRoomLimits: RoomLimits = { minAdults: 1, maxBabies: 1, maxRooms: 9 };

export const passengerKinds = ["adult", "child", "baby"] as const;
export type PassengerKind = (typeof passengerKinds)[number];

export interface CountRange {
  min: number;
  max: number;
}

/**
 * The allowed range of each stepper for one room. The kit's copy of the rule is only for
 * enabling buttons: the draft machine (domain rules) stays the authority on what is accepted.
 */
export function roomCountRanges(
  room: RoomCounts,
  roomTypes: readonly RoomTypeOption[],
  limits: RoomLimits = defaultRoomLimits,
): Record<PassengerKind, CountRange> {
  const capacity = roomTypes.find((option) => option.value === room.roomType)?.capacity ?? 0;
  return {
    adult: { min: limits.minAdults, max: Math.max(limits.minAdults, capacity - room.child) },
    child: { min: 0, max: Math.max(0, capacity - room.adult) },
    baby: { min: 0, max: limits.maxBabies },
  };
}

/** Steps a count by ±1 inside its range; returns the same value at the edges. */
export function stepCount(value: number, delta: 1 | -1, range: CountRange): number {
  return Math.min(range.max, Math.max(range.min, value + delta));
}

export function canRemoveRoom(roomCount: number): boolean {
  return roomCount > 1;
}

export function canAddRoom(roomCount: number, limits: RoomLimits = defaultRoomLimits): boolean {
  return roomCount < limits.maxRooms;
}

/** Fills `{name}` placeholders of a label template from the API's locale strings. */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
