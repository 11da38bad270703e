/** Reservations: booking, changes, holds: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { createHoldWorker } from "./hold-expiry.ts";
export { insertRooms, priceSnapshot } from "./reservation-rows.ts";
export { reservationRoutes } from "./reservations.handlers.ts";
export type { eventsSchema, reservationSchema } from "./reservations.routes.ts";
