import type { HotelAnswer, TourSummary } from "@rihla/api";
import {
  interpolate,
  localizePath,
  mapsDirectionsLink,
  servicePathSegment,
  type HotelClass,
  type Locale,
  type RoomView,
  type SaleState,
} from "@rihla/domain";
import { Breadcrumbs, EmptyState, HotelCard, Pagination } from "@rihla/ui";
import { Form, Link } from "react-router";
import type { HotelLabels } from "../.server/labels";
import { useTexts } from "../i18n";
import type { CatalogueTexts } from "../i18n/catalogue";
import { countText } from "../i18n/count";
import { TourSummaryCard } from "./TourSummaryCard";

type HotelTexts = CatalogueTexts["hotels"];

export const hotelSorts = ["city", "distance"] as const;
export type HotelSort = (typeof hotelSorts)[number];

export interface HotelFilters {
  city?: string;
  hotelClass?: HotelClass;
  view?: RoomView;
  sort?: HotelSort;
}

/** The hotel list's URL with its filters and page (the default order and page 1 stay implicit). */
export function hotelsHref(locale: Locale, filters: HotelFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.city) query.set("city", filters.city);
  if (filters.hotelClass) query.set("hotelClass", filters.hotelClass);
  if (filters.view) query.set("view", filters.view);
  if (filters.sort && filters.sort !== "city") query.set("sort", filters.sort);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  const path = localizePath("/hotel/hotels", locale);
  return search ? `${path}?${search}` : path;
}

/** The hotel's facts as text, in one order: city, class, distance, views. */
export function hotelFacts(hotel: HotelAnswer, texts: HotelTexts, labels: HotelLabels): string[] {
  const facts = [hotel.city, labels.classes[hotel.hotelClass]];
  if (hotel.distanceMeters !== null && hotel.distanceTo) {
    facts.push(interpolate(texts.distance, { meters: hotel.distanceMeters, place: texts[hotel.distanceTo] }));
  }
  return [...facts, ...hotel.viewTypes.map((view) => labels.views[view])];
}

const photo = (path: string, width: number) => `/img/${path}?w=${width}`;

export interface HotelListViewProps {
  locale: Locale;
  texts: HotelTexts;
  labels: HotelLabels;
  filters: HotelFilters;
  page: number;
  pageSize: number;
  answer: { total: number; items: HotelAnswer[] };
}

export function HotelListView({ locale, texts, labels, filters, page, pageSize, answer }: HotelListViewProps) {
  const t = useTexts();
  const pageCount = Math.max(1, Math.ceil(answer.total / pageSize));
  return (
    <div className="hotel-list">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[{ label: t.common.home, href: localizePath("/", locale) }, { label: texts.title }]}
      />
      <h1>{texts.title}</h1>
      <p>{texts.description}</p>
      <Form
        key={hotelsHref(locale, filters)}
        method="get"
        action={localizePath("/hotel/hotels", locale)}
        preventScrollReset
        role="search"
        aria-label={texts.filterLabel}
        className="list-filters"
      >
        <div className="filter-fields">
          <label>
            {texts.city}
            <select name="city" defaultValue={filters.city ?? ""}>
              <option value="">{texts.anyCity}</option>
              {labels.cities.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {texts.hotelClass}
            <select name="hotelClass" defaultValue={filters.hotelClass ?? ""}>
              <option value="">{texts.anyClass}</option>
              {Object.entries(labels.classes).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {texts.view}
            <select name="view" defaultValue={filters.view ?? ""}>
              <option value="">{texts.anyView}</option>
              {Object.entries(labels.views).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label>
            {texts.sort}
            <select name="sort" defaultValue={filters.sort ?? "city"}>
              <option value="city">{texts.sortCity}</option>
              <option value="distance">{texts.sortDistance}</option>
            </select>
          </label>
          <button type="submit">{texts.apply}</button>
        </div>
      </Form>
      <p className="tour-list-count" data-testid="hotel-count">
        {countText(texts.count, answer.total, locale)}
      </p>
      {answer.items.length > 0 ? (
        <>
          <ul className="hotel-grid">
            {answer.items.map((hotel, index) => (
              <li key={hotel.id}>
                <HotelCard
                  href={localizePath(`/hotel/${hotel.id}`, locale)}
                  name={hotel.name}
                  headingLevel={2}
                  eager={index < 3}
                  facts={hotelFacts(hotel, texts, labels)}
                  {...(hotel.photos[0]
                    ? {
                        image: {
                          src: photo(hotel.photos[0], 480),
                          srcSet: `${photo(hotel.photos[0], 480)} 480w, ${photo(hotel.photos[0], 960)} 960w`,
                          sizes: "(max-width: 768px) 100vw, 20rem",
                          alt: "",
                          width: 480,
                          height: 320,
                        },
                      }
                    : {})}
                />
              </li>
            ))}
          </ul>
          <Pagination
            label={t.tours.pagination}
            page={page}
            pageCount={pageCount}
            hrefForPage={(target) => hotelsHref(locale, filters, target)}
            previousLabel={t.tours.previousPage}
            nextLabel={t.tours.nextPage}
            pageLabel={t.tours.pageLabel}
          />
        </>
      ) : (
        <EmptyState
          title={texts.emptyTitle}
          description={texts.emptyText}
          action={
            <Link className="cta" to={localizePath("/hotel/hotels", locale)}>
              {texts.allHotels}
            </Link>
          }
        />
      )}
    </div>
  );
}

export interface HotelDetailViewProps {
  locale: Locale;
  texts: HotelTexts;
  labels: HotelLabels;
  hotel: HotelAnswer;
  tours: TourSummary[];
  saleLabels: Record<SaleState, string>;
}

export function HotelDetailView({ locale, texts, labels, hotel, tours, saleLabels }: HotelDetailViewProps) {
  const t = useTexts();
  return (
    <article className="hotel-page">
      <Breadcrumbs
        label={t.tours.breadcrumb}
        items={[
          { label: t.common.home, href: localizePath("/", locale) },
          { label: texts.title, href: localizePath("/hotel/hotels", locale) },
          { label: hotel.name },
        ]}
      />
      <h1>{hotel.name}</h1>
      <ul className="hotel-facts" data-testid="hotel-facts">
        <li>{hotel.city}</li>
        <li>
          {texts.classLabel}: {labels.classes[hotel.hotelClass]}
        </li>
        {hotel.distanceMeters !== null && hotel.distanceTo ? (
          <li>{interpolate(texts.distance, { meters: hotel.distanceMeters, place: texts[hotel.distanceTo] })}</li>
        ) : null}
        <li>
          <a href={mapsDirectionsLink(`${hotel.name}, ${hotel.city}`)} rel="noopener" target="_blank">
            {texts.map}
          </a>
        </li>
      </ul>
      {hotel.description ? <p>{hotel.description}</p> : null}
      <p>
        <Link
          className="cta"
          to={localizePath(`/reservation/${servicePathSegment(hotel.id)}`, locale)}
          data-testid="request-stay"
        >
          {texts.requestStay}
        </Link>
      </p>
      {hotel.viewTypes.length > 0 ? (
        <section aria-labelledby="hotel-views">
          <h2 id="hotel-views">{texts.views}</h2>
          <ul className="chip-links">
            {hotel.viewTypes.map((view) => (
              <li key={view}>
                <Link to={hotelsHref(locale, { view })}>{labels.views[view]}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hotel.photos.length > 0 ? (
        <section aria-labelledby="hotel-photos">
          <h2 id="hotel-photos">{texts.photos}</h2>
          <ul className="hotel-photos">
            {hotel.photos.map((path, index) => (
              <li key={path}>
                <img
                  src={photo(path, 640)}
                  srcSet={`${photo(path, 480)} 480w, ${photo(path, 960)} 960w`}
                  sizes="(max-width: 768px) 100vw, 22rem"
                  alt={`${hotel.name} ${index + 1}`}
                  width={640}
                  height={427}
                  {...(index === 0 ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="hotel-tours">
        <h2 id="hotel-tours">{texts.toursTitle}</h2>
        {tours.length > 0 ? (
          <ul className="tour-grid">
            {tours.map((tour) => (
              <li key={tour.id}>
                <TourSummaryCard tour={tour} locale={locale} saleLabels={saleLabels} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{texts.noTours}</p>
        )}
      </section>
    </article>
  );
}
