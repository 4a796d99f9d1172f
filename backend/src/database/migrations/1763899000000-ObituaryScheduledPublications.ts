import { MigrationInterface, QueryRunner, Table } from 'typeorm';

// Obituary forms: a record whose publication date is still to come waits here, hidden, until the
// publication job publishes it. Schema API only (DESIGN "Data").

export class ObituaryScheduledPublications1763899000000 implements MigrationInterface {
  name = 'ObituaryScheduledPublications1763899000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'obituary_scheduled_publications',
        columns: [
          { name: 'deceased_id', type: 'integer', isPrimary: true },
          { name: 'publish_at', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_obituary_scheduled_publications_at', columnNames: ['publish_at'] }],
        foreignKeys: [
          {
            name: 'FK_obituary_scheduled_publications_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
            onUpdate: 'NO ACTION',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('obituary_scheduled_publications');
  }
}
