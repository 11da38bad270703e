import {
  formatDate,
  formatDateRange,
  interpolate,
  localizePath,
  offerListQuerySchema,
  offerStatuses,
  type OfferListQuery,
} from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { money } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { offerBadge } from "../../components/AgentOffer";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { agentTexts } from "../../i18n/agent";
import { offerTexts } from "../../i18n/offers";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/offers";

/** The filters live in the URL: a plain GET form, so the list works (and links) without JavaScript. */
export const handle = { searchParams: ["status", "agent", "q", "page"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.o.offersTitle);
export const headers = adminHeaders;

const pageSize = 25;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "offers.manage.all");
  // A filter the address got wrong falls back to no filter rather than an error page.
  const parsed = offerListQuerySchema.safeParse({
    status: url.searchParams.get("status") || undefined,
    agent: url.searchParams.get("agent") || undefined,
    q: url.searchParams.get("q") || undefined,
    page: url.searchParams.get("page") || undefined,
    pageSize,
  });
  const query: OfferListQuery = parsed.success ? parsed.data : offerListQuerySchema.parse({ pageSize });
  const offers = await answerOf(
    api(context, request).api.admin.offers.$get({
      query: {
        locale,
        page: String(query.page),
        pageSize: String(pageSize),
        ...(query.status ? { status: query.status } : {}),
        ...(query.agent ? { agent: query.agent } : {}),
        ...(query.q ? { q: query.q } : {}),
      },
    }),
  );
  const a = agentTexts[locale];
  return {
    locale,
    page,
    o: offerTexts[locale],
    statusLabels: Object.fromEntries(offerStatuses.map((s) => [s, a[`offerStatus.${s}`]])) as Record<
      (typeof offerStatuses)[number],
      string
    >,
    offers,
    filter: { status: query.status ?? "", agent: query.agent ?? "", q: query.q ?? "" },
  };
}

/** /admin/offer: every offer, the agents' and the office's, with status, maker and customer filters. */
export default function AdminOffers({ loaderData }: Route.ComponentProps) {
  const { locale, page, o, statusLabels, offers, filter } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/offer", locale);
  const pages = Math.max(1, Math.ceil(offers.total / offers.pageSize));
  const pageLink = (n: number) =>
    `${base}?${new URLSearchParams({
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.agent ? { agent: filter.agent } : {}),
      ...(filter.q ? { q: filter.q } : {}),
      page: String(n),
    })}`;
  return (
    <AdminShell title={o.offersTitle} intro={o.offersIntro} section="adminOffers" t={t} locale={locale}>
      <p className="admin-actions">
        <Link to={localizePath("/admin/offer/new_", locale)}>{o.newOffer}</Link>
      </p>
      <Form method="get" action={base} className="admin-filters" role="search" aria-label={o.filtersLabel}>
        <label>
          {o.filterStatus}
          <select name="status" defaultValue={filter.status}>
            <option value="">{o.filterAll}</option>
            {offerStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {o.filterMaker}
          <select name="agent" defaultValue={filter.agent}>
            <option value="">{o.filterAnyone}</option>
            <option value="staff">{o.filterStaff}</option>
            {/* An agent chosen from the list's "made by" links keeps its place in the form. */}
            {filter.agent && filter.agent !== "staff" ? (
              <option value={filter.agent}>
                {offers.data.find((offer) => offer.agentId === filter.agent)?.agent.firstName ?? filter.agent}
              </option>
            ) : null}
          </select>
        </label>
        <label>
          {o.filterSearch}
          <input type="search" name="q" defaultValue={filter.q} maxLength={100} />
        </label>
        <div className="admin-actions">
          <button type="submit">{o.filterSubmit}</button>
        </div>
      </Form>
      {offers.data.length === 0 ? (
        <p>{o.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{o.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{o.colCustomer}</th>
                <th scope="col">{o.colDeparture}</th>
                <th scope="col">{o.colRooms}</th>
                <th scope="col">{o.colTotal}</th>
                <th scope="col">{o.colValidity}</th>
                <th scope="col">{o.colStatus}</th>
                <th scope="col">{o.colMaker}</th>
              </tr>
            </thead>
            <tbody>
              {offers.data.map((offer) => {
                const customer =
                  [offer.customer.firstName, offer.customer.surname].filter(Boolean).join(" ") ||
                  offer.customer.email ||
                  "—";
                const maker = offer.createdBy ? `${offer.createdBy.firstName} ${offer.createdBy.surname}` : "—";
                return (
                  <tr key={offer.id} data-offer={offer.id}>
                    <th scope="row">
                      <Link to={localizePath(`/admin/offer/${offer.id}`, locale)}>{customer}</Link>
                    </th>
                    <td>
                      {offer.departure.tourTitle}
                      <br />
                      <small>{formatDateRange(offer.departure.startDate, offer.departure.returnDate, locale)}</small>
                    </td>
                    <td>{interpolate(o.roomsSeats, { rooms: offer.rooms.length, seats: offer.seats })}</td>
                    <td>{money(offer.total, locale)}</td>
                    <td>{formatDate(offer.validUntil, locale)}</td>
                    <td>
                      <StatusBadge status={offerBadge[offer.status]} label={statusLabels[offer.status]} />
                    </td>
                    <td>
                      {offer.agentId ? (
                        <Link to={`${base}?agent=${offer.agentId}`}>
                          {interpolate(o.madeByAgent, { name: `${offer.agent.firstName} ${offer.agent.surname}` })}
                        </Link>
                      ) : (
                        interpolate(o.madeByStaff, { name: maker })
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="admin-actions" aria-label={t.tablePagination}>
          {offers.page > 1 ? <Link to={pageLink(offers.page - 1)}>{t.previous}</Link> : null}
          <span>{interpolate(o.pageOf, { page: offers.page, pages })}</span>
          {offers.page < pages ? <Link to={pageLink(offers.page + 1)}>{t.next}</Link> : null}
        </nav>
      ) : null}
    </AdminShell>
  );
}
