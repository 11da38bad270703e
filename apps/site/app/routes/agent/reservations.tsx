import { interpolate, localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { agentPage } from "../../.server/agent";
import { AgentFrame, ReservationTable } from "../../components/AgentArea";
import { privateMeta } from "../../components/accountMeta";
import agentStyles from "../../components/agent.css?url";
import type { Route } from "./+types/reservations";
import type { RouteHandle } from "../../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["page"] } satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.reservationsTitle);

const pageSize = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await agentPage(context, request);
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const current = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  // The API scopes the list: an agent sees the reservations they booked (and their own).
  const answer = await answerOf(api(context, request).api.reservations.$get({ query: { page: current, pageSize } }));
  return { locale, page, reservations: answer.data, total: answer.total, current };
}

/** /agent/reservations: the reservations the agent made, newest first. */
export default function AgentReservations({ loaderData }: Route.ComponentProps) {
  const { locale, page, reservations, total, current } = loaderData;
  const { t } = page;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const base = localizePath("/agent/reservations", locale);
  return (
    <AgentFrame title={t.reservationsTitle} intro={t.reservationsIntro} t={t} locale={locale}>
      {reservations.length === 0 ? (
        <p>{t.reservationsEmpty}</p>
      ) : (
        <ReservationTable rows={reservations} t={t} status={page.status} locale={locale} />
      )}
      {pages > 1 ? (
        <nav className="agent-nav" aria-label={interpolate(t.pageOf, { page: current, pages })}>
          {current > 1 ? <Link to={`${base}?page=${current - 1}`}>{t.previous}</Link> : null}
          <span>{interpolate(t.pageOf, { page: current, pages })}</span>
          {current < pages ? <Link to={`${base}?page=${current + 1}`}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </AgentFrame>
  );
}
