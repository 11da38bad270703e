import {
  adminReservationPath,
  formatDate,
  interpolate,
  localizePath,
  paymentDueFilters,
  reservationKinds,
  reservationListQuerySchema,
  reservationListSorts,
  reservationStatuses,
  toFieldErrors,
} from "@rihla/domain";
import { DataTable, StatusBadge, type DataTableColumn } from "@rihla/ui";
import { data, Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { money, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { useRevalidateOnStaffEvents } from "../../components/staffSocket";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText } from "../../forms";
import type { Route } from "./+types/reservations";

export const handle = {
  searchParams: [
    "status",
    "kind",
    "departureId",
    "agentId",
    "createdFrom",
    "createdTo",
    "payment",
    "q",
    "sort",
    "cursor",
    "pageSize",
  ],
};
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.reservationsTitle);
export const headers = adminHeaders;

/** The URL's filters the list understands, in the domain's spelling (the same keys the API reads). */
const filterKeys = [
  "status",
  "kind",
  "departureId",
  "agentId",
  "createdFrom",
  "createdTo",
  "payment",
  "q",
  "sort",
  "pageSize",
] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const url = new URL(request.url);
  const given = Object.fromEntries(
    [...filterKeys, "cursor"].flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  // A filter the domain refuses is dropped and named on the page, the rest still applies.
  const parsed = reservationListQuerySchema.safeParse({ ...given, locale });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  const usable = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in errors)));
  // What is left passes the domain's check, bar a date span the first pass could not reach (another
  // filter was refused): that is the API's own refusal, as before.
  const query = reservationListQuerySchema.safeParse({ ...usable, locale });
  if (!query.success) throw data({ code: "VALIDATION_FAILED", message: "Invalid request" }, { status: 400 });
  const list = await answerOf(api(context, request).api.admin.reservations.$get({ query: query.data }));
  const exportQuery = new URLSearchParams(usable);
  exportQuery.delete("cursor");
  exportQuery.set("locale", locale);
  // The domain's table travels with the data: the component imports none (page budgets).
  return { locale, page, list, filters: usable, errors, exportQuery: exportQuery.toString(), paymentDueFilters };
}

/** /admin/reservations: every reservation, filters and sort in the URL, keyset pages, exports. */
export default function AdminReservations({ loaderData }: Route.ComponentProps) {
  const { locale, page, list, filters, errors, exportQuery, paymentDueFilters } = loaderData;
  // A reservation created or changed by anyone shows up without a reload (the same URL, reloaded data).
  useRevalidateOnStaffEvents((event) => event.type.startsWith("reservation."));
  const { t } = page;
  const base = localizePath("/admin/reservations", locale);
  // The list names a reservation's kind as a plain string; a kind the texts do not know shows nothing.
  const kindText = (kind: string) => {
    const known = reservationKinds.find((k) => k === kind);
    return known && t[`kind.${known}`];
  };
  const withCursor = (cursor: string) => {
    const query = new URLSearchParams(filters);
    query.set("cursor", cursor);
    return `${base}?${query}`;
  };
  const columns: DataTableColumn<(typeof list.data)[number]>[] = [
    {
      id: "code",
      header: t.code,
      cell: (row) => <Link to={localizePath(adminReservationPath(row.code), locale)}>{row.code}</Link>,
    },
    {
      id: "status",
      header: t.status,
      cell: (row) => <StatusBadge status={row.status} label={page.status[row.status]} />,
    },
    {
      id: "customer",
      header: t.customer,
      cell: (row) => (
        <>
          <Link to={localizePath(`/admin/customers/${row.customer.id}`, locale)}>{row.customer.name}</Link>
          <br />
          <small>{row.customer.email}</small>
        </>
      ),
    },
    { id: "agent", header: t.agent, cell: (row) => row.agent?.name ?? "—" },
    {
      id: "departure",
      header: t.departure,
      cell: (row) => (
        <>
          {row.departure?.title ?? row.service?.hotelName ?? kindText(row.kind)}
          <br />
          <small>{row.startsOn ? formatDate(row.startsOn, locale) : "—"}</small>
        </>
      ),
    },
    { id: "seats", header: t.seats, align: "end", cell: (row) => row.seats },
    { id: "total", header: t.total, align: "end", cell: (row) => money(row.total, locale) },
    { id: "created", header: t.created, cell: (row) => when(row.createdAt, locale) },
  ];
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className="admin-error" role="alert">
        {errorText(errors[key], locale)}
      </span>
    ) : null;
  return (
    <AdminShell
      title={t.reservationsTitle}
      intro={t.reservationsIntro}
      section="adminReservations"
      t={t}
      locale={locale}
    >
      <Form method="get" action={base} className="admin-filters" role="search">
        <label>
          {t.filterSearch}
          <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} />
          {fieldError("q")}
        </label>
        <label>
          {t.filterStatus}
          <select name="status" aria-label={t.filterStatus} defaultValue={filters.status ?? ""}>
            <option value="">{t.filterAll}</option>
            {reservationStatuses.map((status) => (
              <option key={status} value={status}>
                {page.status[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filterKind}
          <select name="kind" aria-label={t.filterKind} defaultValue={filters.kind ?? ""}>
            <option value="">{t.filterAll}</option>
            {reservationKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t[`kind.${kind}`]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filterPayment}
          <select name="payment" aria-label={t.filterPayment} defaultValue={filters.payment ?? ""}>
            <option value="">{t.filterAll}</option>
            {paymentDueFilters.map((filter) => (
              <option key={filter} value={filter}>
                {t[`payment.${filter}`]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filterFrom}
          <input type="date" name="createdFrom" defaultValue={filters.createdFrom ?? ""} />
          {fieldError("createdFrom")}
        </label>
        <label>
          {t.filterTo}
          <input type="date" name="createdTo" defaultValue={filters.createdTo ?? ""} />
          {fieldError("createdTo")}
        </label>
        <label>
          {t.filterSort}
          <select name="sort" aria-label={t.filterSort} defaultValue={filters.sort ?? "-created"}>
            {reservationListSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t[`sort.${sort}`]}
              </option>
            ))}
          </select>
        </label>
        {filters.departureId ? <input type="hidden" name="departureId" value={filters.departureId} /> : null}
        {filters.agentId ? <input type="hidden" name="agentId" value={filters.agentId} /> : null}
        <div className="admin-actions">
          <button type="submit">{t.filterApply}</button>
          <Link to={base}>{t.filterClear}</Link>
        </div>
      </Form>
      <div className="admin-actions">
        <strong data-testid="result-count">
          {list.countCapped ? t.resultCountCapped : interpolate(t.resultCount, { count: list.count })}
        </strong>
        <a href={`/api/admin/reservations/export?${exportQuery}&format=xlsx`} download>
          {t.exportXlsx}
        </a>
        <a href={`/api/admin/reservations/export?${exportQuery}&format=csv`} download>
          {t.exportCsv}
        </a>
      </div>
      <div className="admin-table-wrap">
        <DataTable
          caption={t.reservationsCaption}
          columns={columns}
          rows={list.data}
          getRowId={(row) => row.id}
          rowLabel={(row) => row.code}
          locale={locale}
          pageSize={100}
          labels={{
            selectAll: t.tableSelectAll,
            selectRow: t.tableSelectRow,
            loading: t.tableLoading,
            empty: t.listEmpty,
            sortBy: t.tableSortBy,
            pagination: t.tablePagination,
            previousPage: t.previous,
            nextPage: t.next,
            page: t.tablePage,
          }}
        />
      </div>
      <nav className="admin-actions" aria-label={t.tablePagination}>
        {list.previous ? <Link to={withCursor(list.previous)}>{t.previous}</Link> : null}
        {list.next ? <Link to={withCursor(list.next)}>{t.next}</Link> : null}
      </nav>
    </AdminShell>
  );
}
