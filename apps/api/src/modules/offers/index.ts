/** Offers (agents and staff): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { offerRoutes } from "./offers.handlers.ts";
export type { agentDashboardSchema, agentDeparturesSchema, offerSchema, sharedOfferSchema } from "./offers.routes.ts";
