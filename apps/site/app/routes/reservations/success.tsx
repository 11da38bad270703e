import { interpolate, isReservationCode, localizePath, whatsAppLink } from "@rihla/domain";
import { data, Link, useRouteLoaderData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { ReservationStatusBadge } from "../../components/reservations/ReservationStatus";
import { datesText, serviceText, totalText } from "../../components/reservations/reservationText";
import { reservationTexts } from "../../i18n/reservation";
import { requestLocale } from "../../locale";
import type { loader as rootLoader } from "../../root";
import type { Route } from "./+types/success";
import type { RouteHandle } from "../../routeHandle";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["code"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.texts.successTitle }, { name: "robots", content: "noindex" }] : [];

/**
 * `/tourDetail/reservation-success?code=`: the reservation just made, read back from the API.
 * The page shows its code, status, dates and total, so that is all it sends: the passengers'
 * TCKN and passport numbers stay out of its HTML and its `.data` (issue 28, finding 7).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const code = url.searchParams.get("code");
  if (!isReservationCode(code)) throw data({ code: "NOT_FOUND", message: "Reservation not found" }, { status: 404 });
  const answer = await answerOf(api(context, request).api.reservations[":code"].$get({ param: { code } }));
  const t = reservationTexts[locale];
  const reservation = {
    code: answer.code,
    status: answer.status,
    service: answer.service ? serviceText(answer.service, locale, t) : null,
    dates: answer.departure ? datesText(answer, locale) : null,
    total: totalText(answer, locale, t),
  };
  return { locale, texts: t, reservation };
}

export default function ReservationSuccess({ loaderData }: Route.ComponentProps) {
  const { texts: t, locale, reservation } = loaderData;
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.site.settings;
  const whatsapp = settings?.whatsappNumber
    ? whatsAppLink(settings.whatsappNumber, interpolate(t.whatsappMessage, { code: reservation.code }))
    : null;
  return (
    <AccountPage title={t.successTitle} intro={t.successIntro}>
      <dl className="reservation-facts" data-testid="reservation-facts">
        <dt>{t.codeLabel}</dt>
        <dd data-testid="reservation-code">{reservation.code}</dd>
        <dt>{t.statusLabel}</dt>
        <dd>
          <ReservationStatusBadge status={reservation.status} locale={locale} />
        </dd>
        {reservation.service ? (
          <>
            <dt>{t.serviceLabel}</dt>
            <dd>{reservation.service}</dd>
          </>
        ) : reservation.dates ? (
          <>
            <dt>{t.dateLabel}</dt>
            <dd>{reservation.dates}</dd>
          </>
        ) : null}
        <dt>{t.totalLabel}</dt>
        <dd>{reservation.total}</dd>
      </dl>
      <h2>{t.nextTitle}</h2>
      <p>{t.nextSteps}</p>
      <p className="reservation-links">
        {whatsapp ? (
          <a className="cta" href={whatsapp} rel="noopener noreferrer" target="_blank">
            {t.whatsapp}
          </a>
        ) : null}{" "}
        <Link to={localizePath("/user/dashboard", locale)}>{t.toDashboard}</Link>
      </p>
    </AccountPage>
  );
}
