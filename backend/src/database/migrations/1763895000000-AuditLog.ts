import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

// The audit log of administrative actions (DESIGN "Security"). Schema API only.
export class AuditLog1763895000000 implements MigrationInterface {
  name = 'AuditLog1763895000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_log',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'actor_user_id', type: 'integer' },
          { name: 'actor_username', type: 'varchar', length: '100' },
          { name: 'acted_user_id', type: 'integer', isNullable: true },
          { name: 'acted_username', type: 'varchar', length: '100', isNullable: true },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'target_type', type: 'varchar', length: '32' },
          { name: 'target_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'old_values', type: 'text', isNullable: true },
          { name: 'new_values', type: 'text', isNullable: true },
          { name: 'reason', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_audit_log_created', columnNames: ['created_at'] }),
          new TableIndex({ name: 'IDX_audit_log_actor', columnNames: ['actor_user_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_audit_log_acted', columnNames: ['acted_user_id', 'created_at'] }),
          new TableIndex({ name: 'IDX_audit_log_action', columnNames: ['action', 'created_at'] }),
          new TableIndex({ name: 'IDX_audit_log_target', columnNames: ['target_type', 'target_id'] }),
        ],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_log', true, true, true);
  }
}
