import { useId, type ReactNode } from "react";
import { visuallyHidden } from "../css/utils.css";
import * as styles from "./BarChart.css";

export interface BarChartDatum {
  /** The bar's category, e.g. a week's first day as the app formats it. */
  label: string;
  value: number;
  /** The value as the app formats it; the number itself otherwise. */
  valueText?: string;
}

export interface BarChartColumn {
  header: string;
  /** One cell per datum, in the same order. */
  cells: ReactNode[];
}

export interface BarChartLabels {
  /** The table's first column header, e.g. 'Hafta'. */
  category: string;
  /** The plotted value's column header, e.g. 'Rezervasyon'. */
  value: string;
  /** The table view's toggle, e.g. 'Tablo olarak göster'. */
  showTable: string;
}

export interface BarChartProps {
  title: string;
  data: BarChartDatum[];
  labels: BarChartLabels;
  /** Further figures of each datum, shown in the table view only. */
  columns?: BarChartColumn[];
  /** Heading level of the title; the chart is usually a dashboard section. */
  headingLevel?: 2 | 3;
}

/**
 * A bar chart with its table view. The bars are drawn with CSS (no chart library: a linear
 * scale from zero is all a bar needs) and are hidden from assistive technology; the same figures
 * are a real table behind a disclosure that works without JavaScript.
 */
export function BarChart({ title, data, labels, columns = [], headingLevel = 2 }: BarChartProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const max = Math.max(0, ...data.map((d) => d.value));
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.plot} aria-hidden="true" data-testid="bar-chart-plot">
        {data.map((d, index) => (
          <div key={`${index}-${d.label}`} className={styles.column}>
            <span className={styles.value}>{d.valueText ?? d.value}</span>
            <span className={styles.track}>
              <span
                className={styles.bar}
                style={{ height: `${max === 0 ? 0 : (100 * Math.max(0, d.value)) / max}%` }}
              />
            </span>
            <span className={styles.label} title={d.label}>
              {d.label}
            </span>
          </div>
        ))}
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>{labels.showTable}</summary>
        {/* A focusable scroll box, so keyboard users can scroll a wide table. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={title}>
          <table className={styles.table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.category}</th>
                <th scope="col">{labels.value}</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((d, index) => (
                <tr key={`${index}-${d.label}`}>
                  <th scope="row">{d.label}</th>
                  <td>{d.valueText ?? d.value}</td>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cells[index]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
