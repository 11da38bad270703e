/** Reports (issue 26): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { reportRoutes } from "./reports.handlers.ts";
