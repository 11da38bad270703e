/** Resized images (/img): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { imageRoutes } from "./images.handlers.ts";
