/** The forms' bot check: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { botCheckRoutes } from "./bot-check.handlers.ts";
export { createBotChecker } from "./bot-checker.ts";
