import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

// Page-cache changes shared between instances (DESIGN "Scale"; PageCacheService): each instance writes a
// row when it changes what a public page shows and reads the others' rows every PAGE_CACHE_SYNC_MS.
// No foreign key: a row outlives nothing and is deleted after an hour. Schema API only (DESIGN "Data").
export class PageCacheEvents1763880000000 implements MigrationInterface {
  name = 'PageCacheEvents1763880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'page_cache_events',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'deceased_id', type: 'integer', isNullable: true },
          { name: 'origin', type: 'varchar', length: '36' },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'IDX_page_cache_events_created', columnNames: ['created_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('page_cache_events');
  }
}
