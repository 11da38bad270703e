import { adminReservationPath, formatDate, interpolate, localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/birthdays";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.birthdaysTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const birthdays = await answerOf(
    api(context, request).api.admin.customers.birthdays.$get({ query: { span: "months" } }),
  );
  return { locale, page, birthdays };
}

/** /admin/customers/birthdays: customers' and passengers' birthdays this month and next. */
export default function AdminBirthdays({ loaderData }: Route.ComponentProps) {
  const { locale, page, birthdays } = loaderData;
  const { t } = page;
  return (
    <AdminShell
      title={t.birthdaysTitle}
      intro={t.birthdaysIntro}
      section="adminCustomers"
      parent={{ label: t.customersTitle, path: "/admin/customers" }}
      t={t}
      locale={locale}
    >
      <p>
        {formatDate(birthdays.from, locale)} – {formatDate(birthdays.to, locale)}
      </p>
      {birthdays.data.length === 0 ? <p>{t.birthdaysEmpty}</p> : null}
      <ul className="admin-log">
        {birthdays.data.map((b, i) => (
          <li key={i}>
            {interpolate(t.birthdayLine, { date: formatDate(b.on, locale), name: b.name, age: b.age })} ·{" "}
            {t[`birthdaySource.${b.source}`]} ·{" "}
            <Link to={localizePath(`/admin/customers/${b.customerId}`, locale)}>{t.customer}</Link>
            {b.reservationCode ? (
              <>
                {" · "}
                <Link to={localizePath(adminReservationPath(b.reservationCode), locale)}>{b.reservationCode}</Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminShell>
  );
}
