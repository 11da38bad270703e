import type { TourPageAnswer } from "@rihla/api";
import { type Currency, localizePath, type Locale, type SaleState } from "@rihla/domain";
import { Breadcrumbs, EmptyState, Pagination } from "@rihla/ui";
import { Link } from "react-router";
import type { CatalogueTexts } from "../i18n/catalogue";
import { listHref, listSorts, type ListFilters, type ListSort } from "../listFilters";
import { ListFilterForm } from "./ListFilterForm";
import { TourSummaryCard } from "./TourSummaryCard";

export { listHref, listSorts, type ListSort } from "../listFilters";
import { useTexts } from "../i18n";
import { countText } from "../i18n/count";
import { umrahToursPath } from "../tourPaths";

type ListAnswer = TourPageAnswer & { list: NonNullable<TourPageAnswer["list"]> };

export interface TourListViewProps {
  locale: Locale;
  answer: ListAnswer;
  sort: ListSort;
  page: number;
  pageSize: number;
  filters?: ListFilters;
  currency?: Currency;
  texts?: Pick<CatalogueTexts, "filters">;
  /** The domain's sale-state texts, from the loader. */
  saleLabels: Record<SaleState, string>;
}

export function TourListView({
  locale,
  answer,
  sort,
  page,
  pageSize,
  filters = {},
  currency = "USD",
  texts,
  saleLabels,
}: TourListViewProps) {
  const t = useTexts();
  const filtered = Object.keys(filters).length > 0;
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
      {texts ? (
        <ListFilterForm
          texts={texts.filters}
          locale={locale}
          path={path}
          sort={sort}
          filters={filters}
          currency={currency}
          listFilter={answer.list.filter}
        />
      ) : null}
      {answer.items.length > 0 ? (
        <>
          <nav className="tour-sort" aria-label={t.tours.sortLabel}>
            <span aria-hidden="true">{t.tours.sortLabel}:</span>
            <ul>
              {listSorts.map((option) => (
                <li key={option}>
                  <Link
                    to={listHref(path, option, 1, filters, currency)}
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
            {answer.items.map((tour, index) => (
              <li key={tour.id}>
                <TourSummaryCard tour={tour} locale={locale} saleLabels={saleLabels} eager={index === 0} />
              </li>
            ))}
          </ul>
          <Pagination
            label={t.tours.pagination}
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => listHref(path, sort, target, filters, currency)}
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
            filtered && texts ? (
              <Link className="cta" to={path}>
                {texts.filters.reset}
              </Link>
            ) : (
              <Link className="cta" to={umrahToursPath(locale)}>
                {t.errors.browseUmrahTours}
              </Link>
            )
          }
        />
      )}
    </div>
  );
}
