import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Written only with TypeORM's schema API so that one migration set runs on SQLite and MariaDB/MySQL
// (DESIGN "Data"). The entity/schema agreement test fails when this and the entities drift apart.

// 'integer', not 'int': TypeORM normalises int to integer on SQLite (which allows AUTOINCREMENT only on
// INTEGER PRIMARY KEY); MySQL reads integer back as int.
const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const key = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true });
const int = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
});
const tinyint = (name: string): TableColumnOptions => ({ name, type: 'tinyint' });
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
const datetime = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
});
const date = (name: string): TableColumnOptions => ({ name, type: 'date', isNullable: true });

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

export class InitialSchema1763740000000 implements MigrationInterface {
  name = 'InitialSchema1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);

    await create(new Table({ name: 'regions', columns: [key('id'), varchar('name', 100)] }));
    await create(
      new Table({
        name: 'provinces',
        columns: [key('id'), varchar('name', 100), varchar('sigla', 2), int('region_id')],
        indices: [index('IDX_provinces_region', ['region_id'])],
        foreignKeys: [fk('FK_provinces_region', 'region_id', 'regions')],
      }),
    );
    await create(
      new Table({
        name: 'comuni',
        columns: [key('id'), varchar('name', 100), int('province_id'), varchar('cap', 5), text('cap_list')],
        indices: [index('IDX_comuni_province', ['province_id'])],
        foreignKeys: [fk('FK_comuni_province', 'province_id', 'provinces')],
      }),
    );
    await create(
      new Table({
        name: 'comune_caps',
        columns: [{ ...varchar('cap', 5), isPrimary: true }, key('comune_id')],
        indices: [index('IDX_comune_caps_comune', ['comune_id'])],
        foreignKeys: [fk('FK_comune_caps_comune', 'comune_id', 'comuni', 'CASCADE')],
      }),
    );
    await create(
      new Table({ name: 'countries', columns: [key('id'), varchar('iso', 2), varchar('nicename', 100)] }),
    );

    await create(
      new Table({
        name: 'users',
        columns: [
          id(),
          varchar('username', 64),
          varchar('email', 254, true),
          varchar('telephone', 24, true),
          varchar('name', 100),
          varchar('surname', 100),
          varchar('name_normalized', 201),
          varchar('password_hash', 255, true),
          tinyint('platform_access'),
          varchar('partner_type', 20, true),
          varchar('cf', 16, true),
          varchar('preferred_contact', 8),
          tinyint('active_notification'),
          varchar('notification_frequency', 10),
          datetime('created_at'),
        ],
        indices: [
          index('IDX_users_username', ['username'], true),
          index('IDX_users_email', ['email'], true),
          index('IDX_users_telephone', ['telephone'], true),
          index('IDX_users_name_normalized', ['name_normalized']),
        ],
      }),
    );
    await create(
      new Table({
        name: 'user_addresses',
        columns: [
          id(),
          int('user_id'),
          varchar('type', 10),
          varchar('address', 200),
          varchar('number', 20),
          int('region_id', true),
          int('province_id', true),
          int('location_id', true),
          varchar('cap', 5, true),
          int('nation_id'),
          varchar('complete_address', 300, true),
        ],
        indices: [index('IDX_user_addresses_user', ['user_id'])],
        foreignKeys: [
          fk('FK_user_addresses_user', 'user_id', 'users', 'CASCADE'),
          fk('FK_user_addresses_region', 'region_id', 'regions'),
          fk('FK_user_addresses_province', 'province_id', 'provinces'),
          fk('FK_user_addresses_location', 'location_id', 'comuni'),
          fk('FK_user_addresses_nation', 'nation_id', 'countries'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'user_notification_zones',
        columns: [
          id(),
          int('user_id'),
          int('region_id', true),
          int('province_id', true),
          int('location_id', true),
          varchar('cap', 5, true),
        ],
        indices: [index('IDX_user_notification_zones_user', ['user_id'])],
        foreignKeys: [fk('FK_user_notification_zones_user', 'user_id', 'users', 'CASCADE')],
      }),
    );

    await create(
      new Table({
        name: 'sessions',
        columns: [
          { ...varchar('id', 64), isPrimary: true },
          int('user_id'),
          varchar('csrf_secret', 64),
          datetime('created_at'),
          datetime('last_seen_at'),
          datetime('expires_at'),
          datetime('revoked_at', true),
        ],
        indices: [index('IDX_sessions_user', ['user_id']), index('IDX_sessions_expires_at', ['expires_at'])],
        foreignKeys: [fk('FK_sessions_user', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'login_attempts',
        columns: [id(), varchar('account_key', 254), varchar('ip', 45), datetime('created_at')],
        indices: [
          index('IDX_login_attempts_account', ['account_key', 'created_at']),
          index('IDX_login_attempts_ip', ['ip', 'created_at']),
        ],
      }),
    );
    await create(
      new Table({
        name: 'one_shot_tokens',
        columns: [
          id(),
          varchar('token_hash', 64),
          varchar('purpose', 32),
          int('user_id'),
          datetime('created_at'),
          datetime('expires_at'),
          datetime('used_at', true),
        ],
        indices: [
          index('IDX_one_shot_tokens_hash', ['token_hash'], true),
          index('IDX_one_shot_tokens_user', ['user_id']),
        ],
        foreignKeys: [fk('FK_one_shot_tokens_user', 'user_id', 'users', 'CASCADE')],
      }),
    );

    await create(
      new Table({
        name: 'partners',
        columns: [id(), varchar('name', 200), varchar('type', 20), int('user_id', true)],
        indices: [index('IDX_partners_user', ['user_id'])],
        foreignKeys: [fk('FK_partners_user', 'user_id', 'users', 'SET NULL')],
      }),
    );
    await create(
      new Table({
        name: 'deceased',
        columns: [
          id(),
          varchar('name', 100),
          varchar('surname', 100),
          varchar('name_normalized', 100),
          varchar('surname_normalized', 100),
          varchar('gender', 1),
          date('date_of_birth'),
          date('date_of_death'),
          datetime('publication_time'),
          text('aphorism', true),
          varchar('graveyard_name', 200, true),
          int('graveyard_region_id', true),
          int('graveyard_province_id', true),
          int('graveyard_location_id', true),
          varchar('graveyard_cap', 5, true),
          varchar('photo', 255, true),
          varchar('lapide_photo', 255, true),
          int('partner_id', true),
          int('owner_user_id', true),
          tinyint('show_page'),
          tinyint('enabled'),
          datetime('created_at'),
        ],
        indices: [
          index('IDX_deceased_surname_name', ['surname_normalized', 'name_normalized']),
          index('IDX_deceased_name', ['name_normalized']),
          index('IDX_deceased_publication', ['enabled', 'publication_time']),
          index('IDX_deceased_graveyard_location', ['graveyard_location_id']),
          index('IDX_deceased_partner', ['partner_id']),
          index('IDX_deceased_owner', ['owner_user_id']),
        ],
        foreignKeys: [
          fk('FK_deceased_graveyard_region', 'graveyard_region_id', 'regions'),
          fk('FK_deceased_graveyard_province', 'graveyard_province_id', 'provinces'),
          fk('FK_deceased_graveyard_location', 'graveyard_location_id', 'comuni'),
          fk('FK_deceased_partner', 'partner_id', 'partners', 'SET NULL'),
          fk('FK_deceased_owner', 'owner_user_id', 'users', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'memorials',
        columns: [
          id(),
          int('deceased_id'),
          text('bio'),
          datetime('expires_at'),
          tinyint('not_notify'),
          datetime('created_at'),
        ],
        indices: [
          index('IDX_memorials_deceased', ['deceased_id'], true),
          index('IDX_memorials_expires_at', ['expires_at']),
        ],
        foreignKeys: [fk('FK_memorials_deceased', 'deceased_id', 'deceased', 'CASCADE')],
      }),
    );
    await create(
      new Table({ name: 'aphorisms', columns: [id(), varchar('text', 500), varchar('author', 100, true)] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'aphorisms',
      'memorials',
      'deceased',
      'partners',
      'one_shot_tokens',
      'login_attempts',
      'sessions',
      'user_notification_zones',
      'user_addresses',
      'users',
      'countries',
      'comune_caps',
      'comuni',
      'provinces',
      'regions',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
