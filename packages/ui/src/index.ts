// The kit's one public barrel. Everything a consumer may import is listed here.
export { vars } from "./theme/contract.css";
export { rihlaTheme } from "./theme/rihla.css";
export { Button, buttonTones, buttonSizes, type ButtonProps, type ButtonTone, type ButtonSize } from "./Button/Button";
export {
  StatusBadge,
  reservationStatuses,
  type StatusBadgeProps,
  type ReservationStatusTone,
} from "./StatusBadge/StatusBadge";
