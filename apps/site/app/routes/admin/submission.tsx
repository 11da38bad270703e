import { inboxStateLabels, inboxStates, interpolate, localizePath, whatsAppLink, type InboxState } from "@rihla/domain";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { ChangeLog, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { CallButton } from "../../components/CallButton";
import { WhatsAppTemplateForm, refusalText } from "../../components/WhatsApp";
import { sendWhatsApp } from "../../.server/whatsapp";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText, formText } from "../../forms";
import type { Route } from "./+types/submission";
import { WorkItemFields } from "../../components/WorkItemFields";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.title);
export const headers = adminHeaders;

/** `{kind}-{id}` in one segment, as /admin/reservations/log-{code} is told apart. */
function parseKey(key: string) {
  const match = /^(contact|information|service|newsletter)-(\d{1,9})$/.exec(key);
  return match ? { kind: match[1] as "contact" | "information" | "service" | "newsletter", id: match[2]! } : null;
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
  // The labels travel with the data: the page imports no domain tables (page budgets).
  const states = inboxStates.map((id) => ({ id, label: inboxStateLabels[id][locale] }));
  // WhatsApp beside the phone (issue 27): wa.me always; their conversation when Rihla may write.
  const whatsApp = submission.phone
    ? {
        href: whatsAppLink(submission.phone, ""),
        conversation:
          submission.whatsApp.configured && submission.whatsApp.consent && submission.whatsApp.customerId
            ? `${localizePath("/admin/messages/whatsapp", locale)}?customer=${submission.whatsApp.customerId}`
            : null,
      }
    : null;
  return { locale, page, submission, title, states, whatsApp };
}

type Fields = Partial<Record<"state" | "assigneeId" | "note" | "subject" | "message", string[]>>;
type Answer = {
  intent: "change" | "reply" | "whatsapp-template";
  ok: boolean;
  code: string | null;
  fields: Fields;
  kept: Record<string, string>;
};

/**
 * Two forms: `change` (a contact message's state and assignee as they are now, so an unchanged
 * field changes nothing, and an optional note) and `reply` (an e-mail to the sender). The API
 * validates with the domain's schemas; its field codes go back beside each field, typed text kept.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  await adminPage(context, request, "reservations.manage.all");
  const key = parseKey(params.id);
  if (!key) throw data({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  const form = await request.formData();
  const text = (name: string) => formText(form, name);
  const client = api(context, request).api.admin;
  if (text("intent") === "whatsapp-template") {
    // Issue 27: a template to the person who asked, about their service request (with their opt-in).
    const sent = await sendWhatsApp(api(context, request), form);
    return sent.ok
      ? ({ intent: "whatsapp-template", ok: true, code: null, fields: {}, kept: {} } as Answer)
      : data<Answer>(
          { intent: "whatsapp-template", ok: false, code: sent.codes[0] ?? null, fields: {}, kept: {} },
          sent.status as 400 | 409,
        );
  }
  const intent = text("intent") === "reply" ? "reply" : "change";
  const kept: Record<string, string> =
    intent === "reply" ? { subject: text("subject"), message: text("message") } : { note: text("note") };
  const response =
    intent === "reply" && key.kind !== "newsletter"
      ? await client["form-submissions"][":kind"][":id"].reply.$post({
          param: { kind: key.kind, id: key.id },
          json: { subject: text("subject"), message: text("message") },
        })
      : key.kind !== "information"
        ? await client["form-submissions"][":kind"][":id"].$patch({
            param: { kind: key.kind, id: key.id },
            json: {
              state: text("state") as InboxState,
              // A newsletter sign-up has no assignee (its form has no such field).
              ...(key.kind === "newsletter" ? {} : { assigneeId: text("assigneeId") }),
              ...(text("note").trim() ? { note: text("note") } : {}),
            },
          })
        : null;
  if (!response) throw data({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  if (!response.ok) {
    const { error } = await response.json();
    return data<Answer>(
      { intent, ok: false, code: error.code, fields: (error.fields ?? {}) as Fields, kept },
      response.status as 400 | 403 | 404 | 409,
    );
  }
  return { intent, ok: true, code: null, fields: {}, kept: {} } as Answer;
}

/** /admin/userDataForm/{id} (spec §2, issue 27): one submission, with a call button and a mailto. */
export default function AdminSubmission({ loaderData }: Route.ComponentProps) {
  const { locale, page, submission: s, title, states, whatsApp } = loaderData;
  const { t } = page;
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const stateLabel = new Map<string, string>(states.map((x) => [x.id, x.label]));
  const staffName = new Map(s.staff.map((x) => [x.id, x.name]));
  if (s.assignee) staffName.set(s.assignee.id, s.assignee.name);
  const fields = answer?.fields ?? {};
  const fieldError = (name: keyof Fields) =>
    fields[name] ? (
      <span id={`submission-${name}-error`} className="admin-error" data-field-error={name}>
        {errorText(fields[name], locale)}
      </span>
    ) : null;
  const invalid = (name: keyof Fields) =>
    fields[name] ? { "aria-invalid": true as const, "aria-describedby": `submission-${name}-error` } : {};
  const kept = (name: string) => (answer && !answer.ok ? (answer.kept[name] ?? "") : "");
  // Each form starts empty again after its own change only: a reply sent (or a colleague's
  // assignment arriving) never clears a note being typed, nor a note saved an answer being typed.
  const replies = s.events.filter((event) => event.action === "replied").length;
  const changes = s.events.length - replies;
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
                {whatsApp ? (
                  <a href={whatsApp.href} rel="noopener noreferrer" target="_blank">
                    {t.submissionWhatsApp}
                  </a>
                ) : null}
                {whatsApp?.conversation ? (
                  <Link to={whatsApp.conversation}>{t.submissionWhatsAppConversation}</Link>
                ) : null}
              </div>
            ) : (
              "—"
            )}
          </dd>
          {s.reservationCode ? (
            <>
              <dt>{t.submissionReservation}</dt>
              <dd>
                <Link to={localizePath(`/admin/reservations/${s.reservationCode}`, locale)}>{s.reservationCode}</Link>
              </dd>
            </>
          ) : s.kind === "newsletter" ? (
            <>
              <dt>{t.submissionNewsletterStatus}</dt>
              <dd>
                {s.subject === "pending" || s.subject === "confirmed" || s.subject === "unsubscribed"
                  ? t[`newsletterStatus.${s.subject}`]
                  : s.subject}
              </dd>
            </>
          ) : s.subject !== null ? (
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
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {answer.intent === "reply"
            ? t.submissionReplySent
            : answer.intent === "whatsapp-template"
              ? t.whatsAppQueued
              : t.changed}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {answer.intent === "whatsapp-template"
            ? refusalText([answer.code ?? "VALIDATION_FAILED"], locale)
            : errorText([answer.code ?? "VALIDATION_FAILED"], locale)}
        </p>
      ) : null}
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="submission-change">
          <h2 id="submission-change">{t.submissionChangeTitle}</h2>
          <p>
            {t.inboxState}: <strong data-testid="submission-state">{stateLabel.get(s.state) ?? s.state}</strong>
            {" · "}
            {t.privateTourAssignee}: {s.assignee?.name ?? t.privateTourNobody}
          </p>
          {s.kind === "information" ? (
            <p>
              {t.submissionPipeline}{" "}
              <Link to={localizePath(`/admin/private-tours/${s.id}`, locale)}>{t.submissionPipelineLink}</Link>
            </p>
          ) : (
            <Form method="post" className="admin-form" key={`change-${changes}`}>
              <input type="hidden" name="intent" value="change" />
              <WorkItemFields
                prefix="submission"
                locale={locale}
                step={{ name: "state", label: t.inboxState, options: states, value: s.state }}
                assignee={
                  s.kind === "newsletter"
                    ? null
                    : {
                        value: s.assignee?.id ?? "",
                        staff: staffName,
                        label: t.privateTourAssignee,
                        nobody: t.privateTourNobody,
                      }
                }
                note={{ label: t.privateTourNote, value: kept("note") }}
                save={t.privateTourSave}
                busy={busy}
                errors={fields}
              />
            </Form>
          )}
        </section>
        {s.kind === "newsletter" ? null : (
          <section className="admin-card" aria-labelledby="submission-reply">
            <h2 id="submission-reply">{t.submissionReplyTitle}</h2>
            {s.email ? (
              <Form method="post" className="admin-form" key={`reply-${replies}`}>
                <p>{interpolate(t.submissionReplyIntro, { email: s.email })}</p>
                <input type="hidden" name="intent" value="reply" />
                <label htmlFor="submission-subject">{t.submissionReplySubject}</label>
                <input
                  id="submission-subject"
                  name="subject"
                  maxLength={200}
                  required
                  defaultValue={kept("subject") || t.submissionReplySubjectDefault}
                  {...invalid("subject")}
                />
                {fieldError("subject")}
                <label htmlFor="submission-message">{t.submissionReplyMessage}</label>
                <textarea
                  id="submission-message"
                  name="message"
                  rows={6}
                  maxLength={5000}
                  required
                  defaultValue={kept("message")}
                  {...invalid("message")}
                />
                {fieldError("message")}
                <button type="submit" disabled={busy}>
                  {t.submissionReplySend}
                </button>
              </Form>
            ) : (
              <p>{t.submissionNoEmail}</p>
            )}
          </section>
        )}
      </div>
      {whatsApp?.conversation && s.reservationCode && s.whatsApp.customerId ? (
        <section className="admin-card" aria-labelledby="submission-whatsapp">
          <h2 id="submission-whatsapp">{t.whatsAppTemplateTitle}</h2>
          <WhatsAppTemplateForm t={t} customerId={s.whatsApp.customerId} reservationCode={s.reservationCode} />
        </section>
      ) : null}
      <section className="admin-section" aria-labelledby="submission-history">
        <h2 id="submission-history">{t.submissionLogTitle}</h2>
        <ChangeLog
          events={s.events}
          t={t}
          locale={locale}
          fieldLabel={(field) =>
            field === "state" || field === "status" || field === "assigneeId" || field === "subject"
              ? t[`logField.${field}`]
              : field
          }
          describeValue={(field, value) => {
            if (value === null) return undefined;
            if (field === "state" && typeof value === "string") return stateLabel.get(value);
            if (field === "assigneeId" && typeof value === "string") return staffName.get(value);
            return undefined;
          }}
        />
      </section>
    </AdminShell>
  );
}
