import { pageNotFound } from "../.server/notFound";
import { answerOf, api, orNull } from "../.server/api";
import { storedRedirect } from "../.server/redirects";
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
  const locale = requestLocale(request);
  const sameSite = answer.target.startsWith("/");
  const target = sameSite && pathLocale(answer.target) !== locale ? localizePath(answer.target, locale) : answer.target;
  // Whatever the agency stored, the Location passes the domain's rule (issue 28, finding 2).
  throw storedRedirect(target, 302) ?? pageNotFound(pathname);
}

export default function ShortLink() {
  return null;
}
