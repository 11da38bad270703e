/** The back office's tours and departures (issue 25): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { adminTourRoutes } from "./admin-tours.handlers.ts";
