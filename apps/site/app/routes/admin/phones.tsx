import { localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/phones";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.phonesTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const phones = await answerOf(api(context, request).api.admin.phones.$get());
  return { locale, page, phones };
}

/**
 * /admin/phones (spec §2, issue 27): the staff members and their extensions (U_Dial), which the
 * click-to-call buttons ring; each links to the user's page, where the extension is changed.
 */
export default function AdminPhones({ loaderData }: Route.ComponentProps) {
  const { locale, page, phones } = loaderData;
  const { t } = page;
  return (
    <AdminShell
      title={t.phonesTitle}
      intro={t.phonesIntro}
      section="adminUsers"
      parent={{ label: t.usersTitle, path: "/admin/manage/users" }}
      t={t}
      locale={locale}
    >
      <p className="admin-notice" data-configured={phones.configured}>
        {phones.configured ? t.phonesConfigured : t.phonesNotConfigured}
      </p>
      {phones.data.length === 0 ? <p>{t.phonesEmpty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t.phonesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.dial}</th>
              <th scope="col">{t.role}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.active}</th>
            </tr>
          </thead>
          <tbody>
            {phones.data.map((staff) => (
              <tr key={staff.id} data-staff={staff.id}>
                <th scope="row">
                  <Link to={localizePath(`/admin/user/${staff.id}`, locale)}>{staff.name}</Link>
                </th>
                <td>{staff.extension ?? t.phonesNoExtension}</td>
                <td>{t[`role.${staff.role}`]}</td>
                <td>{staff.email}</td>
                <td>{staff.active ? t.activeYes : t.activeNo}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminShell>
  );
}
