import { interpolate, isReservationEditable, localizePath } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { Link } from "react-router";
import { agentPage } from "../../.server/agent";
import { loadPassengers, reservationCodeOf, savePassengers } from "../../.server/reservationPassengers";
import { AgentFrame } from "../../components/AgentArea";
import { privateMeta } from "../../components/accountMeta";
import agentStyles from "../../components/agent.css?url";
import { PassengerForm } from "../../components/reservations/PassengerForm";
import { reservationTexts } from "../../i18n/reservation";
import type { Route } from "./+types/passengers";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStyles }];
export const meta: Route.MetaFunction = (args) =>
  privateMeta(
    args,
    args.loaderData
      ? interpolate(args.loaderData.page.t.passengersTitle, { code: args.loaderData.reservation.code })
      : undefined,
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await agentPage(context, request);
  // The API answers 404 unless the agent booked it.
  const { reservation, draft } = await loadPassengers(context, request, reservationCodeOf(params));
  return { locale, page, texts: reservationTexts[locale], reservation, draft };
}

/** The customer's own save (`PATCH /api/reservations/{code}`); back on the reservation once saved. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = await agentPage(context, request);
  const code = reservationCodeOf(params);
  return savePassengers(context, request, code, `${localizePath(`/agent/reservations/${code}`, locale)}?saved=1`);
}

/** /agent/reservations/{code}/passengers: the agent enters their customer's passengers (issue 22). */
export default function AgentPassengersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, texts, reservation } = loaderData;
  const { t } = page;
  const editable = isReservationEditable(reservation);
  return (
    <AgentFrame
      title={interpolate(t.passengersTitle, { code: reservation.code })}
      intro={editable ? texts.editIntro : undefined}
      t={t}
      locale={locale}
    >
      <p>
        <StatusBadge status={reservation.status} label={page.status[reservation.status]} />
      </p>
      {editable ? (
        <PassengerForm draft={loaderData.draft} refusal={actionData} texts={texts} locale={locale} />
      ) : (
        <p>{texts.notEditable}</p>
      )}
      <p>
        <Link to={localizePath(`/agent/reservations/${reservation.code}`, locale)}>
          {interpolate(t.reservationTitle, { code: reservation.code })}
        </Link>
      </p>
    </AgentFrame>
  );
}
