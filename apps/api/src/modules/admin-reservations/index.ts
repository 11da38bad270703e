/** The back office's reservations (issue 24) and the staff's live events: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { adminReservationRoutes } from "./admin-reservations.handlers.ts";
export { countStatement, pageStatement } from "./admin-reservations.queries.ts";
export type {
  adminReservationLogSchema,
  adminReservationPageSchema,
  adminReservationSchema,
  identityNumberSchema,
} from "./admin-reservations.routes.ts";
export { publishStaffEvent, type StaffEvent } from "./realtime.ts";
