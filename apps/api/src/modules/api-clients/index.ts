/** API clients for partner sites (issue 27): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { apiClientRoutes } from "./api-clients.handlers.ts";
