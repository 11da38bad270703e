import { interpolate, localizePath } from "@rihla/domain";
import { data, Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { CallButton } from "../../components/CallButton";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/submission";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);
export const headers = adminHeaders;

/** `{kind}-{id}` in one segment, as /admin/reservations/log-{code} is told apart. */
function parseKey(key: string) {
  const match = /^(contact|information)-(\d{1,9})$/.exec(key);
  return match ? { kind: match[1] as "contact" | "information", id: match[2]! } : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const key = parseKey(params.id);
  if (!key) throw data({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  const submission = await answerOf(
    api(context, request).api.admin["form-submissions"][":kind"][":id"].$get({ param: key }),
  );
  const title = interpolate(page.t.submissionTitle, {
    kind: page.t[`contact.${submission.kind}`],
    name: submission.name,
  });
  return { locale, page, submission, title };
}

/** /admin/userDataForm/{id} (spec §2, issue 27): one submission, with a call button and a mailto. */
export default function AdminSubmission({ loaderData }: Route.ComponentProps) {
  const { locale, page, submission: s, title } = loaderData;
  const { t } = page;
  return (
    <AdminShell
      title={title}
      section="adminCustomers"
      parent={{ label: t.inboxTitle, path: "/admin/userDataForm" }}
      t={t}
      locale={locale}
    >
      <section className="admin-card" aria-labelledby="submission-fields">
        <h2 id="submission-fields" className="visually-hidden">
          {title}
        </h2>
        <dl>
          <dt>{t.inboxWhen}</dt>
          <dd>
            <time dateTime={s.at}>{when(s.at, locale)}</time>
          </dd>
          <dt>{t.name}</dt>
          <dd>{s.name}</dd>
          <dt>{t.email}</dt>
          <dd>
            {s.email ? (
              <a href={`mailto:${s.email}`} aria-label={`${t.submissionWrite}: ${s.email}`}>
                {s.email}
              </a>
            ) : (
              "—"
            )}
          </dd>
          <dt>{t.phone}</dt>
          <dd>
            {s.phone ? (
              // A div (the call button is a form, which a span may not hold).
              <div className="admin-links">
                <a href={`tel:+${s.phone}`}>+{s.phone}</a>
                <CallButton phone={s.phone} t={t} locale={locale} />
              </div>
            ) : (
              "—"
            )}
          </dd>
          {s.subject !== null ? (
            <>
              <dt>{s.tour ? t.submissionTour : t.inboxSubject}</dt>
              <dd>
                {s.tour ? <Link to={localizePath(`/admin/tour/${s.tour.id}`, locale)}>{s.tour.title}</Link> : s.subject}
              </dd>
            </>
          ) : null}
          {s.preferredContact ? (
            <>
              <dt>{t.submissionPreferred}</dt>
              <dd>
                {s.preferredContact === "phone" || s.preferredContact === "whatsapp" || s.preferredContact === "email"
                  ? t[`preferred.${s.preferredContact}`]
                  : s.preferredContact}
              </dd>
            </>
          ) : null}
          <dt>{t.submissionLocale}</dt>
          <dd>{t[`submissionLocale.${s.locale}`]}</dd>
        </dl>
        <h3>{t.inboxMessage}</h3>
        <p className="admin-message">{s.message || "—"}</p>
      </section>
    </AdminShell>
  );
}
