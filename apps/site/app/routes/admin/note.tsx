import { localizePath, noteUpdateSchema } from "@rihla/domain";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { ChangeLog } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText } from "../../forms";
import type { Route } from "./+types/note";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.noteTitle);
export const headers = adminHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "notes.access");
  const answer = await answerOf(api(context, request).api.admin.notes[":id"].$get({ param: { id: params.id } }));
  return { locale, page, answer };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await adminPage(context, request, "notes.access");
  const form = await request.formData();
  const parsed = noteUpdateSchema.safeParse({
    text: form.get("text") ?? undefined,
    remindOn: form.get("remindOn") ?? undefined,
    done: form.getAll("done").includes("true"),
  });
  if (!parsed.success) return data({ ok: false, codes: ["VALIDATION_FAILED"] }, 400);
  const response = await api(context, request).api.admin.notes[":id"].$patch({
    param: { id: params.id },
    json: parsed.data,
  });
  if (!response.ok) {
    const { error } = await response.json();
    return data({ ok: false, codes: [error.code, ...Object.values(error.fields ?? {}).flat()] }, response.status);
  }
  return { ok: true, codes: [] as string[] };
}

/** /admin/notes/{id}: one note — its text, reminder, done — and its log. */
export default function AdminNote({ loaderData }: Route.ComponentProps) {
  const { locale, page, answer } = loaderData;
  const { t } = page;
  const result = useActionData<typeof action>();
  const { note } = answer;
  return (
    <AdminShell
      title={t.noteTitle}
      section="customerNotes"
      parent={{ label: t.notesPageTitle, path: "/admin/notes" }}
      t={t}
      locale={locale}
    >
      <p>
        {t.noteAbout}:{" "}
        <Link to={localizePath(`/admin/customers/${note.customer.id}`, locale)}>{note.customer.name}</Link>
        {note.reservationCode ? (
          <>
            {" · "}
            <Link to={localizePath(`/admin/reservations/${note.reservationCode}`, locale)}>{note.reservationCode}</Link>
          </>
        ) : null}
      </p>
      {result?.ok ? (
        <p className="admin-notice" role="status">
          {t.changed}
        </p>
      ) : null}
      {result && !result.ok ? (
        <p className="admin-error" role="alert">
          {errorText(result.codes, locale)}
        </p>
      ) : null}
      <Form method="post" className="admin-form">
        <label>
          {t.noteText}
          <textarea name="text" defaultValue={note.text} required maxLength={2000} rows={4} />
        </label>
        <label>
          {t.noteRemindOn}
          <input type="date" name="remindOn" defaultValue={note.remindOn ?? ""} />
        </label>
        <label>
          <input type="hidden" name="done" value="false" />
          <input type="checkbox" name="done" value="true" defaultChecked={note.done} /> {t.noteDone}
        </label>
        <button type="submit">{t.noteSave}</button>
      </Form>
      <section className="admin-section" aria-labelledby="note-history">
        <h2 id="note-history">{t.historyTitle}</h2>
        <ChangeLog events={answer.events} t={t} locale={locale} />
      </section>
    </AdminShell>
  );
}
