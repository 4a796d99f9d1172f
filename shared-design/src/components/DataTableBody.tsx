import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MESSAGES } from '../messages';
import type { DataTableProps } from './DataTable';
import { useSortedRows } from './DataTableSort';
import { useScrollsSideways } from './useScrollsSideways';

function defaultRowId(row: unknown, index: number): string | number {
  if (row && typeof row === 'object') {
    const record = row as Record<string, unknown>;
    const id = record.ID ?? record.id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return index;
}

function cellText(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? MESSAGES.yes : MESSAGES.no;
  return String(value);
}

/** 'end' for a column that asks for it, and for the row actions' column ('actions'). */
const stickyClass = (column: { id: string; sticky?: 'end' }) =>
  (column.sticky ?? (column.id === 'actions' ? 'end' : undefined)) === 'end'
    ? 'rc-table__sticky-end'
    : undefined;

/**
 * Table with client-side paging: 'Righe per pagina' selector, '1–5 di 12', and previous/next buttons
 * ('Pagina precedente' / 'Pagina successiva'). Scrolls sideways inside its frame on narrow screens.
 */
export function DataTableBody<Row>({
  columns,
  rows,
  getRowId = defaultRowId,
  pageSizes = [5, 10, 25],
  defaultPageSize,
  emptyText = MESSAGES.noResults,
  caption,
  onRowClick,
  className,
  serverPaging,
  defaultSort,
}: DataTableProps<Row>) {
  const sizeSelectId = `rc-table-${useId().replace(/:/g, '')}-size`;
  const wrap = useRef<HTMLDivElement>(null);
  // A table wider than its frame: the frame takes the focus, so the keyboard can scroll it (WCAG 2.1.1),
  // also when no row has a control (an empty table with many columns).
  const scrolls = useScrollsSideways(wrap);
  const initialSize = defaultPageSize ?? (pageSizes.includes(10) ? 10 : (pageSizes[0] ?? 10));
  const [localPageSize, setLocalPageSize] = useState(initialSize);
  const [requestedPage, setLocalPage] = useState(0);
  const pageSize = serverPaging ? serverPaging.pageSize : localPageSize;
  const rowCount = serverPaging ? serverPaging.total : rows.length;

  const pageCount = Math.max(1, Math.ceil(rowCount / pageSize));
  // Fewer rows than before (a filter, a deletion): stay on the last page that exists.
  const page = Math.min(serverPaging ? serverPaging.page : requestedPage, pageCount - 1);
  const start = page * pageSize;
  const sorting = useSortedRows(columns, rows, serverPaging ? undefined : defaultSort, () => setLocalPage(0));
  const visible = serverPaging ? rows : sorting.rows.slice(start, start + pageSize);
  const setPage = (next: number) => {
    if (serverPaging) serverPaging.onChange(next, pageSize);
    else setLocalPage(next);
  };
  const setPageSize = (size: number) => {
    if (serverPaging) return serverPaging.onChange(0, size);
    setLocalPageSize(size);
    setLocalPage(0);
  };
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  return (
    <div className={['rc-table-frame', className].filter(Boolean).join(' ')}>
      <div ref={wrap} className="rc-table-wrap" tabIndex={scrolls ? 0 : undefined}>
        <table className="rc-table">
          {caption && <caption>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={stickyClass(column)}
                  aria-sort={serverPaging ? undefined : sorting.ariaSort(column)}
                  style={{ textAlign: column.align, minWidth: column.minWidth, maxWidth: column.maxWidth }}
                >
                  {serverPaging ? column.label : sorting.header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <td className="rc-table__empty" colSpan={Math.max(1, columns.length)}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr
                  key={getRowId(row, start + index)}
                  data-clickable={onRowClick ? 'true' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
                >
                  {columns.map((column) => {
                    const value = (row as Record<string, unknown>)[column.id];
                    return (
                      <td
                        key={column.id}
                        className={stickyClass(column)}
                        style={{
                          textAlign: column.align,
                          minWidth: column.minWidth,
                          maxWidth: column.maxWidth,
                        }}
                      >
                        {column.format ? column.format(value, row) : cellText(value)}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="rc-pagination">
        <label htmlFor={sizeSelectId}>
          {MESSAGES.rowsPerPage}
          <select
            id={sizeSelectId}
            value={pageSize}
            onChange={(event) => setPageSize(Number(event.target.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite">
          {rowCount === 0 ? 0 : start + 1}–{Math.min(start + pageSize, rowCount)} {MESSAGES.of}{' '}
          {serverPaging?.totalAtLeast ? `${MESSAGES.moreThan} ${rowCount.toLocaleString('it-IT')}` : rowCount}
        </span>
        <span className="rc-pagination__nav">
          <button
            type="button"
            className="rc-button rc-button--secondary"
            aria-label={MESSAGES.previousPage}
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="rc-button rc-button--secondary"
            aria-label={MESSAGES.nextPage}
            disabled={page >= pageCount - 1 && !serverPaging?.totalAtLeast}
            onClick={() => setPage(page + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </span>
      </div>
    </div>
  );
}
