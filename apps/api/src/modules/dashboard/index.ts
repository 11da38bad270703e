/** The back office's dashboard: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { dashboardRoutes } from "./dashboard.handlers.ts";
export type { dashboardSchema } from "./dashboard.routes.ts";
