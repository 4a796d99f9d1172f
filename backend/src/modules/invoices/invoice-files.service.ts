import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import archiver from 'archiver';
import type { Writable } from 'node:stream';
import { And, DataSource, In, LessThan, MoreThan, MoreThanOrEqual, type FindOptionsWhere } from 'typeorm';
import { PartnersService } from '../partners/partners.service';
import { writeFatturaPa } from './fatturapa/fatturapa-xml';
import { fatturaPaFileName } from './fatturapa/file-name';
import type { InvoiceDocument } from './fatturapa/invoice-document';
import { Invoice, type InvoiceState } from './invoice.entity';
import { InvoiceErrors } from './invoices.errors';
import { RICORDO_ISSUER, type Sale } from './invoices.service';

/** Whose invoices a caller may read: some issuers' (a lamp manager's, Ricordo's), or every issuer's (admin). */
export type InvoiceScope = { issuerKeys: string[] } | { all: true };

/** The Italian label of each state, as the panels show it. */
export const INVOICE_STATE_LABELS: Readonly<Record<InvoiceState, string>> = {
  'da inviare': 'Da inviare',
  bloccata: 'Bloccata',
  inviata: 'Inviata a SDI',
  consegnata: 'Consegnata',
  scartata: 'Scartata da SDI',
  'non consegnata': 'Non consegnata (nel cassetto fiscale del cliente)',
};

export interface InvoiceListQuery {
  /** 'YYYY-MM' of the issue day. */
  month?: string;
  state?: InvoiceState;
  page: number;
  maxResults: number;
}

export interface InvoiceListItem {
  id: number;
  issuerKey: string;
  type: Invoice['type'];
  /** '2026/000001'; null while blocked. */
  number: string | null;
  issueDay: string;
  recipient: string;
  totalCents: number;
  state: InvoiceState;
  stateLabel: string;
  blockedReason: string | null;
  sdiNotice: string | null;
  /** The FatturaPA file's name; null while blocked. */
  fileName: string | null;
}

/** An issuer the admin can pick: its key ('ricordo', 'partner:{id}', 'manager:{user id}') and its name. */
export interface InvoiceIssuer {
  key: string;
  name: string;
}

/** Rows read per query while a ZIP is written: the month is never in memory at once. */
const ZIP_PAGE = 100;

/** [first day, first day of the next month) of 'YYYY-MM'. */
export function monthRange(month: string): [string, string] {
  const [year, mm] = month.split('-').map(Number);
  const next = mm === 12 ? `${year + 1}-01` : `${year}-${String(mm + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

function recipientOfDocument(doc: InvoiceDocument): string {
  const r = doc.recipient;
  return r.companyName ?? [r.firstName, r.lastName].filter(Boolean).join(' ');
}

function recipientOfSale(saleText: string): string {
  try {
    const sale = JSON.parse(saleText) as Sale;
    if ('companyOfUser' in sale.recipient) return 'Azienda partner';
    const r = sale.recipient;
    return r.companyName?.trim() || `${r.firstName} ${r.lastName}`.trim();
  } catch {
    return '';
  }
}

/**
 * Reading and downloading issued invoices (docs/contracts.md "Invoices"): the month's list of an issuer,
 * one invoice's FatturaPA file, and the month's files as a ZIP for the accountant, streamed. Every read
 * goes through an InvoiceScope the controller builds from the signed-in user, so an invoice of another
 * issuer answers 404 like an unknown one.
 */
@Injectable()
export class InvoiceFilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnersService,
  ) {}

  /** A lamp manager's invoices: his company's ('partner:{id}') and any stored before it existed. */
  async managerScope(userId: number): Promise<InvoiceScope> {
    const partner = await this.partners.findByUser(userId);
    return { issuerKeys: [`manager:${userId}`, ...(partner ? [`partner:${partner.id}`] : [])] };
  }

  /** The admin's: Ricordo's by default, one issuer's, or every issuer's ('tutti'). */
  adminScope(issuer: string | undefined): InvoiceScope {
    if (issuer === 'tutti') return { all: true };
    return { issuerKeys: [issuer ?? RICORDO_ISSUER] };
  }

  /**
   * The admin's issuer choice: Ricordo, then every other issuer that has invoices, by name ('partner:{id}'
   * a lamp manager's company; 'manager:{user id}' the blocked ones stored before his company existed).
   */
  async issuers(): Promise<InvoiceIssuer[]> {
    const rows = await this.dataSource
      .getRepository(Invoice)
      .createQueryBuilder('invoice')
      .select('DISTINCT invoice.issuer_key', 'issuerKey')
      .getRawMany<{ issuerKey: string }>();
    const others: InvoiceIssuer[] = [];
    for (const { issuerKey } of rows) {
      const [kind, id] = issuerKey.split(':');
      if (kind === 'partner') {
        const partner = await this.partners.findById(Number(id));
        others.push({ key: issuerKey, name: partner?.name ?? `Azienda n. ${id}` });
      } else if (kind === 'manager') {
        const partner = await this.partners.findByUser(Number(id));
        const name = partner ? `${partner.name} (prima dell'azienda)` : `Gestore lampade n. ${id}`;
        others.push({ key: issuerKey, name });
      }
    }
    others.sort((a, b) => a.name.localeCompare(b.name, 'it') || a.key.localeCompare(b.key));
    return [{ key: RICORDO_ISSUER, name: 'Ricordo' }, ...others];
  }

  private where(scope: InvoiceScope, filters: { month?: string; state?: InvoiceState }) {
    const where: FindOptionsWhere<Invoice> = {};
    if ('issuerKeys' in scope) where.issuerKey = In(scope.issuerKeys);
    if (filters.state) where.state = filters.state;
    if (filters.month) {
      const [from, until] = monthRange(filters.month);
      where.issueDay = And(MoreThanOrEqual(from), LessThan(until));
    }
    return where;
  }

  async list(
    scope: InvoiceScope,
    query: InvoiceListQuery,
  ): Promise<{ items: InvoiceListItem[]; total: number }> {
    const [rows, total] = await this.dataSource.getRepository(Invoice).findAndCount({
      where: this.where(scope, query),
      order: { issueDay: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.maxResults,
      take: query.maxResults,
    });
    return { items: rows.map((row) => this.item(row)), total };
  }

  item(row: Invoice): InvoiceListItem {
    const doc = row.document ? (JSON.parse(row.document) as InvoiceDocument) : null;
    return {
      id: row.id,
      issuerKey: row.issuerKey,
      type: row.type,
      number: row.printedNumber,
      issueDay: row.issueDay,
      recipient: doc ? recipientOfDocument(doc) : recipientOfSale(row.sale),
      totalCents: row.totalCents,
      state: row.state,
      stateLabel: INVOICE_STATE_LABELS[row.state] ?? row.state,
      blockedReason: row.blockedReason,
      sdiNotice: row.sdiNotice,
      fileName: doc ? fatturaPaFileName(doc) : null,
    };
  }

  /** One invoice of the scope; 404 when unknown or another issuer's. */
  async find(scope: InvoiceScope, id: number): Promise<Invoice> {
    const row = await this.dataSource.getRepository(Invoice).findOneBy({ id });
    if (!row || ('issuerKeys' in scope && !scope.issuerKeys.includes(row.issuerKey)))
      throw InvoiceErrors.notFound();
    return row;
  }

  /** The FatturaPA file of an issued invoice: its name and the XML written from the stored document. */
  async xml(scope: InvoiceScope, id: number): Promise<{ fileName: string; xml: string }> {
    const row = await this.find(scope, id);
    if (!row.document) throw InvoiceErrors.notIssued();
    const doc = JSON.parse(row.document) as InvoiceDocument;
    return { fileName: fatturaPaFileName(doc), xml: writeFatturaPa(doc) };
  }

  /**
   * The month's issued files (blocked ones have none) as a ZIP written to `out` while the rows are read, a
   * page at a time by id: each page's files are added and written before the next page is read, so memory
   * holds one page whatever the month's size. Resolves when the archive is complete; `out` is ended.
   */
  async zip(scope: InvoiceScope, month: string, out: Writable): Promise<number> {
    // Level 1: XML shrinks about as well (text), for a fraction of the CPU of the default.
    const archive = archiver('zip', { zlib: { level: 1 } });
    const failed = new Promise<never>((_, reject) => archive.on('error', reject));
    failed.catch(() => undefined);
    archive.pipe(out);
    const repository = this.dataSource.getRepository(Invoice);
    const where = this.where(scope, { month });
    let processed = 0;
    archive.on('entry', () => (processed += 1));
    let lastId = 0;
    let added = 0;
    for (;;) {
      const rows = await repository.find({
        select: { id: true, document: true },
        where: { ...where, id: MoreThan(lastId) },
        order: { id: 'ASC' },
        take: ZIP_PAGE,
      });
      if (rows.length === 0) break;
      lastId = rows[rows.length - 1].id;
      for (const row of rows) {
        if (!row.document) continue;
        const doc = JSON.parse(row.document) as InvoiceDocument;
        archive.append(writeFatturaPa(doc), {
          name: fatturaPaFileName(doc),
          date: new Date(`${doc.date}T12:00:00Z`),
        });
        added += 1;
      }
      // Wait until this page is compressed and handed to `out` (which applies its own backpressure).
      await Promise.race([
        failed,
        new Promise<void>((resolve) => {
          const check = () => {
            if (processed >= added) {
              archive.off('entry', check);
              resolve();
            }
          };
          archive.on('entry', check);
          check();
        }),
      ]);
    }
    await Promise.race([failed, archive.finalize()]);
    return added;
  }
}
