import { adminReservationPath, interpolate, isReservationEditable, localizePath } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { Link } from "react-router";
import { adminHeaders, adminPage } from "../../.server/admin";
import { loadPassengers, reservationCodeOf, savePassengers } from "../../.server/reservationPassengers";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { PassengerForm } from "../../components/reservations/PassengerForm";
import { reservationTexts } from "../../i18n/reservation";
import type { Route } from "./+types/passengers";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) =>
  privateMeta(
    args,
    args.loaderData
      ? interpolate(args.loaderData.page.t.passengersTitle, { code: args.loaderData.reservation.code })
      : undefined,
  );
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  // The customer's own call: staff read every number of it in full, and the API logs that (KVKK).
  const { reservation, draft } = await loadPassengers(context, request, reservationCodeOf(params));
  return { locale, page, texts: reservationTexts[locale], reservation, draft };
}

/** The customer's own save (`PATCH /api/reservations/{code}`, logged with the staff member as actor). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "reservations.manage.all");
  const code = reservationCodeOf(params);
  return savePassengers(context, request, code, `${localizePath(adminReservationPath(code), locale)}?saved=1`);
}

/**
 * /admin/reservations/{code}/passengers (issue 24): staff change a reservation's passengers with
 * the customer's form and rules (the rooms stay as booked, as on the customer's edit page).
 */
export default function AdminPassengersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, texts, reservation } = loaderData;
  const { t } = page;
  const editable = isReservationEditable(reservation);
  const reservationTitle = interpolate(t.reservationTitle, { code: reservation.code });
  return (
    <AdminShell
      title={interpolate(t.passengersTitle, { code: reservation.code })}
      intro={editable ? texts.editIntro : undefined}
      section="adminReservations"
      parent={{ label: reservationTitle, path: adminReservationPath(reservation.code) }}
      t={t}
      locale={locale}
    >
      <div className="admin-links">
        <Link to={localizePath(adminReservationPath(reservation.code), locale)}>{reservationTitle}</Link>
        <StatusBadge status={reservation.status} label={page.status[reservation.status]} />
      </div>
      {editable ? (
        <PassengerForm draft={loaderData.draft} refusal={actionData} texts={texts} locale={locale} />
      ) : (
        <p>{t.passengersLocked}</p>
      )}
    </AdminShell>
  );
}
