import { useId, type ReactNode } from "react";
import { visuallyHidden } from "../css/utils.css";
import { Link } from "../Link/Link";
import { StatusBadge, type StatusBadgeStatus } from "../StatusBadge/StatusBadge";
import * as styles from "./DepartureTable.css";

export interface DepartureTableRow {
  id: string | number;
  /** Pre-formatted by the site: '12 – 21 Aralık 2026'. */
  dates: string;
  /** '10 gün'. */
  days: string;
  /** '14' or a word ('Son 3 yer'). */
  seatsLeft: string;
  /** The sale state (the domain's ON_SALE, SOLD_OUT, CLOSED) and its words in the page's language. */
  state: Extract<StatusBadgeStatus, "ON_SALE" | "SOLD_OUT" | "CLOSED">;
  stateLabel: string;
  /** This departure's own lowest price, pre-formatted: '₺135.200'. Shown when `labels.price` is given. */
  price?: string;
  /** A word under the price: 'En uygun tarih' on the departure a tour's "from" price belongs to. */
  priceNote?: string;
  /** The booking link of a departure on sale; none for sold-out and closed ones. */
  action?: { href: string; label: string; accessibleLabel?: string };
}

export interface DepartureTableProps {
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  /**
   * Column headers: dates, days, seats left, sale state, the price (its column shows only when
   * given: 'Kişi başı, en düşük') and the (hidden) action column.
   */
  labels: { dates: string; days: string; seatsLeft: string; state: string; price?: string; action: string };
  rows: DepartureTableRow[];
  /** Shown instead of the table when there is no departure: 'Şu an açık kalkış yok.' */
  emptyLabel: string;
}

/**
 * A tour's departures (spec §2, §4): dates as row headers, days, seats left, the sale state as a
 * badge, the departure's own price and a booking link only where the departure is on sale. In a
 * narrow box (a phone) each departure becomes a card with every value named and the booking link
 * across it (issue 22), so nothing hides in a box that scrolls sideways.
 */
export function DepartureTable({ caption, captionHidden = false, labels, rows, emptyLabel }: DepartureTableProps) {
  const captionId = useId();
  if (rows.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  const priced = labels.price !== undefined;
  return (
    // A focusable scroll box, so keyboard users can scroll a wide table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      {/* The roles are spelled out: as cards the rows change their CSS display, which would
          otherwise cost them their table semantics in some browsers. */}
      <table className={styles.table} role="table">
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead className={styles.head}>
          <tr role="row">
            <Head>{labels.dates}</Head>
            <Head>{labels.days}</Head>
            <Head>{labels.seatsLeft}</Head>
            <Head>{labels.state}</Head>
            {priced ? <Head>{labels.price}</Head> : null}
            <Head>
              <span className={visuallyHidden}>{labels.action}</span>
            </Head>
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.map((row) => (
            <tr key={row.id} role="row" className={styles.row} data-departure={row.id} data-sale-state={row.state}>
              <th scope="row" role="rowheader" className={styles.rowHeader}>
                {row.dates}
              </th>
              <Cell className={styles.days} label={labels.days}>
                {row.days}
              </Cell>
              <Cell className={styles.seats} label={labels.seatsLeft}>
                {row.seatsLeft}
              </Cell>
              <Cell className={styles.state}>
                <StatusBadge status={row.state} label={row.stateLabel} />
              </Cell>
              {priced ? (
                <Cell className={styles.price} label={labels.price}>
                  {row.price ? <span className={styles.priceAmount}>{row.price}</span> : null}
                  {row.priceNote ? <span className={styles.priceNote}>{row.priceNote}</span> : null}
                </Cell>
              ) : null}
              <Cell className={styles.actionCell}>
                {row.action ? (
                  <Link href={row.action.href} className={styles.action} aria-label={row.action.accessibleLabel}>
                    {row.action.label}
                  </Link>
                ) : null}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Head({ children }: { children: ReactNode }) {
  return (
    <th scope="col" role="columnheader" className={styles.headCell}>
      {children}
    </th>
  );
}

/** A value; `label` names it in card mode (hidden from screen readers, which hear the column header). */
function Cell({ className, label, children }: { className: string; label?: string; children: ReactNode }) {
  return (
    // jsx-a11y takes a <td> for a grid cell; here it is a plain table's cell, said out loud.
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
    <td role="cell" className={`${styles.cell} ${className}`}>
      {label ? (
        <span className={styles.cellLabel} aria-hidden="true">
          {label}
        </span>
      ) : null}
      {children}
    </td>
  );
}
