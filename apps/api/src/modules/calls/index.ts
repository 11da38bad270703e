/** Click-to-call (issue 27): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { callRoutes } from "./calls.handlers.ts";
