import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from './Spinner';

export interface DataTableColumn<Row> {
  /** Key of the row to show, or any id when `format` builds the cell. */
  id: string;
  label: ReactNode;
  align?: 'left' | 'center' | 'right';
  minWidth?: number;
  maxWidth?: number;
  /**
   * 'end': the last column (row actions) stays in view at the table's right edge while a wide table scrolls
   * sideways inside its frame (from 600 px wide; narrower, the whole table scrolls). The row actions' column
   * (id 'actions') is sticky by default: a column added before it never pushes the actions out of view.
   */
  sticky?: 'end';
  /** Builds the cell from the value at `id` and the row (dates, prices, action buttons). */
  format?: (value: unknown, row: Row) => ReactNode;
  /**
   * The header sorts the rows by this column (a button; aria-sort on the header cell). Client paging only:
   * a table paged by the server keeps the server's order.
   */
  sortable?: boolean;
  /** What the column sorts by when the value at `id` is not it (a date's ISO text, a name). */
  sortValue?: (row: Row) => string | number | null | undefined;
}

/** A table's order: the column's id and the direction. */
export interface DataTableSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  columns: Array<DataTableColumn<Row>>;
  rows: Row[];
  /** Stable key of a row; the row's `ID` or `id` by default, else its position. */
  getRowId?: (row: Row, index: number) => string | number;
  /** spec panels §9: 5, 10, 25 (admin dashboard adds 100). */
  pageSizes?: number[];
  /** Rows per page at first; 10 when offered (QR table), else the first size. */
  defaultPageSize?: number;
  /** Text of the empty table. */
  emptyText?: string;
  /** Names the table for assistive technology (visible caption). */
  caption?: ReactNode;
  /** Makes rows clickable and reachable with Tab + Enter (client panel: open the memorial). */
  onRowClick?: (row: Row) => void;
  className?: string;
  /**
   * Pages kept by the server (a list too long to load whole, e.g. the QR administration table): `rows` is
   * the page shown, the footer counts `total`, and moving or resizing asks `onChange` for another page.
   */
  serverPaging?: ServerPaging;
  /** The order at first (spec panels §9 "default sort descending by id": `{ column: 'ID', direction: 'desc' }`). */
  defaultSort?: DataTableSort;
}

export interface ServerPaging {
  /** Rows in all; with `totalAtLeast`, a lower bound (a list too long to count whole: 'di oltre 10.000'). */
  total: number;
  /** `total` is a lower bound: the server stopped counting, or there are rows past the page it knows. */
  totalAtLeast?: boolean;
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}

// The kit is on every page's first download (the memorial page's JavaScript is at its budget); tables are
// needed only by the panels, so their code is a chunk of its own, fetched when a panel shows one.
const Body = lazy(async () => ({
  default: (await import('./DataTableBody')).DataTableBody as ComponentType<DataTableProps<unknown>>,
}));

/**
 * Table with client-side paging ('Righe per pagina', '1–5 di 12', previous/next); see DataTableBody.
 * Shows a spinner while its code loads.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  return (
    <Suspense fallback={<Spinner />}>
      <Body {...(props as DataTableProps<unknown>)} />
    </Suspense>
  );
}
