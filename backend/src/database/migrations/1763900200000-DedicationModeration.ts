import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';

// The family's moderation of dedications with a deadline (docs/contracts.md "Dedications", "Moderation
// deadline"): when a dedication started waiting, when its moderators were reminded, whether the deadline
// decided it, and each page's choice after the deadline. Schema API only.
const columns = () => [
  new TableColumn({ name: 'awaiting_since', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'moderators_reminded_at', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'decided_by', type: 'varchar', length: '10', isNullable: true }),
];
const awaitingIndex = () =>
  new TableIndex({ name: 'IDX_dedications_awaiting', columnNames: ['status', 'awaiting_since'] });

export class DedicationModeration1763900200000 implements MigrationInterface {
  name = 'DedicationModeration1763900200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('dedications', columns());
    await queryRunner.createIndex('dedications', awaitingIndex());
    // Dedications already waiting start their reminder and deadline now (the family was never told of a
    // deadline before). An administrator's gift held without notice (no order, no giver contact) waits for
    // the staff, not the family, and gets none.
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    await queryRunner.query(
      `UPDATE dedications SET awaiting_since = ? WHERE status = 'pending'
         AND (order_id IS NOT NULL OR giver_email IS NOT NULL OR giver_telephone IS NOT NULL)`,
      [now],
    );
    await queryRunner.createTable(
      new Table({
        name: 'page_moderation',
        columns: [
          { name: 'deceased_id', type: 'integer', isPrimary: true },
          { name: 'after_deadline', type: 'varchar', length: '10' },
          { name: 'updated_at', type: 'datetime' },
          { name: 'updated_by', type: 'integer', isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_page_moderation_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      false,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('page_moderation', true);
    await queryRunner.dropIndex('dedications', 'IDX_dedications_awaiting');
    await queryRunner.dropColumns('dedications', columns());
  }
}
