import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// Smart votive lamps (spec panels §3 "Lamp", "Subscriber", "Lamp payment", connected lamps): the
// lamp with its desired state, what its check-ins reported and its anomaly; the manager's subscribers; the
// payments that extend a lamp's paid period; the connected lamps a lamp reports. Schema API only.

const id = {
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment' as const,
};

function foreignKey(
  name: string,
  column: string,
  table: string,
  onDelete: 'CASCADE' | 'SET NULL',
): TableForeignKey {
  return new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });
}

export class Lamps1763896000000 implements MigrationInterface {
  name = 'Lamps1763896000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lamp_subscribers',
        columns: [
          id,
          { name: 'manager_user_id', type: 'integer' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'surname', type: 'varchar', length: '100' },
          { name: 'fiscal_code', type: 'varchar', length: '16' },
          { name: 'address', type: 'varchar', length: '255' },
          { name: 'sdi', type: 'varchar', length: '7' },
          { name: 'telephone', type: 'varchar', length: '24' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'pec', type: 'varchar', length: '254' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_lamp_subscribers_manager_cf',
            columnNames: ['manager_user_id', 'fiscal_code'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_lamp_subscribers_manager_surname',
            columnNames: ['manager_user_id', 'surname', 'name'],
          }),
        ],
        foreignKeys: [foreignKey('FK_lamp_subscribers_manager', 'manager_user_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );

    await queryRunner.createTable(
      new Table({
        name: 'lamps',
        columns: [
          id,
          { name: 'serial', type: 'varchar', length: '40' },
          { name: 'deceased_id', type: 'integer' },
          { name: 'subscriber_id', type: 'integer', isNullable: true },
          { name: 'manager_user_id', type: 'integer' },
          { name: 'mode', type: 'tinyint', default: 1 },
          { name: 'seconds_next_connection', type: 'integer' },
          { name: 'seconds_without_connection', type: 'integer' },
          { name: 'paid_until', type: 'datetime', isNullable: true },
          { name: 'flame_until', type: 'datetime', isNullable: true },
          { name: 'credential_hash', type: 'varchar', length: '255' },
          { name: 'desired_version', type: 'integer', default: 0 },
          { name: 'desired_state', type: 'text', isNullable: true },
          { name: 'published_version', type: 'integer', default: 0 },
          { name: 'applied_version', type: 'integer', default: 0 },
          { name: 'applied_next_connection', type: 'integer', isNullable: true },
          { name: 'reported_state', type: 'smallint', isNullable: true },
          { name: 'reported_mode', type: 'tinyint', isNullable: true },
          { name: 'battery', type: 'smallint', isNullable: true },
          { name: 'firmware', type: 'varchar', length: '32', isNullable: true },
          { name: 'fault_code', type: 'varchar', length: '32', isNullable: true },
          { name: 'last_checkin_at', type: 'datetime', isNullable: true },
          { name: 'last_seq', type: 'bigint', isNullable: true },
          { name: 'check_due_at', type: 'datetime', isNullable: true },
          { name: 'anomaly', type: 'tinyint', default: 0 },
          { name: 'anomaly_reason', type: 'varchar', length: '16', isNullable: true },
          { name: 'anomaly_since', type: 'datetime', isNullable: true },
          { name: 'incident', type: 'integer', default: 0 },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_lamps_serial', columnNames: ['serial'], isUnique: true }),
          new TableIndex({ name: 'IDX_lamps_deceased', columnNames: ['deceased_id'], isUnique: true }),
          new TableIndex({ name: 'IDX_lamps_manager', columnNames: ['manager_user_id', 'id'] }),
          new TableIndex({ name: 'IDX_lamps_subscriber', columnNames: ['subscriber_id'] }),
          new TableIndex({ name: 'IDX_lamps_due', columnNames: ['anomaly', 'check_due_at'] }),
          new TableIndex({ name: 'IDX_lamps_flame', columnNames: ['flame_until'] }),
          new TableIndex({ name: 'IDX_lamps_paid', columnNames: ['paid_until'] }),
        ],
        foreignKeys: [
          foreignKey('FK_lamps_deceased', 'deceased_id', 'deceased', 'CASCADE'),
          foreignKey('FK_lamps_subscriber', 'subscriber_id', 'lamp_subscribers', 'SET NULL'),
          foreignKey('FK_lamps_manager', 'manager_user_id', 'users', 'CASCADE'),
        ],
      }),
      false,
      true,
      true,
    );

    await queryRunner.createTable(
      new Table({
        name: 'lamp_payments',
        columns: [
          id,
          { name: 'lamp_id', type: 'integer' },
          { name: 'subscriber_id', type: 'integer', isNullable: true },
          { name: 'protocol', type: 'varchar', length: '32', isNullable: true },
          { name: 'paid_on', type: 'date' },
          { name: 'paid_until', type: 'date' },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'amount_cents', type: 'integer' },
          { name: 'receipt_token_hash', type: 'varchar', length: '64' },
          { name: 'created_by_user_id', type: 'integer', isNullable: true },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_lamp_payments_lamp_until',
            columnNames: ['lamp_id', 'paid_until'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_lamp_payments_protocol', columnNames: ['protocol'], isUnique: true }),
          new TableIndex({ name: 'IDX_lamp_payments_subscriber', columnNames: ['subscriber_id'] }),
        ],
        foreignKeys: [
          foreignKey('FK_lamp_payments_lamp', 'lamp_id', 'lamps', 'CASCADE'),
          foreignKey('FK_lamp_payments_subscriber', 'subscriber_id', 'lamp_subscribers', 'SET NULL'),
          foreignKey('FK_lamp_payments_created_by', 'created_by_user_id', 'users', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );

    await queryRunner.createTable(
      new Table({
        name: 'lamp_units',
        columns: [
          id,
          { name: 'lamp_id', type: 'integer' },
          { name: 'production_id', type: 'varchar', length: '40' },
          { name: 'enabled', type: 'tinyint', default: 0 },
          { name: 'first_seen_at', type: 'datetime' },
          { name: 'last_seen_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_lamp_units_production',
            columnNames: ['production_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_lamp_units_lamp', columnNames: ['lamp_id'] }),
        ],
        foreignKeys: [foreignKey('FK_lamp_units_lamp', 'lamp_id', 'lamps', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('lamp_units', true, true, true);
    await queryRunner.dropTable('lamp_payments', true, true, true);
    await queryRunner.dropTable('lamps', true, true, true);
    await queryRunner.dropTable('lamp_subscribers', true, true, true);
  }
}
