import { formatDate, interpolate, localizePath, noteCreateSchema } from "@rihla/domain";
import { ConfirmDialog, StatusBadge } from "@rihla/ui";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { ChangeLog, money, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { CallButton } from "../../components/CallButton";
import { consentLine, refusalText } from "../../components/WhatsApp";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText, formText } from "../../forms";
import type { Route } from "./+types/customer";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => {
  const c = args.loaderData?.detail.customer;
  const t = args.loaderData?.page.t;
  return privateMeta(args, c && t ? interpolate(t.customerTitle, { name: c.name }) : undefined);
};
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "reservations.manage.all");
  const client = api(context, request).api.admin.customers[":id"];
  const [detail, whatsApp] = await Promise.all([
    answerOf(client.$get({ param: { id: params.id }, query: { locale } })),
    // Issue 27: the WhatsApp opt-in (KVKK), recorded and withdrawn on this page.
    answerOf(client["whatsapp-consent"].$get({ param: { id: params.id } })),
  ]);
  return { locale, page, detail, whatsApp };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await adminPage(context, request, "reservations.manage.all");
  const form = await request.formData();
  const intent = formText(form, "intent");
  const client = api(context, request).api.admin;
  const response =
    intent === "whatsapp-consent"
      ? await client.customers[":id"]["whatsapp-consent"].$put({
          param: { id: params.id },
          json: { source: "STAFF_PHONE" },
        })
      : intent === "whatsapp-withdraw"
        ? await client.customers[":id"]["whatsapp-consent"].$delete({ param: { id: params.id } })
        : intent === "profile"
          ? await client.customers[":id"].$patch({
              param: { id: params.id },
              json: {
                firstName: formText(form, "firstName"),
                surname: formText(form, "surname"),
                phone: formText(form, "phone"),
                birthDate: formText(form, "birthDate"),
              },
            })
          : intent === "erase"
            ? // Issue 27 (KVKK art. 11): the API checks the typed e-mail and the trips still to serve.
              await client.customers[":id"].erase.$post({
                param: { id: params.id },
                json: { confirm: formText(form, "confirm").slice(0, 320) },
              })
            : intent === "note"
              ? await (async () => {
                  const parsed = noteCreateSchema.safeParse({
                    text: form.get("text"),
                    remindOn: form.get("remindOn") ?? "",
                    customerId: params.id,
                  });
                  return parsed.success ? client.notes.$post({ json: parsed.data }) : null;
                })()
              : null;
  if (!response) return data({ ok: false, intent, codes: ["VALIDATION_FAILED"] }, 400);
  if (!response.ok) {
    const { error } = await response.json();
    return data(
      { ok: false, intent, codes: [error.code, ...Object.values(error.fields ?? {}).flat()] },
      response.status,
    );
  }
  return { ok: true, intent, codes: [] as string[] };
}

/** /admin/customers/{id}: profile, reservations, notes, contact history and change log. */
export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { locale, page, detail, whatsApp } = loaderData;
  const { t } = page;
  const answer = useActionData<typeof action>();
  const c = detail.customer;
  return (
    <AdminShell
      title={interpolate(t.customerTitle, { name: c.name })}
      section="adminCustomers"
      parent={{ label: t.customersTitle, path: "/admin/customers" }}
      t={t}
      locale={locale}
    >
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {answer.intent === "whatsapp-consent"
            ? t.whatsAppConsentRecorded
            : answer.intent === "whatsapp-withdraw"
              ? t.whatsAppConsentWithdrawn
              : answer.intent === "erase"
                ? t.kvkkErased
                : t.changed}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {answer.intent.startsWith("whatsapp") || answer.intent === "erase"
            ? refusalText(answer.codes, locale)
            : errorText(answer.codes, locale)}
        </p>
      ) : null}
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="profile">
          <h2 id="profile">{t.profileTitle}</h2>
          <p>{c.email}</p>
          <Form method="post" className="admin-form">
            <input type="hidden" name="intent" value="profile" />
            <label>
              {t.firstName}
              <input name="firstName" defaultValue={c.firstName} required maxLength={80} />
            </label>
            <label>
              {t.surname}
              <input name="surname" defaultValue={c.surname} required maxLength={80} />
            </label>
            <label>
              {t.phone}
              <input name="phone" type="tel" defaultValue={c.phone ?? ""} maxLength={40} />
            </label>
            <label>
              {t.birthDate}
              <input name="birthDate" type="date" defaultValue={c.birthDate ?? ""} />
            </label>
            <button type="submit">{t.profileSave}</button>
          </Form>
          {c.phone ? (
            // Issue 27: a form of its own (forms do not nest), beside the number it calls.
            <p className="admin-links">
              <a href={`tel:+${c.phone}`}>+{c.phone}</a>
              <CallButton phone={c.phone} t={t} locale={locale} />
            </p>
          ) : null}
        </section>
        <section className="admin-card" aria-labelledby="whatsapp-consent" data-testid="whatsapp-consent">
          <h2 id="whatsapp-consent">{t.whatsAppConsentTitle}</h2>
          <p>{whatsApp.active ? consentLine(whatsApp.active, t, locale) : t.whatsAppConsentNone}</p>
          <Form method="post" className="admin-actions">
            {whatsApp.active ? (
              <button type="submit" name="intent" value="whatsapp-withdraw">
                {t.whatsAppConsentWithdraw}
              </button>
            ) : (
              <button type="submit" name="intent" value="whatsapp-consent">
                {t.whatsAppConsentRecord}
              </button>
            )}
          </Form>
          <p>
            <Link to={`${localizePath("/admin/messages/whatsapp", locale)}?customer=${c.id}`}>
              {t.whatsAppConversationLink}
            </Link>
          </p>
        </section>
        <section className="admin-card" aria-labelledby="contacts">
          <h2 id="contacts">{t.contactsTitle}</h2>
          {detail.contacts.length === 0 ? <p>{t.contactsEmpty}</p> : null}
          <ul className="admin-log">
            {detail.contacts.map((contact, i) => (
              <li key={i}>
                <time dateTime={contact.at}>{when(contact.at, locale)}</time> · {t[`contact.${contact.kind}`]} ·{" "}
                {contact.subject}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="admin-section" aria-labelledby="their-reservations">
        <h2 id="their-reservations">{t.customerReservations}</h2>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.code}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.departure}</th>
                <th scope="col">{t.total}</th>
              </tr>
            </thead>
            <tbody>
              {detail.reservations.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={localizePath(`/admin/reservations/${r.code}`, locale)}>{r.code}</Link>
                  </th>
                  <td>
                    <StatusBadge status={r.status} label={page.status[r.status]} />
                  </td>
                  <td>
                    {r.departure?.title ?? r.service?.hotelName ?? "—"}{" "}
                    {r.startsOn ? `· ${formatDate(r.startsOn, locale)}` : ""}
                  </td>
                  <td>{money(r.total, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="admin-section" aria-labelledby="customer-notes">
        <h2 id="customer-notes">{t.notesTitle}</h2>
        {detail.notes.length === 0 ? <p>{t.notesEmpty}</p> : null}
        <ul className="admin-log">
          {detail.notes.map((note) => (
            <li key={note.id}>
              <Link to={localizePath(`/admin/notes/${note.id}`, locale)}>{note.text}</Link> ·{" "}
              {interpolate(t.noteBy, { author: note.author?.name ?? "—", date: when(note.createdAt, locale) })}
              {note.done ? ` · ${t.noteDone}` : ""}
            </li>
          ))}
        </ul>
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="note" />
          <label>
            {t.noteText}
            <textarea name="text" required maxLength={2000} rows={3} />
          </label>
          <label>
            {t.noteRemindOn}
            <input type="date" name="remindOn" />
          </label>
          <button type="submit">{t.noteAdd}</button>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="kvkk" data-testid="kvkk">
        <h2 id="kvkk">{t.kvkkTitle}</h2>
        <p>{t.kvkkIntro}</p>
        <p className="admin-links">
          <a href={`${localizePath(`/admin/customers/${c.id}/data-export`, locale)}?format=json`} download>
            {t.kvkkDownloadJson}
          </a>
          <a href={`${localizePath(`/admin/customers/${c.id}/data-export`, locale)}?format=pdf`} download>
            {t.kvkkDownloadPdf}
          </a>
        </p>
        <p>{t.kvkkEraseText}</p>
        <Form method="post" className="admin-form">
          <input type="hidden" name="intent" value="erase" />
          <label>
            {t.kvkkEraseConfirmLabel}
            <input name="confirm" type="email" required maxLength={320} autoComplete="off" />
          </label>
          <ConfirmDialog
            title={t.kvkkEraseTitle}
            description={interpolate(t.kvkkEraseDescription, { name: c.name })}
            labels={{ confirm: t.kvkkEraseYes, cancel: t.kvkkEraseKeep }}
            tone="danger"
          >
            {t.kvkkErase}
          </ConfirmDialog>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="customer-history">
        <h2 id="customer-history">{t.historyTitle}</h2>
        <ChangeLog events={detail.events} t={t} locale={locale} />
      </section>
    </AdminShell>
  );
}
