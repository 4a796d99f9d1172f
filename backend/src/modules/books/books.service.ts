import { Injectable } from '@nestjs/common';
import { romeDay } from '../../common/rome-time';
import { InvoiceBooksRead, type InvoiceBooksRow } from '../invoices/invoice-books.read';
import { OrderBooksRead, type RefundRow } from '../orders/order-books.read';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import {
  CHANNEL_LABELS,
  INVOICE_TYPE_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  productLabel,
  SETTLED_BY_LABELS,
} from './books-labels';
import { BooksErrors, BooksMessages } from './books.errors';
import { isMonth, monthBoundaries, monthsBetween, nextMonth } from '../../common/time-buckets';

/** The longest range of months one request reads. */
export const BOOKS_MAX_MONTHS = 24;

/** A validated range of Europe/Rome months. */
export interface BooksRange {
  from: string;
  to: string;
  months: string[];
  /** The instants the months start, and the one the last ends. */
  boundaries: Date[];
  /** The first day of the range and the day after its last ('YYYY-MM-DD'). */
  fromDay: string;
  toDay: string;
}

export interface SalesRow {
  month: string;
  orderType: string;
  orderTypeLabel: string;
  productKey: string;
  product: string;
  channel: string;
  channelLabel: string;
  orders: number;
  quantity: number;
  totalCents: number;
}

export interface MonthTotal {
  month: string;
  orders: number;
  totalCents: number;
}

export interface ReconciliationItem {
  status: string;
  statusLabel: string;
  settledBy: string | null;
  settledByLabel: string;
  orders: number;
  totalCents: number;
}

export interface InvoiceStateItem {
  issuerKey: string;
  issuer: string;
  type: string;
  typeLabel: string;
  state: string;
  invoices: number;
  totalCents: number;
}

export interface BooksSummary {
  from: string;
  to: string;
  sales: SalesRow[];
  monthTotals: MonthTotal[];
  refunds: { count: number; totalCents: number };
  reconciliation: { rows: ReconciliationItem[]; uncaptured: number };
  invoices: InvoiceStateItem[];
}

export interface RefundItem extends Omit<RefundRow, 'paidAt' | 'refundedAt'> {
  orderTypeLabel: string;
  paidAt: Date | null;
  refundedAt: Date;
}

export interface InvoiceItem extends InvoiceBooksRow {
  issuer: string;
  typeLabel: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
  nextPage: number | null;
}

/**
 * The admin's books (Contabilità): a range of months' sales per product and channel, refunds, the state of
 * PayPal payments and the invoices per issuer and sending state, each read from the module that owns it.
 */
@Injectable()
export class BooksService {
  constructor(
    private readonly orders: OrderBooksRead,
    private readonly invoices: InvoiceBooksRead,
    private readonly partners: PartnersService,
    private readonly clock: Clock,
  ) {}

  /** `month` (default this month in Europe/Rome) to `to` (default `month`), both 'YYYY-MM'. */
  range(monthRaw: unknown, toRaw: unknown): BooksRange {
    const blank = (raw: unknown) => raw === undefined || raw === null || raw === '';
    const from = blank(monthRaw) ? romeDay(this.clock.now()).slice(0, 7) : monthRaw;
    if (!isMonth(from)) throw BooksErrors.field('month', BooksMessages.month);
    const to = blank(toRaw) ? from : toRaw;
    if (!isMonth(to)) throw BooksErrors.field('to', BooksMessages.month);
    if (to < from) throw BooksErrors.field('to', BooksMessages.order);
    const months = monthsBetween(from, to);
    if (months.length > BOOKS_MAX_MONTHS) throw BooksErrors.field('to', BooksMessages.tooLong);
    return {
      from,
      to,
      months,
      boundaries: monthBoundaries(months),
      fromDay: `${from}-01`,
      toDay: `${nextMonth(to)}-01`,
    };
  }

  async summary(range: BooksRange): Promise<BooksSummary> {
    const start = range.boundaries[0];
    const end = range.boundaries[range.boundaries.length - 1];
    const [sales, totals, refunds, reconciliation, invoices] = await Promise.all([
      this.orders.salesByProductChannel(range.boundaries),
      this.orders.salesPerPeriod(range.boundaries),
      this.orders.refunds(start, end, 1, 1),
      this.orders.reconciliation(start, end),
      this.invoices.byIssuerAndState(range.fromDay, range.toDay),
    ]);
    const issuers = await this.issuerNames(invoices.map((row) => row.issuerKey));
    return {
      from: range.from,
      to: range.to,
      sales: sales.map((row) => ({
        month: range.months[row.bucket],
        orderType: row.orderType,
        orderTypeLabel: ORDER_TYPE_LABELS[row.orderType] ?? row.orderType,
        productKey: row.productKey,
        product: productLabel(row.productKey, row.description),
        channel: row.channel,
        channelLabel: CHANNEL_LABELS[row.channel] ?? row.channel,
        orders: row.orders,
        quantity: row.quantity,
        totalCents: row.totalCents,
      })),
      monthTotals: range.months.map((month, bucket) => {
        const found = totals.find((row) => row.bucket === bucket);
        return { month, orders: found?.orders ?? 0, totalCents: found?.totalCents ?? 0 };
      }),
      refunds: { count: refunds.total, totalCents: refunds.totalCents },
      reconciliation: {
        rows: reconciliation.rows.map((row) => ({
          ...row,
          statusLabel: ORDER_STATUS_LABELS[row.status] ?? row.status,
          settledByLabel: row.settledBy ? (SETTLED_BY_LABELS[row.settledBy] ?? row.settledBy) : '',
        })),
        uncaptured: reconciliation.uncaptured,
      },
      invoices: invoices.map((row) => ({
        ...row,
        issuer: issuers.get(row.issuerKey) ?? row.issuerKey,
        typeLabel: INVOICE_TYPE_LABELS[row.type] ?? row.type,
      })),
    };
  }

  async refunds(range: BooksRange, page: number, size: number): Promise<Page<RefundItem>> {
    const found = await this.orders.refunds(
      range.boundaries[0],
      range.boundaries[range.boundaries.length - 1],
      page,
      size,
    );
    return {
      rows: found.rows.map((row) => ({
        ...row,
        orderTypeLabel: ORDER_TYPE_LABELS[row.orderType] ?? row.orderType,
      })),
      total: found.total,
      nextPage: page * size < found.total ? page + 1 : null,
    };
  }

  async invoicePage(range: BooksRange, page: number, size: number): Promise<Page<InvoiceItem>> {
    const found = await this.invoices.page(range.fromDay, range.toDay, page, size);
    const issuers = await this.issuerNames(found.rows.map((row) => row.issuerKey));
    return {
      rows: found.rows.map((row) => ({
        ...row,
        issuer: issuers.get(row.issuerKey) ?? row.issuerKey,
        typeLabel: INVOICE_TYPE_LABELS[row.type] ?? row.type,
      })),
      total: found.total,
      nextPage: page * size < found.total ? page + 1 : null,
    };
  }

  /** Every row of a paged list, page after page (the exports stream them). */
  async *all<T>(load: (page: number) => Promise<Page<T>>): AsyncGenerator<T> {
    let page: number | null = 1;
    while (page !== null) {
      const answer = await load(page);
      yield* answer.rows;
      page = answer.nextPage;
    }
  }

  /** 'Ricordo', or the lamp manager's company name for 'partner:{id}'. */
  private async issuerNames(keys: string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const key of new Set(keys)) {
      if (key === 'ricordo') names.set(key, 'Ricordo');
      const match = /^partner:(\d+)$/.exec(key);
      if (match) {
        const partner = await this.partners.findById(Number(match[1]));
        if (partner) names.set(key, partner.name);
      }
    }
    return names;
  }
}
