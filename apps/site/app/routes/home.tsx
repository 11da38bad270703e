import type { HealthAnswer } from "@rihla/api";
import { Link } from "react-router";
import { apiGet } from "../.server/api";
import { localeRedirect } from "../.server/locale";
import { textsFor } from "../i18n";
import { umrahToursPath } from "../paths";
import { pageMeta } from "../seo";
import type { Route } from "./+types/home";
import { requestLocale, pathLocale } from "../locale";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = textsFor(pathLocale(location.pathname));
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin: string } | undefined;
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
  const { locale, health } = loaderData;
  const t = textsFor(locale);
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t.home.heading}</h1>
        <p>{t.home.intro}</p>
        <Link className="cta" to={umrahToursPath(locale)}>
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
