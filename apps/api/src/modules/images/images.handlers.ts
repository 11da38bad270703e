import path from "node:path";
import { createRoute, z } from "@hono/zod-openapi";
import { imageQuerySchema, toFieldErrors } from "@rihla/domain";
import { ApiError } from "../../http/errors.ts";
import { errorResponses } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { renderImage } from "./images.service.ts";

/** For the OpenAPI document only: Hono needs a regex parameter for paths with slashes. */
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
  request: {
    params: z.object({
      path: z.string().openapi({ example: "scenes/kaaba-dusk.jpg", description: "May contain slashes" }),
    }),
    query: imageQuerySchema,
  },
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

const router = createRouter();
router.openAPIRegistry.registerPath(getImageRoute);
router.get("/img/:path{.+}", async (c) => {
  const parsed = imageQuerySchema.safeParse(c.req.query());
  if (!parsed.success)
    throw new ApiError(400, "VALIDATION_FAILED", "Invalid image options", toFieldErrors(parsed.error));
  const image = await renderImage({
    input: { path: c.req.param("path"), query: parsed.data },
    cacheDir: path.join(c.var.deps.config.dataDir, "image-cache"),
    uploadDir: path.join(c.var.deps.config.dataDir, "uploads"),
  });
  return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": image.contentType,
    // URLs carry every option, and a changed image gets a new name: cache for a year.
    "Cache-Control": "public, max-age=31536000, immutable",
  });
});
export const imageRoutes = router;
