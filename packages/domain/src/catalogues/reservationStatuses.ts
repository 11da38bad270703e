/** Spec §3: reservation statuses with their badge colours. */
export const reservationStatuses = ["WAITING", "CONFIRMED", "CANCELLED"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const reservationStatusColors = {
  WAITING: "orange",
  CONFIRMED: "teal",
  CANCELLED: "red",
} as const satisfies Record<ReservationStatus, string>;
export type ReservationStatusColor = (typeof reservationStatusColors)[ReservationStatus];

/**
 * Spec §4 leaves transitions open; decided (ADR 0100): a pre-reservation (WAITING) is confirmed
 * or cancelled, a confirmed one can still be cancelled, CANCELLED is final.
 */
export const reservationStatusTransitions = {
  WAITING: ["CONFIRMED", "CANCELLED"],
  CONFIRMED: ["CANCELLED"],
  CANCELLED: [],
} as const satisfies Record<ReservationStatus, readonly ReservationStatus[]>;

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === "string" && (reservationStatuses as readonly string[]).includes(value);
}

export function canTransitionReservation(from: ReservationStatus, to: ReservationStatus): boolean {
  return (reservationStatusTransitions[from] as readonly ReservationStatus[]).includes(to);
}
