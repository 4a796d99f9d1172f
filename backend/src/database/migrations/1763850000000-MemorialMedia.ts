import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// Memorial gallery: the photos and videos of a memorial page (spec public §3
// memorialMedia, §9 gallery). Schema API only, so it runs on SQLite and MariaDB/MySQL (DESIGN "Data").

export class MemorialMedia1763850000000 implements MigrationInterface {
  name = 'MemorialMedia1763850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'memorial_media',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'memorial_id', type: 'integer' },
          { name: 'type', type: 'varchar', length: '10' },
          { name: 'file', type: 'varchar', length: '255' },
          { name: 'position', type: 'integer' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_memorial_media_memorial_position',
            columnNames: ['memorial_id', 'position'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_memorial_media_memorial',
            columnNames: ['memorial_id'],
            referencedTableName: 'memorials',
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
    await queryRunner.dropTable('memorial_media', true, true, true);
  }
}
