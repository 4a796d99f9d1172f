import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

// The admin's QR table pages by cursor on the id, newest first; its 'Temporanei' filter (temporary = 0 or 1)
// needs an index ending with the id, so a page is one range instead of a filesort of every temporary code.
// Schema API only (SQLite and MariaDB).
const temporaryById = () =>
  new TableIndex({ name: 'IDX_qr_codes_temporary_id', columnNames: ['temporary', 'id'] });

export class QrCodesTemporaryIdIndex1763900750000 implements MigrationInterface {
  name = 'QrCodesTemporaryIdIndex1763900750000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex('qr_codes', temporaryById());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('qr_codes', 'IDX_qr_codes_temporary_id');
  }
}
