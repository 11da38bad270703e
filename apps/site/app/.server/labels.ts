import {
  cities,
  formatMessage,
  hotelClasses,
  roomViews,
  saleStates,
  type HotelClass,
  type Locale,
  type RoomView,
  type SaleState,
} from "@rihla/domain";

/**
 * The domain's sale-state texts (spec §4) for tour cards, worded on the server so the pages
 * that list tours do not carry the domain's whole message table to the browser.
 */
export function saleStateLabels(locale: Locale): Record<SaleState, string> {
  return Object.fromEntries(saleStates.map((state) => [state, formatMessage(`saleState.${state}`, locale)])) as Record<
    SaleState,
    string
  >;
}

export interface HotelLabels {
  classes: Record<HotelClass, string>;
  views: Record<RoomView, string>;
  cities: { id: string; name: string }[];
}

/** The domain's hotel classes, room views (spec §3) and cities, worded for one locale. */
export function hotelLabels(locale: Locale): HotelLabels {
  return {
    classes: Object.fromEntries(
      hotelClasses.map((value) => [value, formatMessage(`hotelClass.${value}`, locale)]),
    ) as Record<HotelClass, string>,
    views: Object.fromEntries(roomViews.map((value) => [value, formatMessage(`roomView.${value}`, locale)])) as Record<
      RoomView,
      string
    >,
    cities: cities.map((city) => ({ id: city.id, name: city.name[locale] })),
  };
}
