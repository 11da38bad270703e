import {
  addDays,
  airportColumns,
  airportHeadings,
  formatDate,
  genderLabels,
  interpolate,
  localizePath,
  opsColumns,
  opsDateOf,
  opsHeadings,
  opsRoleLabels,
  type CalendarDate,
} from "@rihla/domain";
import { data, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { operationsTexts } from "../../i18n/operations";
import type { Route } from "./+types/tour-day";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);
export const headers = adminHeaders;

const kinds = ["ops", "airport", "print"] as const;
type Kind = (typeof kinds)[number];

/** `ops-2026-11-30`, `airport-…`, `print-…`: the list and the day (spec §2); anything else is a 404. */
function dayOf(segment: string): { kind: Kind; date: CalendarDate } {
  for (const kind of kinds) {
    const date = opsDateOf(segment, `${kind}-`);
    if (date) return { kind, date };
  }
  throw data({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "availability.access");
  const { kind, date } = dayOf(params.day);
  const day = await answerOf(
    api(context, request).api.admin.operations.days[":date"].$get({ param: { date }, query: { locale } }),
  );
  const ops = operationsTexts[locale];
  const title = interpolate(ops[`${kind}DayTitle`], { date: formatDate(date, locale) });
  return { locale, page, ops, kind, date, day, title };
}

/**
 * /admin/tour/ops-{date}, /admin/tour/airport-{date}, /admin/tour/print-{date}: the operations
 * team's lists of a day — who leaves, returns and is on the road, the airport manifest, or both
 * as the printable pack — each with its PDF and Excel file and the days around it.
 */
export default function AdminTourDay({ loaderData }: Route.ComponentProps) {
  const { locale, page, ops, kind, date, day, title } = loaderData;
  const { t } = page;
  const path = (k: Kind, d: CalendarDate) => localizePath(`/admin/tour/${k}-${d}`, locale);
  const file = (format: "pdf" | "xlsx") =>
    `/api/admin/operations/days/${date}/export?list=${kind}&format=${format}&locale=${locale}`;
  return (
    <AdminShell
      title={title}
      section="operations"
      parent={{ label: ops.availabilityTitle, path: "/admin/availability" }}
      t={t}
      locale={locale}
    >
      <nav className="admin-links" aria-label={ops.dayNavigation}>
        <Link to={path(kind, addDays(date, -1))}>{ops.previousDay}</Link>
        <Link to={path(kind, addDays(date, 1))}>{ops.nextDay}</Link>
        {kinds
          .filter((k) => k !== kind)
          .map((k) => (
            <Link key={k} to={path(k, date)}>
              {interpolate(ops[`${k}DayTitle`], { date: formatDate(date, locale) })}
            </Link>
          ))}
      </nav>
      <p className="admin-links">
        <a href={file("pdf")} download>
          {ops.exportPdf}
        </a>
        <a href={file("xlsx")} download>
          {ops.exportXlsx}
        </a>
      </p>
      {kind !== "airport" ? (
        <section className="admin-section" aria-labelledby="ops-list">
          <h2 id="ops-list">{interpolate(ops.opsDayTitle, { date: formatDate(date, locale) })}</h2>
          {day.groups.length === 0 ? <p>{ops.noGroups}</p> : null}
          {day.groups.length > 0 ? (
            <div className="admin-table-wrap">
              <table className="admin-table" data-testid="ops-list">
                <thead>
                  <tr>
                    {opsColumns.map((c) => (
                      <th key={c} scope="col">
                        {opsHeadings[c][locale]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {day.groups.map((g) => (
                    <tr key={g.departureId}>
                      <th scope="row">
                        <Link to={localizePath(`/admin/availability/${g.departureId}`, locale)}>
                          {g.title ?? interpolate(ops.untitledTour, { id: g.tourId })}
                        </Link>
                      </th>
                      <td>{opsRoleLabels[g.role][locale]}</td>
                      <td>
                        {interpolate(ops.dates, {
                          start: formatDate(g.startDate, locale),
                          end: formatDate(g.returnDate, locale),
                        })}
                      </td>
                      <td>{g.hotels.join(", ")}</td>
                      <td>
                        {g.flights
                          .map(
                            (f) =>
                              `${f.airline} ${f.flightNumber} ${f.fromAirport} ${f.departureTime} → ${f.toAirport} ${f.arrivalTime}`,
                          )
                          .join("; ") || "—"}
                      </td>
                      <td>{g.seatsTaken}</td>
                      <td>{g.guide ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
      {kind !== "ops" ? (
        <section className="admin-section" aria-labelledby="airport-list">
          <h2 id="airport-list">{interpolate(ops.airportDayTitle, { date: formatDate(date, locale) })}</h2>
          {day.manifest.length === 0 ? <p>{ops.noFlights}</p> : null}
          {day.manifest.length > 0 ? (
            <div className="admin-table-wrap">
              <table className="admin-table" data-testid="airport-list">
                <thead>
                  <tr>
                    {airportColumns.map((c) => (
                      <th key={c} scope="col">
                        {airportHeadings[c][locale]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {day.manifest.map((p, i) => (
                    <tr key={`${p.reservationCode}-${i}`}>
                      <td>{i + 1}</td>
                      <th scope="row">{p.name}</th>
                      <td>{genderLabels[p.gender][locale]}</td>
                      <td>{p.passportNumber ?? "—"}</td>
                      <td>{p.nationality}</td>
                      <td>
                        <Link to={localizePath(`/admin/reservations/${p.reservationCode}`, locale)}>
                          {p.reservationCode}
                        </Link>
                      </td>
                      <td>{p.flight ?? "—"}</td>
                      <td>{p.meeting ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </AdminShell>
  );
}
