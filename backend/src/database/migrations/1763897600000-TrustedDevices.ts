import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// Browsers that signed in before, so that login throttling (DESIGN "Security") holds brute force back
// without locking the owner out.
export class TrustedDevices1763897600000 implements MigrationInterface {
  name = 'TrustedDevices1763897600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'trusted_devices',
        columns: [
          { name: 'token_hash', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_id', type: 'integer' },
          { name: 'failures', type: 'integer', default: 0 },
          { name: 'locked_until', type: 'datetime', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'expires_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_trusted_devices_user', columnNames: ['user_id', 'expires_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_trusted_devices_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
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
    await queryRunner.dropTable('trusted_devices', true, true, true);
  }
}
