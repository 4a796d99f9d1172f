import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createRowCountTriggers, dropRowCountTriggers } from '../row-count-triggers';

// Exact counts for the admin's and the partners' summary cards without counting a national table per request:
// row_counts holds one counter per rule (and per partner), kept by triggers on deceased and qr_codes
// (database/row-count-triggers.ts) and set here from live COUNT(*)s.
export class RowCounts1763900600000 implements MigrationInterface {
  name = 'RowCounts1763900600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'row_counts',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'scope', type: 'integer', isPrimary: true },
          { name: 'total', type: 'bigint' },
        ],
      }),
    );
    await createRowCountTriggers(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropRowCountTriggers(queryRunner);
    await queryRunner.dropTable('row_counts');
  }
}
