import { displayCurrency, isPlausibleSlug, localizePath } from "@rihla/domain";
import { type RouterContextProvider } from "react-router";
import { answerOf, api } from "./api";
import { requestLocale } from "../locale";
import { pageNotFound } from "./notFound";
import { siteRedirect } from "./redirects";

/**
 * A tour for one of the pages that show a single tour outside `/tour/{link}` (print, iframe):
 * 404 for a slug that names no tour, 301 to this locale's slug when reached by another one.
 */
export async function loadTourDetail(
  context: Readonly<RouterContextProvider>,
  request: Request,
  link: string,
  pagePath: (slug: string) => string,
) {
  const locale = requestLocale(request);
  const { pathname, search } = new URL(request.url);
  if (!isPlausibleSlug(link)) pageNotFound(pathname);
  const response = await api(context, request).api.tours[":link"].$get({ param: { link }, query: { locale } });
  if (response.status >= 400 && response.status < 500) pageNotFound(pathname);
  const tour = await answerOf(response);
  if (tour.slug !== link) throw siteRedirect(`${localizePath(pagePath(tour.slug), locale)}${search}`, 301);
  return { locale, tour, currency: displayCurrency[locale] };
}
