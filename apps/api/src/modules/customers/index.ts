/** Customers and KVKK requests (issue 24): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { customerRoutes } from "./customers.handlers.ts";
export type { birthdaysSchema, customerDetailSchema, customerPageSchema } from "./customers.routes.ts";
