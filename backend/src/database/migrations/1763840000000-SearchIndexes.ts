import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

// Search: one composite index per order of the home search (spec panels §9), plain and with
// the region first, each ending with the id so keyset pages seek straight to "after the last row" and
// read rows already in order (no filesort, no OFFSET). Schema API only (SQLite and MariaDB/MySQL).
// The same indexes are declared on the Deceased entity (schema agreement test).

export const SEARCH_INDEXES: Array<{ name: string; columns: string[] }> = [
  { name: 'IDX_deceased_search_insert', columns: ['enabled', 'publication_time', 'show_page', 'id'] },
  {
    name: 'IDX_deceased_search_region_insert',
    columns: ['enabled', 'graveyard_region_id', 'publication_time', 'show_page', 'id'],
  },
  { name: 'IDX_deceased_search_death', columns: ['enabled', 'date_of_death', 'id'] },
  {
    name: 'IDX_deceased_search_region_death',
    columns: ['enabled', 'graveyard_region_id', 'date_of_death', 'id'],
  },
  { name: 'IDX_deceased_search_name', columns: ['enabled', 'name_normalized', 'surname_normalized', 'id'] },
  {
    name: 'IDX_deceased_search_region_name',
    columns: ['enabled', 'graveyard_region_id', 'name_normalized', 'surname_normalized', 'id'],
  },
  {
    name: 'IDX_deceased_search_surname',
    columns: ['enabled', 'surname_normalized', 'name_normalized', 'id'],
  },
  {
    name: 'IDX_deceased_search_region_surname',
    columns: ['enabled', 'graveyard_region_id', 'surname_normalized', 'name_normalized', 'id'],
  },
];

export class SearchIndexes1763840000000 implements MigrationInterface {
  name = 'SearchIndexes1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { name, columns } of SEARCH_INDEXES)
      await queryRunner.createIndex('deceased', new TableIndex({ name, columnNames: columns }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { name } of [...SEARCH_INDEXES].reverse()) await queryRunner.dropIndex('deceased', name);
  }
}
