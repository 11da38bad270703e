import { formatDate, localizePath } from "@rihla/domain";
import { Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/customers";

export const handle = { searchParams: ["q", "cursor"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.customersTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const cursor = url.searchParams.get("cursor") ?? "";
  const customers = await answerOf(
    api(context, request).api.admin.customers.$get({
      query: { pageSize: 50, ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );
  return { locale, page, customers, q };
}

/** /admin/customers: customers newest first with their reservation count, searchable. */
export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { locale, page, customers, q } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/customers", locale);
  return (
    <AdminShell title={t.customersTitle} intro={t.customersIntro} section="adminCustomers" t={t} locale={locale}>
      <div className="admin-links">
        <Link to={localizePath("/admin/customers/birthdays", locale)}>{t.birthdaysLink}</Link>
      </div>
      <Form method="get" action={base} className="admin-filters" role="search">
        <label>
          {t.customerSearch}
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <div className="admin-actions">
          <button type="submit">{t.filterApply}</button>
        </div>
      </Form>
      {customers.data.length === 0 ? <p>{t.customersEmpty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t.customersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.phone}</th>
              <th scope="col">{t.birthDate}</th>
              <th scope="col">{t.reservationCount}</th>
              <th scope="col">{t.lastReservation}</th>
            </tr>
          </thead>
          <tbody>
            {customers.data.map((customer) => (
              <tr key={customer.id}>
                <th scope="row">
                  <Link to={localizePath(`/admin/customers/${customer.id}`, locale)}>{customer.name}</Link>
                  <br />
                  <small>{customer.email}</small>
                </th>
                <td>{customer.phone ?? "—"}</td>
                <td>{customer.birthDate ? formatDate(customer.birthDate, locale) : "—"}</td>
                <td>{customer.reservations}</td>
                <td>{customer.lastReservationAt ? when(customer.lastReservationAt, locale) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {customers.next ? (
        <nav className="admin-actions" aria-label={t.tablePagination}>
          <Link to={`${base}?${new URLSearchParams({ ...(q ? { q } : {}), cursor: customers.next })}`}>{t.next}</Link>
        </nav>
      ) : null}
    </AdminShell>
  );
}
