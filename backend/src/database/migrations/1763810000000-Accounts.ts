import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Accounts: token payloads (what a contact-verification or renewal link confirms), a promotion
// code on users, request throttling for registration/lookups/recovery, and the dedications table.
// Schema API only, so it runs on SQLite and MariaDB/MySQL (DESIGN "Data").

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string): TableColumnOptions => ({ name, type: 'integer' });
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const datetime = (name: string): TableColumnOptions => ({ name, type: 'datetime' });

export class Accounts1763810000000 implements MigrationInterface {
  name = 'Accounts1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);

    await queryRunner.addColumn('one_shot_tokens', new TableColumn(varchar('payload', 500, true)));
    await queryRunner.addColumn('users', new TableColumn(varchar('agent', 50, true)));

    await create(
      new Table({
        name: 'throttle_hits',
        columns: [id(), varchar('bucket', 32), varchar('key', 300), datetime('created_at')],
        indices: [
          new TableIndex({ name: 'IDX_throttle_hits_key', columnNames: ['bucket', 'key', 'created_at'] }),
        ],
      }),
    );

    await create(
      new Table({
        name: 'dedications',
        columns: [
          id(),
          int('deceased_id'),
          varchar('type', 16),
          { name: 'text', type: 'text', isNullable: true },
          varchar('sign', 100, true),
          varchar('status', 10),
          varchar('media_filename', 255, true),
          varchar('media_type', 10, true),
          varchar('giver_name', 100),
          varchar('giver_surname', 100),
          varchar('giver_email', 254, true),
          varchar('giver_telephone', 24, true),
          datetime('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_dedications_deceased_status', columnNames: ['deceased_id', 'status'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_dedications_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('dedications');
    await queryRunner.dropTable('throttle_hits');
    await queryRunner.dropColumn('users', 'agent');
    await queryRunner.dropColumn('one_shot_tokens', 'payload');
  }
}
