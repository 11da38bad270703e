import { type SubmissionResult } from "@conform-to/react";
import {
  adminReservationPath,
  counterpartyTypes,
  crossRate,
  currencies,
  formatDate,
  formatRate,
  interpolate,
  isCurrency,
  isReservationCode,
  localizePath,
  parseRate,
  paymentTypes,
  rateToString,
  todayInIstanbul,
  type Currency,
  type ExchangeRate,
  transactionFormSchema,
  transactionFromForm,
  transactionTypes,
} from "@rihla/domain";
import { Button, FormError, Select, TextField } from "@rihla/ui";
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api, orNull } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { formConstraint, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { siteRedirect } from "../../.server/redirects";
import { money } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { ledgerErrorText } from "../../components/Ledger";
import { privateMeta } from "../../components/accountMeta";
import { useHydrated } from "../../components/useHydrated";
import { useSchemaForm } from "../../components/useSchemaForm";
import adminStyles from "../../components/admin.css?url";
import { accountingTexts } from "../../i18n/accounting";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/new-transaction";
import { formText } from "../../forms";

/** `?reservation=RH-…` fills in the reservation (the staff reservation page links it so). */
export const handle = { searchParams: ["reservation"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.a.newTransactionTitle);
export const headers = adminHeaders;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "accounting.access");
  const client = api(context, request).api.admin;
  const desks = (await answerOf(client["cash-desks"].$get())).data.filter((desk) => desk.active);
  const code = (url.searchParams.get("reservation") ?? "").trim().toUpperCase();
  // The reservation named in the address: its currency decides whether a rate is asked for.
  const reservation = isReservationCode(code)
    ? await client.reservations[":code"]
        .$get({ param: { code }, query: { locale } })
        .then(async (response) => (response.ok ? await response.json() : null))
    : null;
  // The day's rates from the configured source (issue 26), a default only; an answer that is not
  // there is the same calm notice as a source that is down.
  const rates = await orNull(answerOf(client["exchange-rates"].$get()));
  return {
    locale,
    page,
    a: accountingTexts[locale],
    desks,
    dayRates:
      rates === null
        ? { configured: true, date: null, rates: [], unavailable: true }
        : {
            configured: rates.configured,
            date: rates.date,
            rates: rates.rates.map((rate) => ({ currency: rate.currency, buying: rate.buying })),
            unavailable: rates.notice !== null,
          },
    reservation: reservation
      ? { code: reservation.code, total: reservation.total, balance: reservation.balance }
      : null,
    today: todayInIstanbul(new Date()),
    // One key per rendered form: a double-clicked save sends it twice and is recorded once.
    idempotencyKey: globalThis.crypto.randomUUID(),
    constraint: formConstraint("transaction"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "accounting.access");
  const form = await request.formData();
  const key = formText(form, "idempotencyKey");
  const submission = parseForm(form, transactionFormSchema);
  if (submission.status !== "success") return data({ result: replyInvalid(submission) }, 400);
  const { rate, ...rest } = transactionFromForm(submission.value);
  const response = await api(context, request).api.admin.transactions.$post({
    header: { "idempotency-key": key },
    // The rate travels as its exact decimal text, never as a float.
    json: { ...rest, ...(rate ? { rate: rateToString(rate) } : {}) },
  });
  if (response.ok) {
    const entry = await response.json();
    throw siteRedirect(
      entry.reservationCode
        ? `${localizePath(adminReservationPath(entry.reservationCode), locale)}?paid=${entry.id}`
        : `${localizePath("/admin/accounting", locale)}?saved=${entry.id}`,
    );
  }
  const { error } = await response.json();
  return data({ result: replyWithApiError(submission, error) }, { status: response.status });
}

/** /admin/accounting/newTransaction: the spec's payment entry form (§3 labels), without JavaScript too. */
export default function NewTransaction({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, a, desks, reservation, today, idempotencyKey, dayRates } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form, fields, formProps] = useSchemaForm(
    "transaction",
    loaderData.constraint,
    actionData?.result as SubmissionResult<string[]> | undefined,
    { id: "transaction" },
  );
  const errors = (name: string) => ledgerErrorText(form.allErrors[name], locale);
  const initial = (name: string, fallback = ""): string => {
    const value = (form.initialValue as Record<string, unknown> | undefined)?.[name];
    return typeof value === "string" ? value : fallback;
  };
  const reservationCurrency = reservation?.total.currency ?? null;
  const [currency, setCurrency] = useState(initial("currency", reservationCurrency ?? "TRY"));
  // Without JavaScript the currency can change with no new render: the server always offers the
  // rate. Once the page runs, the rate is asked for only when the payment's currency is not the
  // reservation's (or the reservation is not known yet, a code typed in).
  const hydrated = useHydrated();
  const askRate = !hydrated || reservationCurrency === null || currency !== reservationCurrency;
  // Lira for one unit of each currency, read exactly; the pair's rate crosses through the lira by
  // the domain's one rule. Offered only once the page runs (the chosen currency is known then);
  // without JavaScript the day's rates are listed under the field.
  const tryPer: Partial<Record<Currency, ExchangeRate>> = {};
  for (const rate of dayRates.rates) {
    const parsed = parseRate(rate.buying);
    if (parsed && isCurrency(rate.currency)) tryPer[rate.currency] = parsed;
  }
  const offered =
    hydrated && isCurrency(reservationCurrency) && isCurrency(currency) && dayRates.date
      ? crossRate(currency, reservationCurrency, tryPer)
      : null;
  const ratesLine =
    dayRates.date && dayRates.rates.length > 0
      ? interpolate(a.ratesOfDay, {
          date: formatDate(dayRates.date, locale),
          // Into the reservation's currency when it is known (the rate to type), else in lira.
          rates: currencies
            .filter((code) => code !== (isCurrency(reservationCurrency) ? reservationCurrency : "TRY"))
            .flatMap((code) => {
              const to = isCurrency(reservationCurrency) ? reservationCurrency : "TRY";
              const rate = crossRate(code, to, tryPer);
              return rate ? [`1 ${code} = ${formatRate(rate, locale)} ${to}`] : [];
            })
            .join(" · "),
        })
      : null;
  const option = <K extends string>(prefix: string, values: readonly K[]) =>
    values.map((value) => ({ value, label: a[`${prefix}.${value}` as keyof typeof a] }));
  return (
    <AdminShell
      title={a.newTransactionTitle}
      intro={a.newTransactionIntro}
      section="accounting"
      parent={{ label: a.accountingTitle, path: "/admin/accounting" }}
      t={page.t}
      locale={locale}
    >
      {reservation ? (
        <p className="admin-notice" data-testid="reservation-balance">
          <Link to={localizePath(adminReservationPath(reservation.code), locale)}>{reservation.code}</Link> · {a.total}:{" "}
          {money(reservation.total, locale)} · {a.balance}: {money(reservation.balance, locale)}
        </p>
      ) : null}
      {form.errors ? <FormError title={ledgerErrorText(form.errors, locale) ?? ""} /> : null}
      <Form method="post" className="admin-form" {...formProps} noValidate>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Select
          id="transaction-type"
          name={fields.type.name}
          label={a.type}
          required
          defaultValue={initial("type", "PAYMENT")}
          error={errors("type")}
          options={option("type", transactionTypes)}
        />
        <Select
          id="transaction-desk"
          name={fields.cashDeskId.name}
          label={a.cashDesk}
          placeholder={a.choose}
          required
          defaultValue={initial("cashDeskId")}
          error={errors("cashDeskId")}
          options={desks.map((desk) => ({ value: String(desk.id), label: `${desk.name} (${desk.currency})` }))}
        />
        <Select
          id="transaction-to-desk"
          name={fields.toCashDeskId.name}
          label={a.toCashDesk}
          placeholder="—"
          defaultValue={initial("toCashDeskId")}
          error={errors("toCashDeskId")}
          options={desks.map((desk) => ({ value: String(desk.id), label: `${desk.name} (${desk.currency})` }))}
        />
        <Select
          id="transaction-currency"
          name={fields.currency.name}
          label={a.currency}
          required
          defaultValue={currency}
          onChange={(event) => setCurrency(event.currentTarget.value)}
          error={errors("currency")}
          options={currencies.map((value) => ({ value, label: value }))}
        />
        <TextField
          id="transaction-amount"
          name={fields.amount.name}
          label={a.amount}
          hint={a.amountHint}
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={initial("amount")}
          error={errors("amount")}
        />
        <TextField
          id="transaction-reservation"
          name={fields.reservationCode.name}
          label={a.reservationCode}
          hint={a.reservationCodeHint}
          autoComplete="off"
          maxLength={40}
          defaultValue={initial("reservationCode", reservation?.code ?? "")}
          error={errors("reservationCode")}
        />
        {dayRates.configured && dayRates.unavailable ? (
          <p className="admin-notice" role="status" data-testid="rates-unavailable">
            {a.ratesUnavailable}
          </p>
        ) : null}
        {askRate ? (
          <TextField
            // A new pair (or the page starting to run), a new default: the field starts again from
            // the day's rate for it.
            key={`rate-${currency}-${hydrated ? "run" : "static"}`}
            id="transaction-rate"
            name={fields.rate.name}
            label={a.rate}
            hint={[
              reservationCurrency
                ? interpolate(a.rateHint, { from: currency, to: reservationCurrency })
                : a.rateHintGeneric,
              offered && dayRates.date ? interpolate(a.rateOffered, { date: formatDate(dayRates.date, locale) }) : null,
              offered ? null : ratesLine,
            ]
              .filter(Boolean)
              .join(" ")}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={initial("rate", offered ? formatRate(offered, locale) : "")}
            error={errors("rate")}
          />
        ) : null}
        <Select
          id="transaction-payment-type"
          name={fields.paymentType.name}
          label={a.paymentType}
          required
          defaultValue={initial("paymentType", "CASH")}
          error={errors("paymentType")}
          options={option("paymentType", paymentTypes)}
        />
        <TextField
          id="transaction-date"
          name={fields.date.name}
          type="date"
          label={a.date}
          required
          defaultValue={initial("date", today)}
          error={errors("date")}
        />
        <Select
          id="transaction-customer-type"
          name={fields.customerType.name}
          label={a.customerType}
          required
          defaultValue={initial("customerType", "CUSTOMER")}
          error={errors("customerType")}
          options={option("customerType", counterpartyTypes)}
        />
        <TextField
          id="transaction-note"
          name={fields.note.name}
          label={a.note}
          maxLength={500}
          defaultValue={initial("note")}
          error={errors("note")}
        />
        <Button type="submit" disabled={busy}>
          {a.save}
        </Button>
      </Form>
    </AdminShell>
  );
}
