import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

// The lamp manager's search (lampadeGestoreData ?q=) looks up the prefix of a serial among the manager's own
// lamps: one range of (manager, serial) instead of the unique serial index over every manager's lamps.
// Schema API only (SQLite and MariaDB).
const managerSerial = () =>
  new TableIndex({ name: 'IDX_lamps_manager_serial', columnNames: ['manager_user_id', 'serial'] });

export class LampSearchIndexes1763900660000 implements MigrationInterface {
  name = 'LampSearchIndexes1763900660000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('lamps', managerSerial());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('lamps', 'IDX_lamps_manager_serial');
  }
}
