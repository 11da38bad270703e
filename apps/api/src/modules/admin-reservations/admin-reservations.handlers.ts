import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  adminReservationLogRoute,
  exportAdminReservationsRoute,
  getAdminReservationRoute,
  listAdminReservationsRoute,
  revealIdentityRoute,
} from "./admin-reservations.routes.ts";
import { exportAdminReservations } from "./export-reservations.ts";
import { listAdminReservations } from "./list-reservations.ts";
import { adminReservationLog, getAdminReservation, revealIdentity } from "./reservation-detail.ts";

/** Staff answers are never cached anywhere (issue 24). */
const privateNoStore = { "Cache-Control": "private, no-store" };

export const adminReservationRoutes = createRouter()
  .openapi(listAdminReservationsRoute, async (c) =>
    c.json(await listAdminReservations({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(exportAdminReservationsRoute, async (c) => {
    const file = await exportAdminReservations({ ctx: serviceContext(c), input: c.req.valid("query") });
    return c.body(file.body, 200, {
      ...privateNoStore,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    }) as never;
  })
  .openapi(getAdminReservationRoute, async (c) =>
    c.json(
      await getAdminReservation({
        ctx: serviceContext(c),
        input: { code: c.req.valid("param").code, locale: c.req.valid("query").locale },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(revealIdentityRoute, async (c) =>
    c.json(
      await revealIdentity({
        ctx: serviceContext(c),
        input: { ...c.req.valid("param"), field: c.req.valid("json").field },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(adminReservationLogRoute, async (c) =>
    c.json(await adminReservationLog({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  );
