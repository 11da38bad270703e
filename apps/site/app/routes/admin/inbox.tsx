import { inboxStateLabels, inboxStates, localizePath } from "@rihla/domain";
import { Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/inbox";

/** The kinds the inbox gathers, as the API names them. */
export const inboxKinds = ["contact", "information", "service", "newsletter"] as const;

export const handle = { searchParams: ["kind", "state", "cursor"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.inboxTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const url = new URL(request.url);
  const kind = inboxKinds.find((k) => k === url.searchParams.get("kind"));
  const state = inboxStates.find((s) => s === url.searchParams.get("state"));
  const cursor = url.searchParams.get("cursor");
  const submissions = await answerOf(
    api(context, request).api.admin["form-submissions"].$get({
      query: { pageSize: 50, ...(kind ? { kind } : {}), ...(state ? { state } : {}), ...(cursor ? { cursor } : {}) },
    }),
  );
  // The labels travel with the data: the page imports no domain tables (page budgets).
  const states = inboxStates.map((id) => ({ id, label: inboxStateLabels[id][locale] }));
  return { locale, page, submissions, kind: kind ?? null, state: state ?? null, states };
}

/** /admin/userDataForm (spec §2, issue 27): what visitors submitted, newest first, by kind. */
export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { locale, page, submissions, kind, state, states } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/userDataForm", locale);
  const stateLabel = new Map<string, string>(states.map((s) => [s.id, s.label]));
  // A newsletter sign-up's "subject" is its status (pending, confirmed, unsubscribed).
  const subjectText = (rowKind: string, subject: string | null) =>
    rowKind === "newsletter" && (subject === "pending" || subject === "confirmed" || subject === "unsubscribed")
      ? t[`newsletterStatus.${subject}`]
      : (subject ?? "—");
  /** The list's address with one filter changed and the others kept (the cursor starts over). */
  const filtered = (change: { kind?: string | null; state?: string | null }) => {
    const next = new URLSearchParams();
    const k = change.kind === undefined ? kind : change.kind;
    const st = change.state === undefined ? state : change.state;
    if (k) next.set("kind", k);
    if (st) next.set("state", st);
    const query = next.toString();
    return query ? `${base}?${query}` : base;
  };
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
        <Link to={filtered({ kind: null })} aria-current={kind === null ? "page" : undefined}>
          {t.inboxAll}
        </Link>
        {inboxKinds.map((k) => (
          <Link key={k} to={filtered({ kind: k })} aria-current={k === kind ? "page" : undefined}>
            {t[`contact.${k}`]}
          </Link>
        ))}
      </nav>
      <nav className="admin-links" aria-label={t.inboxState}>
        <Link to={filtered({ state: null })} aria-current={state === null ? "page" : undefined}>
          {t.inboxAllStates}
        </Link>
        {states.map((s) => (
          <Link key={s.id} to={filtered({ state: s.id })} aria-current={s.id === state ? "page" : undefined}>
            {s.label}
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
                <th scope="col">{t.inboxState}</th>
                <th scope="col">{t.privateTourAssignee}</th>
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
                  <td>{subjectText(row.kind, row.subject)}</td>
                  <td>{row.excerpt || "—"}</td>
                  <td data-state={row.state}>{stateLabel.get(row.state) ?? row.state}</td>
                  <td>{row.assignee?.name ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {submissions.next ? (
        <Form method="get" action={base} className="admin-actions">
          {kind ? <input type="hidden" name="kind" value={kind} /> : null}
          {state ? <input type="hidden" name="state" value={state} /> : null}
          <button type="submit" name="cursor" value={submissions.next}>
            {t.inboxMore}
          </button>
        </Form>
      ) : null}
    </AdminShell>
  );
}
