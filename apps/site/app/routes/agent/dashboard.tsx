import { formatDate, localizePath, reservationStatuses } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { agentPage } from "../../.server/agent";
import { AgentFrame, money } from "../../components/AgentArea";
import { privateMeta } from "../../components/accountMeta";
import agentStyles from "../../components/agent.css?url";
import type { Route } from "./+types/dashboard";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.dashboardTitle);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await agentPage(context, request);
  const dashboard = await answerOf(api(context, request).api.agent.dashboard.$get());
  return { locale, page, dashboard };
}

/** /agent/dashboard: the agent's bookings by status, totals, their customers' upcoming departures. */
export default function AgentDashboard({ loaderData }: Route.ComponentProps) {
  const { locale, page, dashboard } = loaderData;
  const { t } = page;
  return (
    <AgentFrame title={t.dashboardTitle} intro={t.dashboardIntro} t={t} locale={locale}>
      <section className="agent-section" aria-labelledby="counts-title">
        <h2 id="counts-title">{t.countsTitle}</h2>
        <ul className="agent-stats">
          {reservationStatuses.map((status) => (
            <li key={status} data-status={status}>
              <StatusBadge status={status} label={page.status[status]} />
              <strong>{dashboard.counts[status]}</strong>
            </li>
          ))}
          <li data-status="offers">
            <Link to={localizePath("/agent/offer", locale)}>{t.openOffers}</Link>
            <strong>{dashboard.openOffers}</strong>
          </li>
        </ul>
      </section>
      <section className="agent-section" aria-labelledby="totals-title">
        <h2 id="totals-title">{t.totalsTitle}</h2>
        {dashboard.totals.length === 0 ? (
          <p>{t.totalsEmpty}</p>
        ) : (
          <ul className="agent-stats">
            {dashboard.totals.map((total) => (
              <li key={total.currency}>
                <strong>{money(total, locale)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="agent-section" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t.upcomingTitle}</h2>
        {dashboard.upcoming.length === 0 ? (
          <p>{t.upcomingEmpty}</p>
        ) : (
          <div className="agent-table-wrap">
            <table className="agent-table">
              <thead>
                <tr>
                  <th scope="col">{t.departure}</th>
                  <th scope="col">{t.code}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.seats}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.upcoming.map((row) => (
                  <tr key={row.code}>
                    <td>{formatDate(row.startDate, locale)}</td>
                    <td>
                      <Link to={localizePath(`/agent/reservations/${row.code}`, locale)}>{row.code}</Link>
                    </td>
                    <td>
                      <StatusBadge status={row.status} label={page.status[row.status]} />
                    </td>
                    <td>{row.seats}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </AgentFrame>
  );
}
