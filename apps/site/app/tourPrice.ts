import type { TourSummary } from "@rihla/api";
import { formatDate, formatMoney, interpolate, isCurrency, money, type Locale } from "@rihla/domain";

/**
 * A tour card's price in words (issue 22): the API's "from" price (domain `tourFromOffer`) and a
 * note naming the departure it belongs to, so the card never shows a price the tour page cannot.
 */
export function fromPriceWords(
  tour: Pick<TourSummary, "fromPrice" | "fromDeparture">,
  locale: Locale,
  texts: { noPrice: string; fromPriceNote: string },
): { price: string; note?: string } {
  const { fromPrice, fromDeparture } = tour;
  if (!fromPrice || !isCurrency(fromPrice.currency)) return { price: texts.noPrice };
  const price = formatMoney(money(fromPrice.amount, fromPrice.currency), locale);
  if (!fromDeparture) return { price };
  return {
    price,
    note: interpolate(texts.fromPriceNote, { date: formatDate(fromDeparture.startDate, locale, "long") }),
  };
}
