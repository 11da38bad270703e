/** The partner API and its keys (issue 27): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { partnerCors } from "./partner-access.ts";
export { partnerRoutes } from "./partner.handlers.ts";
