import { type SubmissionResult } from "@conform-to/react";
import {
  adminReservationPath,
  currencies,
  formatMessage,
  interpolate,
  invoiceBuyerTypes,
  invoiceFormSchema,
  invoiceFromForm,
  isMessageCode,
  isReservationCode,
  localizePath,
  toDecimalString,
  vatRates,
  type Currency,
  type Locale,
} from "@rihla/domain";
import { Button, Select, TextField } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { formFieldNames, parseForm, replyInvalid, replyWithApiError } from "../../.server/forms";
import { siteRedirect } from "../../.server/redirects";
import { money } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { ledgerErrorText } from "../../components/Ledger";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { invoiceTexts } from "../../i18n/invoices";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/new-invoice";
import { formText } from "../../forms";

/** `?reservation=RH-…` fills the form from the reservation (the staff reservation page links it so). */
export const handle = { searchParams: ["reservation"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.t.newInvoiceTitle);
export const headers = adminHeaders;

/** Spare empty rows under the filled ones: lines left empty are not invoiced. */
const spareRows = 2;
/** Lines from a reservation are priced VAT included at this rate (the API's default too). */
const snapshotVatRate = 20;

interface LineDefaults {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
}

const label = (key: string, locale: Locale) => (isMessageCode(key) ? formatMessage(key, locale) : key.split(".")[1]!);

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "accounting.access");
  const code = (url.searchParams.get("reservation") ?? "").trim().toUpperCase();
  const reservation = isReservationCode(code)
    ? await api(context, request)
        .api.admin.reservations[":code"].$get({ param: { code }, query: { locale } })
        .then(async (response) => (response.ok ? await response.json() : null))
    : null;
  const currency = (reservation?.total.currency ?? "TRY") as Currency;
  const lines: LineDefaults[] = reservation
    ? reservation.price.lines
        .filter((line) => line.quantity > 0)
        .map((line) => ({
          description: [
            reservation.departure?.title ?? reservation.code,
            `${label(`roomType.${line.roomType}`, "tr")}, ${label(`passengerType.${line.passengerType}`, "tr")}`,
          ].join(" — "),
          quantity: String(line.quantity),
          unitPrice: toDecimalString({ amount: line.unitAmount, currency }),
          vatRate: String(snapshotVatRate),
        }))
    : [];
  return {
    locale,
    page,
    t: invoiceTexts[locale],
    reservation: reservation ? { code: reservation.code, total: reservation.total } : null,
    defaults: {
      reservationCode: reservation?.code ?? "",
      currency,
      buyerName: reservation?.customer?.name ?? reservation?.contact?.name ?? "",
      pricesIncludeVat: Boolean(reservation),
      lines,
    },
    // One key per rendered form: a double-clicked save sends it twice and is issued once.
    idempotencyKey: globalThis.crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "accounting.access");
  const form = await request.formData();
  const key = formText(form, "idempotencyKey");
  const submission = parseForm(form, invoiceFormSchema);
  if (submission.status !== "success") return data({ result: replyInvalid(submission) }, 400);
  const response = await api(context, request).api.admin.invoices.$post({
    header: { "idempotency-key": key },
    json: invoiceFromForm(submission.value),
  });
  if (response.ok) {
    const invoice = await response.json();
    throw siteRedirect(`${localizePath(`/admin/accounting/invoices/${invoice.id}`, locale)}?issued`);
  }
  const { error } = await response.json();
  return data(
    { result: replyWithApiError(submission, error ? { ...error, fields: formFieldNames(error.fields) } : error) },
    { status: response.status },
  );
}

/** /admin/accounting/invoices/new: the issue form, prefilled from a reservation, without JavaScript too. */
export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, page, t, reservation, defaults, idempotencyKey } = loaderData;
  const busy = useNavigation().state === "submitting";
  // Checked on the server only (the action parses with conform and the domain's
  // `invoiceFormSchema`); the page reads the reply as it is. The shared browser schemas and form
  // hook (`formSchemas`, `useSchemaForm`) travel with the public forms' pages, whose script budget
  // has no room for the invoice rules. The codes show beside their fields with or without scripts.
  const result = actionData?.result as SubmissionResult<string[]> | undefined;
  const form = {
    errors: result?.error?.[""] ?? undefined,
    allErrors: (result?.error ?? {}) as Record<string, string[] | null | undefined>,
    initialValue: result?.initialValue,
  };
  const formProps = { id: "invoice", "data-validation": "server" };
  const errors = (name: string) => ledgerErrorText(form.allErrors[name] ?? undefined, locale);
  const submitted = form.initialValue as Record<string, unknown> | undefined;
  const initial = (name: string, fallback = ""): string => {
    let value: unknown = submitted;
    for (const part of name.replace(/\[(\d+)\]/g, ".$1").split(".")) {
      value = value && typeof value === "object" ? (value as Record<string, unknown>)[part] : undefined;
    }
    return typeof value === "string" ? value : submitted ? "" : fallback;
  };
  const submittedLines = Array.isArray(submitted?.lines) ? submitted.lines.length : 0;
  const rows = Math.max(submittedLines, (defaults.lines.length || 1) + spareRows);
  const checkedVat = submitted ? submitted.pricesIncludeVat === "on" : defaults.pricesIncludeVat;
  return (
    <AdminShell
      title={t.newInvoiceTitle}
      intro={t.newInvoiceIntro}
      section="accounting"
      parent={{ label: t.invoicesTitle, path: "/admin/accounting/invoices" }}
      t={page.t}
      locale={locale}
    >
      {reservation ? (
        <p className="admin-notice" data-testid="invoice-reservation">
          <Link to={localizePath(adminReservationPath(reservation.code), locale)}>{reservation.code}</Link> · {t.gross}:{" "}
          {money(reservation.total, locale)}
        </p>
      ) : null}
      {form.errors ? (
        <p className="admin-error" role="alert">
          {ledgerErrorText(form.errors, locale)}
        </p>
      ) : null}
      <Form method="post" className="admin-form" {...formProps} noValidate>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {defaults.reservationCode ? (
          <input type="hidden" name="reservationCode" value={defaults.reservationCode} />
        ) : null}
        <Select
          id="invoice-buyer-type"
          name="buyer.type"
          label={t.buyerType}
          required
          defaultValue={initial("buyer.type", "PERSON")}
          error={errors("buyer.type")}
          options={invoiceBuyerTypes.map((value) => ({ value, label: t[`buyerType.${value}`] }))}
        />
        <TextField
          id="invoice-buyer-name"
          name="buyer.name"
          label={t.buyerName}
          required
          maxLength={200}
          autoComplete="off"
          defaultValue={initial("buyer.name", defaults.buyerName)}
          error={errors("buyer.name")}
        />
        <TextField
          id="invoice-buyer-tax-id"
          name="buyer.taxId"
          label={t.taxId}
          hint={t.taxIdHint}
          inputMode="numeric"
          required
          maxLength={20}
          autoComplete="off"
          defaultValue={initial("buyer.taxId")}
          error={errors("buyer.taxId")}
        />
        <TextField
          id="invoice-buyer-tax-office"
          name="buyer.taxOffice"
          label={t.taxOffice}
          maxLength={100}
          defaultValue={initial("buyer.taxOffice")}
          error={errors("buyer.taxOffice")}
        />
        <TextField
          id="invoice-buyer-address"
          name="buyer.address"
          label={t.address}
          maxLength={500}
          defaultValue={initial("buyer.address")}
          error={errors("buyer.address")}
        />
        {defaults.reservationCode ? (
          <input type="hidden" name="currency" value={defaults.currency} />
        ) : (
          <Select
            id="invoice-currency"
            name="currency"
            label={t.currency}
            required
            defaultValue={initial("currency", defaults.currency)}
            error={errors("currency")}
            options={currencies.map((value) => ({ value, label: value }))}
          />
        )}
        <label className="admin-check">
          <input type="checkbox" name="pricesIncludeVat" defaultChecked={checkedVat} /> {t.pricesIncludeVat}
        </label>
        <fieldset className="admin-fieldset" aria-describedby="invoice-lines-hint">
          <legend>{t.lines}</legend>
          <p id="invoice-lines-hint">{t.lineHint}</p>
          {errors("lines") ? (
            <p className="admin-error" role="alert" id="invoice-lines-error">
              {errors("lines")}
            </p>
          ) : null}
          {Array.from({ length: rows }, (_, i) => {
            const line = defaults.lines[i];
            const name = (field: string) => `lines[${i}].${field}`;
            return (
              <fieldset key={i} className="admin-fieldset" data-testid={`invoice-line-${i}`}>
                <legend>{interpolate(t.line, { n: i + 1 })}</legend>
                <TextField
                  id={`invoice-line-${i}-description`}
                  name={name("description")}
                  label={t.description}
                  maxLength={200}
                  defaultValue={initial(name("description"), line?.description ?? "")}
                  error={errors(name("description"))}
                />
                <TextField
                  id={`invoice-line-${i}-quantity`}
                  name={name("quantity")}
                  label={t.quantity}
                  inputMode="numeric"
                  defaultValue={initial(name("quantity"), line?.quantity ?? "")}
                  error={errors(name("quantity"))}
                />
                <TextField
                  id={`invoice-line-${i}-unit-price`}
                  name={name("unitPrice")}
                  label={t.unitPrice}
                  hint={t.unitPriceHint}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={initial(name("unitPrice"), line?.unitPrice ?? "")}
                  error={errors(name("unitPrice"))}
                />
                <Select
                  id={`invoice-line-${i}-vat-rate`}
                  name={name("vatRate")}
                  label={t.vatRate}
                  placeholder="—"
                  defaultValue={initial(name("vatRate"), line?.vatRate ?? "")}
                  error={errors(name("vatRate"))}
                  options={vatRates.map((rate) => ({ value: String(rate), label: `%${rate}` }))}
                />
              </fieldset>
            );
          })}
        </fieldset>
        <TextField
          id="invoice-note"
          name="note"
          label={t.note}
          maxLength={500}
          defaultValue={initial("note")}
          error={errors("note")}
        />
        <Button type="submit" disabled={busy}>
          {t.save}
        </Button>
      </Form>
    </AdminShell>
  );
}
