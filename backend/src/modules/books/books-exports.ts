import type { Writable } from 'node:stream';
import type { BooksTable } from './dto/books.dto';
import { writeCsv, writeXlsx, type ExportColumn, type ExportFormat } from './books-export';
import type {
  BooksRange,
  BooksService,
  InvoiceItem,
  ReconciliationItem,
  RefundItem,
  SalesRow,
} from './books.service';

const SALES: ExportColumn<SalesRow>[] = [
  { header: 'Mese', kind: 'text', value: (row) => row.month },
  { header: 'Tipo', kind: 'text', value: (row) => row.orderTypeLabel, width: 18 },
  { header: 'Prodotto', kind: 'text', value: (row) => row.product, width: 32 },
  { header: 'Canale', kind: 'text', value: (row) => row.channelLabel, width: 18 },
  { header: 'Ordini', kind: 'int', value: (row) => row.orders },
  { header: 'Quantità', kind: 'int', value: (row) => row.quantity },
  { header: 'Totale', kind: 'money', value: (row) => row.totalCents, width: 14 },
];

const REFUNDS: ExportColumn<RefundItem>[] = [
  { header: 'Ordine', kind: 'int', value: (row) => row.orderId },
  { header: 'Tipo', kind: 'text', value: (row) => row.orderTypeLabel, width: 18 },
  { header: 'Acquirente', kind: 'text', value: (row) => row.buyer, width: 28 },
  { header: 'Importo', kind: 'money', value: (row) => row.amountCents, width: 14 },
  { header: 'Pagato il', kind: 'instant', value: (row) => row.paidAt, width: 18 },
  { header: 'Rimborsato il', kind: 'instant', value: (row) => row.refundedAt, width: 18 },
];

const RECONCILIATION: ExportColumn<ReconciliationItem>[] = [
  { header: 'Stato', kind: 'text', value: (row) => row.statusLabel, width: 24 },
  { header: 'Pagamento confermato da', kind: 'text', value: (row) => row.settledByLabel, width: 28 },
  { header: 'Ordini', kind: 'int', value: (row) => row.orders },
  { header: 'Totale', kind: 'money', value: (row) => row.totalCents, width: 14 },
];

const INVOICES: ExportColumn<InvoiceItem>[] = [
  { header: 'Emittente', kind: 'text', value: (row) => row.issuer, width: 28 },
  { header: 'Documento', kind: 'text', value: (row) => row.typeLabel, width: 16 },
  { header: 'Numero', kind: 'text', value: (row) => row.printedNumber, width: 14 },
  { header: 'Data', kind: 'day', value: (row) => row.issueDay },
  { header: 'Totale', kind: 'money', value: (row) => row.totalCents, width: 14 },
  { header: 'Stato', kind: 'text', value: (row) => row.state },
  { header: 'Motivo del blocco', kind: 'text', value: (row) => row.blockedReason, width: 48 },
];

const SHEETS: Record<BooksTable, string> = {
  ordini: 'Ordini',
  rimborsi: 'Rimborsi',
  riconciliazione: 'Riconciliazione',
  fatture: 'Fatture',
};

/** 'ricordo-ordini-2026-11.xlsx', or 'ricordo-ordini-2026-09_2026-11.csv' for a range. */
export function exportFileName(table: BooksTable, range: BooksRange, format: ExportFormat): string {
  const months = range.from === range.to ? range.from : `${range.from}_${range.to}`;
  return `ricordo-${table}-${months}.${format}`;
}

const EXPORT_PAGE = 100;

/** Writes one table of the books over `range` to `out` in `format`, reading the long lists page by page. */
export async function writeBooksTable(
  books: BooksService,
  out: Writable,
  table: BooksTable,
  range: BooksRange,
  format: ExportFormat,
): Promise<void> {
  const sheet = SHEETS[table];
  const emit = <T>(columns: ExportColumn<T>[], rows: AsyncIterable<T> | Iterable<T>) =>
    format === 'csv' ? writeCsv(out, columns, rows) : writeXlsx(out, sheet, columns, rows);
  switch (table) {
    case 'ordini':
      return emit(SALES, (await books.summary(range)).sales);
    case 'riconciliazione':
      return emit(RECONCILIATION, (await books.summary(range)).reconciliation.rows);
    case 'rimborsi':
      return emit(
        REFUNDS,
        books.all((page) => books.refunds(range, page, EXPORT_PAGE)),
      );
    case 'fatture':
      return emit(
        INVOICES,
        books.all((page) => books.invoicePage(range, page, EXPORT_PAGE)),
      );
  }
}
