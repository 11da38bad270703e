import type { ErrorBody } from "@rihla/api";
import {
  adminReservationLogPath,
  adminReservationPath,
  can,
  formatDate,
  interpolate,
  localizePath,
  noteCreateSchema,
  instalmentDueDates,
  instalmentStepsSchema,
  maxInstalments,
  paymentPlanRequestSchema,
  toFieldErrors,
} from "@rihla/domain";
import { ConfirmDialog, StatusBadge } from "@rihla/ui";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api, orNull, type Answer, type Api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { actionLabel, changeValue, money, when } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { CallButton } from "../../components/CallButton";
import { useReservationViewers, useRevalidateOnStaffEvents } from "../../components/staffSocket";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { errorText, formText } from "../../forms";
import type { AdminTexts } from "../../i18n/admin";
import { accountingTexts, type AccountingTexts } from "../../i18n/accounting";
import { reverseEntry } from "../../.server/accounting";
import { LedgerTable, ledgerErrorText } from "../../components/Ledger";
import { WhatsAppTemplateForm, WhatsAppThread, refusalText } from "../../components/WhatsApp";
import { sendWhatsApp } from "../../.server/whatsapp";
import type { Route } from "./+types/reservation";
import type { RouteHandle } from "../../routeHandle";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => {
  const loaderData = args.loaderData;
  const t = loaderData?.page.t;
  const title =
    !loaderData || !t
      ? undefined
      : interpolate(loaderData.view === "log" ? t.logTitle : t.reservationTitle, { code: loaderData.code });
  return privateMeta(args, title);
};
export const headers = adminHeaders;

/**
 * The query parameters this page reads (ADR 0024): `saved=1` after the passengers were saved,
 * `paid={entry id}` after a payment was recorded for it (issue 26).
 */
export const handle = { searchParams: ["saved", "paid"] } satisfies RouteHandle;

/** `/admin/reservations/{code}` and `/admin/reservations/log-{code}` share the segment. */
function codeOf(param: string): { code: string; view: "detail" | "log" } {
  return param.startsWith("log-") ? { code: param.slice(4), view: "log" } : { code: param, view: "detail" };
}

/**
 * The plan request of the staff form: a deposit (the percent or the amount, as `depositBy` says)
 * and the balance, or (`planKind=INSTALMENTS`) a schedule written as a count, a first due date and
 * a step in days or months.
 */
function planRequestOf(form: FormData) {
  if (form.get("planKind") === "INSTALMENTS") {
    const steps = instalmentStepsSchema.safeParse({
      count: formText(form, "instalmentCount"),
      first: formText(form, "firstDueOn"),
      every: formText(form, "every"),
      unit: formText(form, "everyUnit"),
    });
    if (!steps.success) return steps;
    return paymentPlanRequestSchema.safeParse({ kind: "INSTALMENTS", dueDates: instalmentDueDates(steps.data) });
  }
  const byAmount = form.get("depositBy") === "AMOUNT";
  return paymentPlanRequestSchema.safeParse({
    kind: "DEPOSIT",
    ...(byAmount
      ? { depositAmount: formText(form, "depositAmount") }
      : { depositPercent: formText(form, "depositPercent") }),
    balanceDueDaysBefore: formText(form, "balanceDueDaysBefore"),
  });
}

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { user, locale, page } = await adminPage(context, request, "reservations.manage.all");
  const { code, view } = codeOf(params.code);
  const reservations = api(context, request).api.admin.reservations[":code"];
  // Issue 27: this reservation's WhatsApp messages (with their statuses) and whether its customer opted in.
  const whatsAppOf = async (customerId: string | undefined) =>
    customerId
      ? await orNull(
          answerOf(
            api(context, request).api.admin.whatsapp.conversations[":customerId"].$get({
              param: { customerId },
              query: { reservation: code },
            }),
          ),
        )
      : null;
  if (view === "log") {
    const [log, detail] = await Promise.all([
      answerOf(reservations.events.$get({ param: { code } })),
      answerOf(reservations.$get({ param: { code }, query: { locale } })),
    ]);
    return { view, code, locale, page, log, reservation: null, whatsApp: await whatsAppOf(detail.customer?.id) };
  }
  const reservation = await answerOf(reservations.$get({ param: { code }, query: { locale } }));
  const whatsApp = await whatsAppOf(reservation.customer?.id);
  const saved = url.searchParams.get("saved") === "1";
  const paid = /^\d{1,10}$/.test(url.searchParams.get("paid") ?? "") ? url.searchParams.get("paid") : null;
  return {
    view,
    code,
    locale,
    page,
    reservation,
    whatsApp,
    log: null,
    viewerId: user.id,
    saved,
    paid,
    // Issue 26: every admin sees the balance; only the accounting role records and reverses.
    books: can(user, "accounting.access"),
    a: accountingTexts[locale],
  };
}

type LoaderData = Route.ComponentProps["loaderData"];
type IdentityEndpoint = Api["api"]["admin"]["reservations"][":code"]["passengers"][":passengerId"]["identity"]["$post"];

/** The action's own answer; a revealed number is the identity call's answer as it came. */
type ActionAnswer =
  | { ok: true; intent: string; revealed?: Answer<IdentityEndpoint>; id?: number }
  | { ok: false; intent: string; error: string; fields?: Record<string, string[]> };

const identityFields = ["tckn", "passport_number"] as const;

/** Each action is a form with an intent; the API applies the domain's rules and logs it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await adminPage(context, request, "reservations.manage.all");
  const { code } = codeOf(params.code);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const client = api(context, request).api.admin;
  const reservation = client.reservations[":code"];
  if (intent === "reverse") {
    // The API lets only the accounting role and Master reverse; a plain admin's try is its 403.
    const answer = await reverseEntry(context, request, form);
    return answer.ok ? (answer satisfies ActionAnswer) : data<ActionAnswer>(answer, answer.status);
  }
  if (intent === "whatsapp-template") {
    const sent = await sendWhatsApp(api(context, request), form);
    if (!sent.ok) {
      return data<ActionAnswer>(
        { ok: false, intent, error: sent.codes[0] ?? "GENERIC_ERROR", fields: { _: sent.codes } },
        sent.status,
      );
    }
    const answer: ActionAnswer = { ok: true, intent };
    return answer;
  }
  if (intent === "plan") {
    // The domain's schemas check the form (a schedule's steps become dates by the domain's
    // `instalmentDueDates`); the API checks the request again and computes the plan.
    const plan = planRequestOf(form);
    if (!plan.success) {
      return data<ActionAnswer>(
        { ok: false, intent, error: "VALIDATION_FAILED", fields: toFieldErrors(plan.error) },
        400,
      );
    }
    const response = await reservation["payment-plan"].$put({ param: { code }, json: plan.data });
    if (!response.ok) return refused(intent, response);
    const answer: ActionAnswer = { ok: true, intent };
    return answer;
  }
  if (intent === "reveal") {
    const field = identityFields.find((f) => f === form.get("field"));
    // The API's own refusal of a field it does not know (the body is checked before anything else).
    if (!field) {
      return data<ActionAnswer>(
        { ok: false, intent, error: "VALIDATION_FAILED", fields: { field: ["INVALID_VALUE"] } },
        400,
      );
    }
    const response = await reservation.passengers[":passengerId"].identity.$post({
      param: { code, passengerId: formText(form, "passengerId") },
      json: { field },
    });
    if (!response.ok) return refused(intent, response);
    const answer: ActionAnswer = { ok: true, intent, revealed: await response.json() };
    return answer;
  }
  const note = intent === "note" ? noteOf(code, form) : null;
  if (note && !note.success) {
    return data<ActionAnswer>({ ok: false, intent, error: "VALIDATION_FAILED", fields: { text: ["REQUIRED"] } }, 400);
  }
  const response =
    intent === "confirm"
      ? await reservation.status.$post({ param: { code }, json: { status: "CONFIRMED" } })
      : intent === "cancel"
        ? await reservation.status.$post({
            param: { code },
            json: { status: "CANCELLED", reason: formText(form, "reason") },
          })
        : note?.success
          ? await client.notes.$post({ json: note.data })
          : intent === "note-done"
            ? await client.notes[":id"].$patch({
                param: { id: formText(form, "noteId") },
                json: { done: form.get("done") === "true" },
              })
            : null;
  if (!response) return data<ActionAnswer>({ ok: false, intent, error: "INVALID_VALUE" }, 400);
  if (!response.ok) return refused(intent, response);
  const answer: ActionAnswer = { ok: true, intent };
  return answer;
}

/** The API's refusal as the action's answer: its code and field codes, its status. */
async function refused(intent: string, response: { status: number; json: () => Promise<ErrorBody> }) {
  const { error } = await response.json();
  return data<ActionAnswer>(
    { ok: false, intent, error: error.code, ...(error.fields ? { fields: error.fields } : {}) },
    response.status,
  );
}

function noteOf(code: string, form: FormData) {
  return noteCreateSchema.safeParse({
    text: form.get("text"),
    remindOn: form.get("remindOn") ?? "",
    reservationCode: code,
  });
}

export default function AdminReservationPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "log" && loaderData.log) {
    return <LogView {...loaderData} log={loaderData.log} whatsApp={loaderData.whatsApp} />;
  }
  return (
    <DetailView
      {...loaderData}
      reservation={loaderData.reservation!}
      viewerId={loaderData.viewerId ?? ""}
      saved={loaderData.saved ?? false}
      paid={loaderData.paid ?? null}
      books={loaderData.books ?? false}
      a={loaderData.a!}
    />
  );
}

function DetailView({
  locale,
  page,
  reservation,
  viewerId,
  saved,
  paid,
  books,
  a,
  whatsApp,
}: {
  /** Issue 27: the customer's opt-in and this reservation's WhatsApp messages (null: none to show). */
  whatsApp: LoaderData["whatsApp"];
  locale: Route.ComponentProps["loaderData"]["locale"];
  page: Route.ComponentProps["loaderData"]["page"];
  reservation: NonNullable<LoaderData["reservation"]>;
  viewerId: string;
  /** Back from the passengers page after a save (`?saved=1`). */
  saved: boolean;
  /** Back from the new entry form after a payment (`?paid={id}`). */
  paid: string | null;
  /** The viewer keeps the books (records and reverses). */
  books: boolean;
  a: AccountingTexts;
}) {
  const { t } = page;
  const answer = useActionData<typeof action>();
  const r = reservation;
  // Someone else's change to this reservation (or a note on it) reloads what the page shows.
  useRevalidateOnStaffEvents((event) =>
    event.type === "note.added"
      ? event.reservationCode === r.code
      : event.type !== "departure.changed" && event.code === r.code,
  );
  const others = useReservationViewers(r.code, viewerId);
  const failed = answer && !answer.ok ? answer : null;
  const rule = r.plan?.rule;
  const deposit = rule?.kind === "DEPOSIT" ? rule : undefined;
  const schedule = rule?.kind === "INSTALMENTS" ? rule : undefined;
  return (
    <AdminShell
      title={interpolate(t.reservationTitle, { code: r.code })}
      section="adminReservations"
      parent={{ label: t.reservationsTitle, path: "/admin/reservations" }}
      t={t}
      locale={locale}
    >
      <div className="admin-links">
        <Link to={localizePath("/admin/reservations", locale)}>{t.backToList}</Link>
        <Link to={localizePath(adminReservationLogPath(r.code), locale)}>{t.logLink}</Link>
      </div>
      {/* Who else is here (presence over the staff socket), so two people do not edit at once. */}
      <p className="admin-presence" role="status" aria-live="polite">
        {others.length > 0
          ? interpolate(t.alsoViewing, { names: others.map((viewer) => viewer.name).join(", ") })
          : null}
      </p>
      {saved && !answer ? (
        <p className="admin-notice" role="status">
          {t.passengersSaved}
        </p>
      ) : null}
      {paid && !answer ? (
        <p className="admin-notice" role="status">
          {a.saved} ({interpolate(a.entry, { id: paid })})
        </p>
      ) : null}
      {answer?.ok && answer.intent !== "reveal" ? (
        <p className="admin-notice" role="status">
          {answer.intent === "note"
            ? t.noteAdded
            : answer.intent === "reverse"
              ? a.reversed
              : answer.intent === "plan"
                ? a.planSaved
                : answer.intent === "whatsapp-template"
                  ? t.whatsAppQueued
                  : t.changed}
        </p>
      ) : null}
      {failed ? (
        <p className="admin-error" role="alert">
          {failed.intent === "reverse"
            ? ledgerErrorText([failed.error], locale)
            : failed.intent === "whatsapp-template"
              ? refusalText(failed.fields?._ ?? [failed.error], locale)
              : errorText(
                  Object.values(failed.fields ?? {})
                    .flat()
                    .concat(failed.error),
                  locale,
                )}
        </p>
      ) : null}
      <div className="admin-grid">
        <section className="admin-card" aria-labelledby="summary">
          <h2 id="summary">{t.summaryTitle}</h2>
          <p>
            <StatusBadge status={r.status} label={page.status[r.status]} data-testid="reservation-status" />
          </p>
          <dl>
            <dt>{t.customer}</dt>
            <dd>
              {r.customer ? (
                <Link to={localizePath(`/admin/customers/${r.customer.id}`, locale)}>{r.customer.name}</Link>
              ) : (
                "—"
              )}
            </dd>
            <dt>{t.agent}</dt>
            <dd>{r.agent?.name ?? "—"}</dd>
            <dt>{t.departure}</dt>
            <dd>
              {r.departure
                ? `${r.departure.title ?? interpolate(t.untitledTour, { id: r.departure.tourId })} · ${formatDate(r.departure.startDate, locale)} · ${interpolate(t.seatsSold, { taken: r.departure.seatsTaken, capacity: r.departure.capacity })}`
                : r.service
                  ? interpolate(t.serviceLine, {
                      hotel: r.service.hotelName ?? String(r.service.hotelId),
                      checkIn: formatDate(r.service.checkIn, locale),
                      checkOut: formatDate(r.service.checkOut, locale),
                      nights: r.service.nights,
                    })
                  : "—"}
            </dd>
            <dt>{t.seats}</dt>
            <dd>{r.seats}</dd>
            <dt>{t.total}</dt>
            <dd>{money(r.total, locale)}</dd>
            <dt>{t.created}</dt>
            <dd>{when(r.createdAt, locale)}</dd>
          </dl>
          {r.cancelReason ? <p>{interpolate(t.cancelReasonShown, { reason: r.cancelReason })}</p> : null}
          {r.note ? (
            <p>
              <strong>{t.customerNote}:</strong> {r.note}
            </p>
          ) : null}
        </section>
        <section className="admin-card" aria-labelledby="contact">
          <h2 id="contact">{t.contactTitle}</h2>
          <p>{r.contact?.name ?? r.customer?.name}</p>
          {(r.contact?.phone ?? r.customer?.phone) ? (
            // A div: the call button is a form (issue 27, spec §7).
            <div className="admin-links">
              <span>{r.contact?.phone ?? r.customer?.phone}</span>
              <CallButton phone={(r.contact?.phone ?? r.customer?.phone)!} t={t} locale={locale} />
            </div>
          ) : (
            <p>—</p>
          )}
          <p>{r.contact?.email ?? r.customer?.email}</p>
        </section>
        <section className="admin-card" aria-labelledby="actions">
          <h2 id="actions">{t.actionsTitle}</h2>
          {!r.actions.confirm && !r.actions.cancel ? <p>{t.noActions}</p> : null}
          {r.actions.confirm ? (
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="confirm" />
              <p>{interpolate(t.confirmText, { code: r.code })}</p>
              <ConfirmDialog
                tone="primary"
                title={t.confirmTitle}
                description={interpolate(t.confirmText, { code: r.code })}
                labels={{ confirm: t.confirmYes, cancel: t.keep }}
              >
                {t.confirm}
              </ConfirmDialog>
            </Form>
          ) : null}
          {r.actions.cancel ? (
            <Form method="post" className="admin-form">
              <input type="hidden" name="intent" value="cancel" />
              <p>{interpolate(t.cancelText, { code: r.code })}</p>
              <label>
                {t.cancelReason}
                <textarea name="reason" required maxLength={500} rows={2} />
              </label>
              <ConfirmDialog
                title={t.cancelTitle}
                description={interpolate(t.cancelText, { code: r.code })}
                labels={{ confirm: t.cancelYes, cancel: t.keep }}
              >
                {t.cancel}
              </ConfirmDialog>
            </Form>
          ) : null}
        </section>
        <section className="admin-card" aria-labelledby="balance">
          <h2 id="balance">{a.balanceTitle}</h2>
          <dl>
            <dt>{a.total}</dt>
            <dd>{money(r.total, locale)}</dd>
            <dt>{a.paid}</dt>
            <dd data-testid="reservation-paid">
              {money({ amount: r.total.amount - r.balance.amount, currency: r.balance.currency }, locale)}
            </dd>
            <dt>{a.balance}</dt>
            <dd data-testid="reservation-balance">
              <strong>{money(r.balance, locale)}</strong>
            </dd>
          </dl>
          {books ? (
            <p>
              <Link to={`${localizePath("/admin/accounting/newTransaction", locale)}?reservation=${r.code}`}>
                {a.recordPayment}
              </Link>
              {" · "}
              <Link
                to={`${localizePath("/admin/accounting/invoices/new", locale)}?reservation=${r.code}`}
                data-testid="issue-invoice"
              >
                {a.issueInvoice}
              </Link>
            </p>
          ) : null}
          <h3 id="plan">{a.planTitle}</h3>
          {r.plan ? (
            <ul className="admin-log" data-testid="payment-plan">
              {r.plan.instalments.map((instalment, index) => (
                <li key={index}>
                  {interpolate(a.planLine, {
                    kind: a[`instalment.${instalment.kind}`],
                    amount: money(instalment.amount, locale),
                    date: formatDate(instalment.dueOn, locale),
                    left: money(instalment.left, locale),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{a.planNone}</p>
          )}
          <Form method="post" className="admin-form" aria-labelledby="plan">
            <input type="hidden" name="intent" value="plan" />
            {/* Both shapes are on the form (it works without JavaScript): the select says which is read. */}
            <label>
              {a.planKind}
              <select name="planKind" defaultValue={rule?.kind ?? "DEPOSIT"}>
                <option value="DEPOSIT">{a["planKind.DEPOSIT"]}</option>
                <option value="INSTALMENTS">{a["planKind.INSTALMENTS"]}</option>
              </select>
            </label>
            <fieldset>
              <legend>{a.depositLegend}</legend>
              <label>
                {a.depositBy}
                <select name="depositBy" defaultValue={deposit?.depositAmount === undefined ? "PERCENT" : "AMOUNT"}>
                  <option value="PERCENT">{a["depositBy.PERCENT"]}</option>
                  <option value="AMOUNT">{a["depositBy.AMOUNT"]}</option>
                </select>
              </label>
              <label>
                {a.depositPercent}
                <input
                  type="number"
                  name="depositPercent"
                  min={0}
                  max={100}
                  defaultValue={deposit ? (deposit.depositPercent ?? "") : 30}
                />
              </label>
              <label>
                {interpolate(a.depositAmount, { currency: r.total.currency })}
                <input
                  type="text"
                  inputMode="decimal"
                  name="depositAmount"
                  defaultValue={deposit?.depositAmount ?? ""}
                />
              </label>
              <label>
                {a.balanceDays}
                <input
                  type="number"
                  name="balanceDueDaysBefore"
                  min={0}
                  max={365}
                  defaultValue={deposit?.balanceDueDaysBefore ?? 30}
                />
              </label>
            </fieldset>
            <fieldset>
              <legend>{a.instalmentsLegend}</legend>
              <label>
                {a.instalmentCount}
                <input
                  type="number"
                  name="instalmentCount"
                  min={2}
                  max={maxInstalments}
                  defaultValue={schedule?.dueDates.length ?? 3}
                />
              </label>
              <label>
                {a.firstDueOn}
                <input type="date" name="firstDueOn" defaultValue={schedule?.dueDates[0] ?? ""} />
              </label>
              <label>
                {a.every}
                <input type="number" name="every" min={1} max={365} defaultValue={1} />
              </label>
              <label>
                {a.everyUnit}
                <select name="everyUnit" defaultValue="months">
                  <option value="months">{a["everyUnit.months"]}</option>
                  <option value="days">{a["everyUnit.days"]}</option>
                </select>
              </label>
            </fieldset>
            <button type="submit">{a.savePlan}</button>
          </Form>
        </section>
      </div>
      <section className="admin-section" aria-labelledby="payments">
        <h2 id="payments">{a.paymentsTitle}</h2>
        {r.payments.length === 0 ? (
          <p>{a.paymentsEmpty}</p>
        ) : (
          <LedgerTable
            entries={r.payments}
            a={a}
            locale={locale}
            caption={a.paymentsTitle}
            reversible={books}
            showReservation={false}
          />
        )}
      </section>
      <section className="admin-section" aria-labelledby="rooms">
        <h2 id="rooms">{t.roomsTitle}</h2>
        {/* The domain's rule (WAITING, not a stay request), as the API computed it for this viewer. */}
        {r.actions.edit ? (
          <p>
            <Link to={localizePath(`${adminReservationPath(r.code)}/passengers`, locale)}>{t.editPassengers}</Link>
          </p>
        ) : null}
        <p>
          <small>{t.identityLogNote}</small>
        </p>
        {r.rooms.map((room, index) => (
          <div key={index} className="admin-table-wrap">
            <h3>
              {interpolate(t.roomLine, {
                roomType: page.roomType[room.roomType as keyof typeof page.roomType] ?? room.roomType,
                adults: room.adults,
                children: room.children,
                babies: room.babies,
              })}
            </h3>
            {room.passengers.length > 0 ? (
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t.passengerName}</th>
                    <th scope="col">{t.passengerType}</th>
                    <th scope="col">{t.birthDate}</th>
                    <th scope="col">{t.tckn}</th>
                    <th scope="col">{t.passport}</th>
                    <th scope="col">{t.passportExpiry}</th>
                  </tr>
                </thead>
                <tbody>
                  {room.passengers.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">
                        {p.name} {p.surname}
                      </th>
                      <td>
                        {page.passengerType[p.passengerType as keyof typeof page.passengerType] ?? p.passengerType}
                      </td>
                      <td>{formatDate(p.birthDate, locale)}</td>
                      <td>
                        <Identity passengerId={p.id} field="tckn" masked={p.tckn} answer={answer} t={t} />
                      </td>
                      <td>
                        <Identity
                          passengerId={p.id}
                          field="passport_number"
                          masked={p.passportNumber}
                          answer={answer}
                          t={t}
                        />
                      </td>
                      <td>{p.passportExpiry ? formatDate(p.passportExpiry, locale) : "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        ))}
      </section>
      <section className="admin-section" aria-labelledby="price">
        <h2 id="price">{t.priceTitle}</h2>
        <ul>
          {r.price.lines.map((line, i) => (
            <li key={i}>
              {interpolate(t.priceLine, {
                quantity: line.quantity,
                passengerType:
                  page.passengerType[line.passengerType as keyof typeof page.passengerType] ?? line.passengerType,
                roomType: page.roomType[line.roomType as keyof typeof page.roomType] ?? line.roomType,
              })}
              : {money({ amount: line.totalAmount, currency: r.price.currency }, locale)}
            </li>
          ))}
        </ul>
      </section>
      <section className="admin-section" aria-labelledby="notes">
        <h2 id="notes">{t.notesTitle}</h2>
        {r.notes.length === 0 ? <p>{t.notesEmpty}</p> : null}
        <ul className="admin-log">
          {r.notes.map((note) => (
            <li key={note.id}>
              <Link to={localizePath(`/admin/notes/${note.id}`, locale)}>{note.text}</Link> ·{" "}
              {interpolate(t.noteBy, { author: note.author?.name ?? "—", date: when(note.createdAt, locale) })}
              {note.remindOn ? ` · ${interpolate(t.noteRemind, { date: formatDate(note.remindOn, locale) })}` : null}
              {note.due ? <strong> · {t.noteDue}</strong> : null}{" "}
              <Form method="post" className="admin-inline">
                <input type="hidden" name="intent" value="note-done" />
                <input type="hidden" name="noteId" value={note.id} />
                <input type="hidden" name="done" value={note.done ? "false" : "true"} />
                <button type="submit">{note.done ? t.noteUndo : t.noteDone}</button>
              </Form>
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
      {whatsApp?.configured && r.customer ? (
        <section className="admin-section" aria-labelledby="whatsapp" data-testid="reservation-whatsapp">
          <h2 id="whatsapp">{t.whatsAppTemplateTitle}</h2>
          {whatsApp.consent ? (
            <WhatsAppTemplateForm t={t} customerId={r.customer.id} reservationCode={r.code} />
          ) : (
            <p>{t.whatsAppNoConsentHint}</p>
          )}
          <h3>{t.whatsAppReservationMessages}</h3>
          <WhatsAppThread messages={whatsApp.messages} t={t} locale={locale} />
        </section>
      ) : null}
    </AdminShell>
  );
}

/** A masked number with a "Show" form; the shown number comes back in the action's answer. */
function Identity({
  passengerId,
  field,
  masked,
  answer,
  t,
}: {
  passengerId: number;
  field: "tckn" | "passport_number";
  masked: string | null;
  answer: ActionAnswer | undefined;
  t: AdminTexts;
}) {
  if (masked === null) return <>—</>;
  const shown = answer?.ok && answer.revealed?.passengerId === passengerId && answer.revealed.field === field;
  if (shown) return <strong data-testid={`identity-${passengerId}-${field}`}>{answer.revealed!.value}</strong>;
  return (
    <Form method="post" className="admin-inline">
      <input type="hidden" name="intent" value="reveal" />
      <input type="hidden" name="passengerId" value={passengerId} />
      <input type="hidden" name="field" value={field} />
      <span>{masked}</span>{" "}
      <button type="submit" aria-label={`${t.showNumber}: ${t[`field.${field}`]}`}>
        {t.showNumber}
      </button>
    </Form>
  );
}

function LogView({
  locale,
  page,
  log,
  whatsApp,
}: {
  whatsApp: LoaderData["whatsApp"];
  locale: Route.ComponentProps["loaderData"]["locale"];
  page: Route.ComponentProps["loaderData"]["page"];
  log: NonNullable<LoaderData["log"]>;
}) {
  const { t } = page;
  return (
    <AdminShell
      title={interpolate(t.logTitle, { code: log.code })}
      section="adminReservations"
      parent={{ label: interpolate(t.reservationTitle, { code: log.code }), path: adminReservationPath(log.code) }}
      t={t}
      locale={locale}
    >
      <div className="admin-links">
        <Link to={localizePath(adminReservationPath(log.code), locale)}>
          {interpolate(t.reservationTitle, { code: log.code })}
        </Link>
        <StatusBadge status={log.status} label={page.status[log.status]} />
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.logWhen}</th>
              <th scope="col">{t.logWho}</th>
              <th scope="col">{t.logWhat}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((event) => (
              <tr key={event.id}>
                <td>
                  <time dateTime={event.createdAt}>{when(event.createdAt, locale)}</time>
                </td>
                <td>{event.actor ? `${event.actor.name} (${t[`actor.${event.actor.kind}`]})` : t["actor.system"]}</td>
                <td>
                  <strong>{actionLabel(event.action, t)}</strong>
                  <ul>
                    {Object.entries(event.changes).map(([field, change]) => (
                      <li key={field}>
                        {interpolate(t.logFromTo, {
                          field,
                          from:
                            field === "status" && typeof change.from === "string"
                              ? (page.status[change.from as keyof typeof page.status] ?? change.from)
                              : changeValue(change.from, locale),
                          to:
                            field === "status" && typeof change.to === "string"
                              ? (page.status[change.to as keyof typeof page.status] ?? change.to)
                              : changeValue(change.to, locale),
                        })}
                      </li>
                    ))}
                    {event.note ? <li>{event.note}</li> : null}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Issue 27: every message of this reservation with its status, also after the API was unset. */}
      {whatsApp && (whatsApp.configured || whatsApp.messages.length > 0) ? (
        <section className="admin-section" aria-labelledby="whatsapp-log">
          <h2 id="whatsapp-log">{t.whatsAppReservationMessages}</h2>
          <WhatsAppThread messages={whatsApp.messages} t={t} locale={locale} />
        </section>
      ) : null}
      <section className="admin-section" aria-labelledby="identity-views">
        <h2 id="identity-views">{t.identityViewsTitle}</h2>
        {log.identityViews.length === 0 ? <p>{t.identityViewsEmpty}</p> : null}
        <ul className="admin-log">
          {log.identityViews.map((view) => (
            <li key={view.id}>
              <time dateTime={view.createdAt}>{when(view.createdAt, locale)}</time> ·{" "}
              {interpolate(t.identityViewLine, {
                who: view.actor?.name ?? t["actor.system"],
                passenger: view.passengerName,
                field: t[`field.${view.field}`],
              })}
            </li>
          ))}
        </ul>
      </section>
    </AdminShell>
  );
}
