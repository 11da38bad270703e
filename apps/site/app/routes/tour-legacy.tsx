import { isPlausibleSlug, localizePath } from "@rihla/domain";
import { pageNotFound } from "../.server/notFound";
import { answerOf, api, orNull } from "../.server/api";
import { siteRedirect } from "../.server/redirects";
import { requestLocale, requestPage } from "../locale";
import type { Route } from "./+types/tour-legacy";

/**
 * `/tourDetail/{id}` and `/tour/detail/{id}` (spec §2, the old site's addresses): a tour's
 * numeric id or either locale's slug moves permanently to the tour's page in the request's
 * locale, in one hop; anything else is the 404 page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { pathname } = requestPage(request);
  const locale = requestLocale(request);
  if (!isPlausibleSlug(params.id)) pageNotFound(pathname);
  const tour = await orNull(
    answerOf(api(context, request).api.tours[":link"].$get({ param: { link: params.id }, query: { locale } })),
  );
  if (!tour) pageNotFound(pathname);
  throw siteRedirect(localizePath(`/tour/${tour.slug}`, locale), 301);
}

export default function TourLegacy() {
  return null;
}
