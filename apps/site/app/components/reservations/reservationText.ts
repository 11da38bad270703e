import type { ReservationAnswer } from "@rihla/api";
import {
  awaitsQuote,
  formatDate,
  formatDateRange,
  formatMoney,
  interpolate,
  isCurrency,
  money,
  type Locale,
} from "@rihla/domain";
import type { ReservationTexts } from "../../i18n/reservation";

type Service = NonNullable<ReservationAnswer["service"]>;

/** A stay request in words: its dates, nights and extras ('1 – 8 Aralık 2026 · 7 gece · Umre vizesi'). */
export function serviceText(service: Service, locale: Locale, t: ReservationTexts): string {
  const extras = service.extras.map((extra) => {
    const key = `extra.${extra}`;
    return key in t ? t[key as keyof ReservationTexts] : extra;
  });
  return [
    formatDateRange(service.checkIn, service.checkOut, locale),
    interpolate(t.nights, { n: service.nights }),
    ...extras,
  ].join(" · ");
}

/** Whether a logged value is a stay request (the log's `service` change). */
export function isService(value: unknown): value is Service {
  if (typeof value !== "object" || value === null) return false;
  const { checkIn, checkOut, extras } = value as Partial<Service>;
  return typeof checkIn === "string" && typeof checkOut === "string" && Array.isArray(extras);
}

/** The reservation's total in the locale, or 'quote to follow' while a service request is unpriced. */
export function totalText(reservation: Pick<ReservationAnswer, "kind" | "total">, locale: Locale, t: ReservationTexts) {
  if (awaitsQuote(reservation)) return t.quoteToFollow;
  const { amount, currency } = reservation.total;
  return isCurrency(currency) ? formatMoney(money(amount, currency), locale) : String(amount);
}

/**
 * What is still due (issue 26): the API's balance (total − payments + refunds at their locked
 * rates), 'paid' at zero or below, nothing for a cancelled reservation or an unpriced request.
 */
export function balanceText(
  reservation: Pick<ReservationAnswer, "kind" | "total" | "balance" | "status">,
  locale: Locale,
  t: ReservationTexts,
): string {
  if (awaitsQuote(reservation) || reservation.status === "CANCELLED") return "—";
  const { amount, currency } = reservation.balance;
  if (amount <= 0) return t.paidInFull;
  return isCurrency(currency) ? formatMoney(money(amount, currency), locale) : String(amount);
}

/** The plan's first instalment still open (issue 26), in words: 'Sonraki ödeme: ₺15.300, son gün 21 Kasım 2026'. */
export function nextDueText(
  reservation: Pick<ReservationAnswer, "plan" | "status">,
  locale: Locale,
  t: ReservationTexts,
): string | null {
  if (reservation.status === "CANCELLED") return null;
  const next = reservation.plan?.instalments.find((instalment) => instalment.left.amount > 0);
  if (!next || !isCurrency(next.left.currency)) return null;
  return interpolate(t.nextDue, {
    amount: formatMoney(money(next.left.amount, next.left.currency), locale),
    date: formatDate(next.dueOn, locale),
  });
}

/** The tour's dates, or the stay's; empty when neither is known. */
export function datesText(reservation: Pick<ReservationAnswer, "departure" | "service">, locale: Locale): string {
  if (reservation.departure) {
    return formatDateRange(reservation.departure.startDate, reservation.departure.returnDate, locale);
  }
  if (reservation.service) return formatDateRange(reservation.service.checkIn, reservation.service.checkOut, locale);
  return "";
}
