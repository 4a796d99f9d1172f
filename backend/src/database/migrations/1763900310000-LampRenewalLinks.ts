import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// The pay-online links of the lamp year's messages (docs/contracts.md "The lamp year"): each link's secret
// hash and the paid period it was sent for, so that every link of the current period opens the payment
// (the lamp's renewal_token_hash keeps only the newest). Schema API only (SQLite and MariaDB).
export class LampRenewalLinks1763900310000 implements MigrationInterface {
  name = 'LampRenewalLinks1763900310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lamp_renewal_links',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'lamp_id', type: 'integer' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'period_end', type: 'datetime' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_lamp_renewal_links_token',
            columnNames: ['token_hash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_lamp_renewal_links_lamp', columnNames: ['lamp_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_lamp_renewal_links_lamp',
            columnNames: ['lamp_id'],
            referencedTableName: 'lamps',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lamp_renewal_links', true, true, true);
  }
}
