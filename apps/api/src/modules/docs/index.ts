/** The OpenAPI document and the reference page: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { registerOpenApiDocument } from "./docs.handlers.ts";
