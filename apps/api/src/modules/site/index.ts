/** The site-wide settings and menus: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { siteRoutes } from "./site.handlers.ts";
export type { siteSchema } from "./site.routes.ts";
