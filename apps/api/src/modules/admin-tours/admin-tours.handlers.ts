import { todayInIstanbul, tourGalleryImageMaxBytes, type TourAdminListQuery } from "@rihla/domain";
import { serviceContext, type ServiceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { requirePermission } from "../../http/permissions.ts";
import { createRouter } from "../../http/router.ts";
import {
  createAdminDepartureRoute,
  createAdminTourRoute,
  getAdminTourRoute,
  listAdminToursRoute,
  updateAdminDepartureRoute,
  updateAdminTourRoute,
  uploadAdminTourImageRoute,
} from "./admin-tours.routes.ts";
import { findAdminTour, listAdminTours } from "./admin-tours.queries.ts";
import { createDeparture, updateDeparture } from "./change-departure.ts";
import { createTour, updateTour } from "./save-tour.ts";
import { addGalleryImage, imageTooLarge } from "./tour-gallery.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

async function listTours({ ctx, input }: { ctx: ServiceContext; input: TourAdminListQuery }) {
  await requirePermission(ctx, "admin.access");
  return listAdminTours(ctx.db, input, todayInIstanbul(ctx.now));
}

async function getTour({ ctx, input }: { ctx: ServiceContext; input: { id: number } }) {
  await requirePermission(ctx, "admin.access");
  const tour = await findAdminTour(ctx.db, input.id);
  if (!tour) throw domainError(404, "NOT_FOUND");
  return tour;
}

/** The catalogue's editing (issue 25): staff only, by the access table and again in each service. */
export const adminTourRoutes = createRouter()
  .openapi(listAdminToursRoute, async (c) =>
    c.json(await listTours({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(createAdminTourRoute, async (c) =>
    c.json(
      await createTour({
        ctx: serviceContext(c),
        input: c.req.valid("json"),
        key: c.req.valid("header")["idempotency-key"],
      }),
      201,
      privateNoStore,
    ),
  )
  .openapi(getAdminTourRoute, async (c) =>
    c.json(await getTour({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(updateAdminTourRoute, async (c) =>
    c.json(
      await updateTour({ ctx: serviceContext(c), input: { id: c.req.valid("param").id, change: c.req.valid("json") } }),
      200,
      privateNoStore,
    ),
  )
  .openapi(uploadAdminTourImageRoute, async (c) => {
    const form = c.req.valid("form");
    const image: unknown = form.image;
    if (!(image instanceof File) || image.size === 0)
      throw domainError(400, "IMAGE_INVALID", { fields: { image: ["IMAGE_INVALID"] } });
    if (image.size > tourGalleryImageMaxBytes) throw imageTooLarge();
    return c.json(
      await addGalleryImage({
        ctx: serviceContext(c),
        input: {
          tourId: c.req.valid("param").id,
          image: new Uint8Array(await image.arrayBuffer()),
          alt: { tr: form.altTr ?? "", en: form.altEn ?? "" },
        },
      }),
      201,
      privateNoStore,
    );
  })
  .openapi(createAdminDepartureRoute, async (c) =>
    c.json(
      await createDeparture({
        ctx: serviceContext(c),
        input: {
          tourId: c.req.valid("param").id,
          departure: c.req.valid("json"),
          key: c.req.valid("header")["idempotency-key"],
        },
      }),
      201,
      privateNoStore,
    ),
  )
  .openapi(updateAdminDepartureRoute, async (c) =>
    c.json(
      await updateDeparture({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, change: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  );
