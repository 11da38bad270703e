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
 * `priceDraft` from the departure's prices, the same function and numbers the API stores. A
 * summary card (issue 23 §4): one table, a room's lines under its heading row, the total in the
 * table's foot; beside the rooms on a wide screen, below them on a phone (the planner's layout).
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
        <table className="reservation-price-table">
          <thead>
            <tr>
              <th scope="col">{t.pricePassengers}</th>
              <th scope="col">{t.priceUnit}</th>
              <th scope="col">{t.priceAmount}</th>
            </tr>
          </thead>
          {rooms.map((room, roomIndex) => {
            const lines = price.lines.filter((line) => line.roomIndex === roomIndex);
            const roomTotal = sumMoney(
              lines.map((line) => line.total),
              price.total.currency,
            );
            return (
              <tbody key={roomIndex} data-room-price={roomIndex}>
                <tr className="reservation-price-room">
                  <th scope="rowgroup" colSpan={2}>
                    {interpolate(t.roomPrice, { n: String(roomIndex + 1) })} ·{" "}
                    {formatMessage(`roomType.${room.roomType}`, locale)}
                  </th>
                  <td>{formatMoney(roomTotal, locale)}</td>
                </tr>
                {lines.map((line) => (
                  <tr key={line.passengerType}>
                    <th scope="row">
                      {line.quantity} × {formatMessage(`passengerType.${line.passengerType}`, locale)}
                    </th>
                    <td>{formatMoney(line.unitPrice, locale)}</td>
                    <td>{formatMoney(line.total, locale)}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
          <tfoot>
            <tr className="reservation-total">
              <th scope="row" colSpan={2}>
                {t.total}
              </th>
              <td>
                <output data-testid="reservation-total">{formatMoney(price.total, locale)}</output>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
