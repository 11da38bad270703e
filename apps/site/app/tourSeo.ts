import {
  isCalendarDate,
  isCurrency,
  localizePath,
  money,
  tourEventJsonLd,
  type Locale,
  type SaleState,
} from "@rihla/domain";

// The tour page's schema.org Events, apart from seo.ts: only tour pages load the domain's money
// and calendar-date code for them (issue 10, about 1.4 kB gzip off every other page).

export interface EventTour {
  title: string;
  shortDescription: string;
  slug: string;
  coverImage: string;
  departures: readonly {
    startDate: string;
    returnDate: string;
    saleState: SaleState;
    fromPrices: readonly { amount: number; currency: string }[];
  }[];
}

/**
 * One schema.org Event per open departure (every upcoming departure not closed for sale; a sold
 * out one says SoldOut), spec §9 times through the domain, with absolute URLs and the offer in
 * the page's currency when the departure has one.
 */
export function tourEventsJsonLd(
  tour: EventTour,
  { origin, locale, currency, organizer }: { origin: string; locale: Locale; currency: string; organizer: string },
): Record<string, unknown>[] {
  const url = new URL(localizePath(`/tour/${tour.slug}`, locale), origin).toString();
  return tour.departures
    .filter((departure) => departure.saleState !== "CLOSED")
    .flatMap((departure) => {
      if (!isCalendarDate(departure.startDate) || !isCalendarDate(departure.returnDate)) return [];
      const price = departure.fromPrices.find((p) => p.currency === currency) ?? departure.fromPrices[0] ?? undefined;
      return [
        tourEventJsonLd({
          name: tour.title,
          description: tour.shortDescription,
          url,
          image: new URL(`/img/${tour.coverImage}`, origin).toString(),
          startDate: departure.startDate,
          endDate: departure.returnDate,
          saleState: departure.saleState,
          organizerName: organizer,
          organizerUrl: new URL(localizePath("/", locale), origin).toString(),
          ...(price && isCurrency(price.currency) ? { price: money(price.amount, price.currency) } : {}),
        }),
      ];
    });
}
