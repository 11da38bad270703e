import type { ApplyGlobalResponse } from "hono/client";
import type { ErrorBody } from "./http/errors.ts";
import { createRouter } from "./http/router.ts";
import { apiClientRoutes } from "./modules/api-clients/index.ts";
import { accountingRoutes } from "./modules/accounting/index.ts";
import { authRoutes } from "./modules/auth/index.ts";
import { botCheckRoutes } from "./modules/bot-check/index.ts";
import { adminReservationRoutes } from "./modules/admin-reservations/index.ts";
import { adminTourRoutes } from "./modules/admin-tours/index.ts";
import { catalogueRoutes } from "./modules/catalogue/index.ts";
import { callRoutes } from "./modules/calls/index.ts";
import { privateTourRoutes } from "./modules/private-tours/index.ts";
import { customerRoutes } from "./modules/customers/index.ts";
import { dashboardRoutes } from "./modules/dashboard/index.ts";
import { formRoutes } from "./modules/forms/index.ts";
import { hotelRoutes } from "./modules/hotels/index.ts";
import { inboxRoutes } from "./modules/inbox/index.ts";
import { imageRoutes } from "./modules/images/index.ts";
import { learningRoutes } from "./modules/learning/index.ts";
import { noteRoutes } from "./modules/notes/index.ts";
import { offerRoutes } from "./modules/offers/index.ts";
import { operationsRoutes } from "./modules/operations/index.ts";
import { partnerRoutes } from "./modules/partner/index.ts";
import { pageRoutes } from "./modules/pages/index.ts";
import { invoiceRoutes } from "./modules/invoices/index.ts";
import { reportRoutes } from "./modules/reports/index.ts";
import { reservationRoutes } from "./modules/reservations/index.ts";
import { siteRoutes } from "./modules/site/index.ts";
import { tourRoutes } from "./modules/tours/index.ts";
import { userRoutes } from "./modules/users/index.ts";
import { whatsAppRoutes } from "./modules/whatsapp/index.ts";

/**
 * Every module's routes in one chain (ADR 0016). `createApi` mounts it behind the edge checks;
 * its type is the contract of the site's typed client, so a new module joins the chain here.
 * (The health check is mounted on its own, before the edge: monitors poll it.)
 */
export const moduleRoutes = createRouter()
  .route("/", siteRoutes)
  .route("/", pageRoutes)
  .route("/", tourRoutes)
  .route("/", hotelRoutes)
  .route("/", catalogueRoutes)
  .route("/", formRoutes)
  .route("/", imageRoutes)
  .route("/", authRoutes)
  .route("/", userRoutes)
  .route("/", reservationRoutes)
  .route("/", offerRoutes)
  .route("/", botCheckRoutes)
  .route("/", learningRoutes)
  // The back office (issue 24): every path under /api/admin/ is staff-only in the access table.
  .route("/", adminReservationRoutes)
  .route("/", noteRoutes)
  .route("/", customerRoutes)
  .route("/", dashboardRoutes)
  // Issue 25: tours and departures.
  .route("/", adminTourRoutes)
  // Issue 25: rooming, readiness and visas of a departure.
  .route("/", operationsRoutes)
  // The books (issue 26): the accounting role and Master only (the access table's "accounting").
  .route("/", accountingRoutes)
  // Issue 26: the reports, summed in SQL (the accounting role and Master).
  .route("/", reportRoutes)
  // Issue 26: invoices, numbered per series and year, append-only (the accounting role and Master).
  .route("/", invoiceRoutes)
  // Issue 27: click-to-call.
  .route("/", callRoutes)
  // Issue 25: the private-Umrah requests as a pipeline.
  .route("/", privateTourRoutes)
  // Issue 27: the staff's extensions and the forms inbox.
  .route("/", inboxRoutes)
  // Issue 27: WhatsApp (consent, the outbox, the signed webhook, conversations).
  .route("/", whatsAppRoutes)
  // Issue 27: API clients for partner sites (staff), and the partner API their keys open.
  .route("/", apiClientRoutes)
  .route("/", partnerRoutes);

/**
 * The API as the typed client sees it: each route's declared answers, plus the errors any route
 * can give before or outside its handler (the access guard, the rate limits, the body limit,
 * `onError`), all in the one error shape.
 */
export type ApiRoutes = ApplyGlobalResponse<
  typeof moduleRoutes,
  {
    401: { json: ErrorBody };
    403: { json: ErrorBody };
    413: { json: ErrorBody };
    429: { json: ErrorBody };
    500: { json: ErrorBody };
  }
>;
