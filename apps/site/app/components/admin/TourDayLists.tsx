import {
  addDays,
  airportColumns,
  airportHeadings,
  formatDate,
  genderLabels,
  interpolate,
  localizePath,
  opsColumns,
  opsHeadings,
  opsRoleLabels,
  dayListKinds,
  type CalendarDate,
  type DayListKind,
} from "@rihla/domain";
import { Link } from "react-router";
import type { DayListData } from "../../.server/dayLists";
import { AdminShell } from "../AdminShell";

/**
 * /admin/tour/ops-{date}, /admin/tour/airport-{date}, /admin/tour/print-{date}: the operations
 * team's lists of a day — who leaves, returns and is on the road, the airport manifest, or both
 * as the printable pack — each with its PDF and Excel file and the days around it.
 */
export function TourDayLists({ list }: { list: DayListData }) {
  const { locale, page, ops, kind, date, day, title } = list;
  const { t } = page;
  const path = (k: DayListKind, d: CalendarDate) => localizePath(`/admin/tour/${k}-${d}`, locale);
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
        {dayListKinds
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
