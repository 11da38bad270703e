import { useId } from "react";
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
  /** The booking link of a departure on sale; none for sold-out and closed ones. */
  action?: { href: string; label: string; accessibleLabel?: string };
}

export interface DepartureTableProps {
  caption: string;
  /** Keep the caption for screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  /** Column headers: dates, days, seats left, sale state, and the (hidden) action column. */
  labels: { dates: string; days: string; seatsLeft: string; state: string; action: string };
  rows: DepartureTableRow[];
  /** Shown instead of the table when there is no departure: 'Şu an açık kalkış yok.' */
  emptyLabel: string;
}

/**
 * A tour's departures (spec §2, §4): dates as row headers, days, seats left, the sale state as a
 * badge and a booking link only where the departure is on sale. Scrolls sideways on phones.
 */
export function DepartureTable({ caption, captionHidden = false, labels, rows, emptyLabel }: DepartureTableProps) {
  const captionId = useId();
  if (rows.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  return (
    // A focusable scroll box, so keyboard users can scroll a wide table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {labels.dates}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.days}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.seatsLeft}
            </th>
            <th scope="col" className={styles.headCell}>
              {labels.state}
            </th>
            <th scope="col" className={styles.headCell}>
              <span className={visuallyHidden}>{labels.action}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-departure={row.id} data-sale-state={row.state}>
              <th scope="row" className={styles.rowHeader}>
                {row.dates}
              </th>
              <td className={styles.cell}>{row.days}</td>
              <td className={styles.cell}>{row.seatsLeft}</td>
              <td className={styles.cell}>
                <StatusBadge status={row.state} label={row.stateLabel} />
              </td>
              <td className={styles.cell}>
                {row.action ? (
                  <Link href={row.action.href} className={styles.action} aria-label={row.action.accessibleLabel}>
                    {row.action.label}
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
