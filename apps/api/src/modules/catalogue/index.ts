/** Holidays, campaigns and the quiz: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { catalogueRoutes } from "./catalogue.handlers.ts";
export type { campaignsSchema, holidaysSchema, quizAnswerSchema } from "./catalogue.routes.ts";
