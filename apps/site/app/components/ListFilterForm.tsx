import { interpolate, tourListDayLengths, type Currency, type Locale } from "@rihla/domain";
import { FilterChips, type FilterChip } from "@rihla/ui";
import type { FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import type { CatalogueTexts } from "../i18n/catalogue";
import { listFilterParams, listHref, type ListFilterName, type ListFilters, type ListSort } from "../listFilters";

export interface ListFilterFormProps {
  texts: CatalogueTexts["filters"];
  locale: Locale;
  /** The list's path, without query. */
  path: string;
  sort: ListSort;
  filters: ListFilters;
  currency: Currency;
  /** What the list itself already filters on (a month list has no month field). */
  listFilter: Record<string, unknown>;
}

/** Month names in the locale, 1 = January. */
function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, month - 1, 1));
}

const starChoices = [3, 4, 5] as const;

/**
 * A GET form: without JavaScript the browser submits it to the list's URL, with JavaScript
 * React Router navigates the same way; either way the filters live in the URL.
 */
export function ListFilterForm({ texts, locale, path, sort, filters, currency, listFilter }: ListFilterFormProps) {
  const fixed = (name: string) => listFilter[name] !== undefined;
  const chipValue: Record<ListFilterName, (value: string) => string> = {
    month: (value) => `${texts.month}: ${monthName(Number(value), locale)}`,
    days: (value) => `${texts.days}: ${interpolate(texts.daysOption, { n: value })}`,
    stars: (value) => `${texts.stars}: ${interpolate(texts.starsOption, { n: value })}`,
    guide: () => texts.guide,
    minPrice: (value) => `${interpolate(texts.minPrice, { currency })}: ${value}`,
    maxPrice: (value) => `${interpolate(texts.maxPrice, { currency })}: ${value}`,
  };
  const params = listFilterParams(filters, currency);
  const chips: FilterChip[] = params.map(([name, value]) => {
    const without: ListFilters = { ...filters };
    delete without[name];
    return { id: name, label: chipValue[name](value), removeHref: listHref(path, sort, 1, without, currency) };
  });
  const current = Object.fromEntries(params) as Partial<Record<ListFilterName, string>>;
  const navigate = useNavigate();
  // With JavaScript, empty fields stay out of the URL: '?days=10', not '?month=&days=10&…'.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") query.set(name, value.trim());
    }
    const search = query.toString();
    void navigate(search ? `${path}?${search}` : path, { preventScrollReset: true });
  }
  return (
    <div className="list-filters">
      <Form
        // A new URL resets the fields to it (they are uncontrolled).
        key={params.map(([name, value]) => `${name}=${value}`).join("&")}
        method="get"
        action={path}
        onSubmit={submit}
        role="search"
        aria-label={texts.label}
      >
        <div className="filter-fields">
          {fixed("month") ? null : (
            <label>
              {texts.month}
              <select name="month" defaultValue={current.month ?? ""}>
                <option value="">{texts.anyMonth}</option>
                {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
                  <option key={month} value={month}>
                    {monthName(month, locale)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {fixed("days") ? null : (
            <label>
              {texts.days}
              <select name="days" defaultValue={current.days ?? ""}>
                <option value="">{texts.anyDays}</option>
                {tourListDayLengths.map((days) => (
                  <option key={days} value={days}>
                    {interpolate(texts.daysOption, { n: days })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {fixed("stars") ? null : (
            <label>
              {texts.stars}
              <select name="stars" defaultValue={current.stars ?? ""}>
                <option value="">{texts.anyStars}</option>
                {starChoices.map((stars) => (
                  <option key={stars} value={stars}>
                    {interpolate(texts.starsOption, { n: stars })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            {interpolate(texts.minPrice, { currency })}
            <input name="minPrice" inputMode="numeric" size={8} defaultValue={current.minPrice ?? ""} />
          </label>
          <label>
            {interpolate(texts.maxPrice, { currency })}
            <input name="maxPrice" inputMode="numeric" size={8} defaultValue={current.maxPrice ?? ""} />
          </label>
          {fixed("guide") ? null : (
            <label className="filter-check">
              <input type="checkbox" name="guide" value="popular" defaultChecked={filters.guide === "popular"} />
              {texts.guide}
            </label>
          )}
          {sort !== "date" ? <input type="hidden" name="sort" value={sort} /> : null}
          <button type="submit">{texts.apply}</button>
        </div>
      </Form>
      <FilterChips
        label={texts.active}
        chips={chips}
        removeLabel={texts.removeFilter}
        clear={{ label: texts.reset, href: listHref(path, sort, 1, {}, currency) }}
      />
    </div>
  );
}
