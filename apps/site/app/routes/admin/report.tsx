import { BarChart } from "@rihla/ui";
import { Form, Link } from "react-router";
import { adminHeaders } from "../../.server/admin";
import { loadReport } from "../../.server/reports";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/report";

/** The filters live in the URL (ADR 0024 lists what the page reads). */
export const handle = { searchParams: ["from", "to", "groupBy"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The accounting role and Master (spec §6); an unknown report is a 404.
  return loadReport(context, request, params.id);
}

/**
 * /admin/reports/{kind}: the period (and grouping) in the URL, a bar chart with its table view,
 * the full table with a totals row (summed by the database), and the xlsx and PDF files.
 */
export default function Report({ loaderData }: Route.ComponentProps) {
  const { locale, page, r, kind, title, description, periodText, caption, statusNote, groupings, filters, errors } =
    loaderData;
  const { headings, numeric, rows, totals, chart, links: files } = loaderData;
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className="admin-error" role="alert">
        {errors[key]}
      </span>
    ) : null;
  return (
    <AdminShell
      title={title}
      intro={description}
      section="reports"
      parent={{ label: r.reportsTitle, path: "/admin/reports" }}
      t={page.t}
      locale={locale}
    >
      <Form method="get" className="admin-filters" role="search" aria-label={r.reportsTitle}>
        <label>
          {r.filterFrom}
          <input type="date" name="from" defaultValue={filters.from} />
          {fieldError("from")}
        </label>
        <label>
          {r.filterTo}
          <input type="date" name="to" defaultValue={filters.to} />
          {fieldError("to")}
        </label>
        {groupings.length > 1 ? (
          <label>
            {r.groupBy}
            <select name="groupBy" defaultValue={filters.groupBy}>
              {groupings.map((grouping) => (
                <option key={grouping.value} value={grouping.value}>
                  {grouping.label}
                </option>
              ))}
            </select>
            {fieldError("groupBy")}
          </label>
        ) : null}
        <div className="admin-actions">
          <button type="submit">{r.apply}</button>
          <Link to="?">{r.thisMonth}</Link>
        </div>
      </Form>
      <p data-testid="report-period">{periodText}</p>
      {statusNote ? <p>{statusNote}</p> : null}
      <nav className="admin-actions" aria-label={r.downloads}>
        <a href={files.xlsx} download data-testid="report-xlsx">
          {r.downloads}: {r.downloadXlsx}
        </a>
        <a href={files.pdf} download data-testid="report-pdf">
          {r.downloads}: {r.downloadPdf}
        </a>
      </nav>
      {chart ? (
        <section className="admin-section">
          <BarChart
            title={chart.title}
            data={chart.data}
            labels={{ category: headings[0] ?? "", value: chart.title, showTable: r.showTable }}
          />
        </section>
      ) : null}
      <section className="admin-section" aria-labelledby="report-table">
        <h2 id="report-table">{caption}</h2>
        {rows.length === 0 ? (
          <p>{r.empty}</p>
        ) : (
          /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box on phones */
          <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
            <table className="admin-table" data-testid={`report-${kind}`}>
              <caption className="visually-hidden">{caption}</caption>
              <thead>
                <tr>
                  {headings.map((heading) => (
                    <th key={heading} scope="col">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.href ? <Link to={row.href}>{row.label}</Link> : row.label}</th>
                    {row.cells.map((cell, i) => (
                      <td key={headings[i + 1]} className={numeric[i] ? "admin-number" : undefined}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr data-testid="report-totals">
                  <th scope="row">{r.totals}</th>
                  {totals.map((cell, i) => (
                    <td key={headings[i + 1]} className={numeric[i] ? "admin-number" : undefined}>
                      {cell}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </AdminShell>
  );
}
