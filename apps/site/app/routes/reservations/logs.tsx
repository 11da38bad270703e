import {
  formatDateTime,
  formatMessage,
  formatMoney,
  interpolate,
  isCurrency,
  isReservationCode,
  isReservationStatus,
  localizePath,
  money,
  type Locale,
} from "@rihla/domain";
import { data, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { reservationTexts, type ReservationTexts } from "../../i18n/reservation";
import { requestLocale } from "../../locale";
import { isService, serviceText } from "../../components/reservations/reservationText";
import type { Route } from "./+types/logs";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: interpolate(loaderData.texts.logsTitle, { code: loaderData.code }) },
        { name: "robots", content: "noindex" },
      ]
    : [];

/** `/order/{orderId}/logs`: the reservation's event log (issue 14), oldest first. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const locale = requestLocale(request);
  const code = params.orderId;
  if (!isReservationCode(code)) throw data({ code: "NOT_FOUND", message: "Reservation not found" }, { status: 404 });
  const client = api(context, request);
  const [reservation, events] = await Promise.all([
    answerOf(client.api.reservations[":code"].$get({ param: { code } })),
    answerOf(client.api.reservations[":code"].events.$get({ param: { code } })),
  ]);
  return {
    locale,
    texts: reservationTexts[locale],
    code,
    userId: user.id,
    customerId: reservation.customerId,
    events: events.data,
    whatsApp: events.whatsApp,
  };
}

/** A logged value in words: statuses and money in the locale, lists joined, nothing as 'none'. */
function valueText(value: unknown, locale: Locale, t: ReservationTexts): string {
  if (value === null || value === undefined || value === "") return t.none;
  if (isReservationStatus(value)) return formatMessage(`reservationStatus.${value}`, locale);
  if (Array.isArray(value)) return value.length === 0 ? t.none : value.map((v) => valueText(v, locale, t)).join(", ");
  if (isService(value)) return serviceText(value, locale, t);
  if (typeof value === "object") {
    const { amount, currency } = value as { amount?: unknown; currency?: unknown };
    if (typeof amount === "number" && isCurrency(currency)) return formatMoney(money(amount, currency), locale);
    return JSON.stringify(value);
  }
  return String(value as string | number | boolean);
}

function label(t: ReservationTexts, key: string): string {
  return key in t ? t[key as keyof ReservationTexts] : key.split(".").pop()!;
}

/**
 * Who made a change, as the reader sees it: "You" for their own, "Customer" for the reservation's
 * customer when someone else reads (staff credited the customer's booking to "Agency": issue 22,
 * problem 12), "Agency" for anyone else, "System" for the expiry worker.
 */
function actorLabel(t: ReservationTexts, actorId: string | null, readerId: string, customerId: string): string {
  if (actorId === null) return t.actorSystem;
  if (actorId === readerId) return t.actorYou;
  return actorId === customerId ? t.actorCustomer : t.actorAgency;
}

export default function ReservationLogs({ loaderData }: Route.ComponentProps) {
  const { texts: t, locale, code, events, userId, customerId, whatsApp } = loaderData;
  return (
    <AccountPage title={interpolate(t.logsTitle, { code })} intro={t.logsIntro}>
      {events.length === 0 ? (
        <p>{t.logEmpty}</p>
      ) : (
        // A focusable scroll box, so a wide table scrolls on phones without widening the page.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="table-scroller" role="region" aria-label={interpolate(t.logsTitle, { code })} tabIndex={0}>
          <table className="reservation-log">
            <thead>
              <tr>
                <th scope="col">{t.logWhen}</th>
                <th scope="col">{t.logWho}</th>
                <th scope="col">{t.logWhat}</th>
                <th scope="col">{t.logChanges}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id} data-action={event.action}>
                  <td>{formatDateTime(event.createdAt, locale)}</td>
                  <td>{actorLabel(t, event.actorId, userId, customerId)}</td>
                  <td>{label(t, `action.${event.action}`)}</td>
                  <td>
                    <ul>
                      {Object.entries(event.changes).map(([field, change]) => (
                        <li key={field}>
                          {interpolate(t.change, {
                            field: label(t, `field.${field}`),
                            from: valueText(change.from, locale, t),
                            to: valueText(change.to, locale, t),
                          })}
                        </li>
                      ))}
                      {event.note ? <li>{event.note}</li> : null}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {/* Issue 27: what Rihla sent about this reservation on WhatsApp, and how far it got. */}
      {whatsApp.length > 0 ? (
        <section aria-labelledby="whatsapp-messages">
          <h2 id="whatsapp-messages">{t.whatsAppMessagesTitle}</h2>
          <ul className="reservation-messages">
            {whatsApp.map((message) => (
              <li key={message.id} data-message-status={message.status}>
                {formatDateTime(message.createdAt, locale)} ·{" "}
                <strong>{label(t, `whatsAppStatus.${message.status}`)}</strong>
                <p>{message.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={localizePath("/user/dashboard", locale)}>{t.toDashboard}</Link>
      </p>
    </AccountPage>
  );
}
