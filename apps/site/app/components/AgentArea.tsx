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
            <th scope="col">{t.balance}</th>
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
              {/* Issue 26: what is still due, the domain's balance as the API computed it. */}
              <td>{row.status === "CANCELLED" ? "—" : money(row.balance, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const fill = interpolate;

/** What the agent pages word rooms and prices with (the loader's `agentPageTexts`). */
export interface AgentLineTexts {
  t: AgentTexts;
  roomType: Record<string, string>;
  passengerType: Record<string, string>;
}

const labelOf = (map: Record<string, string>, key: string) => map[key] ?? key;

/** The note as a row of a details list, when there is one. */
export function NoteRow({ label, note }: { label: string; note: string | null }) {
  if (!note) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{note}</dd>
    </>
  );
}

/** An offer's or a reservation's rooms ('İki kişilik: 2 yetişkin…'), with the passengers' names when known. */
export function RoomLines({
  rooms,
  page,
}: {
  rooms: readonly {
    roomType: string;
    adults: number;
    children: number;
    babies: number;
    passengers?: readonly { name: string; surname: string; passengerType: string }[];
  }[];
  page: AgentLineTexts;
}) {
  return (
    <ul>
      {rooms.map((room, index) => (
        <li key={index}>
          {interpolate(page.t.roomLine, {
            roomType: labelOf(page.roomType, room.roomType),
            adults: room.adults,
            children: room.children,
            babies: room.babies,
          })}
          {room.passengers && room.passengers.length > 0 ? (
            <ul>
              {room.passengers.map((passenger, i) => (
                <li key={i}>
                  {passenger.name} {passenger.surname} ({labelOf(page.passengerType, passenger.passengerType)})
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The frozen price, one line per room and passenger type ('2 × Yetişkin, İki kişilik: ₺…'). */
export function PriceLines({
  lines,
  currency,
  page,
  locale,
}: {
  lines: readonly { quantity: number; passengerType: string; roomType: string; totalAmount: number }[];
  currency: string;
  page: AgentLineTexts;
  locale: Locale;
}) {
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>
          {interpolate(page.t.priceLine, {
            quantity: line.quantity,
            passengerType: labelOf(page.passengerType, line.passengerType),
            roomType: labelOf(page.roomType, line.roomType),
          })}
          : {money({ amount: line.totalAmount, currency }, locale)}
        </li>
      ))}
    </ul>
  );
}
