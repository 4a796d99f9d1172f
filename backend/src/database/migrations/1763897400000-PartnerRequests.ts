import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

// Partner onboarding (spec public §3 "Partner company", spec panels §3 "Partner", §4
// "Partner: request → accepted or denied; active partner can be disabled"). Existing partners are active.
// Schema API only (DESIGN "Data").

const columns = () => [
  // 'pending' (a request from /partner), 'active' (accepted), 'denied', 'disabled' (downgraded).
  new TableColumn({ name: 'status', type: 'varchar', length: '10', isNullable: false, default: "'active'" }),
  // Partita IVA, upper case without spaces; unique among partners (a second request is told VAT is in use).
  new TableColumn({ name: 'vat', type: 'varchar', length: '20', isNullable: true }),
  // Codice destinatario SDI (or the PEC address invoices go to).
  new TableColumn({ name: 'sdi', type: 'varchar', length: '100', isNullable: true }),
  new TableColumn({ name: 'cf', type: 'varchar', length: '20', isNullable: true }),
  // The uploaded video of the request (path under the media folder); images stay in `media`.
  new TableColumn({ name: 'video', type: 'varchar', length: '255', isNullable: true }),
  new TableColumn({ name: 'requested_at', type: 'datetime', isNullable: true }),
];

export class PartnerRequests1763897400000 implements MigrationInterface {
  name = 'PartnerRequests1763897400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('partners', columns());
    await queryRunner.createIndex(
      'partners',
      new TableIndex({ name: 'IDX_partners_vat', columnNames: ['vat'], isUnique: true }),
    );
    await queryRunner.createIndex(
      'partners',
      new TableIndex({ name: 'IDX_partners_status', columnNames: ['status'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('partners', 'IDX_partners_status');
    await queryRunner.dropIndex('partners', 'IDX_partners_vat');
    await queryRunner.dropColumns('partners', columns());
  }
}
