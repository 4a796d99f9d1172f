import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Messaging: the outbox, the scheduler's job locks, obituary zones and who has been told about
// which obituary. Schema API only, so it runs on SQLite and MariaDB/MySQL (DESIGN "Data").

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
});
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const datetime = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
});

type OnDelete = 'CASCADE' | 'SET NULL' | 'NO ACTION';
const fk = (name: string, column: string, table: string, onDelete: OnDelete = 'NO ACTION') =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });
const index = (name: string, columns: string[], isUnique = false) =>
  new TableIndex({ name, columnNames: columns, isUnique });

export class Messaging1763800000000 implements MigrationInterface {
  name = 'Messaging1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);

    await create(
      new Table({
        name: 'outbox',
        columns: [
          id(),
          varchar('channel', 8),
          varchar('recipient', 254),
          varchar('template', 40),
          { name: 'payload', type: 'text' },
          varchar('status', 8),
          int('attempts'),
          datetime('next_attempt_at'),
          varchar('locked_by', 64, true),
          datetime('locked_until', true),
          varchar('last_error', 1000, true),
          varchar('dedupe_key', 191, true),
          int('user_id', true),
          varchar('provider_id', 255, true),
          datetime('created_at'),
          datetime('sent_at', true),
        ],
        indices: [
          index('IDX_outbox_due', ['status', 'next_attempt_at']),
          index('IDX_outbox_dedupe', ['dedupe_key'], true),
          index('IDX_outbox_user', ['user_id']),
          index('IDX_outbox_created', ['created_at']),
        ],
        foreignKeys: [fk('FK_outbox_user', 'user_id', 'users', 'SET NULL')],
      }),
    );
    await create(
      new Table({
        name: 'job_locks',
        columns: [
          { ...varchar('name', 64), isPrimary: true },
          varchar('locked_by', 64, true),
          datetime('locked_until', true),
          varchar('last_run_key', 64, true),
          datetime('last_run_at', true),
        ],
      }),
    );
    await create(
      new Table({
        name: 'deceased_referring_places',
        columns: [
          id(),
          int('deceased_id'),
          int('region_id'),
          int('province_id', true),
          int('location_id', true),
          varchar('cap', 5, true),
        ],
        indices: [
          index('IDX_deceased_referring_places_deceased', ['deceased_id']),
          index('IDX_deceased_referring_places_region', ['region_id']),
        ],
        foreignKeys: [
          fk('FK_deceased_referring_places_deceased', 'deceased_id', 'deceased', 'CASCADE'),
          fk('FK_deceased_referring_places_region', 'region_id', 'regions'),
          fk('FK_deceased_referring_places_province', 'province_id', 'provinces'),
          fk('FK_deceased_referring_places_location', 'location_id', 'comuni'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'obituary_notifications',
        columns: [
          id(),
          int('user_id'),
          int('deceased_id'),
          varchar('deceased_name', 201),
          varchar('place', 255),
          varchar('status', 8),
          datetime('created_at'),
          datetime('told_at', true),
        ],
        indices: [
          index('IDX_obituary_notifications_user_deceased', ['user_id', 'deceased_id'], true),
          index('IDX_obituary_notifications_status_user', ['status', 'user_id']),
          index('IDX_obituary_notifications_deceased', ['deceased_id']),
        ],
        foreignKeys: [
          fk('FK_obituary_notifications_user', 'user_id', 'users', 'CASCADE'),
          fk('FK_obituary_notifications_deceased', 'deceased_id', 'deceased', 'CASCADE'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['obituary_notifications', 'deceased_referring_places', 'job_locks', 'outbox']) {
      await queryRunner.dropTable(table, true, true, true);
    }
  }
}
