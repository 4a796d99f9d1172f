import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last invoice number of one issuer in one year. Incremented in the payment's own transaction, which
 * holds the row's lock until it commits (MariaDB) or runs alone (SQLite's transaction gate): a rolled-back
 * payment leaves no gap and two payments never share a number.
 */
@Entity('invoice_sequences')
export class InvoiceSequence {
  @PrimaryColumn({ name: 'issuer_key', type: 'varchar', length: 32 })
  issuerKey: string;

  @PrimaryColumn({ type: 'int' })
  year: number;

  @Column({ name: 'last_number', type: 'int' })
  lastNumber: number;
}
