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

/**
 * Prices per room type in a real table (row and column headers). In a narrow box (a phone) each
 * room type becomes a card with every price named by its column (issue 22), so no price hides
 * in a box that scrolls sideways.
 */
export function PriceTable({ caption, rowHeaderLabel, columns, rows, unavailableLabel, note }: PriceTableProps) {
  const captionId = useId();
  return (
    // A focusable box, so keyboard users can scroll a wide table (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      {/* The roles are spelled out: as cards the rows change their CSS display, which would
          otherwise cost them their table semantics in some browsers. */}
      <table className={styles.table} role="table">
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead className={styles.head}>
          <tr role="row">
            <th scope="col" role="columnheader" className={styles.headCell}>
              {rowHeaderLabel}
            </th>
            {columns.map((column) => (
              <th key={column.id} scope="col" role="columnheader" className={styles.headCell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.map((row) => (
            <tr key={row.id} role="row" className={styles.row} data-row={row.id}>
              <th scope="row" role="rowheader" className={styles.rowHeader}>
                {row.label}
              </th>
              {columns.map((column) => {
                const price = row.prices[column.id];
                return (
                  // jsx-a11y takes a <td> for a grid cell; here it is a plain table's cell.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  <td key={column.id} role="cell" className={styles.cell}>
                    {/* The column's name on a card; screen readers hear the column header instead. */}
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.label}
                    </span>
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
