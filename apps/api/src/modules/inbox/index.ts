/** The staff's extensions and the forms inbox (issue 27): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { inboxRoutes } from "./inbox.handlers.ts";
