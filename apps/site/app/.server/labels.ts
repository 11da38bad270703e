import {
  cities,
  formatMessage,
  hotelClasses,
  passengerTypes,
  roomTypes,
  roomViews,
  saleStates,
  type HotelClass,
  type Locale,
  type PassengerType,
  type RoomType,
  type RoomView,
  type SaleState,
} from "@rihla/domain";

/** One word per key, for one locale: the domain's tables worded on the server. */
const wordsOf = <K extends string>(keys: readonly K[], word: (key: K) => string): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, word(key)])) as Record<K, string>;

const hotelClassLabels = (locale: Locale) =>
  wordsOf(hotelClasses, (value) => formatMessage(`hotelClass.${value}`, locale));

/**
 * The domain's sale-state texts (spec §4) for tour cards, worded on the server so the pages
 * that list tours do not carry the domain's whole message table to the browser.
 */
export function saleStateLabels(locale: Locale): Record<SaleState, string> {
  return wordsOf(saleStates, (state) => formatMessage(`saleState.${state}`, locale));
}

export interface HotelLabels {
  classes: Record<HotelClass, string>;
  views: Record<RoomView, string>;
  cities: { id: string; name: string }[];
}

/** The domain's hotel classes, room views (spec §3) and cities, worded for one locale. */
export function hotelLabels(locale: Locale): HotelLabels {
  return {
    classes: hotelClassLabels(locale),
    views: wordsOf(roomViews, (value) => formatMessage(`roomView.${value}`, locale)),
    cities: cities.map((city) => ({ id: city.id, name: city.name[locale] })),
  };
}

export interface TourLabels {
  saleStates: Record<SaleState, string>;
  roomTypes: Record<RoomType, string>;
  passengerTypes: Record<PassengerType, string>;
  hotelClasses: Record<HotelClass, string>;
}

/**
 * The domain's words a tour page shows (spec §3, §4): sale states, room and passenger types and
 * hotel classes, worded here so the tour page leaves the domain's message table on the server
 * (issue 10: 5.5 kB gzip of the page's JS).
 */
export function tourLabels(locale: Locale): TourLabels {
  return {
    saleStates: saleStateLabels(locale),
    roomTypes: wordsOf(roomTypes, (type) => formatMessage(`roomType.${type}`, locale)),
    passengerTypes: wordsOf(passengerTypes, (type) => formatMessage(`passengerType.${type}`, locale)),
    hotelClasses: hotelClassLabels(locale),
  };
}
