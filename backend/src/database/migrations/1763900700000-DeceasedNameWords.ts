import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { fillNameWords, NAME_WORD_LENGTH, NAME_WORDS_TABLE } from '../../modules/deceased/name-words';

// The name filter's words (modules/deceased/name-words.ts): each normalised name and surname from every
// word start to its end, keyed (word, deceased_id) so a typed word is a prefix range of the index. The rows
// already there are filled in batches by the same code the app writes with. No entity: only the name filter
// reads it, by SQL.
export class DeceasedNameWords1763900700000 implements MigrationInterface {
  name = 'DeceasedNameWords1763900700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: NAME_WORDS_TABLE,
        columns: [
          { name: 'word', type: 'varchar', length: String(NAME_WORD_LENGTH), isPrimary: true },
          { name: 'deceased_id', type: 'integer', isPrimary: true },
        ],
        indices: [new TableIndex({ name: 'IDX_deceased_name_words_deceased', columnNames: ['deceased_id'] })],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_deceased_name_words_deceased',
            columnNames: ['deceased_id'],
            referencedTableName: 'deceased',
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
    await fillNameWords(queryRunner.manager);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(NAME_WORDS_TABLE, true, true, true);
  }
}
