/** Users and the signed-in user's account: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { userRoutes } from "./users.handlers.ts";
export type { adminUserSchema, userPageSchema } from "./users.routes.ts";
