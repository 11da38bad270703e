import { parseLocalePath } from "@rihla/domain";
import { Link } from "react-router";
import { localeRedirect } from "../.server/locale";
import { textsFor } from "../i18n";
import { umrahToursPath } from "../paths";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = textsFor(parseLocalePath(location.pathname).locale);
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin: string } | undefined;
  return pageMeta({
    title: t.home.title,
    description: t.home.description,
    origin: root?.origin ?? "http://localhost:3000",
    pathname: location.pathname,
    siteName: t.common.siteName,
  });
};

// No API call: the layout's loader brings the site settings; a health check is the monitor's
// business, not the visitor's (issue 10).
export function loader({ request }: Route.LoaderArgs) {
  const moved = localeRedirect(request);
  if (moved) throw moved;
  return { locale: parseLocalePath(new URL(request.url).pathname).locale };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const t = textsFor(locale);
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">{t.home.heading}</h1>
      <p>{t.home.intro}</p>
      <Link className="cta" to={umrahToursPath(locale)}>
        {t.home.cta}
      </Link>
    </section>
  );
}
