import {
  interpolate,
  localizePath,
  privateTourStatusLabels,
  privateTourStatuses,
  type PrivateTourStatus,
} from "@rihla/domain";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { pageNotFound } from "../../.server/notFound";
import { ChangeLog, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { CallButton } from "../../components/CallButton";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText, formText } from "../../forms";
import type { Route } from "./+types/private-tour";
import { WorkItemFields } from "../../components/WorkItemFields";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => {
  const r = args.loaderData?.detail.request;
  const t = args.loaderData?.page.t;
  return privateMeta(args, r && t ? interpolate(t.privateTourTitle, { id: r.id, name: r.name }) : undefined);
};
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  // Requests are numbered: any other segment names no request.
  if (!/^[1-9]\d{0,8}$/.test(params.id)) pageNotFound(new URL(request.url).pathname);
  const detail = await answerOf(
    api(context, request).api.admin["private-tours"][":id"].$get({ param: { id: params.id } }),
  );
  // The labels travel with the data: the components import no domain tables (page budgets).
  const statuses = privateTourStatuses.map((id) => ({ id, label: privateTourStatusLabels[id][locale] }));
  return { locale, page, detail, statuses };
}

type Fields = Partial<Record<"status" | "assigneeId" | "note", string[]>>;

/**
 * One form: the status and the assignee as they are now (so an unchanged field changes nothing)
 * and an optional note; the API logs what changed. Its field codes go back beside each field.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await adminPage(context, request, "reservations.manage.all");
  const form = await request.formData();
  const note = formText(form, "note");
  const response = await api(context, request).api.admin["private-tours"][":id"].$patch({
    param: { id: params.id },
    // The API validates with the domain's schema; bad values come back as field codes.
    json: {
      status: formText(form, "status") as PrivateTourStatus,
      assigneeId: formText(form, "assigneeId"),
      ...(note.trim() ? { note } : {}),
    },
  });
  if (!response.ok) {
    const { error } = await response.json();
    return data(
      { ok: false, code: error.code, fields: (error.fields ?? {}) as Fields, note },
      response.status as 400 | 403 | 404,
    );
  }
  return { ok: true, code: null, fields: {} as Fields, note: "" };
}

/** /admin/private-tours/{id}: the request, its step in the pipeline, who works on it, and its log. */
export default function AdminPrivateTour({ loaderData }: Route.ComponentProps) {
  const { locale, page, detail, statuses } = loaderData;
  const statusLabel = new Map<string, string>(statuses.map((s) => [s.id, s.label]));
  const { t } = page;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const r = detail.request;
  const fields = answer?.fields ?? {};
  const staffName = new Map(detail.staff.map((s) => [s.id, s.name]));
  if (r.assignee) staffName.set(r.assignee.id, r.assignee.name);
  return (
    <AdminShell
      title={interpolate(t.privateTourTitle, { id: r.id, name: r.name })}
      section="privateTours"
      parent={{ label: t.privateToursTitle, path: "/admin/private-tours" }}
      t={t}
      locale={locale}
    >
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {t.changed}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {errorText([answer.code ?? "VALIDATION_FAILED"], locale)}
        </p>
      ) : null}
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="request-contact">
          <h2 id="request-contact">{t.privateTourContactTitle}</h2>
          <dl>
            <dt>{t.name}</dt>
            <dd>{r.name}</dd>
            <dt>{t.phone}</dt>
            <dd>
              <a href={`tel:+${r.phone}`}>+{r.phone}</a> <CallButton phone={r.phone} t={t} locale={locale} />
            </dd>
            <dt>{t.email}</dt>
            <dd>{r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : "—"}</dd>
            <dt>{t.privateTourPreferred}</dt>
            <dd>
              {`preferred.${r.preferredContact}` in t
                ? t[`preferred.${r.preferredContact}` as "preferred.phone"]
                : r.preferredContact}
            </dd>
            <dt>{t.privateTourTour}</dt>
            <dd>{r.tour?.title ?? "—"}</dd>
            <dt>{t.privateTourReceived}</dt>
            <dd>
              <time dateTime={r.createdAt}>{when(r.createdAt, locale)}</time>
            </dd>
          </dl>
          <h3>{t.privateTourMessage}</h3>
          <p className="admin-message">{r.message ?? "—"}</p>
          {/* Issue 26: the request turned into a staff offer in one step. */}
          <p className="admin-actions">
            <Link to={`${localizePath("/admin/offer/new_", locale)}?privateTour=${r.id}`}>
              {t.privateTourMakeOffer}
            </Link>
            {r.offerId ? (
              <Link to={localizePath(`/admin/offer/${r.offerId}`, locale)}>{t.privateTourOffer}</Link>
            ) : null}
          </p>
        </section>
        <section className="admin-card" aria-labelledby="request-change">
          <h2 id="request-change">{t.privateTourChangeTitle}</h2>
          <Form method="post" className="admin-form" key={detail.events[0]?.id ?? 0}>
            <WorkItemFields
              prefix="private-tour"
              locale={locale}
              step={{ name: "status", label: t.status, options: statuses, value: r.status }}
              assignee={{
                value: r.assignee?.id ?? "",
                staff: staffName,
                label: t.privateTourAssignee,
                nobody: t.privateTourNobody,
              }}
              note={{ label: t.privateTourNote, value: answer && !answer.ok ? answer.note : "" }}
              save={t.privateTourSave}
              busy={busy}
              errors={fields}
            />
          </Form>
        </section>
      </div>
      <section className="admin-section" aria-labelledby="request-history">
        <h2 id="request-history">{t.privateTourLogTitle}</h2>
        <ChangeLog
          events={detail.events}
          t={t}
          locale={locale}
          fieldLabel={(field) =>
            field === "status" || field === "assigneeId" || field === "offerId" ? t[`logField.${field}`] : field
          }
          describeValue={(field, value) => {
            if (value === null) return undefined;
            if (field === "status" && typeof value === "string") return statusLabel.get(value);
            if (field === "assigneeId" && typeof value === "string") return staffName.get(value);
            // An offer by the start of its id (the link to it is above).
            if (field === "offerId" && typeof value === "string") return `#${value.slice(0, 8)}`;
            return undefined;
          }}
        />
      </section>
    </AdminShell>
  );
}
