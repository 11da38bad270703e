/** The event log every write appends to: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export type { auditEventSchema } from "./audit.ts";
