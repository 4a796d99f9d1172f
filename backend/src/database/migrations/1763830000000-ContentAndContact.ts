import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Content: product prices seeded with the spec's defaults (public §9), contact messages, and the
// signatures of used captcha solutions. Schema API only, so it runs on SQLite and MariaDB/MySQL
// (DESIGN "Data"). The seed values are written here, not imported, so this migration never changes.

const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const datetime = (name: string): TableColumnOptions => ({ name, type: 'datetime' });

const PRODUCTS: Array<[key: string, name: string, priceCents: number | null]> = [
  ['qr-code', 'Lapide digitale con targa QR', 9700],
  ['shipping', 'Spedizione della targa', 1000],
  ['servizio-memorial', 'Servizio memorial (un anno)', 600],
  ['dedica-cero', 'Cero votivo', 200],
  ['dedica-fiori', 'Fiori virtuali', 300],
  ['dedica-foto', 'Dedica con foto', 400],
  ['dedica-video', 'Dedica con video', 500],
  ['fiori-reali', 'Fiori reali consegnati', null],
  ['fiori1', 'Crisantemi', 1000],
  ['fiori2', 'Anturium', 1500],
  ['fiori3', 'Rose', 3000],
  ['qrcode-partner', 'Targa QR per partner', 5000],
];

export class ContentAndContact1763830000000 implements MigrationInterface {
  name = 'ContentAndContact1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);

    await create(
      new Table({
        name: 'products',
        columns: [
          { ...varchar('key', 32), isPrimary: true },
          varchar('name', 100),
          { name: 'price_cents', type: 'integer', isNullable: true },
        ],
      }),
    );
    // Backticks quote `key` (a reserved word in MySQL); SQLite accepts them too.
    for (const [key, name, price] of PRODUCTS)
      await queryRunner.query('INSERT INTO products (`key`, `name`, `price_cents`) VALUES (?, ?, ?)', [
        key,
        name,
        price,
      ]);

    await create(
      new Table({
        name: 'contact_messages',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          varchar('name', 100),
          varchar('surname', 100),
          varchar('email', 254),
          varchar('object', 200),
          { name: 'content', type: 'text' },
          varchar('ip_address', 64),
          datetime('created_at'),
        ],
      }),
    );

    await create(
      new Table({
        name: 'used_captchas',
        columns: [{ ...varchar('signature', 128), isPrimary: true }, datetime('used_at')],
        indices: [new TableIndex({ name: 'IDX_used_captchas_used_at', columnNames: ['used_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('used_captchas');
    await queryRunner.dropTable('contact_messages');
    await queryRunner.dropTable('products');
  }
}
