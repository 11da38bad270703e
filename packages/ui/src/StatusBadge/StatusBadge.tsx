import type { HTMLAttributes } from "react";
import * as styles from "./StatusBadge.css";

/** Reservation statuses of spec §3: WAITING is orange, CONFIRMED teal, CANCELLED red. */
export const reservationStatuses = ["WAITING", "CONFIRMED", "CANCELLED"] as const;
export type ReservationStatusTone = (typeof reservationStatuses)[number];

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  status: ReservationStatusTone;
  /** The visible text; the kit holds no copy (e.g. 'Ön Rezervasyon' for WAITING). */
  label: string;
}

export function StatusBadge({ status, label, className, ...rest }: StatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={[styles.badge({ status }), className].filter(Boolean).join(" ")}
      {...rest}
    >
      {label}
    </span>
  );
}
