import type { CampaignsAnswer, ReviewPageAnswer, SiteAnswer, TourSummary } from "@rihla/api";
import { formatDate, interpolate, localizePath, type Locale, type SaleState } from "@rihla/domain";
import { Rating } from "@rihla/ui";
import { Link } from "react-router";
import type { CatalogueTexts } from "../i18n/catalogue";
import { TourSummaryCard } from "./TourSummaryCard";

export interface HomeShelf {
  id: string;
  title: string;
  /** Path without the locale prefix: `/tour/umre-turlari`. */
  href: string;
  items: TourSummary[];
}

export type HomeCampaign = CampaignsAnswer["items"][number];

export interface HomeViewProps {
  locale: Locale;
  texts: Pick<CatalogueTexts, "home">;
  shelves: HomeShelf[];
  months: { title: string; slug: string }[];
  campaigns: HomeCampaign[];
  reviews: ReviewPageAnswer | null;
  site: SiteAnswer | null;
  year: number;
  saleLabels: Record<SaleState, string>;
}

const shelfTitle: Record<string, keyof CatalogueTexts["home"]> = {
  season: "seasonTitle",
  month: "monthTitle",
  luxury: "luxuryTitle",
  guides: "guidesTitle",
  private: "privateTitle",
  international: "internationalTitle",
};

const averageFormats = new Map<Locale, Intl.NumberFormat>();

/** One decimal in the locale's style: '4,8' / '4.8' (one formatter per locale: building one is dear). */
function formatAverage(value: number, locale: Locale): string {
  let format = averageFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
    averageFormats.set(locale, format);
  }
  return format.format(value);
}

export function HomeView({
  locale,
  texts,
  shelves,
  months,
  campaigns,
  reviews,
  site,
  year,
  saleLabels,
}: HomeViewProps) {
  const t = texts.home;
  const settings = site?.settings;
  const umrah = shelves.find((shelf) => shelf.id === "season");
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        {settings?.photo ? (
          <img
            className="home-hero-image"
            src={`/img/${settings.photo}?w=1280`}
            srcSet={`/img/${settings.photo}?w=640 640w, /img/${settings.photo}?w=1280 1280w`}
            sizes="100vw"
            alt=""
            width={1280}
            height={480}
            fetchPriority="high"
          />
        ) : null}
        <div className="home-hero-text">
          <h1 id="home-title">{settings?.heading ?? t.seasonTitle}</h1>
          {settings?.siteDescription ? <p>{settings.siteDescription}</p> : null}
          {umrah ? (
            <Link className="cta" to={localizePath(umrah.href, locale)}>
              {t.heroCta}
            </Link>
          ) : null}
        </div>
      </section>

      {shelves.map((shelf, shelfIndex) => {
        const headingId = `home-${shelf.id}`;
        const key = shelfTitle[shelf.id];
        return (
          <section key={shelf.id} className="home-shelf" aria-labelledby={headingId} data-shelf={shelf.id}>
            <div className="home-shelf-head">
              <h2 id={headingId}>{key ? t[key] : shelf.title}</h2>
              <Link to={localizePath(shelf.href, locale)}>{interpolate(t.seeAll, { title: shelf.title })}</Link>
            </div>
            {shelf.id === "month" ? (
              <ul className="chip-links" aria-label={t.monthTitle}>
                {months.map((month) => (
                  <li key={month.slug}>
                    <Link to={localizePath(`/tour/${month.slug}`, locale)}>{month.title}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <ul className="tour-grid">
              {shelf.items.map((tour, index) => (
                <li key={tour.id}>
                  <TourSummaryCard
                    tour={tour}
                    locale={locale}
                    saleLabels={saleLabels}
                    headingLevel={3}
                    eager={shelfIndex === 0 && index === 0}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}

      {campaigns.length > 0 ? (
        <section className="home-campaigns" aria-labelledby="home-campaigns">
          <h2 id="home-campaigns">{t.campaignsTitle}</h2>
          <ul>
            {campaigns.map((campaign) => (
              <li key={campaign.id} className="home-campaign">
                <img src={`/img/${campaign.image}?w=480`} alt="" width={480} height={270} loading="lazy" />
                <h3>{campaign.title}</h3>
                <p>{campaign.body}</p>
                <p className="home-campaign-until">
                  {interpolate(t.campaignUntil, { date: formatDate(campaign.endsOn, locale, "long") })}
                </p>
                {campaign.tourSlug ? (
                  <Link to={localizePath(`/tour/${campaign.tourSlug}`, locale)}>{t.campaignTour}</Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {reviews && reviews.items.length > 0 ? (
        <section className="home-reviews" aria-labelledby="home-reviews">
          <h2 id="home-reviews">{t.reviewsTitle}</h2>
          {reviews.average !== null ? (
            <p className="home-reviews-average" data-testid="reviews-average">
              {interpolate(t.reviewsAverage, {
                average: formatAverage(reviews.average, locale),
                count: reviews.total,
              })}
            </p>
          ) : null}
          <ul>
            {reviews.items.map((review) => (
              <li key={review.id} className="home-review">
                <Rating value={review.rating} label={interpolate(t.ratingLabel, { rating: review.rating })} />
                {/* A review keeps the language it was written in, and says so (issue 22, problem 4). */}
                <blockquote lang={review.locale}>{review.body}</blockquote>
                <p className="home-review-by">
                  {review.name}
                  {review.tourSlug && review.tourTitle ? (
                    <>
                      {" · "}
                      <Link to={localizePath(`/tour/${review.tourSlug}`, locale)}>{review.tourTitle}</Link>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {settings ? (
        <section className="home-trust" aria-labelledby="home-trust">
          <h2 id="home-trust">{t.trustTitle}</h2>
          <ul>
            <li data-testid="trust-licence">{interpolate(t.trustLicence, { licence: settings.tursabLicence })}</li>
            <li>{t.trustAssociation}</li>
            <li data-testid="trust-years">
              {interpolate(t.trustYears, {
                years: year - settings.copyrightStartYear,
                since: settings.copyrightStartYear,
              })}
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
