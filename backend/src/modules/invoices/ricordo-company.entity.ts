import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Ricordo's own company data, the issuer of its sales and the transmitter of every invoice file (one row,
 * id 1). No admin page yet: the demo data seeds it; a missing field blocks Ricordo's invoices with a
 * message that names it.
 */
@Entity('ricordo_company')
export class RicordoCompany {
  @PrimaryColumn({ type: 'int' })
  id: number;

  /** Denominazione. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  /** Partita IVA, 11 digits without the country prefix. */
  @Column({ name: 'vat_number', type: 'varchar', length: 16, nullable: true })
  vatNumber: string | null;

  @Column({ name: 'fiscal_code', type: 'varchar', length: 16, nullable: true })
  fiscalCode: string | null;

  /** RegimeFiscale, 'RF01' (ordinario). */
  @Column({ name: 'tax_regime', type: 'varchar', length: 4, default: 'RF01' })
  taxRegime: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  street: string | null;

  @Column({ name: 'civic_number', type: 'varchar', length: 20, nullable: true })
  civicNumber: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  cap: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  comune: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  provincia: string | null;

  @Column({ type: 'varchar', length: 2, default: 'IT' })
  country: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
