import { formatMessage, type Locale, type ReservationStatus } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";

/** Spec §3: WAITING orange 'Ön Rezervasyon', CONFIRMED teal, CANCELLED red; words from the domain. */
export function ReservationStatusBadge({ status, locale }: { status: ReservationStatus; locale: Locale }) {
  return <StatusBadge status={status} label={formatMessage(`reservationStatus.${status}`, locale)} />;
}
