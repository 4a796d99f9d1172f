import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey } from 'typeorm';

// Acting for a user (DESIGN "Security": admin acting-as is audited): the admin's session
// remembers whose account it uses, why, since when, and the audit row of the start. Schema API only
// (DESIGN "Data").

const columns = () => [
  new TableColumn({ name: 'acting_user_id', type: 'integer', isNullable: true }),
  new TableColumn({ name: 'acting_reason', type: 'varchar', length: '500', isNullable: true }),
  new TableColumn({ name: 'acting_started_at', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'acting_audit_id', type: 'integer', isNullable: true }),
];

const foreignKey = () =>
  new TableForeignKey({
    name: 'FK_sessions_acting_user',
    columnNames: ['acting_user_id'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    // A deleted account ends the sessions acting for it, as it ends its own.
    onDelete: 'CASCADE',
    onUpdate: 'NO ACTION',
  });

export class SessionActing1763898800000 implements MigrationInterface {
  name = 'SessionActing1763898800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('sessions', columns());
    await queryRunner.createForeignKey('sessions', foreignKey());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropForeignKey('sessions', 'FK_sessions_acting_user');
    await queryRunner.dropColumns('sessions', columns());
  }
}
