/** Spec §3: room types. */
export const roomTypes = ["SINGLE", "DOUBLE", "TWIN", "TRIPLE", "QUAD"] as const;
export type RoomType = (typeof roomTypes)[number];

/**
 * Capacity counts adults and children (they use beds); babies sleep in a cot and do not count,
 * but a room takes at most one baby (ADR 0100). Every room needs at least one adult.
 */
export const roomCapacity = {
  SINGLE: 1,
  DOUBLE: 2,
  TWIN: 2,
  TRIPLE: 3,
  QUAD: 4,
} as const satisfies Record<RoomType, number>;

export const maxBabiesPerRoom = 1;
export const minAdultsPerRoom = 1;

/** Spec §3 sort order: DOUBLE and TWIN 1, TRIPLE 2, SINGLE 3, QUAD 4. */
export const roomTypeSortOrder = {
  DOUBLE: 1,
  TWIN: 1,
  TRIPLE: 2,
  SINGLE: 3,
  QUAD: 4,
} as const satisfies Record<RoomType, number>;

export function isRoomType(value: unknown): value is RoomType {
  return typeof value === "string" && (roomTypes as readonly string[]).includes(value);
}

/** Sorts by the spec's order; ties keep the catalogue order (DOUBLE before TWIN). */
export function compareRoomTypes(a: RoomType, b: RoomType): number {
  return roomTypeSortOrder[a] - roomTypeSortOrder[b] || roomTypes.indexOf(a) - roomTypes.indexOf(b);
}

/** Spec §3: hotel room-view types. Labels live in the message catalogue (`roomView.*`). */
export const roomViews = ["STANDARD", "CSTANDARD", "KABAVIEW", "SUIT", "CONNECTION"] as const;
export type RoomView = (typeof roomViews)[number];
