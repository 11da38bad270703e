import type { ReservationStatus, SaleState } from "@rihla/domain";
import type { StatusBadgeStatus } from "@rihla/ui";

/**
 * The kit keeps presentation types only; where they mirror a domain type, this file fails to
 * compile when the two drift apart (a status added to the domain needs a colour in the kit).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const statusBadgeCoversTheDomain: Same<StatusBadgeStatus, ReservationStatus | SaleState> = true;
