import { MigrationInterface, QueryRunner, Table } from 'typeorm';

// Platform-wide settings as key → value (the manifesto contact data of spec panels §3
// "Manifesto config"). Schema API only.
export class PlatformSettings1763898700000 implements MigrationInterface {
  name = 'PlatformSettings1763898700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'platform_settings',
        columns: [
          { name: 'setting_key', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'varchar', length: '500', isNullable: true },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
      false,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('platform_settings', true);
  }
}
