import { formatDate, interpolate, localizePath, reservationStatuses } from "@rihla/domain";
import { BarChart } from "@rihla/ui";
import { Link } from "react-router";
import { answerOf, api, orNull } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { actionLabel, money, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { useRevalidateOnStaffEvents } from "../../components/staffSocket";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { countText } from "../../i18n/count";
import { operationsTexts } from "../../i18n/operations";
import type { Route } from "./+types/dashboard";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.page.t.dashboardTitle);
export const headers = adminHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "admin.access");
  const client = api(context, request).api.admin;
  const [dashboard, readiness] = await Promise.all([
    answerOf(client.dashboard.$get({ query: { locale } })),
    // Issue 25: departures of the next 30 days with missing documents.
    orNull(answerOf(client.operations.readiness.$get({ query: { locale } }))),
  ]);
  return { locale, page, dashboard, readiness, ops: operationsTexts[locale] };
}

/** /admin/dashboard: today and this week at a glance; every figure is the API's SQL. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { locale, page, dashboard: d, readiness, ops } = loaderData;
  // Every staff event can move a figure here: reload the loader's numbers, not the page.
  useRevalidateOnStaffEvents();
  const { t } = page;
  const title = (row: { title: string | null; tourId: number }) =>
    row.title ?? interpolate(t.untitledTour, { id: row.tourId });
  return (
    <AdminShell title={t.dashboardTitle} intro={t.dashboardIntro} section="adminDashboard" t={t} locale={locale}>
      <section className="admin-section" aria-labelledby="new-reservations">
        <h2 id="new-reservations">{t.newReservationsTitle}</h2>
        <ul className="admin-stats">
          {reservationStatuses.map((status) => (
            <li key={status}>
              <Link
                to={`${localizePath("/admin/reservations", locale)}?status=${status}&createdFrom=${d.newReservations.since}`}
              >
                <strong>{d.newReservations.counts[status]}</strong> {page.status[status]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="next-departures">
          <h2 id="next-departures">{t.nextDeparturesTitle}</h2>
          <ul className="admin-log">
            {d.nextDepartures.map((row) => (
              <li key={row.id}>
                <Link to={`${localizePath("/admin/reservations", locale)}?departureId=${row.id}`}>{title(row)}</Link> ·{" "}
                {formatDate(row.startDate, locale)}
                <div className="admin-bar">
                  <span style={{ width: `${Math.round((100 * row.seatsTaken) / Math.max(1, row.capacity))}%` }} />
                  {interpolate(t.seatsSold, { taken: row.seatsTaken, capacity: row.capacity })} ·{" "}
                  {interpolate(t.confirmedSeats, { confirmed: row.confirmedSeats })}
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card" aria-labelledby="departures-soon">
          <h2 id="departures-soon">{t.departuresSoonTitle}</h2>
          {d.departuresSoon.length === 0 ? <p>{t.departuresSoonEmpty}</p> : null}
          <ul className="admin-log">
            {d.departuresSoon.map((row) => (
              <li key={row.id}>
                {formatDate(row.startDate, locale)} ·{" "}
                <Link to={localizePath(`/admin/availability/${row.id}`, locale)}>{title(row)}</Link> ·{" "}
                {interpolate(t.seatsSold, { taken: row.seatsTaken, capacity: row.capacity })}
              </li>
            ))}
          </ul>
        </section>
        {readiness ? (
          <section className="admin-card" aria-labelledby="readiness">
            <h2 id="readiness">{ops.dashboardReadinessTitle}</h2>
            <p data-testid="dashboard-readiness">
              {readiness.withMissing === 0
                ? ops.dashboardReadinessNone
                : countText(ops.dashboardReadinessLine, readiness.withMissing, locale)}
            </p>
            <ul className="admin-log">
              {readiness.departures
                .filter((row) => row.ready < row.travellers)
                .map((row) => (
                  <li key={row.id}>
                    <Link to={localizePath(`/admin/availability/${row.id}`, locale)}>
                      {interpolate(ops.dashboardReadinessDeparture, {
                        date: formatDate(row.startDate, locale),
                        tour: row.title ?? "—",
                        ready: row.ready,
                        travellers: row.travellers,
                      })}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ) : null}
        <section className="admin-card" aria-labelledby="payments-due">
          <h2 id="payments-due">{t.paymentsDueTitle}</h2>
          <dl>
            {(["overdue", "dueThisWeek"] as const).map((figure) => {
              const due = d.payments[figure];
              return (
                <div key={figure} data-testid={`dashboard-${figure}`}>
                  <dt>{figure === "overdue" ? t.paymentsOverdue : t.paymentsDueThisWeek}</dt>
                  <dd>
                    {due.totals.length === 0 ? (
                      t.paymentsNothing
                    ) : (
                      <Link to={`${localizePath("/admin/reservations", locale)}?payment=${figure}`}>
                        {due.totals.map((total) => money(total, locale)).join(" · ")} ·{" "}
                        {countText(
                          { one: t.paymentsReservationsOne, other: t.paymentsReservationsOther },
                          due.reservations,
                          locale,
                        )}
                      </Link>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
        <section className="admin-card" aria-labelledby="reminders">
          <h2 id="reminders">{t.dueRemindersTitle}</h2>
          {d.dueReminders.count === 0 ? <p>{t.dueRemindersEmpty}</p> : null}
          <ul className="admin-log">
            {d.dueReminders.data.map((note) => (
              <li key={note.id}>
                <Link to={localizePath(`/admin/notes/${note.id}`, locale)}>{note.text}</Link> · {note.customer.name}
                {note.remindOn ? ` · ${formatDate(note.remindOn, locale)}` : null}
              </li>
            ))}
          </ul>
        </section>
        <section className="admin-card" aria-labelledby="birthdays">
          <h2 id="birthdays">{t.birthdaysWeekTitle}</h2>
          {d.birthdays.data.length === 0 ? <p>{t.birthdaysEmpty}</p> : null}
          <ul className="admin-log">
            {d.birthdays.data.map((b, i) => (
              <li key={i}>
                {interpolate(t.birthdayLine, { date: formatDate(b.on, locale), name: b.name, age: b.age })}
              </li>
            ))}
          </ul>
          <Link to={localizePath("/admin/customers/birthdays", locale)}>{t.birthdaysLink}</Link>
        </section>
        <section className="admin-card" aria-labelledby="private-tours">
          <h2 id="private-tours">{t.privateToursTitle}</h2>
          <p>{t.privateToursIntro}</p>
          <Link to={`${localizePath("/admin/private-tours", locale)}?status=new`}>{t.privateToursNewLink}</Link>
        </section>
        <section className="admin-card" aria-labelledby="changes">
          <h2 id="changes">{t.recentChangesTitle}</h2>
          {d.recentChanges.length === 0 ? <p>{t.recentChangesEmpty}</p> : null}
          <ul className="admin-log">
            {d.recentChanges.map((change, i) => (
              <li key={i}>
                <time dateTime={change.createdAt}>{when(change.createdAt, locale)}</time> ·{" "}
                {change.actor?.name ?? t["actor.system"]} · {actionLabel(change.action, t)} ·{" "}
                {change.entity === "reservation" ? (
                  <Link to={localizePath(`/admin/reservations/${change.entityId}`, locale)}>{change.entityId}</Link>
                ) : change.entity === "note" ? (
                  <Link to={localizePath(`/admin/notes/${change.entityId}`, locale)}>{t.noteTitle}</Link>
                ) : change.entity === "departure" ? (
                  <Link to={localizePath(`/admin/availability/${change.entityId}`, locale)}>
                    {ops.availabilityTitle}
                  </Link>
                ) : change.entity === "privateTour" ? (
                  <Link to={localizePath(`/admin/private-tours/${change.entityId}`, locale)}>
                    {t.privateToursTitle}
                  </Link>
                ) : change.entity === "whatsapp" ? (
                  <Link to={localizePath("/admin/messages/whatsapp", locale)}>{t.whatsAppTitle}</Link>
                ) : change.entity === "user" ? (
                  <Link to={localizePath(`/admin/user/${change.entityId}`, locale)}>{t.usersTitle}</Link>
                ) : (
                  <Link to={localizePath(`/admin/customers/${change.entityId}`, locale)}>{t.customer}</Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="admin-section">
        <BarChart
          title={t.salesTitle}
          data={d.salesByWeek.map((week) => ({ label: formatDate(week.week, locale), value: week.reservations }))}
          labels={{ category: t.salesWeek, value: t.salesReservations, showTable: t.salesTableToggle }}
          columns={[
            { header: t.salesSeats, cells: d.salesByWeek.map((week) => week.seats) },
            {
              header: t.total,
              cells: d.salesByWeek.map((week) => week.totals.map((total) => money(total, locale)).join(" · ") || "—"),
            },
          ]}
        />
      </section>
    </AdminShell>
  );
}
