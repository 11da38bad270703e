/** Private-Umrah requests as a pipeline (issue 25): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { privateTourRoutes } from "./private-tours.handlers.ts";
