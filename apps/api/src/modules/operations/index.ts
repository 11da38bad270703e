/** Rooming, readiness and visas of a departure (issue 25): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { operationsRoutes } from "./operations.handlers.ts";
