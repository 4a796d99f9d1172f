import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

// The lamp year (docs/contracts.md "Lamps", renewals): the lamp's yearly fee ('Canone annuo', cents), the
// paid period each reminder (30 and 7 days before its end) and the switched-off notice were sent for, and
// the sha256 of the secret in the newest pay-online link. Schema API only.
const columns = () => [
  new TableColumn({ name: 'yearly_fee_cents', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'reminded_30_for', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'reminded_7_for', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'off_notice_for', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'renewal_token_hash', type: 'varchar', length: '64', isNullable: true }),
];

const tokenIndex = () =>
  new TableIndex({ name: 'IDX_lamps_renewal_token', columnNames: ['renewal_token_hash'], isUnique: true });

export class LampRenewals1763899900000 implements MigrationInterface {
  name = 'LampRenewals1763899900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('lamps', columns());
    await queryRunner.createIndex('lamps', tokenIndex());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('lamps', 'IDX_lamps_renewal_token');
    await queryRunner.dropColumns('lamps', columns());
  }
}
