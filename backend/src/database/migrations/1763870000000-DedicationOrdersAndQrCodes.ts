import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Dedication orders and plaques (docs/contracts.md "Dedications", "Plaques"): a dedication now
// belongs to an order (null when activated automatically at price 0), may be `unpaid` or `cancelled`,
// remembers the giver's account and contact method, the real-flowers choice, and when the owner decided.
// The qr_codes table holds the plaques, sold online or otherwise. Schema API only, so it runs on SQLite
// and MariaDB/MySQL (DESIGN "Data").

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});

const DEDICATION_COLUMNS: TableColumnOptions[] = [
  { name: 'order_id', type: 'integer', isNullable: true },
  { name: 'giver_user_id', type: 'integer', isNullable: true },
  varchar('giver_contact', 8, true),
  varchar('flower_product', 16, true),
  varchar('delivery_notes', 1000, true),
  { name: 'decided_at', type: 'datetime', isNullable: true },
];

export class DedicationOrdersAndQrCodes1763870000000 implements MigrationInterface {
  name = 'DedicationOrdersAndQrCodes1763870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'dedications',
      DEDICATION_COLUMNS.map((column) => new TableColumn(column)),
    );
    await queryRunner.createIndex(
      'dedications',
      new TableIndex({ name: 'IDX_dedications_order', columnNames: ['order_id'], isUnique: true }),
    );
    await queryRunner.createForeignKey(
      'dedications',
      new TableForeignKey({
        name: 'FK_dedications_order',
        columnNames: ['order_id'],
        referencedTableName: 'orders',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    await queryRunner.createForeignKey(
      'dedications',
      new TableForeignKey({
        name: 'FK_dedications_giver_user',
        columnNames: ['giver_user_id'],
        referencedTableName: 'users',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'qr_codes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          varchar('code', 32),
          varchar('verification_code', 16),
          { name: 'sold', type: 'tinyint' },
          varchar('sale_channel', 16, true),
          { name: 'temporary', type: 'tinyint' },
          { name: 'expires_at', type: 'datetime', isNullable: true },
          { name: 'order_id', type: 'integer', isNullable: true },
          { name: 'buyer_user_id', type: 'integer', isNullable: true },
          { name: 'deceased_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_qr_codes_code', columnNames: ['code'], isUnique: true }),
          // One plaque per paid online order: a replayed fulfilment cannot add a second one.
          new TableIndex({ name: 'IDX_qr_codes_order', columnNames: ['order_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_qr_codes_buyer', columnNames: ['buyer_user_id'] }),
          new TableIndex({ name: 'IDX_qr_codes_deceased', columnNames: ['deceased_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_qr_codes_order',
            columnNames: ['order_id'],
            referencedTableName: 'orders',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_qr_codes_buyer_user',
            columnNames: ['buyer_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_qr_codes_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
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
    await queryRunner.dropTable('qr_codes', true, true, true);
    // Rows of the new states have no meaning for the older schema.
    await queryRunner.query("DELETE FROM dedications WHERE status IN ('unpaid', 'cancelled')");
    await queryRunner.dropForeignKey('dedications', 'FK_dedications_giver_user');
    await queryRunner.dropForeignKey('dedications', 'FK_dedications_order');
    await queryRunner.dropIndex('dedications', 'IDX_dedications_order');
    await queryRunner.dropColumns(
      'dedications',
      DEDICATION_COLUMNS.map((column) => column.name),
    );
  }
}
