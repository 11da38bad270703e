import { createRoute, z } from "@hono/zod-openapi";
import { imageQuerySchema } from "@rihla/domain";
import { errorResponses } from "../../http/openapi.ts";

const imageParams = z.object({
  path: z.string().openapi({ example: "scenes/kaaba-dusk.jpg", description: "May contain slashes" }),
});

/** The image route as the OpenAPI document shows it. */
export const getImageRoute = createRoute({
  method: "get",
  path: "/img/{path}",
  tags: ["Images"],
  summary: "A bundled or uploaded image resized by width/height, quality and format, cached for a year",
  description:
    "Only a fixed set of variants is made: a width or height snaps up to the next of 80, 160, 240, 320, 400, 480, " +
    "640, 800, 960, 1200, 1600, 2000, 2400, 3200, 4000; a quality to the nearest of 40, 60, 75, 80, 90, 100. " +
    "Values outside 1–4000 (1–100) and other formats are 400 INVALID_VALUE. Paths under uploads/tours/ are the " +
    "tour galleries' uploads (POST /api/admin/tours/{id}/gallery), read from DATA_DIR/uploads/tours.",
  request: { params: imageParams, query: imageQuerySchema },
  responses: {
    200: {
      description: "The image",
      content: {
        "image/jpeg": { schema: z.string().openapi({ format: "binary" }) },
        "image/webp": { schema: z.string().openapi({ format: "binary" }) },
        "image/avif": { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

/**
 * The same route as Hono matches it. `{path}` would become `:path`, which stops at the first
 * slash, and an OpenAPI path cannot carry Hono's `{.+}` pattern: so the served route is this
 * hidden twin (same schemas, validated the same way) and the document shows `getImageRoute`.
 */
export const serveImageRoute = createRoute({ ...getImageRoute, path: "/img/:path{.+}", hide: true });
