import { localizePath, userRoles } from "@rihla/domain";
import { Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/users";

export const handle = { searchParams: ["role", "q", "cursor"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.usersTitle);
export const headers = adminHeaders;

const roleFilters = [...userRoles, "admin"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "users.list");
  const url = new URL(request.url);
  const role = roleFilters.find((r) => r === url.searchParams.get("role"));
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const cursor = url.searchParams.get("cursor") ?? "";
  const users = await answerOf(
    api(context, request).api.admin.users.$get({
      query: { pageSize: 50, ...(role ? { role } : {}), ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );
  return { locale, page, users, role: role ?? "", q };
}

/** /admin/manage/users: every account with role, admin flag, accounting role, extension, status. */
export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { locale, page, users, role, q } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/manage/users", locale);
  return (
    <AdminShell title={t.usersTitle} intro={t.usersIntro} section="adminUsers" t={t} locale={locale}>
      <Form method="get" action={base} className="admin-filters" role="search">
        <label>
          {t.customerSearch}
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
        <label>
          {t.role}
          <select name="role" aria-label={t.role} defaultValue={role}>
            <option value="">{t["role.all"]}</option>
            {roleFilters.map((r) => (
              <option key={r} value={r}>
                {t[`role.${r}`]}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-actions">
          <button type="submit">{t.filterApply}</button>
        </div>
      </Form>
      {users.data.length === 0 ? <p>{t.usersEmpty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t.usersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.role}</th>
              <th scope="col">{t.isAdmin}</th>
              <th scope="col">{t.hasAccountingRole}</th>
              <th scope="col">{t.dial}</th>
              <th scope="col">{t.active}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  <Link to={localizePath(`/admin/user/${user.id}`, locale)}>
                    {user.firstName} {user.surname}
                  </Link>
                  <br />
                  <small>{user.email}</small>
                </th>
                <td>{t[`role.${user.role}`]}</td>
                <td>{user.isAdmin ? t.yes : t.no}</td>
                <td>{user.hasAccountingRole ? t.yes : t.no}</td>
                <td>{user.dial ?? "—"}</td>
                <td>{user.active ? t.activeYes : t.activeNo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {users.next ? (
        <nav className="admin-actions" aria-label={t.tablePagination}>
          <Link
            to={`${base}?${new URLSearchParams({ ...(role ? { role } : {}), ...(q ? { q } : {}), cursor: users.next })}`}
          >
            {t.next}
          </Link>
        </nav>
      ) : null}
    </AdminShell>
  );
}
