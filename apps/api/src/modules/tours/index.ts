/**
 * The tours module: the public catalogue. One concern per file:
 * - `tour-list.*`: tours by list slug and filters (`/api/tours`), the tour lists, the tour groups;
 * - `tour-detail.*`: one tour with its departures, prices, hotels, flights and reviews (`/api/tours/{link}`);
 * - `tour-link.*`: what a `/tour/{link}` page names, a list or a tour, in one call (`/api/tour-links/{link}`);
 * - `departures.*`: one departure for the planner, the departures under way today; `departure-prices.ts`
 *   maps a price row;
 * - `itineraries.*`: the tours' routes (`/api/tour-routes`); `reviews.*`: approved reviews;
 * - `tours.schemas.ts`: route pieces they share; `tours.handlers.ts`: HTTP for all of them.
 * Code outside `src/modules` imports the module from here (the router, the answer schemas, `priceOfRow` for
 * the seed); other modules import the file they need.
 */
export { tourRoutes } from "./tours.handlers.ts";
export { departureAnswerSchema, ongoingDeparturesSchema } from "./departures.routes.ts";
export { priceOfRow } from "./departure-prices.ts";
export { tourRoutesSchema } from "./itineraries.routes.ts";
export { reviewPageSchema } from "./reviews.routes.ts";
export { tourDetailSchema } from "./tour-detail.routes.ts";
export { tourLinkSchema } from "./tour-link.routes.ts";
export { tourGroupSchema, tourListSchema, tourListsSchema, tourSummarySchema } from "./tour-list.routes.ts";
