import {
  adminReservationPath,
  formatDate,
  interpolate,
  localizePath,
  noteListFilters,
  type NoteListFilter,
} from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import type { Route } from "./+types/notes";

export const handle = { searchParams: ["filter", "cursor"] };
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.notesPageTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "notes.access");
  const url = new URL(request.url);
  const filter: NoteListFilter = noteListFilters.find((f) => f === url.searchParams.get("filter")) ?? "open";
  const cursor = url.searchParams.get("cursor") ?? "";
  const notes = await answerOf(
    api(context, request).api.admin.notes.$get({ query: { filter, pageSize: 50, ...(cursor ? { cursor } : {}) } }),
  );
  return { locale, page, notes, filter };
}

/** /admin/notes ('Müşteri Notları'): open, due, done or all notes, newest first. */
export default function AdminNotes({ loaderData }: Route.ComponentProps) {
  const { locale, page, notes, filter } = loaderData;
  const { t } = page;
  const base = localizePath("/admin/notes", locale);
  return (
    <AdminShell title={t.notesPageTitle} intro={t.notesIntro} section="customerNotes" t={t} locale={locale}>
      <nav className="admin-links" aria-label={t.notesPageTitle}>
        {noteListFilters.map((f) => (
          <Link key={f} to={`${base}?filter=${f}`} aria-current={f === filter ? "page" : undefined}>
            {t[`noteFilter.${f}`]}
          </Link>
        ))}
      </nav>
      {notes.data.length === 0 ? <p>{t.noteListEmpty}</p> : null}
      <ul className="admin-log">
        {notes.data.map((note) => (
          <li key={note.id}>
            <Link to={localizePath(`/admin/notes/${note.id}`, locale)}>{note.text}</Link> ·{" "}
            <Link to={localizePath(`/admin/customers/${note.customer.id}`, locale)}>{note.customer.name}</Link>
            {note.reservationCode ? (
              <>
                {" · "}
                <Link to={localizePath(adminReservationPath(note.reservationCode), locale)}>
                  {note.reservationCode}
                </Link>
              </>
            ) : null}
            {" · "}
            {interpolate(t.noteBy, { author: note.author?.name ?? "—", date: when(note.createdAt, locale) })}
            {note.remindOn ? ` · ${interpolate(t.noteRemind, { date: formatDate(note.remindOn, locale) })}` : ""}
            {note.due ? <strong> · {t.noteDue}</strong> : null}
            {note.done ? ` · ${t.noteDone}` : ""}
          </li>
        ))}
      </ul>
      {notes.next ? (
        <nav className="admin-actions" aria-label={t.tablePagination}>
          <Link to={`${base}?${new URLSearchParams({ filter, cursor: notes.next })}`}>{t.next}</Link>
        </nav>
      ) : null}
    </AdminShell>
  );
}
