import { pageNotFound } from "../.server/notFound";
import { redirect } from "react-router";
import { answerOf, api, orNull } from "../.server/api";
import { redirectTarget } from "../.server/redirects";
import { localizePath } from "@rihla/domain";
import { pathLocale, requestLocale, requestPage } from "../locale";
import type { Route } from "./+types/short-link";

/**
 * `/r/{id}` (spec §2): a short link of the API. 302, not 301: the agency may point a short link
 * somewhere else later, and browsers keep a 301 for good. An absolute target leaves the site;
 * an unknown id is the 404 page. An English visitor (`/en/r/{id}`) sent to a Turkish path lands on
 * that path's English page (whose loader moves a Turkish slug to the English one).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const pathname = requestPage(request).pathname;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(params.id)) pageNotFound(pathname);
  const answer = await orNull(
    answerOf(api(context, request).api["short-links"][":id"].$get({ param: { id: params.id } })),
  );
  if (!answer) pageNotFound(pathname);
  const target = redirectTarget(answer.target);
  if (!target) pageNotFound(pathname);
  const locale = requestLocale(request);
  const sameSite = target.startsWith("/");
  const localized = sameSite && pathLocale(target) !== locale ? localizePath(target, locale) : target;
  throw redirect(localized, 302);
}

export default function ShortLink() {
  return null;
}
