import { useId } from "react";
import * as styles from "./PriceTable.css";

export interface PriceTableColumn {
  id: string;
  /** 'Kişi başı', '5 Yıldız', 'Çocuk (2–11)'. */
  label: string;
}

export interface PriceTableRow {
  id: string;
  /** The room type as the site names it: 'İki kişilik oda'. */
  label: string;
  /** Pre-formatted money by column id; a missing entry shows `unavailableLabel`. */
  prices: Partial<Record<string, string>>;
}

export interface PriceTableProps {
  caption: string;
  /** Header of the room-type column: 'Oda tipi'. */
  rowHeaderLabel: string;
  columns: PriceTableColumn[];
  rows: PriceTableRow[];
  /** Shown where a room type has no price in a column: 'Satışta değil' or '—'. */
  unavailableLabel: string;
  /** Small print under the table: 'Fiyatlar kişi başıdır; vize dahildir.' */
  note?: string;
}

/** Prices per room type in a real table (row and column headers), scrollable on phones. */
export function PriceTable({ caption, rowHeaderLabel, columns, rows, unavailableLabel, note }: PriceTableProps) {
  const captionId = useId();
  return (
    // A focusable scroll box, so keyboard users can scroll a wide table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {rowHeaderLabel}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.headCell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row" className={styles.rowHeader}>
                {row.label}
              </th>
              {columns.map((column) => {
                const price = row.prices[column.id];
                return (
                  <td key={column.id} className={styles.cell}>
                    {price ?? <span className={styles.unavailable}>{unavailableLabel}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
