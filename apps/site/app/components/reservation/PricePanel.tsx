import {
  formatMessage,
  formatMoney,
  interpolate,
  priceDraft,
  sumMoney,
  type DeparturePricing,
  type DraftRoom,
  type Locale,
} from "@rihla/domain";
import type { ReservationTexts } from "../../i18n/reservation";

/**
 * The live price of the draft (issue 14): per room and in total, computed by the domain's
 * `priceDraft` from the departure's prices, the same function and numbers the API stores.
 */
export function PricePanel({
  pricing,
  rooms,
  texts: t,
  locale,
}: {
  pricing: DeparturePricing | null;
  rooms: readonly DraftRoom[];
  texts: ReservationTexts;
  locale: Locale;
}) {
  const price = pricing ? priceDraft(pricing, { rooms: [...rooms] }) : null;
  return (
    <section className="reservation-price" aria-labelledby="reservation-price-title" aria-live="polite">
      <h2 id="reservation-price-title">{t.priceTitle}</h2>
      {!price || !price.ok ? (
        <p role="alert" data-testid="price-refused">
          {price && !price.ok ? `${interpolate(t.roomPrice, { n: String(price.roomIndex + 1) })}: ` : ""}
          {t.notOffered}
        </p>
      ) : (
        <>
          <ul className="reservation-price-rooms">
            {rooms.map((room, roomIndex) => {
              const lines = price.lines.filter((line) => line.roomIndex === roomIndex);
              const roomTotal = sumMoney(
                lines.map((line) => line.total),
                price.total.currency,
              );
              return (
                <li key={roomIndex} data-room-price={roomIndex}>
                  <strong>
                    {interpolate(t.roomPrice, { n: String(roomIndex + 1) })} ·{" "}
                    {formatMessage(`roomType.${room.roomType}`, locale)}: {formatMoney(roomTotal, locale)}
                  </strong>
                  <ul>
                    {lines.map((line) => (
                      <li key={line.passengerType}>
                        {interpolate(t.priceLine, {
                          count: String(line.quantity),
                          type: formatMessage(`passengerType.${line.passengerType}`, locale),
                          unit: formatMoney(line.unitPrice, locale),
                        })}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <p className="reservation-total">
            {t.total}: <output data-testid="reservation-total">{formatMoney(price.total, locale)}</output>
          </p>
        </>
      )}
    </section>
  );
}
