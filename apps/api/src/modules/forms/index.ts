/** The public forms (contact, information requests): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { formRoutes } from "./forms.handlers.ts";
