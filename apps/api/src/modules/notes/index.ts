/** Staff notes: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { noteRoutes } from "./notes.handlers.ts";
export type { notePageSchema, noteSchema, noteWithLogSchema } from "./notes.routes.ts";
