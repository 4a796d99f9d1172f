import { MigrationInterface, QueryRunner, Table } from 'typeorm';

// Electronic invoices (docs/contracts.md "Invoices"): the invoices and credit notes of each issuer, the
// last number per issuer and year, and Ricordo's own company data. Schema API only.
export class Invoices1763899700000 implements MigrationInterface {
  name = 'Invoices1763899700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'invoices',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'issuer_key', type: 'varchar', length: '32' },
          { name: 'year', type: 'integer' },
          { name: 'number', type: 'integer', isNullable: true },
          { name: 'printed_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'type', type: 'varchar', length: '4' },
          { name: 'source_kind', type: 'varchar', length: '16' },
          { name: 'source_id', type: 'integer' },
          { name: 'corrects_invoice_id', type: 'integer', isNullable: true },
          { name: 'issue_day', type: 'date' },
          { name: 'document', type: 'text', isNullable: true },
          { name: 'sale', type: 'text' },
          { name: 'total_cents', type: 'integer' },
          { name: 'state', type: 'varchar', length: '12' },
          { name: 'blocked_reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'file_progressive', type: 'varchar', length: '5', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          { name: 'IDX_invoices_source', columnNames: ['source_kind', 'source_id', 'type'], isUnique: true },
          { name: 'IDX_invoices_number', columnNames: ['issuer_key', 'year', 'number'], isUnique: true },
          { name: 'IDX_invoices_state', columnNames: ['state'] },
        ],
      }),
      false,
    );
    await queryRunner.createTable(
      new Table({
        name: 'invoice_sequences',
        columns: [
          { name: 'issuer_key', type: 'varchar', length: '32', isPrimary: true },
          { name: 'year', type: 'integer', isPrimary: true },
          { name: 'last_number', type: 'integer' },
        ],
      }),
      false,
    );
    await queryRunner.createTable(
      new Table({
        name: 'ricordo_company',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'name', type: 'varchar', length: '200', isNullable: true },
          { name: 'vat_number', type: 'varchar', length: '16', isNullable: true },
          { name: 'fiscal_code', type: 'varchar', length: '16', isNullable: true },
          { name: 'tax_regime', type: 'varchar', length: '4', default: "'RF01'" },
          { name: 'street', type: 'varchar', length: '200', isNullable: true },
          { name: 'civic_number', type: 'varchar', length: '20', isNullable: true },
          { name: 'cap', type: 'varchar', length: '5', isNullable: true },
          { name: 'comune', type: 'varchar', length: '100', isNullable: true },
          { name: 'provincia', type: 'varchar', length: '2', isNullable: true },
          { name: 'country', type: 'varchar', length: '2', default: "'IT'" },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
      false,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ricordo_company', true);
    await queryRunner.dropTable('invoice_sequences', true);
    await queryRunner.dropTable('invoices', true);
  }
}
