import {
  interpolate,
  localizePath,
  privateTourListQuerySchema,
  privateTourStatusLabels,
  privateTourStatuses,
  type PrivateTourListQuery,
  type PrivateTourStatus,
} from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/private-tours";

export const handle = { searchParams: ["status", "page"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.privateToursTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const url = new URL(request.url);
  // A filter the URL got wrong falls back to the default view rather than an error page.
  const parsed = privateTourListQuerySchema.safeParse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const query: PrivateTourListQuery = parsed.success ? parsed.data : privateTourListQuerySchema.parse({});
  const requests = await answerOf(
    api(context, request).api.admin["private-tours"].$get({
      query: { status: query.status, page: String(query.page) },
    }),
  );
  // The labels travel with the data: the components import no domain tables (page budgets).
  const labels = Object.fromEntries(privateTourStatuses.map((s) => [s, privateTourStatusLabels[s][locale]])) as Record<
    PrivateTourStatus,
    string
  >;
  const filters = (["open", ...privateTourStatuses, "all"] as const).map((f) => ({
    id: f,
    label: f === "open" || f === "all" ? page.t[`privateTourFilter.${f}`] : privateTourStatusLabels[f][locale],
  }));
  return { locale, page, requests, status: query.status, statuses: privateTourStatuses, labels, filters };
}

/** /admin/private-tours: the private-Umrah requests as a pipeline, newest first. */
export default function AdminPrivateTours({ loaderData }: Route.ComponentProps) {
  const { locale, page, requests, status, statuses, labels, filters } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/private-tours", locale);
  const pages = Math.max(1, Math.ceil(requests.total / requests.pageSize));
  const pageLink = (n: number) => `${base}?${new URLSearchParams({ status, page: String(n) })}`;
  return (
    <AdminShell title={t.privateToursTitle} intro={t.privateToursIntro} section="privateTours" t={t} locale={locale}>
      <section aria-labelledby="pipeline">
        <h2 id="pipeline">{t.privateToursPipeline}</h2>
        <ul className="admin-stats">
          {statuses.map((s) => (
            <li key={s} data-pipeline={s}>
              <Link to={`${base}?status=${s}`}>
                <strong>{requests.counts[s]}</strong> {labels[s]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <nav className="admin-links" aria-label={t.privateToursFilters}>
        {filters.map((f) => (
          <Link key={f.id} to={`${base}?status=${f.id}`} aria-current={f.id === status ? "page" : undefined}>
            {f.label}
          </Link>
        ))}
      </nav>
      {requests.data.length === 0 ? (
        <p>{t.privateToursEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{t.privateToursCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.privateTourTour}</th>
                <th scope="col">{t.privateTourAssignee}</th>
                <th scope="col">{t.privateTourReceived}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={localizePath(`/admin/private-tours/${r.id}`, locale)}>{r.name}</Link>
                  </th>
                  <td>{labels[r.status]}</td>
                  <td>{r.tour?.title ?? "—"}</td>
                  <td>{r.assignee?.name ?? t.privateTourNobody}</td>
                  <td>
                    <time dateTime={r.createdAt}>{when(r.createdAt, locale)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="admin-actions" aria-label={t.tablePagination}>
          {requests.page > 1 ? <Link to={pageLink(requests.page - 1)}>{t.previous}</Link> : null}
          <span>{interpolate(t.privateTourPage, { page: requests.page, pages })}</span>
          {requests.page < pages ? <Link to={pageLink(requests.page + 1)}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </AdminShell>
  );
}
