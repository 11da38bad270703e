/** The health check monitors poll: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { healthRoutes } from "./health.handlers.ts";
export type { HealthAnswer } from "./health.routes.ts";
