import { useState } from 'react';
import {
  DataTable,
  formatDateTime,
  formatEuro,
  MESSAGES,
  Spinner,
  type CallData,
  type DataTableColumn,
} from '@ricordo/shared-design';
import { useApiData } from '@ricordo/shared-design/back-office';
import { BOOKS_TEXTS as T } from './books-texts';
import { monthLabel } from './books-range';

type Summary = CallData<'adminBooks'>;
type SalesRow = Summary['sales'][number];
type ReconciliationRow = Summary['reconciliation']['rows'][number];
type InvoiceState = Summary['invoices'][number];
type Refund = CallData<'adminBooksRefunds'>['rows'][number];
type Invoice = CallData<'adminBooksInvoices'>['rows'][number];

const PAGE_SIZES = [5, 10, 25, 100];
const C = T.columns;
const euro = (value: unknown) => formatEuro(value as number);
const instant = (value: unknown) => (value ? formatDateTime(new Date(value as string)) : T.none);

const SALES: Array<DataTableColumn<SalesRow>> = [
  { id: 'month', label: C.month, format: (value) => monthLabel(value as string) },
  { id: 'orderTypeLabel', label: C.type },
  { id: 'product', label: C.product },
  { id: 'channelLabel', label: C.channel },
  { id: 'orders', label: C.orders, align: 'right' },
  { id: 'quantity', label: C.quantity, align: 'right' },
  { id: 'totalCents', label: C.total, align: 'right', format: euro },
];

const RECONCILIATION: Array<DataTableColumn<ReconciliationRow>> = [
  { id: 'statusLabel', label: C.status },
  { id: 'settledByLabel', label: C.settledBy, format: (value) => (value as string) || T.none },
  { id: 'orders', label: C.orders, align: 'right' },
  { id: 'totalCents', label: C.total, align: 'right', format: euro },
];

const INVOICE_STATES: Array<DataTableColumn<InvoiceState>> = [
  { id: 'issuer', label: C.issuer },
  { id: 'typeLabel', label: C.document },
  { id: 'state', label: C.state },
  { id: 'invoices', label: C.invoices, align: 'right' },
  { id: 'totalCents', label: C.total, align: 'right', format: euro },
];

const REFUNDS: Array<DataTableColumn<Refund>> = [
  { id: 'orderId', label: C.order },
  { id: 'orderTypeLabel', label: C.type },
  { id: 'buyer', label: C.buyer },
  { id: 'amountCents', label: C.amount, align: 'right', format: euro },
  { id: 'paidAt', label: C.paidAt, format: instant },
  { id: 'refundedAt', label: C.refundedAt, format: instant },
];

const INVOICES: Array<DataTableColumn<Invoice>> = [
  { id: 'issuer', label: C.issuer },
  { id: 'typeLabel', label: C.document },
  { id: 'printedNumber', label: C.number, format: (value) => (value as string | null) ?? T.none },
  { id: 'issueDay', label: C.day, format: (value) => (value as string).split('-').reverse().join('/') },
  { id: 'totalCents', label: C.total, align: 'right', format: euro },
  { id: 'state', label: C.state },
  {
    id: 'blockedReason',
    label: C.reason,
    maxWidth: 320,
    format: (value) => (value as string | null) ?? T.none,
  },
];

/** A list the server pages (refunds, invoices), 5/10/25/100 rows. */
function PagedTable<Row>({
  operation,
  range,
  caption,
  columns,
  emptyText,
}: {
  operation: 'adminBooksRefunds' | 'adminBooksInvoices';
  range: { month: string; to: string };
  caption: string;
  columns: Array<DataTableColumn<Row>>;
  emptyText: string;
}) {
  const [paging, setPaging] = useState({ page: 0, pageSize: 5 });
  const { data, error } = useApiData(operation, {
    query: { ...range, page: paging.page + 1, maxResults: paging.pageSize },
  });
  if (error !== null) return <p role="alert">{MESSAGES.noConnection}</p>;
  if (!data) return <Spinner />;
  // Both lists answer { rows, total, nextPage }; the caller's columns name the row type.
  const answer = data as unknown as { rows: Row[]; total: number };
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={answer.rows}
      pageSizes={PAGE_SIZES}
      emptyText={emptyText}
      serverPaging={{
        total: answer.total,
        page: paging.page,
        pageSize: paging.pageSize,
        onChange: (page, pageSize) => setPaging({ page, pageSize }),
      }}
    />
  );
}

/** The books of a range of months: sales, refunds, PayPal reconciliation, invoices. */
export function BooksTables({ from, to }: { from: string; to: string }) {
  const range = { month: from, to };
  const { data, error } = useApiData('adminBooks', { query: range });
  if (error !== null) return <p role="alert">{error || MESSAGES.noConnection}</p>;
  if (!data) return <Spinner />;
  return (
    <>
      <section aria-labelledby="books-sales-title">
        <h3 id="books-sales-title">{T.salesTitle}</h3>
        <ul className="books-totals">
          {data.monthTotals.map((row) => (
            <li key={row.month}>
              {T.monthTotal(monthLabel(row.month), row.orders, formatEuro(row.totalCents))}
            </li>
          ))}
        </ul>
        <DataTable
          caption={T.salesTitle}
          columns={SALES}
          rows={data.sales}
          pageSizes={PAGE_SIZES}
          defaultPageSize={25}
          emptyText={T.salesEmpty}
        />
      </section>
      <section aria-labelledby="books-refunds-title">
        <h3 id="books-refunds-title">{T.refundsTitle}</h3>
        <p>{T.refundsTotal(data.refunds.count, formatEuro(data.refunds.totalCents))}</p>
        <PagedTable
          operation="adminBooksRefunds"
          range={range}
          caption={T.refundsTitle}
          columns={REFUNDS}
          emptyText={T.refundsEmpty}
        />
      </section>
      <section aria-labelledby="books-reconciliation-title">
        <h3 id="books-reconciliation-title">{T.reconciliationTitle}</h3>
        {data.reconciliation.uncaptured > 0 && (
          <p role="status">{T.uncaptured(data.reconciliation.uncaptured)}</p>
        )}
        <DataTable
          caption={T.reconciliationTitle}
          columns={RECONCILIATION}
          rows={data.reconciliation.rows}
          pageSizes={PAGE_SIZES}
          defaultPageSize={10}
          emptyText={T.reconciliationEmpty}
        />
      </section>
      <section aria-labelledby="books-invoices-title">
        <h3 id="books-invoices-title">{T.invoiceStatesTitle}</h3>
        <DataTable
          caption={T.invoiceStatesTitle}
          columns={INVOICE_STATES}
          rows={data.invoices}
          pageSizes={PAGE_SIZES}
          defaultPageSize={10}
          emptyText={T.invoicesEmpty}
        />
        <h4>{T.invoicesTitle}</h4>
        <PagedTable
          operation="adminBooksInvoices"
          range={range}
          caption={T.invoicesTitle}
          columns={INVOICES}
          emptyText={T.invoicesEmpty}
        />
      </section>
    </>
  );
}
