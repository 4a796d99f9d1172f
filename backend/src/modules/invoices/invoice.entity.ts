import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { InvoiceDocumentType } from './fatturapa/invoice-document';

/** What an invoice was issued for: a lamp payment (the lamp manager sells) or an order (Ricordo sells). */
export type InvoiceSourceKind = 'lamp_payment' | 'order';

/**
 * 'da inviare': numbered, its document ready for SDI; 'bloccata': data of the issuer or the recipient are
 * missing (`blockedReason` says which and where to add them), no number taken; 'inviata': handed to the SDI
 * intermediary; then SDI's notice: 'consegnata' (RC, ricevuta di consegna), 'scartata' (NS, notifica di
 * scarto: `sdiNotice` says why, the invoice must be issued again) or 'non consegnata' (MC, mancata
 * consegna: issued all the same, the recipient finds it in their reserved area).
 */
export type InvoiceState =
  'da inviare' | 'bloccata' | 'inviata' | 'consegnata' | 'scartata' | 'non consegnata';

export const INVOICE_STATES: readonly InvoiceState[] = [
  'da inviare',
  'bloccata',
  'inviata',
  'consegnata',
  'scartata',
  'non consegnata',
];

/**
 * An electronic invoice (TD01) or credit note (TD04) of one issuer (docs/contracts.md "Invoices"): Ricordo
 * ('ricordo') or a lamp manager's company ('partner:{id}'). Numbers are progressive per issuer and year,
 * taken from invoice_sequences in the transaction that records the payment.
 */
@Entity('invoices')
@Index('IDX_invoices_source', ['sourceKind', 'sourceId', 'type'], { unique: true })
@Index('IDX_invoices_number', ['issuerKey', 'year', 'number'], { unique: true })
@Index('IDX_invoices_state', ['state'])
@Index('IDX_invoices_issuer_day', ['issuerKey', 'issueDay'])
export class Invoice {
  @PrimaryGeneratedColumn({ type: 'int' })
  id: number;

  /** 'ricordo', or 'partner:{partner id}' for a lamp manager's company. */
  @Column({ name: 'issuer_key', type: 'varchar', length: 32 })
  issuerKey: string;

  /** The year of the issue day (Europe/Rome): the numbering restarts each year. */
  @Column({ type: 'int' })
  year: number;

  /** Progressive per issuer and year; null while the invoice is blocked. */
  @Column({ type: 'int', nullable: true })
  number: number | null;

  /** The number as printed ('2026/000001'); null while blocked. */
  @Column({ name: 'printed_number', type: 'varchar', length: 20, nullable: true })
  printedNumber: string | null;

  @Column({ type: 'varchar', length: 4 })
  type: InvoiceDocumentType;

  @Column({ name: 'source_kind', type: 'varchar', length: 16 })
  sourceKind: InvoiceSourceKind;

  @Column({ name: 'source_id', type: 'int' })
  sourceId: number;

  /** TD04: the invoice it corrects. */
  @Column({ name: 'corrects_invoice_id', type: 'int', nullable: true })
  correctsInvoiceId: number | null;

  /** 'YYYY-MM-DD', Europe/Rome. */
  @Column({ name: 'issue_day', type: 'date' })
  issueDay: string;

  /** JSON of the InvoiceDocument as issued; null while blocked. */
  @Column({ type: 'text', nullable: true })
  document: string | null;

  /** JSON of what was sold (issuer, recipient, lines) as the caller gave it, so a blocked one can be issued later. */
  @Column({ type: 'text' })
  sale: string;

  /** Taxable amounts plus VAT, in cents. */
  @Column({ name: 'total_cents', type: 'int' })
  totalCents: number;

  @Column({ type: 'varchar', length: 16 })
  state: InvoiceState;

  /** Italian, for the issuer: what is missing and where to add it (state 'bloccata'). */
  @Column({ name: 'blocked_reason', type: 'varchar', length: 500, nullable: true })
  blockedReason: string | null;

  /** ProgressivoInvio of the file (5 characters at most), from the id; null while blocked. */
  @Column({ name: 'file_progressive', type: 'varchar', length: 5, nullable: true })
  fileProgressive: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** The SDI intermediary's id of the file once handed over (state 'inviata' and after). */
  @Column({ name: 'sdi_id', type: 'varchar', length: 64, nullable: true })
  sdiId: string | null;

  /** The last SDI notice: its type (RC, NS, MC) and, for a rejection, SDI's reasons (Italian). */
  @Column({ name: 'sdi_notice', type: 'varchar', length: 1000, nullable: true })
  sdiNotice: string | null;

  /** When the file was handed to the intermediary. */
  @Column({ name: 'sent_at', type: 'datetime', nullable: true })
  sentAt: Date | null;

  /** Failed hand-overs so far (the job tries again at its next run). */
  @Column({ name: 'send_attempts', type: 'int', default: 0 })
  sendAttempts: number;
}
