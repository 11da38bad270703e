import { passportLoader } from "../.server/passport";
import { PassportPage, passportMeta } from "../components/PassportPage";
import contentStyles from "../content.css?url";
import type { Route } from "./+types/passport";
import type { RouteHandle } from "../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["tourDate", "departure", "expiry"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

/**
 * `/page/pasaport-dogrulama` (spec §2, §5, §8), in both locales: a tour date or one of the open
 * Umrah departures, and the passport's expiry. A GET form the loader answers with the domain's
 * rule; with JavaScript the page answers as you type.
 */
export function loader(args: Route.LoaderArgs) {
  return passportLoader(args);
}

export const meta: Route.MetaFunction = (args) => passportMeta(args);

export default function Passport({ loaderData }: Route.ComponentProps) {
  return <PassportPage loaderData={loaderData} />;
}
