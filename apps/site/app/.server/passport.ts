import {
  checkPassport,
  displayCurrency,
  formatDate,
  formatMessage,
  interpolate,
  isCalendarDate,
  todayInIstanbul,
} from "@rihla/domain";
import type { RouterContextProvider } from "react-router";
import { passportAnswerText, passportInput, type PassportMessageCode } from "../components/PassportCheck";
import { contentTexts } from "../i18n/content";
import { requestLocale } from "../locale";
import { findPage, findTours } from "./content";

const passportCodes: readonly PassportMessageCode[] = [
  "PASSPORT_TOUR_DATE_REQUIRED",
  "PASSPORT_EXPIRY_REQUIRED",
  "PASSPORT_NOT_VALID_FOR_TOUR",
];

/**
 * `/page/pasaport-dogrulama` and `/page/passport-date-validity-check` (spec §2, §5, §8), in both
 * locales: a tour date or one of the open Umrah departures, and the passport's expiry. A GET form
 * this loader reads back; the component answers with the domain's rule.
 */
export async function passportLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const [page, open] = await Promise.all([
    findPage(context, request, locale, "pasaport-dogrulama", url.pathname),
    findTours(context, request, {
      locale,
      currency: displayCurrency[locale],
      category: "umrah",
      from: todayInIstanbul(new Date()),
      sort: "date",
      pageSize: "24",
    }),
  ]);
  const read = (name: string) => {
    const value = url.searchParams.get(name) ?? "";
    return isCalendarDate(value) ? value : "";
  };
  const texts = contentTexts[locale];
  const values = { tourDate: read("tourDate"), departure: read("departure"), expiry: read("expiry") };
  const messages = Object.fromEntries(passportCodes.map((code) => [code, formatMessage(code, locale)])) as Record<
    PassportMessageCode,
    string
  >;
  // The form was sent: the domain's rule answers it here, so the page works without JavaScript.
  const answer = url.searchParams.has("expiry")
    ? passportAnswerText(checkPassport(passportInput(values)), texts.passport, messages)
    : null;
  return {
    locale,
    texts,
    page,
    departures: open.items.map((tour) => ({
      date: tour.nextDeparture,
      label: interpolate(texts.passport.departureOption, {
        date: formatDate(tour.nextDeparture, locale, "long"),
        title: tour.title,
      }),
    })),
    values,
    answer,
    messages,
  };
}
