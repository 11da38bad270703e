import type { ReservationAnswer } from "@rihla/api";
import { formatDateRange, formatMoney, interpolate, localizePath, type Currency, type Locale } from "@rihla/domain";
import { StatusBadge, type StatusBadgeStatus } from "@rihla/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AgentTexts } from "../i18n/agent";

/** What the agent pages read of a reservation (GET /api/reservations): the API's own answer type. */
export type AgentReservation = ReservationAnswer;

export const money = (total: { amount: number; currency: string }, locale: Locale) =>
  formatMoney({ amount: total.amount, currency: total.currency as Currency }, locale);

export const dates = (departure: { startDate: string; returnDate: string } | null, locale: Locale) =>
  departure ? formatDateRange(departure.startDate, departure.returnDate, locale) : "—";

/** The frame of an agent page: a heading, an intro and the area's links. */
export function AgentFrame({
  title,
  intro,
  t,
  locale,
  children,
}: {
  title: string;
  intro?: string;
  t: AgentTexts;
  locale: Locale;
  children: ReactNode;
}) {
  return (
    <section className="agent-page" aria-labelledby="agent-title">
      <h1 id="agent-title">{title}</h1>
      {intro ? <p className="agent-intro">{intro}</p> : null}
      <nav className="agent-nav" aria-label={t.dashboardTitle}>
        <Link to={localizePath("/agent/dashboard", locale)}>{t.dashboardTitle}</Link>
        <Link to={localizePath("/agent/reservations", locale)}>{t.allReservations}</Link>
        <Link to={localizePath("/agent/offer", locale)}>{t.allOffers}</Link>
      </nav>
      {children}
    </section>
  );
}

/** The reservations as a table: code (to the detail page), status badge, departure, people, amount. */
export function ReservationTable({
  rows,
  t,
  status,
  locale,
}: {
  rows: AgentReservation[];
  t: AgentTexts;
  status: Record<AgentReservation["status"], string>;
  locale: Locale;
}) {
  return (
    <div className="agent-table-wrap">
      <table className="agent-table">
        <thead>
          <tr>
            <th scope="col">{t.code}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.departure}</th>
            <th scope="col">{t.seats}</th>
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <Link to={localizePath(`/agent/reservations/${row.code}`, locale)}>{row.code}</Link>
              </td>
              <td>
                <StatusBadge status={row.status as StatusBadgeStatus} label={status[row.status]} />
              </td>
              <td>{dates(row.departure, locale)}</td>
              <td>{row.seats}</td>
              <td>{money(row.total, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const fill = interpolate;
