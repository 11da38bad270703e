import type { HTMLAttributes } from "react";
import { cx } from "../hooks/cx";
import * as styles from "./StatusBadge.css";

/** Reservation statuses of spec §3: WAITING is orange, CONFIRMED teal, CANCELLED red. */
export const reservationStatuses = ["WAITING", "CONFIRMED", "CANCELLED"] as const;
export type ReservationStatusTone = (typeof reservationStatuses)[number];

/** Tour sale states of §4: on sale, sold out, closed for sale. */
export const saleStates = ["ON_SALE", "SOLD_OUT", "CLOSED"] as const;
export type SaleStateTone = (typeof saleStates)[number];

export type StatusBadgeStatus = ReservationStatusTone | SaleStateTone;
export const statusBadgeStatuses = [...reservationStatuses, ...saleStates] as const;

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  status: StatusBadgeStatus;
  /** The visible text; the kit holds no copy (e.g. 'Ön Rezervasyon' for WAITING). */
  label: string;
}

export function StatusBadge({ status, label, className, ...rest }: StatusBadgeProps) {
  return (
    <span data-status={status} className={cx(styles.badge({ status }), className)} {...rest}>
      {label}
    </span>
  );
}
