import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { RenderPool } from '../../common/render-pool/render-pool';
import { romeDay } from '../../common/rome-time';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import { fatturaPaFileName } from './fatturapa/file-name';
import type { InvoiceDocument, InvoiceIssuer, InvoiceLine } from './fatturapa/invoice-document';
import {
  FIX_WHERE,
  partnerIssuer,
  partnerRecipient,
  recipientOf,
  ricordoIssuer,
  type RecipientInput,
} from './invoice-parties';
import { InvoiceSequence } from './invoice-sequence.entity';
import { InvoiceErrors } from './invoices.errors';
import { Invoice, type InvoiceSourceKind } from './invoice.entity';
import { RicordoCompany } from './ricordo-company.entity';
import {
  documentTotal,
  netOfGross,
  stampDutyOf,
  VAT_BY_PRODUCT,
  type InvoicedProduct,
  type LineVat,
} from './vat-rates';

export type RicordoCompanyData = Omit<RicordoCompany, 'id' | 'updatedAt'>;

/** ModalitaPagamento of a payment type as a manager writes it ('Contanti', 'Bonifico', 'POS' …); cash by default. */
export function paymentMethodOf(type: string): string {
  if (/bonifico/i.test(type)) return 'MP05';
  if (/assegno/i.test(type)) return 'MP02';
  if (/carta|pos|bancomat|paypal/i.test(type)) return 'MP08';
  return 'MP01';
}

/** The issuer key of Ricordo's own sales. */
export const RICORDO_ISSUER = 'ricordo';

/** The blocked reason of an invoice whose preparation failed (the error is in the log). */
export const INVOICE_FAILED_REASON =
  'Fattura bloccata: non è stato possibile prepararla per un errore interno; il pagamento è registrato.';

export interface SaleLine {
  product: InvoicedProduct;
  description: string;
  quantity: number;
  /** What the buyer paid for one unit, VAT included, in cents. */
  unitGrossCents: number;
  /** A rate or nature other than the product's (VAT_BY_PRODUCT). */
  vat?: LineVat;
}

/** What a module sold, as it hands it to issue() inside the transaction that records the payment. */
export interface Sale {
  /** Ricordo, or the lamp manager whose company (partner record) sells. */
  issuer: { kind: 'ricordo' } | { kind: 'lamp-manager'; managerUserId: number };
  /** The buyer's data, or a partner account whose company (partner record) buys. */
  recipient: RecipientInput | { companyOfUser: number };
  /** Whose data the recipient's are, in the blocked message ("dell'abbonato"). */
  recipientOf: string;
  /** Where the recipient's missing data are added (Italian sentence). */
  recipientHint: string;
  lines: SaleLine[];
  source: { kind: InvoiceSourceKind; id: number };
  /** Causale. */
  reason?: string;
  /** ModalitaPagamento (MP01 cash, MP05 transfer, MP08 card …) and the amount paid. */
  payment?: { method: string; amountCents: number };
}

/**
 * Electronic invoices (docs/contracts.md "Invoices"). The selling module calls issue() in the transaction
 * that records a payment: the invoice is numbered there (progressive per issuer and year, no gap, no
 * repeat) or stored 'bloccata' with what is missing; it never fails the payment for missing data.
 */
@Injectable()
export class InvoicesService {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly partners: PartnersService,
    private readonly clock: Clock,
    private readonly renderPool: RenderPool,
  ) {}

  /**
   * The readable PDF copy of an issued invoice or credit note ('Copia di cortesia'), rendered in the render
   * pool from the stored document. 404 INVOICE_NOT_FOUND when there is no such invoice, 409
   * INVOICE_NOT_ISSUED while it is blocked (nothing was issued yet). No ownership check: callers check.
   */
  async pdfCopy(invoiceId: number): Promise<Buffer> {
    const invoice = await this.dataSource.getRepository(Invoice).findOneBy({ id: invoiceId });
    if (!invoice) throw InvoiceErrors.notFound();
    if (!invoice.document) throw InvoiceErrors.notIssued();
    const document = JSON.parse(invoice.document) as InvoiceDocument;
    return this.renderPool.run('invoice.copy', { document, fileName: fatturaPaFileName(document) });
  }

  /** Ricordo's company data (the issuer of its sales, the transmitter of every file), or null. */
  ricordoCompany(): Promise<RicordoCompany | null> {
    return this.dataSource.getRepository(RicordoCompany).findOneBy({ id: 1 });
  }

  /** Saves Ricordo's company data (the demo data; an admin page later). */
  async saveRicordoCompany(data: RicordoCompanyData): Promise<void> {
    await this.dataSource.getRepository(RicordoCompany).save({ ...data, id: 1, updatedAt: this.clock.now() });
  }

  /**
   * The invoice of this sale (TD01), issued once: a repeated call answers the one stored. It runs in a
   * savepoint of the payment's transaction: whatever fails while invoicing, the payment is recorded and the
   * invoice is stored blocked with INVOICE_FAILED_REASON, to be issued again (`retryBlocked`).
   */
  async issue(manager: EntityManager, sale: Sale): Promise<Invoice | null> {
    try {
      return await manager.transaction((savepoint) => this.issueIn(savepoint, sale));
    } catch (error) {
      this.logger.error(
        `Invoice of ${sale.source.kind} ${sale.source.id} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      return this.storeFailed(manager, sale);
    }
  }

  /** A blocked row for a sale whose invoicing failed; null (logged) if even that cannot be stored. */
  private async storeFailed(manager: EntityManager, sale: Sale): Promise<Invoice | null> {
    try {
      const day = romeDay(this.clock.now());
      return await manager.save(
        manager.create(Invoice, {
          type: 'TD01',
          sourceKind: sale.source.kind,
          sourceId: sale.source.id,
          correctsInvoiceId: null,
          issuerKey:
            sale.issuer.kind === 'lamp-manager' ? `manager:${sale.issuer.managerUserId}` : RICORDO_ISSUER,
          year: Number(day.slice(0, 4)),
          issueDay: day,
          number: null,
          printedNumber: null,
          document: null,
          sale: JSON.stringify(sale),
          fileProgressive: null,
          totalCents: sale.lines.reduce((sum, line) => sum + line.unitGrossCents * line.quantity, 0),
          state: 'bloccata',
          blockedReason: INVOICE_FAILED_REASON,
          createdAt: new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000),
        }),
      );
    } catch (error) {
      this.logger.error(`Invoice of ${sale.source.kind} ${sale.source.id} not stored: ${String(error)}`);
      return null;
    }
  }

  private async issueIn(manager: EntityManager, sale: Sale): Promise<Invoice> {
    const existing = await manager.findOneBy(Invoice, {
      sourceKind: sale.source.kind,
      sourceId: sale.source.id,
      type: 'TD01',
    });
    if (existing) return existing;

    const row = manager.create(Invoice, {
      type: 'TD01',
      sourceKind: sale.source.kind,
      sourceId: sale.source.id,
      correctsInvoiceId: null,
      number: null,
      printedNumber: null,
      document: null,
      sale: JSON.stringify(sale),
      fileProgressive: null,
      createdAt: new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000),
    });
    return this.resolve(manager, row, sale);
  }

  /**
   * A blocked invoice issued again from its stored sale, dated today: numbered when the issuer's and the
   * recipient's data are now complete, else still blocked with what is missing now. The row is locked
   * (MariaDB) so two retries never number it twice.
   */
  async retryBlocked(invoiceId: number): Promise<Invoice> {
    return this.dataSource.transaction(async (manager) => {
      const sqlite = manager.connection.options.type === 'better-sqlite3';
      const row = await manager.findOneOrFail(Invoice, {
        where: { id: invoiceId },
        ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }),
      });
      if (row.state !== 'bloccata') return row;
      return this.resolve(manager, row, JSON.parse(row.sale) as Sale);
    });
  }

  /** Decides issuer, recipient and lines of a TD01 row: stores it blocked, or numbers it. */
  private async resolve(manager: EntityManager, row: Invoice, sale: Sale): Promise<Invoice> {
    const ricordo = ricordoIssuer(await manager.findOneBy(RicordoCompany, { id: 1 }));
    let issuerKey = RICORDO_ISSUER;
    let issuer = ricordo;
    if (sale.issuer.kind === 'lamp-manager') {
      const partner = await this.partners.findByUser(sale.issuer.managerUserId, manager);
      issuerKey = partner ? `partner:${partner.id}` : `manager:${sale.issuer.managerUserId}`;
      issuer = partnerIssuer(partner);
    }
    const recipient =
      'companyOfUser' in sale.recipient
        ? recipientOf(
            partnerRecipient(await this.partners.findByUser(sale.recipient.companyOfUser, manager)),
            "dell'azienda acquirente",
            `Aggiungili in ${FIX_WHERE.partnerCompany}.`,
          )
        : recipientOf(sale.recipient, sale.recipientOf, sale.recipientHint);
    const lines: InvoiceLine[] = sale.lines.map((line) => {
      const vat = line.vat ?? VAT_BY_PRODUCT[line.product];
      return {
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: netOfGross(line.unitGrossCents, vat.vatRate),
        vatRate: vat.vatRate,
        ...(vat.nature ? { nature: vat.nature } : {}),
      };
    });
    // Ricordo transmits every file (IdTrasmittente): without its data no invoice can leave.
    const missing = [issuer.missing, recipient.missing, issuerKey === RICORDO_ISSUER ? null : ricordo.missing]
      .filter((text): text is string => text !== null)
      .join(' ');
    const day = romeDay(this.clock.now());
    Object.assign(row, {
      issuerKey,
      year: Number(day.slice(0, 4)),
      issueDay: day,
      totalCents: documentTotal(lines),
      state: missing ? 'bloccata' : 'da inviare',
      blockedReason: missing || null,
    });
    if (missing) {
      this.logger.warn(`Invoice of ${sale.source.kind} ${sale.source.id} blocked: ${missing}`);
      return manager.save(row);
    }
    const stampDutyCents = stampDutyOf(lines);
    return this.numbered(manager, row, {
      type: 'TD01',
      issuer: issuer.value!,
      transmitterOf: ricordo.value!,
      recipient: recipient.value!,
      lines,
      ...(stampDutyCents > 0 ? { stampDutyCents } : {}),
      ...(sale.reason ? { reason: sale.reason } : {}),
      ...(sale.payment ? { payment: sale.payment } : {}),
    });
  }

  /**
   * The credit note (TD04) of a refunded sale, referring to its invoice; issued once. Null when the sale
   * has no numbered invoice (none, or still blocked: nothing was issued that needs correcting).
   */
  async creditNote(
    manager: EntityManager,
    source: { kind: InvoiceSourceKind; id: number },
    reason: string,
  ): Promise<Invoice | null> {
    const invoice = await manager.findOneBy(Invoice, {
      sourceKind: source.kind,
      sourceId: source.id,
      type: 'TD01',
    });
    if (!invoice?.document || invoice.number === null) return null;
    const existing = await manager.findOneBy(Invoice, {
      sourceKind: source.kind,
      sourceId: source.id,
      type: 'TD04',
    });
    if (existing) return existing;
    const original = JSON.parse(invoice.document) as InvoiceDocument;
    const day = romeDay(this.clock.now());
    const row = manager.create(Invoice, {
      ...invoice,
      id: undefined,
      year: Number(day.slice(0, 4)),
      number: null,
      printedNumber: null,
      type: 'TD04',
      correctsInvoiceId: invoice.id,
      issueDay: day,
      document: null,
      state: 'da inviare',
      blockedReason: null,
      fileProgressive: null,
      createdAt: new Date(Math.floor(this.clock.now().getTime() / 1000) * 1000),
    });
    return this.numbered(manager, row, {
      type: 'TD04',
      issuer: original.issuer,
      transmitterOf: null,
      transmitter: original.transmitter,
      recipient: original.recipient,
      lines: original.lines,
      ...(original.stampDutyCents ? { stampDutyCents: original.stampDutyCents } : {}),
      reason,
      correcting: { number: original.number, date: original.date },
    });
  }

  /**
   * The next number of the issuer's year, in the caller's transaction: one statement inserts the year's
   * row at 1 or adds 1 to it. On MariaDB it holds the row's exclusive lock until the payment commits, so a
   * concurrent payment waits and reads the committed number; on SQLite the transaction gate runs one
   * transaction at a time. A rollback undoes the increment with the payment: no gap, no repeat.
   */
  async nextNumber(manager: EntityManager, issuerKey: string, year: number): Promise<number> {
    const sqlite = manager.connection.options.type === 'better-sqlite3';
    await manager.query(
      sqlite
        ? 'INSERT INTO invoice_sequences (issuer_key, year, last_number) VALUES (?, ?, 1) ' +
            'ON CONFLICT (issuer_key, year) DO UPDATE SET last_number = last_number + 1'
        : 'INSERT INTO invoice_sequences (issuer_key, year, last_number) VALUES (?, ?, 1) ' +
            'ON DUPLICATE KEY UPDATE last_number = last_number + 1',
      [issuerKey, year],
    );
    const sequence = await manager.findOneOrFail(InvoiceSequence, {
      where: { issuerKey, year },
      ...(sqlite ? {} : { lock: { mode: 'pessimistic_write' as const } }),
    });
    return sequence.lastNumber;
  }

  /** The invoices of a source (lamp payment or order), invoice first. */
  async ofSource(manager: EntityManager, kind: InvoiceSourceKind, id: number): Promise<Invoice[]> {
    return manager.find(Invoice, { where: { sourceKind: kind, sourceId: id }, order: { id: 'ASC' } });
  }

  private async numbered(
    manager: EntityManager,
    row: Invoice,
    parts: Omit<InvoiceDocument, 'number' | 'date' | 'fileProgressive' | 'transmitter'> & {
      transmitterOf: InvoiceIssuer | null;
      transmitter?: InvoiceDocument['transmitter'];
    },
  ): Promise<Invoice> {
    const number = await this.nextNumber(manager, row.issuerKey, row.year);
    row.number = number;
    row.printedNumber = `${row.year}/${String(number).padStart(6, '0')}`;
    const saved = await manager.save(row);
    // ProgressivoInvio: the row id in base 36, 5 characters (60 million files).
    saved.fileProgressive = saved.id.toString(36).toUpperCase().padStart(5, '0');
    const { transmitterOf, transmitter, ...rest } = parts;
    const document: InvoiceDocument = {
      ...rest,
      number: saved.printedNumber!,
      date: saved.issueDay,
      fileProgressive: saved.fileProgressive,
      transmitter: transmitter ?? {
        country: 'IT',
        code: transmitterOf!.fiscalCode ?? transmitterOf!.vatNumber,
      },
    };
    saved.document = JSON.stringify(document);
    saved.totalCents = documentTotal(document.lines);
    await manager.update(
      Invoice,
      { id: saved.id },
      { fileProgressive: saved.fileProgressive, document: saved.document, totalCents: saved.totalCents },
    );
    return saved;
  }
}
