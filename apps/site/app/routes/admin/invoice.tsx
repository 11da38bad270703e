import { adminReservationPath, formatDate, localizePath } from "@rihla/domain";
import { ConfirmDialog } from "@rihla/ui";
import { data, Form, Link, useActionData } from "react-router";
import { answerOf, api } from "../../.server/api";
import { adminHeaders, adminPage } from "../../.server/admin";
import { siteRedirect } from "../../.server/redirects";
import { money } from "../../components/AdminArea";
import { AdminShell } from "../../components/AdminShell";
import { ledgerErrorText } from "../../components/Ledger";
import { privateMeta } from "../../components/accountMeta";
import adminStyles from "../../components/admin.css?url";
import { invoiceTexts } from "../../i18n/invoices";
import type { RouteHandle } from "../../routeHandle";
import type { Route } from "./+types/invoice";

/** `issued` after the issue form, `cancelled` after a cancel (ADR 0024). */
export const handle = { searchParams: ["issued", "cancelled"] } satisfies RouteHandle;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.invoice.number);
export const headers = adminHeaders;

const idOf = (value: string | undefined) => {
  if (!value || !/^\d{1,10}$/.test(value))
    throw data({ code: "NOT_FOUND", message: "No such invoice" }, { status: 404 });
  return value;
};

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const { locale, page } = await adminPage(context, request, "accounting.access");
  const id = idOf(params.id);
  const invoice = await answerOf(api(context, request).api.admin.invoices[":id"].$get({ param: { id } }));
  return {
    locale,
    page,
    t: invoiceTexts[locale],
    invoice,
    issued: url.searchParams.has("issued"),
    cancelled: url.searchParams.has("cancelled"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { locale } = await adminPage(context, request, "accounting.access");
  const id = idOf(params.id);
  const response = await api(context, request).api.admin.invoices[":id"].cancel.$post({ param: { id }, json: {} });
  if (response.ok) {
    const cancellation = await response.json();
    throw siteRedirect(`${localizePath(`/admin/accounting/invoices/${cancellation.id}`, locale)}?cancelled`);
  }
  const { error } = await response.json();
  return data({ error: error.code }, { status: response.status });
}

/** /admin/accounting/invoices/{id}: one invoice or cancellation, its lines and VAT, cancel and PDF. */
export default function Invoice({ loaderData }: Route.ComponentProps) {
  const { locale, page, t, invoice, issued, cancelled } = loaderData;
  const answer = useActionData<typeof action>();
  const path = (id: number) => localizePath(`/admin/accounting/invoices/${id}`, locale);
  return (
    <AdminShell
      title={`${t[`kind.${invoice.kind}`]} ${invoice.number}`}
      section="accounting"
      parent={{ label: t.invoicesTitle, path: "/admin/accounting/invoices" }}
      t={page.t}
      locale={locale}
    >
      {issued ? (
        <p className="admin-notice" role="status">
          {t.issued}
        </p>
      ) : null}
      {cancelled ? (
        <p className="admin-notice" role="status">
          {t.cancelledNotice}
        </p>
      ) : null}
      {answer ? (
        <p className="admin-error" role="alert">
          {ledgerErrorText([answer.error], locale)}
        </p>
      ) : null}
      <div className="admin-actions">
        <a href={`${path(invoice.id)}/pdf`} download data-testid="invoice-pdf">
          {t.pdf}
        </a>
        {invoice.kind === "INVOICE" && !invoice.cancelledBy ? (
          <Form method="post" className="admin-inline">
            <ConfirmDialog
              title={t.cancelConfirmTitle}
              description={t.cancelConfirmText}
              labels={{ confirm: t.cancelConfirm, cancel: t.keep }}
            >
              {t.cancel}
            </ConfirmDialog>
          </Form>
        ) : null}
      </div>
      <dl className="admin-facts" data-testid="invoice-facts">
        <dt>{t.number}</dt>
        <dd data-testid="invoice-number">{invoice.number}</dd>
        <dt>{t.issuedAt}</dt>
        <dd>
          {formatDate(invoice.issuedAt, locale)} · {invoice.issuedBy.name}
        </dd>
        {invoice.cancels ? (
          <>
            <dt>{t.cancels}</dt>
            <dd>
              <Link to={path(invoice.cancels.id)}>{invoice.cancels.number}</Link>
            </dd>
          </>
        ) : null}
        {invoice.cancelledBy ? (
          <>
            <dt>{t.cancelledBy}</dt>
            <dd>
              <Link to={path(invoice.cancelledBy.id)}>{invoice.cancelledBy.number}</Link>
            </dd>
          </>
        ) : null}
        <dt>{t.buyer}</dt>
        <dd>
          {invoice.buyer.name} · {invoice.buyer.taxId}
          {invoice.buyer.taxOffice ? ` · ${invoice.buyer.taxOffice}` : ""}
          {invoice.buyer.address ? ` · ${invoice.buyer.address}` : ""}
        </dd>
        {invoice.reservationCode ? (
          <>
            <dt>{t.reservation}</dt>
            <dd>
              <Link to={localizePath(adminReservationPath(invoice.reservationCode), locale)}>
                {invoice.reservationCode}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <section className="admin-section" aria-labelledby="invoice-lines">
        <h2 id="invoice-lines">{t.lines}</h2>
        {invoice.pricesIncludeVat ? <p>{t.pricesIncludeVatNote}</p> : null}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box on phones */}
        <div className="admin-table-wrap" role="region" aria-label={t.linesCaption} tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">{t.linesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.description}</th>
                <th scope="col">{t.quantity}</th>
                <th scope="col">{t.unitPrice}</th>
                <th scope="col">{t.vatRate}</th>
                <th scope="col">{t.net}</th>
                <th scope="col">{t.vat}</th>
                <th scope="col">{t.gross}</th>
              </tr>
            </thead>
            <tbody>
              {invoice.lines.map((line) => (
                <tr key={line.position}>
                  <th scope="row">{line.description}</th>
                  <td>{line.quantity}</td>
                  <td>{money(line.unitPrice, locale)}</td>
                  <td>%{line.vatRate}</td>
                  <td>{money(line.net, locale)}</td>
                  <td>{money(line.vat, locale)}</td>
                  <td>{money(line.gross, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="admin-section" aria-labelledby="invoice-vat">
        <h2 id="invoice-vat">{t.breakdown}</h2>
        <table className="admin-table">
          <caption className="visually-hidden">{t.breakdownCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.vatRate}</th>
              <th scope="col">{t.net}</th>
              <th scope="col">{t.vat}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.vatBreakdown.map((row) => (
              <tr key={row.rate}>
                <th scope="row">%{row.rate}</th>
                <td>{money(row.net, locale)}</td>
                <td>{money(row.vat, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-section" aria-labelledby="invoice-totals">
        <h2 id="invoice-totals">{t.totals}</h2>
        <dl className="admin-facts" data-testid="invoice-totals">
          <dt>{t.net}</dt>
          <dd>{money(invoice.net, locale)}</dd>
          <dt>{t.vat}</dt>
          <dd>{money(invoice.vat, locale)}</dd>
          <dt>{t.gross}</dt>
          <dd data-testid="invoice-gross">{money(invoice.gross, locale)}</dd>
        </dl>
      </section>
    </AdminShell>
  );
}
