/** Content pages, FAQ, redirects and short links: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { pageRoutes } from "./pages.handlers.ts";
export type { faqTopicsSchema, pageSchema, redirectSchema, shortLinkSchema } from "./pages.routes.ts";
