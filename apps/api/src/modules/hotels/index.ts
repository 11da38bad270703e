/** Hotels: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { hotelRoutes } from "./hotels.handlers.ts";
export type { hotelSchema } from "./hotels.routes.ts";
