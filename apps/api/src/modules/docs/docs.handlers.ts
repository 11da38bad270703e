import { z, type OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../../http/env.ts";
import { partnerSecurityScheme } from "../partner/partner.routes.ts";
import { renderReference } from "./reference-page.ts";

export const openApiPath = "/api/openapi.json";

const info = (version: string) => ({
  title: "Rihla API",
  version,
  description:
    "Public API of the Rihla site: pages, tours, hotels, holidays, quizzes, reviews and the contact, information and newsletter forms. " +
    "Errors always answer `{ error: { code, message, fields? } }`; `fields` holds the domain's error codes per input field.",
});

/** Serves the OpenAPI 3.1 document of every route registered on `app`. */
export function registerOpenApiDocument(app: OpenAPIHono<ApiEnv>, version: string): void {
  // Issue 27: the partner API's key (docs/partner-api.md).
  app.openAPIRegistry.registerComponent("securitySchemes", partnerSecurityScheme, {
    type: "http",
    scheme: "bearer",
    bearerFormat: "rk_live_<key id>_<secret>",
    description: "A partner API client's key, made by staff at /admin/microapi/clients and shown once.",
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: openApiPath,
    tags: ["System"],
    summary: "This OpenAPI 3.1 document",
    responses: {
      200: {
        description: "The document",
        content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      },
    },
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: "/api/docs",
    tags: ["System"],
    summary: "A readable reference of this API, rendered from the document",
    responses: { 200: { description: "HTML", content: { "text/html": { schema: z.string() } } } },
  });
  app.doc31(openApiPath, { openapi: "3.1.0", info: info(version), servers: [{ url: "/" }] });
  app.get("/api/docs", (c) => {
    const document = app.getOpenAPI31Document({ openapi: "3.1.0", info: info(version) });
    return c.html(renderReference(document as unknown as Record<string, unknown>));
  });
}
