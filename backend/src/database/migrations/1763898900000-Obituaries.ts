import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';

// Obituaries: a record's notice and manifesto data (spec panels §3 "Deceased",
// "Manifest text blocks"), the link between a notice and its tombstone page (pageID and the merge rule) and
// the funeral places of a notice. Schema API only (DESIGN "Data").

const deceasedColumns = () => [
  // 'YYYY-MM-DD'; null = none (the spec's 1970-01-01).
  new TableColumn({ name: 'funeral_date', type: 'date', isNullable: true }),
  // The five text blocks as JSON: { firstSentence, family, thanks, funeralInfo, announce } of { value, bold, red }.
  new TableColumn({ name: 'manifest_texts', type: 'text', isNullable: true }),
  new TableColumn({ name: 'manifest_bg', type: 'smallint', isNullable: true }),
  // Media paths: the photo printed on the manifesto, the generated JPEG and an uploaded custom manifesto.
  new TableColumn({ name: 'manifest_photo', type: 'varchar', length: '255', isNullable: true }),
  new TableColumn({ name: 'manifest_image', type: 'varchar', length: '255', isNullable: true }),
  new TableColumn({ name: 'manifest_custom', type: 'varchar', length: '255', isNullable: true }),
  // The obituary editor's text (rich text, sanitised by the allow-list).
  new TableColumn({ name: 'obituary_note', type: 'text', isNullable: true }),
  // pageID: the tombstone page a notice belongs to (spec panels §3 merge rule).
  new TableColumn({ name: 'page_id', type: 'integer', isNullable: true }),
];

const pageForeignKey = () =>
  new TableForeignKey({
    name: 'FK_deceased_page',
    columnNames: ['page_id'],
    referencedTableName: 'deceased',
    referencedColumnNames: ['id'],
    onDelete: 'SET NULL',
    onUpdate: 'NO ACTION',
  });

const fk = (name: string, column: string, table: string, onDelete = 'NO ACTION') =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

export class Obituaries1763898900000 implements MigrationInterface {
  name = 'Obituaries1763898900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('deceased', deceasedColumns());
    await queryRunner.createForeignKey('deceased', pageForeignKey());
    await queryRunner.createTable(
      new Table({
        name: 'deceased_funeral_places',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'deceased_id', type: 'integer' },
          { name: 'position', type: 'smallint' },
          { name: 'name', type: 'varchar', length: '200', isNullable: true },
          { name: 'region_id', type: 'integer' },
          { name: 'province_id', type: 'integer' },
          { name: 'location_id', type: 'integer' },
          { name: 'cap', type: 'varchar', length: '5', isNullable: true },
        ],
        indices: [{ name: 'IDX_deceased_funeral_places_deceased', columnNames: ['deceased_id'] }],
        foreignKeys: [
          fk('FK_deceased_funeral_places_deceased', 'deceased_id', 'deceased', 'CASCADE'),
          fk('FK_deceased_funeral_places_region', 'region_id', 'regions'),
          fk('FK_deceased_funeral_places_province', 'province_id', 'provinces'),
          fk('FK_deceased_funeral_places_location', 'location_id', 'comuni'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('deceased_funeral_places', true, true, true);
    await queryRunner.dropForeignKey('deceased', 'FK_deceased_page');
    await queryRunner.dropColumns('deceased', deceasedColumns());
  }
}
