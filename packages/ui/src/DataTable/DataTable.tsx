import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Pagination } from "../Pagination/Pagination";
import { Spinner } from "../Progress/Progress";
import { formatLabel } from "../RoomPicker/roomLimits";
import * as styles from "./DataTable.css";
import { ariaSort, compareSortValues, type SortValue } from "./sorting";

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** What the column sorts by; columns without it are not sortable. */
  sortValue?: (row: Row) => SortValue;
  /** `end` for numbers and money. */
  align?: "start" | "end";
  /** Start this column descending (newest date, largest total first); others start ascending. */
  sortDescFirst?: boolean;
}

export interface DataTableLabels {
  /** Header checkbox: 'Bu sayfadaki tüm satırları seç'. */
  selectAll: string;
  /** Row checkbox, with `{row}` from `rowLabel`: '{row} satırını seç'. */
  selectRow: string;
  /** Spoken while loading: 'Rezervasyonlar yükleniyor'. */
  loading: string;
  /** Shown with no rows (unless `empty` is given): 'Kayıt yok'. */
  empty: string;
  /** Sort button hint for a column, with `{column}`: '{column} sütununa göre sırala'. */
  sortBy: string;
  /** Pagination: landmark, arrows and a page's name ('Sayfa {page}'). */
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: string;
  /** Selection count, with `{count}`: '{count} satır seçildi'. */
  selectedCount?: string;
}

export interface DataTableProps<Row extends RowData> {
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  labels: DataTableLabels;
  /** A short name for a row, used in its checkbox label (a reservation number, a name). */
  rowLabel?: (row: Row) => string;
  /** Text order for sorting: 'tr' puts Ç after C and İ after I. */
  locale?: string;
  selectable?: boolean;
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Rows per page; 0 shows every row. */
  pageSize?: number;
  initialSort?: { id: string; desc?: boolean };
  loading?: boolean;
  /** Replaces the plain empty text, e.g. an `EmptyState`. */
  empty?: ReactNode;
}

// Features sit at module scope, as TanStack Table v9 asks: stable between renders.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});

function HeaderCheckbox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      onChange={onChange}
    />
  );
}

/**
 * The back office's table on TanStack Table: sortable headers with `aria-sort`, checkbox row
 * selection (Shift-click selects a range), client pagination, and loading and empty states.
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  labels,
  rowLabel,
  locale,
  selectable = false,
  selectedIds,
  onSelectionChange,
  pageSize = 10,
  initialSort,
  loading = false,
  empty,
}: DataTableProps<Row>) {
  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: "base" }), [locale]);
  const [sorting, setSorting] = useState<SortingState>(
    initialSort ? [{ id: initialSort.id, desc: !!initialSort.desc }] : [],
  );
  const [innerSelection, setInnerSelection] = useState<RowSelectionState>({});
  const rowSelection = useMemo<RowSelectionState>(
    () => (selectedIds ? Object.fromEntries(selectedIds.map((id) => [id, true])) : innerSelection),
    [selectedIds, innerSelection],
  );

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // Blanks become undefined so `sortUndefined: "last"` keeps them at the end both ways.
        accessorFn: (row: Row) => {
          const value = column.sortValue?.(row);
          return value === null || value === "" ? undefined : value;
        },
        enableSorting: column.sortValue !== undefined,
        sortDescFirst: column.sortDescFirst ?? false,
        sortUndefined: "last" as const,
        sortFn: (a, b, id) => compareSortValues(a.getValue<SortValue>(id), b.getValue<SortValue>(id), collator),
      })),
    [columns, collator],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => getRowId(row),
    enableRowSelection: selectable,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // Without this TanStack guesses the first direction from the first rows' values (text
    // ascending, numbers descending), so a column's first click depended on the data.
    sortDescFirst: false,
    state: { sorting, rowSelection },
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize > 0 ? pageSize : Math.max(rows.length, 1) } },
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(rowSelection) : updater;
      if (!selectedIds) setInnerSelection(next);
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const pageRows = table.getRowModel().rows;
  const pageCount = table.getPageCount();
  const pageIndex = table.state.pagination?.pageIndex ?? 0;
  const span = columns.length + (selectable ? 1 : 0);
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;

  return (
    <div className={styles.wrapper}>
      {/* A focusable scroll box, so keyboard users can scroll a wide table. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable ? (
                  <th scope="col" className={`${styles.th} ${styles.selectCell}`}>
                    <HeaderCheckbox
                      label={labels.selectAll}
                      checked={table.getIsAllPageRowsSelected()}
                      indeterminate={table.getIsSomePageRowsSelected()}
                      onChange={table.getToggleAllPageRowsSelectedHandler()}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={styles.th}
                      data-align={column?.align}
                      aria-sort={header.column.getCanSort() ? ariaSort(sorted) : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                          title={formatLabel(labels.sortBy, { column: column?.header ?? "" })}
                        >
                          {column?.header}
                          <Icon aria-hidden="true" size={14} className={styles.sortIcon} />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={span} className={styles.stateCell}>
                  <Spinner label={labels.loading} showLabel />
                </td>
              </tr>
            ) : pageRows.length === 0 ? (
              <tr>
                <td colSpan={span} className={styles.stateCell}>
                  {empty ?? labels.empty}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id} className={styles.row} data-selected={row.getIsSelected() || undefined}>
                  {selectable ? (
                    <td className={`${styles.td} ${styles.selectCell}`}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        aria-label={formatLabel(labels.selectRow, { row: rowLabel?.(row.original) ?? row.id })}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td key={column.id} className={styles.td} data-align={column.align}>
                      {column.cell(row.original)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {(selectable && labels.selectedCount) || pageCount > 1 ? (
        <div className={styles.footer}>
          <span aria-live="polite">
            {selectable && labels.selectedCount ? formatLabel(labels.selectedCount, { count: selectedCount }) : null}
          </span>
          <Pagination
            label={labels.pagination}
            page={pageIndex + 1}
            pageCount={pageCount}
            onPageChange={(page) => table.setPageIndex(page - 1)}
            previousLabel={labels.previousPage}
            nextLabel={labels.nextPage}
            pageLabel={labels.page}
          />
        </div>
      ) : null}
    </div>
  );
}
