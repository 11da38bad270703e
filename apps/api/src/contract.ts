import type { z } from "@hono/zod-openapi";
import type { errorSchema } from "./http/openapi.ts";
import type { siteSchema } from "./modules/site/site.routes.ts";
import type { pageSchema, redirectSchema, shortLinkSchema } from "./modules/pages/pages.routes.ts";
import type {
  reviewPageSchema,
  tourDetailSchema,
  tourGroupSchema,
  tourListSchema,
  tourListsSchema,
  tourSummarySchema,
} from "./modules/tours/tours.routes.ts";
import type { hotelSchema } from "./modules/hotels/hotels.routes.ts";

/**
 * Answer types of the public API for the site's loaders (the OpenAPI document describes the same
 * shapes). Types only: importing them pulls no server code into a bundle.
 */
export type SiteAnswer = z.output<typeof siteSchema>;
export type PageAnswer = z.output<typeof pageSchema>;
export type RedirectAnswer = z.output<typeof redirectSchema>;
export type ShortLinkAnswer = z.output<typeof shortLinkSchema>;
export type TourSummary = z.output<typeof tourSummarySchema>;
export type TourPageAnswer = z.output<typeof tourListSchema>;
export type TourDetailAnswer = z.output<typeof tourDetailSchema>;
export type TourGroupAnswer = z.output<typeof tourGroupSchema>;
export type TourListsAnswer = z.output<typeof tourListsSchema>;
export type ReviewPageAnswer = z.output<typeof reviewPageSchema>;
export type HotelAnswer = z.output<typeof hotelSchema>;
export type ApiErrorAnswer = z.output<typeof errorSchema>;
