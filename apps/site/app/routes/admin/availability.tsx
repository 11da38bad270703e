import { formatDate, formatMessage, interpolate, localizePath, roomTypes } from "@rihla/domain";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { formText, messageOf } from "../../forms";
import { operationsTexts } from "../../i18n/operations";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/availability";

/** The query parameters this page reads (ADR 0024): the filters are the address. */
export const handle = { searchParams: ["month", "tourId"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.ops.availabilityTitle);
export const headers = adminHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "availability.access");
  const rawMonth = url.searchParams.get("month") ?? "";
  const rawTour = url.searchParams.get("tourId") ?? "";
  // A filter the API would refuse is dropped and named, so the page still shows the departures.
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(rawMonth) ? rawMonth : "";
  const tourId = /^[1-9]\d{0,8}$/.test(rawTour) ? rawTour : "";
  const errors = (rawMonth && !month) || (rawTour && !tourId) ? ["INVALID_VALUE"] : [];
  const board = await answerOf(
    api(context, request).api.admin.availability.$get({
      query: { locale, ...(month ? { month } : {}), ...(tourId ? { tourId } : {}) },
    }),
  );
  return { locale, page, ops: operationsTexts[locale], board, filters: { month, tourId }, errors };
}

/**
 * Closing a date for sale from the board (issue 25): the departure's own PATCH, `{ closed }`. A
 * closed date keeps its reservations; opening it again puts it back on sale (or sold out).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await adminPage(context, request, "availability.access");
  const form = await request.formData();
  const id = formText(form, "departureId");
  const closed = formText(form, "closed");
  if (!/^[1-9]\d{0,8}$/.test(id) || (closed !== "true" && closed !== "false")) {
    return data({ ok: false, code: "VALIDATION_FAILED", departureId: null as number | null }, 400);
  }
  const response = await api(context, request).api.admin.departures[":id"].$patch({
    param: { id },
    json: { closed: closed === "true" },
  });
  if (!response.ok) {
    const { error } = await response.json();
    return data({ ok: false, code: error.code, departureId: Number(id) }, response.status as 400 | 403 | 404 | 409);
  }
  return { ok: true, code: null, departureId: Number(id) };
}

/**
 * /admin/availability: the upcoming departures with their seats (waiting and confirmed apart),
 * rooms by type and sale state, a bar each, filtered by month and tour in the address; each
 * opens the departure's page (rooming list, readiness, files).
 */
export default function AdminAvailability({ loaderData }: Route.ComponentProps) {
  const { locale, page, ops, board, filters, errors } = loaderData;
  const { t } = page;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const base = localizePath("/admin/availability", locale);
  return (
    <AdminShell title={ops.availabilityTitle} intro={ops.availabilityIntro} section="operations" t={t} locale={locale}>
      <Form method="get" action={base} className="admin-filters" role="search">
        <label>
          {ops.month}
          <input type="month" name="month" defaultValue={filters.month} />
        </label>
        <label>
          {ops.tour}
          <select name="tourId" defaultValue={filters.tourId}>
            <option value="">{ops.allTours}</option>
            {board.tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {tour.title ?? interpolate(ops.untitledTour, { id: tour.id })}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-actions">
          <button type="submit">{ops.filter}</button>
          <Link to={base}>{ops.clearFilters}</Link>
        </div>
      </Form>
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {ops.changed}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {messageOf(answer.code ?? "VALIDATION_FAILED", locale)}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p className="admin-error" role="alert">
          {messageOf(errors[0], locale)}
        </p>
      ) : null}
      {board.data.length === 0 ? <p>{ops.availabilityEmpty}</p> : null}
      {board.truncated ? <p>{ops.availabilityTruncated}</p> : null}
      {board.data.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table" data-testid="availability">
            <caption className="visually-hidden">{ops.availabilityTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{ops.departure}</th>
                <th scope="col">{ops.seatsColumn}</th>
                <th scope="col">{ops.roomsColumn}</th>
                <th scope="col">{ops.saleState}</th>
              </tr>
            </thead>
            <tbody>
              {board.data.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={localizePath(`/admin/availability/${row.id}`, locale)}>
                      {row.title ?? interpolate(ops.untitledTour, { id: row.tourId })}
                    </Link>
                    <br />
                    <small>
                      {interpolate(ops.dates, {
                        start: formatDate(row.startDate, locale),
                        end: formatDate(row.returnDate, locale),
                      })}
                    </small>
                  </th>
                  <td>
                    <div className="admin-bar">
                      <span style={{ width: `${Math.round((100 * row.seatsTaken) / Math.max(1, row.capacity))}%` }} />
                      {interpolate(ops.seats, { taken: row.seatsTaken, capacity: row.capacity })}
                    </div>
                    <small>
                      {interpolate(ops.seatsSplit, {
                        waiting: row.waitingSeats,
                        confirmed: row.confirmedSeats,
                        left: row.seatsLeft,
                      })}
                    </small>
                  </td>
                  <td>
                    {roomTypes
                      .filter((type) => (row.rooms[type] ?? 0) > 0)
                      .map((type) => `${formatMessage(`roomType.${type}`, locale)}: ${row.rooms[type]}`)
                      .join(", ") || "—"}
                  </td>
                  <td>
                    <span data-sale-state={row.saleState}>{formatMessage(`saleState.${row.saleState}`, locale)}</span>
                    {/* The filters stay in the address the form posts to, so the board comes back as it was. */}
                    <Form method="post" className="admin-inline-form">
                      <input type="hidden" name="departureId" value={row.id} />
                      <input type="hidden" name="closed" value={row.saleState === "CLOSED" ? "false" : "true"} />
                      <button
                        type="submit"
                        disabled={busy}
                        aria-label={interpolate(row.saleState === "CLOSED" ? ops.openSaleFor : ops.closeSaleFor, {
                          tour: row.title ?? interpolate(ops.untitledTour, { id: row.tourId }),
                          date: formatDate(row.startDate, locale),
                        })}
                      >
                        {row.saleState === "CLOSED" ? ops.openSale : ops.closeSale}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminShell>
  );
}
