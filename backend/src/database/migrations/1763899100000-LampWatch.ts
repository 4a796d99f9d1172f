import { MigrationInterface, QueryRunner, Table } from 'typeorm';

// Who hears the lamps (each instance's MQTT connection and heartbeat), the deployment's
// id (its MQTT share group) and the moment since which check-ins are surely heard. Schema API only.
export class LampWatch1763899100000 implements MigrationInterface {
  name = 'LampWatch1763899100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lamp_watch',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'varchar', length: '64', isNullable: true },
          { name: 'connected', type: 'tinyint', default: 0 },
          { name: 'at', type: 'datetime' },
        ],
      }),
      false,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lamp_watch', true);
  }
}
