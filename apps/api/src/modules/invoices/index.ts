/** Invoices (issue 26): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { invoiceRoutes } from "./invoices.handlers.ts";
