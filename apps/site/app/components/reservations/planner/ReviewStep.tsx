import { formatMessage, interpolate, type Locale } from "@rihla/domain";
import type { ReactNode } from "react";
import type { ReservationTexts } from "../../../i18n/reservation";
import type { PassengerPlace } from "../../../reservationDraft";

/** The last step (with JavaScript): who travels in which room, the price, and the send button. */
export function ReviewStep({
  texts: t,
  locale,
  places,
  summary,
  actions,
}: {
  texts: ReservationTexts;
  locale: Locale;
  places: readonly PassengerPlace[];
  summary: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="reservation-layout">
      <div className="reservation-main">
        <h2>{t.reviewTitle}</h2>
        <ul className="reservation-review">
          {places.map((place) => (
            <li key={place.index}>
              {interpolate(t.passengerHeading, {
                room: String(place.roomIndex + 1),
                type: formatMessage(`passengerType.${place.passenger.passengerType}`, locale),
                n: String(place.numberOfType),
              })}
              : {place.passenger.name} {place.passenger.surname}
            </li>
          ))}
        </ul>
      </div>
      {summary}
      {actions}
    </div>
  );
}
