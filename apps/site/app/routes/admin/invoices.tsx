import {
  formatDate,
  interpolate,
  invoiceKinds,
  invoiceListQuerySchema,
  localizePath,
  toFieldErrors,
} from "@rihla/domain";
import { data, Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { money } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { ledgerErrorText } from "../../components/Ledger";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { accountingTexts } from "../../i18n/accounting";
import { invoiceTexts } from "../../i18n/invoices";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/invoices";

/** The filters and the page live in the URL (ADR 0024 lists what the page reads). */
export const handle = { searchParams: ["year", "kind", "reservationCode", "page"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.t.invoicesTitle);
export const headers = adminHeaders;

const filterKeys = ["year", "kind", "reservationCode", "page"] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // Spec §6: money, so the accounting role (and Master); a plain admin gets the 403 page.
  const { locale, page } = await adminPage(context, request, "accounting.access");
  const given = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  // A filter the domain refuses is dropped and named on the page; the rest still applies.
  const parsed = invoiceListQuerySchema.safeParse(given);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  const usable = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in errors)));
  const query = invoiceListQuerySchema.safeParse(usable);
  if (!query.success) throw data({ code: "VALIDATION_FAILED", message: "Invalid request" }, { status: 400 });
  const answer = await answerOf(
    api(context, request).api.admin.invoices.$get({
      query: Object.fromEntries(Object.entries(query.data).map(([key, value]) => [key, String(value)])),
    }),
  );
  return {
    locale,
    page,
    t: invoiceTexts[locale],
    a: accountingTexts[locale],
    invoices: answer,
    filters: usable as Partial<Record<(typeof filterKeys)[number], string>>,
    errors,
  };
}

/** /admin/accounting/invoices: invoices and cancellations, newest first, filtered in the URL. */
export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, a, invoices, filters, errors } = loaderData;
  const base = localizePath("/admin/accounting/invoices", locale);
  const pages = Math.max(1, Math.ceil(invoices.total / invoices.pageSize));
  const pageLink = (n: number) => {
    const params = new URLSearchParams(
      Object.entries(filters).filter(([key, value]) => key !== "page" && value) as [string, string][],
    );
    params.set("page", String(n));
    return `${base}?${params}`;
  };
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className="admin-error" role="alert">
        {ledgerErrorText(errors[key], locale)}
      </span>
    ) : null;
  return (
    <AdminShell
      title={t.invoicesTitle}
      intro={t.invoicesIntro}
      section="accounting"
      parent={{ label: a.accountingTitle, path: "/admin/accounting" }}
      t={page.t}
      locale={locale}
    >
      <div className="admin-actions">
        <Link to={localizePath("/admin/accounting/invoices/new", locale)}>{t.issueInvoice}</Link>
      </div>
      <Form method="get" action={base} className="admin-filters" role="search">
        <label>
          {t.filterYear}
          <input type="number" name="year" min={2000} max={9999} defaultValue={filters.year ?? ""} />
          {fieldError("year")}
        </label>
        <label>
          {t.filterKind}
          <select name="kind" defaultValue={filters.kind ?? ""}>
            <option value="">{t.filterAll}</option>
            {invoiceKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t[`kind.${kind}`]}
              </option>
            ))}
          </select>
          {fieldError("kind")}
        </label>
        <label>
          {t.filterReservation}
          <input type="search" name="reservationCode" defaultValue={filters.reservationCode ?? ""} maxLength={40} />
          {fieldError("reservationCode")}
        </label>
        <div className="admin-actions">
          <button type="submit">{t.filterApply}</button>
          <Link to={base}>{t.filterClear}</Link>
        </div>
      </Form>
      {invoices.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box on phones
        <div className="admin-table-wrap" role="region" aria-label={t.listCaption} tabIndex={0}>
          <table className="admin-table" data-testid="invoices">
            <caption className="visually-hidden">{t.listCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.number}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col">{t.issuedAt}</th>
                <th scope="col">{t.buyer}</th>
                <th scope="col">{t.reservation}</th>
                <th scope="col">{t.net}</th>
                <th scope="col">{t.vat}</th>
                <th scope="col">{t.gross}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.data.map((invoice) => (
                <tr key={invoice.id} data-testid={`invoice-${invoice.id}`}>
                  <th scope="row">
                    <Link to={localizePath(`/admin/accounting/invoices/${invoice.id}`, locale)}>{invoice.number}</Link>
                  </th>
                  <td>
                    {t[`kind.${invoice.kind}`]}
                    {invoice.cancels ? <small> ({invoice.cancels.number})</small> : null}
                    {invoice.cancelledBy ? <small> → {invoice.cancelledBy.number}</small> : null}
                  </td>
                  <td>{formatDate(invoice.issuedAt, locale)}</td>
                  <td>{invoice.buyer.name}</td>
                  <td>{invoice.reservationCode ?? "—"}</td>
                  <td>{money(invoice.net, locale)}</td>
                  <td>{money(invoice.vat, locale)}</td>
                  <td>{money(invoice.gross, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav
        className="admin-actions"
        aria-label={interpolate(t.pageOf, { page: invoices.page, pages, total: invoices.total })}
      >
        <span>{interpolate(t.pageOf, { page: invoices.page, pages, total: invoices.total })}</span>
        {invoices.page > 1 ? <Link to={pageLink(invoices.page - 1)}>{t.previous}</Link> : null}
        {invoices.page < pages ? <Link to={pageLink(invoices.page + 1)}>{t.next}</Link> : null}
      </nav>
    </AdminShell>
  );
}
