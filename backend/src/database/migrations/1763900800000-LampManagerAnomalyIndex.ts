import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

// The lamp manager's table counts the lamps in anomaly on every page ('anomalie') and filters them
// (?anomalia=1), newest first: one range of (manager, anomaly, id) instead of every lamp of the manager
// (a manager with 100 000 lamps read them all for each page). Schema API only (SQLite and MariaDB).
const managerAnomaly = () =>
  new TableIndex({ name: 'IDX_lamps_manager_anomaly', columnNames: ['manager_user_id', 'anomaly', 'id'] });

export class LampManagerAnomalyIndex1763900800000 implements MigrationInterface {
  name = 'LampManagerAnomalyIndex1763900800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('lamps', managerAnomaly());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('lamps', 'IDX_lamps_manager_anomaly');
  }
}
