import { isReservationEditable, localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { accountMeta } from "../../components/accountMeta";
import { ReservationStatusBadge } from "../../components/reservations/ReservationStatus";
import { balanceText, datesText, nextDueText, totalText } from "../../components/reservations/reservationText";
import { useTexts } from "../../i18n";
import { reservationTexts } from "../../i18n/reservation";
import type { Route } from "./+types/dashboard";
import { requestLocale } from "../../locale";

export const meta: Route.MetaFunction = (args) => accountMeta(args, "dashboardTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { data: reservations } = await answerOf(api(context, request).api.user.reservations.$get({ query: {} }));
  const locale = requestLocale(request);
  return { locale, firstName: user.firstName, reservations, texts: reservationTexts[locale] };
}

/** /user/dashboard: 'Rezervasyonlarım', the customer's reservations (issue 14), newest first. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { reservations, locale, texts: r } = loaderData;
  const t = useTexts();
  return (
    <AccountPage title={t.account.dashboardTitle}>
      {reservations.length === 0 ? (
        <div className="account-empty">
          <h2>{t.account.dashboardEmptyTitle}</h2>
          <p>{t.account.dashboardEmptyText}</p>
          <a className="cta" href={t.links.umrahTours}>
            {t.home.cta}
          </a>
        </div>
      ) : (
        <>
          <h2 id="reservations-title">{r.listTitle}</h2>
          {/* A focusable scroll box, so a wide table scrolls on phones without widening the page. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="table-scroller" role="region" aria-labelledby="reservations-title" tabIndex={0}>
            <table className="reservation-list">
              <thead>
                <tr>
                  <th scope="col">{r.listCode}</th>
                  <th scope="col">{r.listDate}</th>
                  <th scope="col">{r.listStatus}</th>
                  <th scope="col">{r.listTotal}</th>
                  <th scope="col">{r.listBalance}</th>
                  <th scope="col">{r.listActions}</th>
                </tr>
              </thead>
              <tbody>
                {reservations.map((reservation) => (
                  <tr key={reservation.id} data-reservation={reservation.code}>
                    <th scope="row">{reservation.code}</th>
                    <td>{datesText(reservation, locale)}</td>
                    <td>
                      <ReservationStatusBadge status={reservation.status} locale={locale} />
                    </td>
                    <td>{totalText(reservation, locale, r)}</td>
                    <td>
                      <span data-testid="still-due">{balanceText(reservation, locale, r)}</span>
                      {nextDueText(reservation, locale, r) ? (
                        <>
                          <br />
                          <small data-testid="next-due">{nextDueText(reservation, locale, r)}</small>
                        </>
                      ) : null}
                    </td>
                    <td>
                      {isReservationEditable(reservation) ? (
                        <>
                          <Link to={localizePath(`/reservation/${reservation.code}/edit`, locale)}>{r.edit}</Link>{" "}
                        </>
                      ) : null}
                      <Link to={localizePath(`/order/${reservation.code}/logs`, locale)}>{r.logs}</Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AccountPage>
  );
}
