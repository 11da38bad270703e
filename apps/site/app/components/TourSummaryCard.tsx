import type { TourSummary } from "@rihla/api";
import { formatDate, interpolate, isSaleState, localizePath, type Locale, type SaleState } from "@rihla/domain";
import { TourCard, type TourCardBadge } from "@rihla/ui";
import { cardSizes, img, imgSet } from "../images";
import { useTexts } from "../i18n";
import { countText } from "../i18n/count";
import { fromPriceWords } from "../tourPrice";

const saleBadgeTone = { ON_SALE: "brand", SOLD_OUT: "danger", CLOSED: "neutral" } as const satisfies Record<
  SaleState,
  TourCardBadge["tone"]
>;

/** A tour of a list or a home page shelf, as the kit's TourCard. */
export function TourSummaryCard({
  tour,
  locale,
  saleLabels,
  headingLevel = 2,
  eager = false,
}: {
  tour: TourSummary;
  locale: Locale;
  /** The domain's sale-state texts, worded by the loader. */
  saleLabels: Record<SaleState, string>;
  headingLevel?: 2 | 3;
  /** The page's first card: its image loads at once, first (the largest paint, issue 10). */
  eager?: boolean;
}) {
  const t = useTexts();
  const badges: TourCardBadge[] = [];
  if (isSaleState(tour.saleState) && tour.saleState !== "ON_SALE") {
    badges.push({ label: saleLabels[tour.saleState], tone: saleBadgeTone[tour.saleState] });
  }
  const { price, note } = fromPriceWords(tour, locale, t.tours);
  return (
    <TourCard
      href={localizePath(`/tour/${tour.slug}`, locale)}
      title={tour.title}
      image={{
        src: img(tour.coverImage, 480),
        srcSet: imgSet(tour.coverImage, [480, 960]),
        sizes: cardSizes,
        alt: "",
        width: 480,
        height: 320,
      }}
      duration={countText(t.tours.days, tour.days, locale)}
      dates={interpolate(t.tours.nextDeparture, { date: formatDate(tour.nextDeparture, locale, "long") })}
      price={price}
      priceLabel={t.tours.priceLabel}
      {...(note ? { priceNote: note } : {})}
      badges={badges}
      headingLevel={headingLevel}
      eager={eager}
    />
  );
}
