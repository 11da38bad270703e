import type { HTMLAttributes } from "react";
import { cx } from "../hooks/cx";
import * as styles from "./StatusBadge.css";

/**
 * The badge's tones: one colour per reservation status (§3: WAITING orange, CONFIRMED teal,
 * CANCELLED red) and per tour sale state (§4). The domain owns the states; the kit only their
 * colours, and the site checks at compile time that the two lists are the same.
 */
export const statusBadgeStatuses = ["WAITING", "CONFIRMED", "CANCELLED", "ON_SALE", "SOLD_OUT", "CLOSED"] as const;
export type StatusBadgeStatus = (typeof statusBadgeStatuses)[number];

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
