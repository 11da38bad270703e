import {
  cashDeskKinds,
  cashDeskNameMaxLength,
  currencies,
  interpolate,
  localizePath,
  toFieldErrors,
  transactionListQuerySchema,
  transactionTypes,
} from "@rihla/domain";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { reverseEntry, saveDesk, type DeskAnswer, type ReverseAnswer } from "../../.server/accounting";
import { money } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { LedgerTable, ledgerErrorText } from "../../components/Ledger";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { accountingTexts } from "../../i18n/accounting";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/accounting";

/** The filters live in the URL (ADR 0024 lists what the page reads); `saved` after a new entry. */
export const handle = {
  searchParams: ["cashDeskId", "type", "from", "to", "reservationCode", "saved"],
} satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.a.accountingTitle);
export const headers = adminHeaders;

const filterKeys = ["cashDeskId", "type", "from", "to", "reservationCode"] as const;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  // Spec §6: the accounting role (and Master); a plain admin gets the 403 page.
  const { locale, page } = await adminPage(context, request, "accounting.access");
  const given = Object.fromEntries(
    filterKeys.flatMap((key) => {
      const value = url.searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  // A filter the domain refuses is dropped and named on the page; the rest still applies.
  const parsed = transactionListQuerySchema.safeParse(given);
  const errors = parsed.success ? {} : toFieldErrors(parsed.error);
  const usable = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in errors)));
  const query = transactionListQuerySchema.safeParse(usable);
  if (!query.success) throw data({ code: "VALIDATION_FAILED", message: "Invalid request" }, { status: 400 });
  const client = api(context, request).api.admin;
  const desks = await answerOf(client["cash-desks"].$get());
  const ledger = await answerOf(client.transactions.$get({ query: query.data }));
  return {
    locale,
    page,
    a: accountingTexts[locale],
    desks: desks.data,
    ledger: ledger.data,
    filters: usable as Partial<Record<(typeof filterKeys)[number], string>>,
    errors,
    saved: url.searchParams.get("saved"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  await adminPage(context, request, "accounting.access");
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "createDesk" || intent === "deactivateDesk" || intent === "activateDesk") {
    const answer = await saveDesk(context, request, intent, form);
    return answer.ok ? answer : data<DeskAnswer>(answer, answer.status);
  }
  const answer = await reverseEntry(context, request, form);
  return answer.ok ? answer : data<ReverseAnswer>(answer, answer.status);
}

/** /admin/accounting: the desks with their balances and the latest entries, filters in the URL. */
export default function Accounting({ loaderData }: Route.ComponentProps) {
  const { locale, page, a, desks, ledger, filters, errors, saved } = loaderData;
  const actionData = useActionData<typeof action>();
  const answer = actionData?.intent === "reverse" ? actionData : undefined;
  const deskAnswer = actionData && actionData.intent !== "reverse" ? actionData : undefined;
  const deskFields = deskAnswer && !deskAnswer.ok ? deskAnswer.fields : {};
  const deskFieldError = (key: string) =>
    deskFields[key] ? (
      <span className="admin-error" role="alert">
        {ledgerErrorText(deskFields[key], locale)}
      </span>
    ) : null;
  const base = localizePath("/admin/accounting", locale);
  const fieldError = (key: string) =>
    errors[key] ? (
      <span className="admin-error" role="alert">
        {ledgerErrorText(errors[key], locale)}
      </span>
    ) : null;
  return (
    <AdminShell title={a.accountingTitle} intro={a.accountingIntro} section="accounting" t={page.t} locale={locale}>
      {deskAnswer?.ok ? (
        <p className="admin-notice" role="status">
          {deskAnswer.intent === "createDesk"
            ? a.deskCreated
            : deskAnswer.intent === "deactivateDesk"
              ? a.deskDeactivated
              : a.deskActivated}
        </p>
      ) : null}
      {deskAnswer && !deskAnswer.ok && Object.keys(deskAnswer.fields).length === 0 ? (
        <p className="admin-error" role="alert">
          {ledgerErrorText([deskAnswer.error], locale)}
        </p>
      ) : null}
      {saved && !actionData ? (
        <p className="admin-notice" role="status">
          {a.saved} ({interpolate(a.entry, { id: saved })})
        </p>
      ) : null}
      {answer?.ok ? (
        <p className="admin-notice" role="status">
          {a.reversed}
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <p className="admin-error" role="alert">
          {ledgerErrorText([answer.error], locale)}
        </p>
      ) : null}
      <div className="admin-actions">
        <Link to={localizePath("/admin/accounting/newTransaction", locale)}>{a.newTransaction}</Link>
        <Link to={localizePath("/admin/accounting/invoices", locale)}>{a.invoicesLink}</Link>
      </div>
      <section className="admin-section" aria-labelledby="desks">
        <h2 id="desks">{a.desksTitle}</h2>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box on phones */}
        <div className="admin-table-wrap" role="region" aria-label={a.desksCaption} tabIndex={0}>
          <table className="admin-table" data-testid="desks">
            <caption className="visually-hidden">{a.desksCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{a.deskName}</th>
                <th scope="col">{a.deskKind}</th>
                <th scope="col">{a.deskCurrency}</th>
                <th scope="col">{a.deskBalance}</th>
                <th scope="col">{a.deskEntries}</th>
                <th scope="col">{a.deskActions}</th>
              </tr>
            </thead>
            <tbody>
              {desks.map((desk) => (
                <tr key={desk.id} data-testid={`desk-${desk.id}`}>
                  <th scope="row">
                    <Link to={`${base}?cashDeskId=${desk.id}`}>{desk.name}</Link>
                    {desk.active ? null : <small> ({a.deskInactive})</small>}
                  </th>
                  <td>{a[`kind.${desk.kind}`]}</td>
                  <td>{desk.currency}</td>
                  <td>{money(desk.balance, locale)}</td>
                  <td>{desk.entries}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="deskId" value={desk.id} />
                      <button type="submit" name="intent" value={desk.active ? "deactivateDesk" : "activateDesk"}>
                        {desk.active ? a.deskDeactivate : a.deskActivate}
                        <span className="visually-hidden">: {desk.name}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Form method="post" className="admin-filters" aria-labelledby="new-desk">
          <h3 id="new-desk">{a.newDeskTitle}</h3>
          <label>
            {a.newDeskName}
            <input name="name" required maxLength={cashDeskNameMaxLength} />
            {deskFieldError("name")}
          </label>
          <label>
            {a.deskCurrency}
            <select name="currency" defaultValue="TRY">
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
            {deskFieldError("currency")}
          </label>
          <label>
            {a.deskKind}
            <select name="kind" defaultValue="CASH">
              {cashDeskKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {a[`kind.${kind}`]}
                </option>
              ))}
            </select>
            {deskFieldError("kind")}
          </label>
          <div className="admin-actions">
            <button type="submit" name="intent" value="createDesk">
              {a.newDeskSave}
            </button>
          </div>
        </Form>
      </section>
      <section className="admin-section" aria-labelledby="ledger-title">
        <h2 id="ledger-title">{a.transactionsTitle}</h2>
        <Form method="get" action={base} className="admin-filters" role="search">
          <label>
            {a.filterDesk}
            <select name="cashDeskId" defaultValue={filters.cashDeskId ?? ""}>
              <option value="">{a.filterAll}</option>
              {desks.map((desk) => (
                <option key={desk.id} value={desk.id}>
                  {desk.name}
                </option>
              ))}
            </select>
            {fieldError("cashDeskId")}
          </label>
          <label>
            {a.filterType}
            <select name="type" defaultValue={filters.type ?? ""}>
              <option value="">{a.filterAll}</option>
              {transactionTypes.map((type) => (
                <option key={type} value={type}>
                  {a[`type.${type}`]}
                </option>
              ))}
            </select>
            {fieldError("type")}
          </label>
          <label>
            {a.filterFrom}
            <input type="date" name="from" defaultValue={filters.from ?? ""} />
            {fieldError("from")}
          </label>
          <label>
            {a.filterTo}
            <input type="date" name="to" defaultValue={filters.to ?? ""} />
            {fieldError("to")}
          </label>
          <label>
            {a.filterReservation}
            <input type="search" name="reservationCode" defaultValue={filters.reservationCode ?? ""} maxLength={40} />
            {fieldError("reservationCode")}
          </label>
          <div className="admin-actions">
            <button type="submit">{a.filterApply}</button>
            <Link to={base}>{a.filterClear}</Link>
          </div>
        </Form>
        {ledger.length === 0 ? (
          <p>{a.transactionsEmpty}</p>
        ) : (
          <LedgerTable entries={ledger} a={a} locale={locale} caption={a.transactionsCaption} reversible />
        )}
      </section>
    </AdminShell>
  );
}
