import { useMemo, useState, type ReactNode } from 'react';
import type { DataTableColumn, DataTableSort } from './DataTable';

type SortValue = string | number | null | undefined;

function valueOf<Row>(column: DataTableColumn<Row>, row: Row): SortValue {
  if (column.sortValue) return column.sortValue(row);
  const value = (row as Record<string, unknown>)[column.id];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** Numbers by value, texts in Italian order with their numbers read as numbers. */
function compare(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'it', { numeric: true, sensitivity: 'base' });
}

/**
 * Sorting of a client-paged table (spec panels §9 "default sort descending by id"): a sortable column's header
 * is a button (keyboard: Tab, Enter or Space) that sorts by it ascending, then toggles; the header cell says
 * the order with aria-sort. `onSort` runs on each change (the table goes back to its first page).
 */
export function useSortedRows<Row>(
  columns: Array<DataTableColumn<Row>>,
  rows: Row[],
  defaultSort: DataTableSort | undefined,
  onSort: () => void,
) {
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort ?? null);
  const sorted = useMemo(() => {
    // The default order may name a field that is no column (the rows' ID).
    const active: DataTableColumn<Row> | undefined = sort
      ? (columns.find((column) => column.id === sort.column) ?? { id: sort.column, label: '' })
      : undefined;
    if (!sort || !active) return rows;
    const sign = sort.direction === 'asc' ? 1 : -1;
    // Stable: equal values keep the server's order.
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => {
        const va = valueOf(active, a.row);
        const vb = valueOf(active, b.row);
        // Empty values stay last in both directions.
        if (isEmpty(va) || isEmpty(vb))
          return isEmpty(va) === isEmpty(vb) ? a.index - b.index : isEmpty(va) ? 1 : -1;
        return sign * compare(va!, vb!) || a.index - b.index;
      })
      .map((entry) => entry.row);
  }, [rows, sort, columns]);

  const isSortable = (column: DataTableColumn<Row>) =>
    column.sortable === true || (sort?.column === column.id && column.sortable !== false);

  function ariaSort(column: DataTableColumn<Row>): 'ascending' | 'descending' | 'none' | undefined {
    if (!isSortable(column)) return undefined;
    if (sort?.column !== column.id) return 'none';
    return sort.direction === 'asc' ? 'ascending' : 'descending';
  }

  function header(column: DataTableColumn<Row>): ReactNode {
    if (!column.sortable) return column.label;
    const current = sort?.column === column.id ? sort.direction : null;
    const toggle = () => {
      setSort({ column: column.id, direction: current === 'asc' ? 'desc' : 'asc' });
      onSort();
    };
    return (
      <button type="button" className="rc-table__sort" onClick={toggle}>
        {column.label}
        <span className="rc-table__sort-icon" aria-hidden="true">
          {current === 'asc' ? '▲' : current === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    );
  }

  return { rows: sorted, ariaSort, header };
}
