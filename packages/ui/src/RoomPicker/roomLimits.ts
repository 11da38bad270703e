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
}

export const passengerKinds = ["adult", "child", "baby"] as const;
export type PassengerKind = (typeof passengerKinds)[number];

export interface CountRange {
  min: number;
  max: number;
}

/**
 * What each stepper of a room may show. The kit holds no room rules: the host passes the
 * domain's `roomCountRanges` (capacity, at least one adult, one baby) for every room.
 */
export type RoomCountRanges = Record<PassengerKind, CountRange>;

/** Steps a count by ±1 inside its range; returns the same value at the edges. */
export function stepCount(value: number, delta: 1 | -1, range: CountRange): number {
  return Math.min(range.max, Math.max(range.min, value + delta));
}

/** Fills `{name}` placeholders of a label template from the API's locale strings. */
export function formatLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
