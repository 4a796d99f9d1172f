import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

// #audit pages by cursor on the id, newest first, whatever the filter: an equality filter needs an index that
// ends with the id, so a page is one range (no filesort of every row of the action, no OFFSET walk). The
// action's index ordered by time gives way to one ordered by id; the target type alone gets one of its own
// (type and id together already end with the primary key). Schema API only (SQLite and MariaDB).
const actionById = () => new TableIndex({ name: 'IDX_audit_log_action_id', columnNames: ['action', 'id'] });
const targetTypeById = () =>
  new TableIndex({ name: 'IDX_audit_log_target_type_id', columnNames: ['target_type', 'id'] });
const actionByTime = () =>
  new TableIndex({ name: 'IDX_audit_log_action', columnNames: ['action', 'created_at'] });

export class AuditKeysetIndexes1763900650000 implements MigrationInterface {
  name = 'AuditKeysetIndexes1763900650000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('audit_log', actionById());
    await queryRunner.createIndex('audit_log', targetTypeById());
    await queryRunner.dropIndex('audit_log', 'IDX_audit_log_action');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('audit_log', actionByTime());
    await queryRunner.dropIndex('audit_log', 'IDX_audit_log_target_type_id');
    await queryRunner.dropIndex('audit_log', 'IDX_audit_log_action_id');
  }
}
