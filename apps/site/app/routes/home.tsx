import { Link } from "react-router";
import { localeRedirect } from "../.server/locale";
import { metaTexts, useTexts } from "../i18n";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";
import { requestLocale } from "../locale";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = metaTexts(matches);
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin: string } | undefined;
  if (!t) return [];
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
  return { locale: requestLocale(request) };
}

export default function Home() {
  const t = useTexts();
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">{t.home.heading}</h1>
      <p>{t.home.intro}</p>
      <Link className="cta" to={t.links.umrahTours}>
        {t.home.cta}
      </Link>
    </section>
  );
}
