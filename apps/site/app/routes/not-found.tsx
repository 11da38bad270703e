import { pageNotFound } from "../.server/notFound";
import { answerOf, api, orNull } from "../.server/api";
import { safeRedirect, siteRedirect, storedRedirect } from "../.server/redirects";
import type { Route } from "./+types/not-found";

type Context = Route.LoaderArgs["context"];

/** The API's redirect for a legacy path (301 or 302 as stored), or null. */
async function legacyRedirect(context: Context, request: Request, url: URL): Promise<Response | null> {
  // Only paths the API accepts (it answers 400 beyond 500 characters); no query strings stored.
  if (url.pathname.length > 500) return null;
  const answer = await orNull(
    answerOf(api(context, request).api.redirects.check.$get({ query: { path: url.pathname } })),
  );
  return answer ? storedRedirect(answer.target, answer.status === 302 ? 302 : 301) : null;
}

/**
 * No page claims this path. Old `/tr/...` addresses (spec §2: a first segment `tr` is the
 * locale) move permanently to the prefix-less Turkish path; everything else is a 404.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  // `url`, not `request.url`: on a client navigation the request is `/path.data`.
  if (url.pathname === "/tr" || url.pathname.startsWith("/tr/")) {
    // Without its `/tr`, `/tr//evil.example` is `//evil.example`, another site (issue 28,
    // finding 2): what is no path of this site is no page either.
    const target = safeRedirect(`${url.pathname.slice(3) || "/"}${url.search}`, "");
    if (!target) pageNotFound(url.pathname);
    throw siteRedirect(target, 301);
  }
  // Spec §2 legacy SEO paths: before the 404, the API says whether the path moved.
  const moved = await legacyRedirect(context, request, url);
  if (moved) throw moved;
  pageNotFound(url.pathname);
}

export default function NotFound() {
  return null;
}
