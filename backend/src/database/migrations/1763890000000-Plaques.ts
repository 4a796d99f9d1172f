import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// The plaque's whole life: activation state of a QR code, temporary codes requested by a partner
// and their expiry, the sale-on-account flag of a tombstone (spec panels §3 `contoVendita`), and ownership
// transfers waiting for the receiver (spec panels §8 PENDING_REQUEST). Schema API only (DESIGN "Data").

const QR_COLUMNS: TableColumnOptions[] = [
  // null = never activated; 'pending' = data sent, waiting for the owner's confirmation; 'active'.
  { name: 'activation_status', type: 'varchar', length: '16', isNullable: true },
  { name: 'activation_requested_at', type: 'datetime', isNullable: true },
  { name: 'activated_at', type: 'datetime', isNullable: true },
  { name: 'partner_id', type: 'integer', isNullable: true },
  { name: 'expired_at', type: 'datetime', isNullable: true },
];

export class Plaques1763890000000 implements MigrationInterface {
  name = 'Plaques1763890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'qr_codes',
      QR_COLUMNS.map((column) => new TableColumn(column)),
    );
    await queryRunner.createIndex(
      'qr_codes',
      new TableIndex({ name: 'IDX_qr_codes_partner', columnNames: ['partner_id'] }),
    );
    await queryRunner.createIndex(
      'qr_codes',
      new TableIndex({ name: 'IDX_qr_codes_temporary_expiry', columnNames: ['temporary', 'expires_at'] }),
    );
    await queryRunner.createIndex(
      'qr_codes',
      new TableIndex({ name: 'IDX_qr_codes_created', columnNames: ['created_at'] }),
    );
    await queryRunner.createForeignKey(
      'qr_codes',
      new TableForeignKey({
        name: 'FK_qr_codes_partner',
        columnNames: ['partner_id'],
        referencedTableName: 'partners',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      }),
    );
    // Plaques already activated before this migration (none outside the demo) count as active.
    await queryRunner.query("UPDATE qr_codes SET activation_status = 'active' WHERE deceased_id IS NOT NULL");

    await queryRunner.addColumn(
      'deceased',
      new TableColumn({ name: 'conto_vendita', type: 'tinyint', default: 0 }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'ownership_transfers',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'deceased_id', type: 'integer' },
          { name: 'from_user_id', type: 'integer', isNullable: true },
          { name: 'to_user_id', type: 'integer' },
          { name: 'requested_by_user_id', type: 'integer', isNullable: true },
          // 'pending' | 'accepted' | 'superseded'
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'created_at', type: 'datetime' },
          { name: 'decided_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_ownership_transfers_deceased',
            columnNames: ['deceased_id', 'status'],
          }),
          new TableIndex({ name: 'IDX_ownership_transfers_to_user', columnNames: ['to_user_id'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_ownership_transfers_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_ownership_transfers_from_user',
            columnNames: ['from_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_ownership_transfers_to_user',
            columnNames: ['to_user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_ownership_transfers_requested_by',
            columnNames: ['requested_by_user_id'],
            referencedTableName: 'users',
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
    await queryRunner.dropTable('ownership_transfers', true, true, true);
    await queryRunner.dropColumn('deceased', 'conto_vendita');
    await queryRunner.dropForeignKey('qr_codes', 'FK_qr_codes_partner');
    await queryRunner.dropIndex('qr_codes', 'IDX_qr_codes_created');
    await queryRunner.dropIndex('qr_codes', 'IDX_qr_codes_temporary_expiry');
    await queryRunner.dropIndex('qr_codes', 'IDX_qr_codes_partner');
    await queryRunner.dropColumns(
      'qr_codes',
      QR_COLUMNS.map((column) => column.name),
    );
  }
}
