import { createRoute, z } from "@hono/zod-openapi";

export const openApiPath = "/api/openapi.json";

/** Documents the route `app.doc31` serves (the generator's own handler, see docs.handlers.ts). */
export const openApiDocumentRoute = createRoute({
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

export const referencePageRoute = createRoute({
  method: "get",
  path: "/api/docs",
  tags: ["System"],
  summary: "A readable reference of this API, rendered from the document",
  responses: { 200: { description: "HTML", content: { "text/html": { schema: z.string() } } } },
});
