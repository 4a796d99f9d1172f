import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { InvoiceDocumentType } from './fatturapa/invoice-document';
import { Invoice, type InvoiceSourceKind, type InvoiceState } from './invoice.entity';

export interface InvoiceIssuerStateRow {
  /** 'ricordo' or 'partner:{id}'. */
  issuerKey: string;
  /** TD01 invoice, TD04 credit note. */
  type: InvoiceDocumentType;
  state: InvoiceState;
  invoices: number;
  totalCents: number;
}

export interface InvoiceBooksRow {
  id: number;
  issuerKey: string;
  type: InvoiceDocumentType;
  /** Null while blocked. */
  printedNumber: string | null;
  issueDay: string;
  totalCents: number;
  state: InvoiceState;
  blockedReason: string | null;
  sourceKind: InvoiceSourceKind;
  sourceId: number;
}

const num = (value: unknown): number => Number(value ?? 0);

/**
 * The invoices module's figures for the admin's books (read only): the invoices of the issue days from
 * `fromDay` to `toDay` (exclusive, 'YYYY-MM-DD', Europe/Rome) per issuer, type and sending state, and one
 * page of them.
 */
@Injectable()
export class InvoiceBooksRead {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byIssuerAndState(fromDay: string, toDay: string): Promise<InvoiceIssuerStateRow[]> {
    const rows = await this.dataSource
      .getRepository(Invoice)
      .createQueryBuilder('invoice')
      .select('invoice.issuer_key', 'issuerKey')
      .addSelect('invoice.type', 'type')
      .addSelect('invoice.state', 'state')
      .addSelect('COUNT(*)', 'invoices')
      .addSelect('SUM(invoice.total_cents)', 'totalCents')
      .where('invoice.issue_day >= :fromDay AND invoice.issue_day < :toDay', { fromDay, toDay })
      .groupBy('invoice.issuer_key')
      .addGroupBy('invoice.type')
      .addGroupBy('invoice.state')
      .orderBy('invoice.issuer_key')
      .addOrderBy('invoice.type')
      .addOrderBy('invoice.state')
      .getRawMany<Record<string, unknown>>();
    return rows.map((row) => ({
      issuerKey: String(row.issuerKey),
      type: row.type as InvoiceDocumentType,
      state: row.state as InvoiceState,
      invoices: num(row.invoices),
      totalCents: num(row.totalCents),
    }));
  }

  /** One page of those invoices, by issuer then number (blocked ones, without a number, last). */
  async page(
    fromDay: string,
    toDay: string,
    page: number,
    size: number,
  ): Promise<{ rows: InvoiceBooksRow[]; total: number }> {
    const [found, total] = await this.dataSource
      .getRepository(Invoice)
      .createQueryBuilder('invoice')
      .where('invoice.issue_day >= :fromDay AND invoice.issue_day < :toDay', { fromDay, toDay })
      .orderBy('invoice.issuerKey')
      .addOrderBy('invoice.year')
      .addOrderBy('CASE WHEN invoice.number IS NULL THEN 1 ELSE 0 END')
      .addOrderBy('invoice.number')
      .addOrderBy('invoice.id')
      .skip((page - 1) * size)
      .take(size)
      .getManyAndCount();
    return {
      rows: found.map((invoice) => ({
        id: invoice.id,
        issuerKey: invoice.issuerKey,
        type: invoice.type,
        printedNumber: invoice.printedNumber,
        issueDay: invoice.issueDay,
        totalCents: invoice.totalCents,
        state: invoice.state,
        blockedReason: invoice.blockedReason,
        sourceKind: invoice.sourceKind,
        sourceId: invoice.sourceId,
      })),
      total,
    };
  }
}
