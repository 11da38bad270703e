import { interpolate, isReservationEditable, localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { loadPassengers, reservationCodeOf, savePassengers } from "../../.server/reservationPassengers";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { PassengerForm } from "../../components/reservations/PassengerForm";
import { ReservationStatusBadge } from "../../components/reservations/ReservationStatus";
import { reservationTexts } from "../../i18n/reservation";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/edit";
import type { RouteHandle } from "../../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["saved"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: interpolate(loaderData.texts.editTitle, { code: loaderData.reservation.code }) },
        { name: "robots", content: "noindex" },
      ]
    : [];

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const { reservation, draft } = await loadPassengers(context, request, reservationCodeOf(params));
  return {
    locale,
    texts: reservationTexts[locale],
    // The form draws the draft (its numbers in their fields); of the rest only what the page shows.
    reservation,
    draft,
    saved: url.searchParams.get("saved") === "1",
  };
}

/** `PATCH /api/reservations/{code}` with the whole plan again (same rooms, edited passengers). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const code = reservationCodeOf(params);
  return savePassengers(context, request, code, `${localizePath(`/reservation/${code}/edit`, locale)}?saved=1`);
}

/** `/reservation/{code}/edit`: the passengers of a reservation while it is WAITING (issue 14). */
export default function ReservationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { texts: t, locale, reservation } = loaderData;
  const title = interpolate(t.editTitle, { code: reservation.code });
  const editable = isReservationEditable(reservation);
  return (
    <AccountPage title={title} intro={editable ? t.editIntro : undefined}>
      <p>
        <ReservationStatusBadge status={reservation.status} locale={locale} />{" "}
        <Link to={localizePath(`/order/${reservation.code}/logs`, locale)}>{t.logs}</Link>
      </p>
      {loaderData.saved && !actionData ? (
        <p role="status" className="account-notice">
          {t.saved}
        </p>
      ) : null}
      {editable ? (
        <PassengerForm draft={loaderData.draft} refusal={actionData} texts={t} locale={locale} />
      ) : (
        <p>{t.notEditable}</p>
      )}
    </AccountPage>
  );
}
