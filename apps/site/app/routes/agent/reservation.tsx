import { formatDateTime, interpolate, isReservationCode, isReservationEditable, localizePath } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { data, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { agentPage } from "../../.server/agent";
import { AgentFrame, dates, money, NoteRow, PriceLines, RoomLines } from "../../components/AgentArea";
import { privateMeta } from "../../components/accountMeta";
import agentStyles from "../../components/agent.css?url";
import type { Route } from "./+types/reservation";
import type { RouteHandle } from "../../routeHandle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) =>
  privateMeta(
    args,
    args.loaderData
      ? interpolate(args.loaderData.page.t.reservationTitle, { code: args.loaderData.reservation.code })
      : undefined,
  );

/** The query parameters this page reads (ADR 0024): `saved=1` after the passengers were saved. */
export const handle = { searchParams: ["saved"] } satisfies RouteHandle;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { locale, page } = await agentPage(context, request);
  if (!isReservationCode(params.code)) throw data({ code: "NOT_FOUND", message: "Not Found" }, { status: 404 });
  // The API answers 404 unless the agent booked it (or is its customer).
  const answer = await answerOf(api(context, request).api.reservations[":code"].$get({ param: { code: params.code } }));
  // The page names the passengers; their TCKN and passport numbers stay out of it (issue 28, finding 7).
  const rooms = answer.rooms.map((room) => ({
    ...room,
    passengers: room.passengers.map(({ name, surname, passengerType }) => ({ name, surname, passengerType })),
  }));
  return { locale, page, reservation: { ...answer, rooms }, saved: url.searchParams.get("saved") === "1" };
}

/** /agent/reservations/{code}: one reservation the agent made. */
export default function AgentReservationPage({ loaderData }: Route.ComponentProps) {
  const { locale, page, reservation } = loaderData;
  const { t } = page;
  const noPassengers = reservation.rooms.every((room) => room.passengers.length === 0);
  return (
    <AgentFrame title={interpolate(t.reservationTitle, { code: reservation.code })} t={t} locale={locale}>
      {loaderData.saved ? (
        <p role="status" className="account-notice">
          {t.passengersSaved}
        </p>
      ) : null}
      <p>
        <StatusBadge status={reservation.status} label={page.status[reservation.status]} />
      </p>
      <dl className="agent-details">
        <dt>{t.departure}</dt>
        <dd>{dates(reservation.departure, locale)}</dd>
        <dt>{t.seats}</dt>
        <dd>{reservation.seats}</dd>
        <dt>{t.total}</dt>
        <dd className="agent-total">{money(reservation.total, locale)}</dd>
        <dt>{t.created}</dt>
        <dd>{formatDateTime(reservation.createdAt, locale)}</dd>
        {reservation.contact ? (
          <>
            <dt>{t.contact}</dt>
            <dd>
              {reservation.contact.name} · {reservation.contact.phone}
            </dd>
          </>
        ) : null}
        <NoteRow label={t.note} note={reservation.note} />
      </dl>
      <section className="agent-section" aria-labelledby="rooms-title">
        <h2 id="rooms-title">{t.rooms}</h2>
        <RoomLines rooms={reservation.rooms} page={page} />
        {noPassengers ? <p>{t.noPassengers}</p> : null}
        {isReservationEditable(reservation) ? (
          <p>
            <Link className="cta" to={localizePath(`/agent/reservations/${reservation.code}/passengers`, locale)}>
              {noPassengers ? t.enterPassengers : t.editPassengers}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="agent-section" aria-labelledby="price-title">
        <h2 id="price-title">{t.price}</h2>
        <PriceLines lines={reservation.price.lines} currency={reservation.total.currency} page={page} locale={locale} />
      </section>
      <p>
        <Link to={localizePath("/agent/reservations", locale)}>{t.backToReservations}</Link>
      </p>
    </AgentFrame>
  );
}
