import type { LedgerTransaction } from "@rihla/api";
import {
  formatBackofficeMessage,
  formatDate,
  formatRate,
  interpolate,
  isBackofficeErrorCode,
  parseRate,
  type Locale,
} from "@rihla/domain";
import { ConfirmDialog } from "@rihla/ui";
import { Form } from "react-router";
import { messageOf } from "../forms";
import type { AccountingTexts } from "../i18n/accounting";
import { money } from "./AdminArea";

/**
 * The books' codes in words: the back office's own (AMOUNT_INVALID, ALREADY_REVERSED …) and the
 * domain's shared ones (REQUIRED, CURRENCY_MISMATCH …), one sentence per field.
 */
export function ledgerErrorText(codes: readonly string[] | undefined, locale: Locale): string | undefined {
  if (!codes || codes.length === 0) return undefined;
  return [...new Set(codes)]
    .map((code) => (isBackofficeErrorCode(code) ? formatBackofficeMessage(code, locale) : messageOf(code, locale)))
    .join(" ");
}

/** A stored rate ('35.5') written the locale's way ('35,5'). */
export function rateText(rate: string | null, locale: Locale): string | null {
  const parsed = rate === null ? null : parseRate(rate);
  return parsed ? formatRate(parsed, locale) : rate;
}

/**
 * The money of one entry in both currencies with the locked rate: '€100 → ₺3.550 (kur 35,5)'.
 * Same-currency entries show one amount.
 */
export function BothAmounts({
  entry,
  a,
  locale,
}: {
  entry: Pick<LedgerTransaction, "amount" | "reservationAmount" | "rate">;
  a: AccountingTexts;
  locale: Locale;
}) {
  const converted =
    entry.reservationAmount && entry.reservationAmount.currency !== entry.amount.currency
      ? entry.reservationAmount
      : null;
  return (
    <>
      <span data-testid="entry-amount">{money(entry.amount, locale)}</span>
      {converted ? (
        <>
          {" → "}
          <span data-testid="entry-converted">{money(converted, locale)}</span>{" "}
          <small>({interpolate(a.atRate, { rate: rateText(entry.rate, locale) ?? "" })})</small>
        </>
      ) : null}
    </>
  );
}

/** Ledger entries as a table; with `reversible` each open entry has a confirmed "Reverse" form. */
export function LedgerTable({
  entries,
  a,
  locale,
  caption,
  reversible,
  showReservation = true,
}: {
  entries: LedgerTransaction[];
  a: AccountingTexts;
  locale: Locale;
  caption: string;
  reversible: boolean;
  showReservation?: boolean;
}) {
  return (
    // A focusable scroll box with a name: on a phone the wide table scrolls by keyboard too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="admin-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-table" data-testid="ledger">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{a.date}</th>
            <th scope="col">{a.type}</th>
            <th scope="col">{a.cashDesk}</th>
            <th scope="col">{a.amount}</th>
            <th scope="col">{a.paymentType}</th>
            {showReservation ? <th scope="col">{a.reservation}</th> : null}
            <th scope="col">{a.createdBy}</th>
            <th scope="col">{a.note}</th>
            {reversible ? (
              <th scope="col">
                <span className="visually-hidden">{a.reverse}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid={`entry-${entry.id}`}>
              <th scope="row">{entry.id}</th>
              <td>{formatDate(entry.date, locale)}</td>
              <td>
                {a[`type.${entry.type}`]}
                {entry.reversesId !== null ? (
                  <>
                    <br />
                    <small>{interpolate(a.reversal, { id: entry.reversesId })}</small>
                  </>
                ) : null}
                {entry.reversedById !== null ? (
                  <>
                    <br />
                    <small>{interpolate(a.reversedBy, { id: entry.reversedById })}</small>
                  </>
                ) : null}
              </td>
              <td>
                {entry.cashDesk.name}
                {entry.toCashDesk ? ` → ${entry.toCashDesk.name}` : null}
              </td>
              <td>
                <BothAmounts entry={entry} a={a} locale={locale} />
              </td>
              <td>{a[`paymentType.${entry.paymentType}`]}</td>
              {showReservation ? <td>{entry.reservationCode ?? "—"}</td> : null}
              <td>{entry.createdBy.name}</td>
              <td>{entry.note ?? ""}</td>
              {reversible ? (
                <td>
                  {entry.reversesId === null && entry.reversedById === null ? (
                    <Form method="post" className="admin-inline">
                      <input type="hidden" name="intent" value="reverse" />
                      <input type="hidden" name="transactionId" value={entry.id} />
                      <ConfirmDialog
                        title={a.reverseTitle}
                        description={interpolate(a.reverseText, { id: entry.id, amount: money(entry.amount, locale) })}
                        labels={{ confirm: a.reverseYes, cancel: a.keep }}
                      >
                        {a.reverse}
                      </ConfirmDialog>
                    </Form>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
