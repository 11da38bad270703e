import {
  formatDate,
  interpolate,
  localizePath,
  seasons,
  tourAdminListQuerySchema,
  tourAdminSorts,
  tourCategories,
  tourLists,
  toFieldErrors,
} from "@rihla/domain";
import { data, Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText } from "../../forms";
import { adminTourTexts } from "../../i18n/adminTours";
import type { Route } from "./+types/tours";

const filterKeys = ["q", "list", "category", "season", "published", "open", "sort", "page"] as const;

export const handle = { searchParams: [...filterKeys] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.tt.toursTitle);
export const headers = adminHeaders;

/** The seasons staff pick from: the spec's, the current one and the next (a season starts in June). */
function seasonOptions(year: number): string[] {
  const ids = new Set<string>(seasons.map((season) => season.id));
  for (let start = year - 1; start <= year + 1; start++) ids.add(`${start}-${start + 1}`);
  return [...ids].sort();
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request);
  const url = new URL(request.url);
  const given = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  // A filter the domain refuses is dropped and named on the page; the others still apply.
  const parsed = tourAdminListQuerySchema.safeParse({ ...given, locale });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  const usable = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in errors)));
  const query = tourAdminListQuerySchema.safeParse({ ...usable, locale });
  if (!query.success) throw data({ code: "VALIDATION_FAILED", message: "Invalid request" }, { status: 400 });
  const list = await answerOf(api(context, request).api.admin.tours.$get({ query: query.data }));
  return {
    locale,
    page,
    tt: adminTourTexts[locale],
    list,
    filters: usable,
    errors,
    seasons: seasonOptions(new Date().getUTCFullYear()),
    // Named here, on the server: the lists' table (and the list schema's module, which imports
    // it) in this page's scripts split it out of the public tour pages' chunk (one more file,
    // over their budget).
    lists: tourLists.map((item) => ({ id: item.id, title: item.title[locale] })),
    sorts: tourAdminSorts,
  };
}

/** /admin/tour/allTours: every tour; search, filters and sort in the URL; a link to create one. */
export default function AdminTours({ loaderData }: Route.ComponentProps) {
  const { locale, page, tt, list, filters, errors } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/tour/allTours", locale);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (n: number) => `${base}?${new URLSearchParams({ ...filters, page: String(n) })}`;
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className="admin-error" role="alert">
        {errorText(errors[key], locale)}
      </span>
    ) : null;
  const yesNo = (name: "published" | "open", label: string) => (
    <label>
      {label}
      <select name={name} defaultValue={filters[name] ?? ""}>
        <option value="">{tt.filterAll}</option>
        <option value="yes">{tt.yes}</option>
        <option value="no">{tt.no}</option>
      </select>
    </label>
  );
  return (
    <AdminShell title={tt.toursTitle} intro={tt.toursIntro} section="adminTours" t={t} locale={locale}>
      <p className="admin-actions">
        <Link to={localizePath("/admin/tour/new", locale)}>{tt.newTour}</Link>
      </p>
      <Form method="get" action={base} className="admin-filters" role="search">
        <label>
          {tt.filterSearch}
          <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} />
          {fieldError("q")}
        </label>
        <label>
          {tt.filterList}
          <select name="list" defaultValue={filters.list ?? ""}>
            <option value="">{tt.filterAll}</option>
            {loaderData.lists.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tt.filterCategory}
          <select name="category" defaultValue={filters.category ?? ""}>
            <option value="">{tt.filterAll}</option>
            {tourCategories.map((category) => (
              <option key={category} value={category}>
                {tt[`category.${category}`]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tt.filterSeason}
          <select name="season" defaultValue={filters.season ?? ""}>
            <option value="">{tt.filterAll}</option>
            {loaderData.seasons.map((season) => (
              <option key={season} value={season}>
                {season}
              </option>
            ))}
          </select>
          {fieldError("season")}
        </label>
        {yesNo("published", tt.filterPublished)}
        {yesNo("open", tt.filterOpen)}
        <label>
          {tt.filterSort}
          <select name="sort" defaultValue={filters.sort ?? "title"}>
            {loaderData.sorts.map((sort) => (
              <option key={sort} value={sort}>
                {tt[`sort.${sort}`]}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-actions">
          <button type="submit">{tt.filterApply}</button>
          <Link to={base}>{tt.filterClear}</Link>
        </div>
      </Form>
      <p>
        <strong data-testid="result-count">{interpolate(tt.resultCount, { count: list.total })}</strong>
      </p>
      {list.data.length === 0 ? <p>{tt.listEmpty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{tt.toursCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{tt.columnTitle}</th>
              <th scope="col">{tt.columnCategory}</th>
              <th scope="col">{tt.columnDays}</th>
              <th scope="col">{tt.columnPublished}</th>
              <th scope="col">{tt.columnDepartures}</th>
              <th scope="col">{tt.columnNext}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((tour) => (
              <tr key={tour.id}>
                <th scope="row">
                  <Link to={localizePath(`/admin/tour/${tour.id}`, locale)}>{tour.title}</Link>
                  <br />
                  <small>/{tour.slugs[locale]}</small>
                </th>
                <td>{tt[`category.${tour.category}`]}</td>
                <td>{tour.days}</td>
                <td>{tour.published ? tt.published : tt.draft}</td>
                <td>{interpolate(tt.departuresCount, { open: tour.openDepartures, all: tour.departures })}</td>
                <td>{tour.nextDeparture ? formatDate(tour.nextDeparture, locale) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className="admin-actions" aria-label={tt.pagination}>
          {list.page > 1 ? <Link to={pageLink(list.page - 1)}>{tt.previous}</Link> : null}
          <span>
            {list.page} / {pages}
          </span>
          {list.page < pages ? <Link to={pageLink(list.page + 1)}>{tt.next}</Link> : null}
        </nav>
      ) : null}
    </AdminShell>
  );
}
