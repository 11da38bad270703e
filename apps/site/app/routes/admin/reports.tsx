import { Link } from "react-router";
import { loadReportList } from "../../.server/reports";
import { adminHeaders } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/reports";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.r.reportsTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Money: the accounting role and Master (spec §6); a plain admin gets the 403 page.
  return loadReportList(context, request);
}

/** /admin/reports: every report with what it answers. */
export default function Reports({ loaderData }: Route.ComponentProps) {
  const { locale, page, r, reports } = loaderData;
  return (
    <AdminShell title={r.reportsTitle} intro={r.reportsIntro} section="reports" t={page.t} locale={locale}>
      <ul className="admin-report-list" aria-label={r.reportsListLabel}>
        {reports.map((report) => (
          <li key={report.kind} data-testid={`report-${report.kind}`}>
            <h2>
              <Link to={report.href}>{report.title}</Link>
            </h2>
            <p>{report.description}</p>
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
