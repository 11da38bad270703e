import type { HealthAnswer } from "@rihla/api";
import { Link } from "react-router";
import { apiGet } from "../.server/api";
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

export async function loader({ request, context }: Route.LoaderArgs) {
  const moved = localeRedirect(request);
  if (moved) throw moved;
  const locale = requestLocale(request);
  const health = await apiGet<HealthAnswer>(context, "/api/health");
  return { locale, health };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { health } = loaderData;
  const t = useTexts();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t.home.heading}</h1>
        <p>{t.home.intro}</p>
        <Link className="cta" to={t.links.umrahTours}>
          {t.home.cta}
        </Link>
      </section>
      <aside className="system-status" aria-label={t.home.systemStatus}>
        <dl>
          <dt>{t.home.database}</dt>
          <dd data-testid="db-kind">{health.db}</dd>
          <dt>{t.home.version}</dt>
          <dd data-testid="api-version">{health.version}</dd>
        </dl>
      </aside>
    </>
  );
}
