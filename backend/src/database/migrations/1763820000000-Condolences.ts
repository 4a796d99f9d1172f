import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Condolences: the condolence book of spec public §2/§4/§5, and the public page fields of the
// partner (spec public §3 "Partner company", panels §3 "Partner page"). Schema API only (DESIGN "Data").

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });
const datetime = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
});

export class Condolences1763820000000 implements MigrationInterface {
  name = 'Condolences1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'condolences',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'deceased_id', type: 'integer' },
          varchar('author_name', 100),
          varchar('text', 1000),
          varchar('phone', 24, true),
          varchar('email', 254, true),
          { name: 'user_id', type: 'integer', isNullable: true },
          varchar('status', 10),
          varchar('confirm_token_hash', 64, true),
          varchar('confirm_code_hash', 64, true),
          datetime('confirm_expires_at', true),
          datetime('created_at'),
          datetime('published_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_condolences_book',
            columnNames: ['deceased_id', 'status', 'published_at'],
          }),
          new TableIndex({
            name: 'IDX_condolences_token',
            columnNames: ['confirm_token_hash'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_condolences_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          }),
          new TableForeignKey({
            name: 'FK_condolences_user',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
      false,
      true,
      true,
    );

    await queryRunner.addColumns('partners', [
      new TableColumn(text('description')),
      new TableColumn(varchar('header_text', 300, true)),
      new TableColumn(varchar('logo', 255, true)),
      new TableColumn(varchar('website', 255, true)),
      new TableColumn(varchar('email', 254, true)),
      new TableColumn(varchar('telephone', 24, true)),
      new TableColumn(varchar('mobile', 24, true)),
      new TableColumn(varchar('address', 300, true)),
      new TableColumn(text('social_links')),
      new TableColumn(text('media')),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [
      'media',
      'social_links',
      'address',
      'mobile',
      'telephone',
      'email',
      'website',
      'logo',
      'header_text',
      'description',
    ]) {
      await queryRunner.dropColumn('partners', column);
    }
    await queryRunner.dropTable('condolences', true, true, true);
  }
}
