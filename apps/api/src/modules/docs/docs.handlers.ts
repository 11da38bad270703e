import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/env.ts";
import { partnerSecurityScheme } from "../partner/partner.routes.ts";
import { openApiDocumentRoute, openApiPath, referencePageRoute } from "./docs.routes.ts";
import { renderReference } from "./reference-page.ts";

const info = (version: string) => ({
  title: "Rihla API",
  version,
  description:
    "Public API of the Rihla site: pages, tours, hotels, holidays, quizzes, reviews and the contact, information and newsletter forms. " +
    "Errors always answer `{ error: { code, message, fields? } }`; `fields` holds the domain's error codes per input field.",
});

/**
 * Serves the OpenAPI 3.1 document of every route registered on `app`. The one module registered
 * on the app itself, not on a router of its own: it describes the app, so it reads the app's
 * registry, and has no service (nothing here reads the database or the request).
 */
export function registerOpenApiDocument(app: OpenAPIHono<ApiEnv>, version: string): void {
  // Issue 27: the partner API's key (docs/partner-api.md).
  app.openAPIRegistry.registerComponent("securitySchemes", partnerSecurityScheme, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "rk_live_<key id>_<secret>",
    description: "A partner API client's key, made by staff at /admin/microapi/clients and shown once.",
  });
  // zod-openapi's own handler builds and serves the document; the route only describes it.
  app.openAPIRegistry.registerPath(openApiDocumentRoute);
  app.openapi(referencePageRoute, (c) => {
    const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: info(version) });
    return c.html(renderReference(document as unknown as Record<string, unknown>), 200);
  });
  app.doc31(openApiPath, { openapi: "3.1.0", info: info(version), servers: [{ url: "/" }] });
}
