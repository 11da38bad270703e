import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { validationHookSaying } from "../../http/validation.ts";
import { getImageRoute, serveImageRoute } from "./images.routes.ts";
import { renderImage } from "./images.service.ts";

const router = createRouter();
router.openAPIRegistry.registerPath(getImageRoute);

router.openapi(
  serveImageRoute,
  async (c) => {
    const image = await renderImage({
      ctx: serviceContext(c),
      input: { path: c.req.valid("param").path, query: c.req.valid("query") },
    });
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": image.contentType,
      // URLs carry every option, and a changed image gets a new name: cache for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  },
  validationHookSaying("Invalid image options"),
);

/**
 * Not chained into the router's type: the site never calls /img through the typed client (images
 * are plain URLs), and Hono's `{.+}` path would turn the client's every path into `string`.
 */
export const imageRoutes = router;
