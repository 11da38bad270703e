import type { TourPageAnswer, TourSummary } from "@rihla/api";
import {
  formatDate,
  formatMessage,
  formatMoney,
  money,
  type Currency,
  isCurrency,
  isSaleState,
  localizePath,
  type Locale,
  type SaleState,
} from "@rihla/domain";
import { Breadcrumbs, EmptyState, Pagination, TourCard, type TourCardBadge } from "@rihla/ui";
import { Link } from "react-router";
import { useTexts } from "../i18n";
import { countText } from "../i18n/count";
import { umrahToursPath } from "../tourPaths";

/** Orders the API offers for a list; the URL's `?sort=` picks one. */
export const listSorts = ["date", "price", "popularity"] as const;
export type ListSort = (typeof listSorts)[number];

type ListAnswer = TourPageAnswer & { list: NonNullable<TourPageAnswer["list"]> };

export interface TourListViewProps {
  locale: Locale;
  answer: ListAnswer;
  sort: ListSort;
  page: number;
  pageSize: number;
}

/** The list's URL with `sort` and `page` set; the first page and the default order stay implicit. */
export function listHref(path: string, sort: ListSort, page: number): string {
  const query = new URLSearchParams();
  if (sort !== "date") query.set("sort", sort);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const saleBadgeTone = { ON_SALE: "brand", SOLD_OUT: "danger", CLOSED: "neutral" } as const satisfies Record<
  SaleState,
  TourCardBadge["tone"]
>;

function TourListCard({ tour, locale }: { tour: TourSummary; locale: Locale }) {
  const t = useTexts();
  const badges: TourCardBadge[] = [];
  if (isSaleState(tour.saleState) && tour.saleState !== "ON_SALE") {
    badges.push({ label: formatMessage(`saleState.${tour.saleState}`, locale), tone: saleBadgeTone[tour.saleState] });
  }
  const price =
    tour.fromPrice && isCurrency(tour.fromPrice.currency)
      ? formatMoneyText(tour.fromPrice.amount, tour.fromPrice.currency, locale)
      : t.tours.noPrice;
  return (
    <TourCard
      href={localizePath(`/tour/${tour.slug}`, locale)}
      title={tour.title}
      image={{ src: `/img/${tour.coverImage}?w=480`, alt: "", width: 480, height: 320 }}
      duration={countText(t.tours.days, tour.days, locale)}
      dates={formatDate(tour.nextDeparture, locale, "long")}
      price={price}
      priceLabel={t.tours.priceLabel}
      {...(tour.fromPrice ? { priceNote: t.tours.fromPriceNote } : {})}
      badges={badges}
      headingLevel={2}
    />
  );
}

export function TourListView({ locale, answer, sort, page, pageSize }: TourListViewProps) {
  const t = useTexts();
  const path = localizePath(`/tour/${answer.list.slug}`, locale);
  const pageCount = Math.max(1, Math.ceil(answer.total / pageSize));
  return (
    <div className="tour-list">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[{ label: t.common.home, href: localizePath("/", locale) }, { label: answer.list.title }]}
      />
      <header className="tour-list-head">
        <h1>{answer.list.title}</h1>
        {answer.list.description ? <p>{answer.list.description}</p> : null}
        <p className="tour-list-count" data-testid="tour-count">
          {countText(t.tours.count, answer.total, locale)}
        </p>
      </header>
      {answer.items.length > 0 ? (
        <>
          <nav className="tour-sort" aria-label={t.tours.sortLabel}>
            <span aria-hidden="true">{t.tours.sortLabel}:</span>
            <ul>
              {listSorts.map((option) => (
                <li key={option}>
                  <Link
                    to={listHref(path, option, 1)}
                    aria-current={option === sort ? "page" : undefined}
                    preventScrollReset
                  >
                    {t.tours.sort[option]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="tour-grid">
            {answer.items.map((tour) => (
              <li key={tour.id}>
                <TourListCard tour={tour} locale={locale} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t.tours.pagination}
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => listHref(path, sort, target)}
            previousLabel={t.tours.previousPage}
            nextLabel={t.tours.nextPage}
            pageLabel={t.tours.pageLabel}
          />
        </>
      ) : (
        <EmptyState
          title={t.tours.emptyTitle}
          description={t.tours.emptyText}
          action={
            <Link className="cta" to={umrahToursPath(locale)}>
              {t.errors.browseUmrahTours}
            </Link>
          }
        />
      )}
    </div>
  );
}

/** Minor units of the API as the domain formats money (spec §9). */
export function formatMoneyText(amount: number, currency: Currency, locale: Locale): string {
  return formatMoney(money(amount, currency), locale);
}
