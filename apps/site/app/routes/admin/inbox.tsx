import { localizePath } from "@rihla/domain";
import { Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/inbox";

/** The kinds the inbox gathers, as the API names them. */
export const inboxKinds = ["contact", "information"] as const;

export const handle = { searchParams: ["kind", "cursor"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.inboxTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const url = new URL(request.url);
  const kind = inboxKinds.find((k) => k === url.searchParams.get("kind"));
  const cursor = url.searchParams.get("cursor");
  const submissions = await answerOf(
    api(context, request).api.admin["form-submissions"].$get({
      query: { pageSize: 50, ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );
  return { locale, page, submissions, kind: kind ?? null };
}

/** /admin/userDataForm (spec §2, issue 27): what visitors submitted, newest first, by kind. */
export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { locale, page, submissions, kind } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/userDataForm", locale);
  return (
    <AdminShell
      title={t.inboxTitle}
      intro={t.inboxIntro}
      section="adminCustomers"
      parent={{ label: t.customersTitle, path: "/admin/customers" }}
      t={t}
      locale={locale}
    >
      <nav className="admin-links" aria-label={t.inboxKind}>
        <Link to={base} aria-current={kind === null ? "page" : undefined}>
          {t.inboxAll}
        </Link>
        {inboxKinds.map((k) => (
          <Link key={k} to={`${base}?kind=${k}`} aria-current={k === kind ? "page" : undefined}>
            {t[`contact.${k}`]}
          </Link>
        ))}
      </nav>
      {submissions.data.length === 0 ? (
        <p>{t.inboxEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t.inboxCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.inboxWhen}</th>
                <th scope="col">{t.inboxKind}</th>
                <th scope="col">{t.inboxFrom}</th>
                <th scope="col">{t.inboxSubject}</th>
                <th scope="col">{t.inboxMessage}</th>
              </tr>
            </thead>
            <tbody>
              {submissions.data.map((row) => (
                <tr key={`${row.kind}-${row.id}`} data-submission={`${row.kind}-${row.id}`}>
                  <th scope="row">
                    <Link to={localizePath(`/admin/userDataForm/${row.kind}-${row.id}`, locale)}>
                      {when(row.at, locale)}
                    </Link>
                  </th>
                  <td>{t[`contact.${row.kind}`]}</td>
                  <td>{row.name}</td>
                  <td>{row.subject ?? "—"}</td>
                  <td>{row.excerpt || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {submissions.next ? (
        <Form method="get" action={base} className="admin-actions">
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
          <button type="submit" name="cursor" value={submissions.next}>
            {t.inboxMore}
          </button>
        </Form>
      ) : null}
    </AdminShell>
  );
}
