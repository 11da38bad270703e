import { callResults, formatBackofficeMessage, interpolate, isBackofficeErrorCode, localizePath } from "@rihla/domain";
import { StatusBadge } from "@rihla/ui";
import { data, Form, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import type { CallOutcome } from "../../components/CallButton";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText } from "../../forms";
import type { Route } from "./+types/calls";

export const handle = { searchParams: ["result", "cursor"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.callsTitle);
export const headers = adminHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const result = callResults.find((r) => r === url.searchParams.get("result"));
  const cursor = url.searchParams.get("cursor");
  const calls = await answerOf(
    api(context, request).api.admin.calls.$get({
      query: {
        pageSize: 50,
        ...(result ? { result } : {}),
        ...(cursor && /^\d{1,18}$/.test(cursor) ? { cursor } : {}),
      },
    }),
  );
  return { locale, page, calls, result: result ?? null };
}

/** Starts a call from the signed-in staff member's extension (the call buttons post here). */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const phone = (await request.formData()).get("phone");
  const response = await api(context, request).api.admin.calls.$post({
    json: { phone: typeof phone === "string" ? phone : "" },
  });
  if (!response.ok) {
    const { error } = await response.json();
    const text = isBackofficeErrorCode(error.code)
      ? formatBackofficeMessage(error.code, locale)
      : (errorText([error.code, ...Object.values(error.fields ?? {}).flat()], locale) ?? error.code);
    return data<CallOutcome>({ result: "FAILED", text }, { status: response.status });
  }
  const answer = await response.json();
  const template = answer.result === "STARTED" ? page.t.callStarted : page.t.callFailed;
  return {
    result: answer.result,
    text: interpolate(template, { message: answer.message }).trim(),
  } satisfies CallOutcome;
}

/** /admin/calls: the calls started from Rihla, newest first, filterable by result (issue 27). */
export default function AdminCalls({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, calls, result } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/calls", locale);
  return (
    <AdminShell title={t.callsTitle} intro={t.callsIntro} section="adminCalls" t={t} locale={locale}>
      {actionData ? (
        <p className="admin-notice" role="status" data-result={actionData.result}>
          {actionData.text}
        </p>
      ) : null}
      <nav className="admin-links" aria-label={t.callResultColumn}>
        <Link to={base} aria-current={result === null ? "page" : undefined}>
          {t.callFilterAll}
        </Link>
        {callResults.map((r) => (
          <Link key={r} to={`${base}?result=${r}`} aria-current={r === result ? "page" : undefined}>
            {t[`callResult.${r}`]}
          </Link>
        ))}
      </nav>
      {calls.data.length === 0 ? <p>{t.callsEmpty}</p> : null}
      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t.callsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.callWhen}</th>
              <th scope="col">{t.callStaff}</th>
              <th scope="col">{t.callPhone}</th>
              <th scope="col">{t.callCustomer}</th>
              <th scope="col">{t.callResultColumn}</th>
              <th scope="col">{t.callMessage}</th>
            </tr>
          </thead>
          <tbody>
            {calls.data.map((entry) => (
              <tr key={entry.id} data-call={entry.id}>
                <th scope="row">{when(entry.at, locale)}</th>
                <td>{entry.staff?.name ?? "—"}</td>
                <td>+{entry.phone}</td>
                <td>
                  {entry.customer ? (
                    <Link to={localizePath(`/admin/customers/${entry.customer.id}`, locale)}>
                      {entry.customer.name}
                    </Link>
                  ) : (
                    "—"
                  )}
                </td>
                <td>
                  <StatusBadge
                    status={entry.result === "STARTED" ? "CONFIRMED" : "CANCELLED"}
                    label={t[`callResult.${entry.result}`]}
                  />
                </td>
                <td>{entry.message || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {calls.next ? (
        <Form method="get" action={base} className="admin-actions">
          {result ? <input type="hidden" name="result" value={result} /> : null}
          <button type="submit" name="cursor" value={calls.next}>
            {t.callsMore}
          </button>
        </Form>
      ) : null}
    </AdminShell>
  );
}
