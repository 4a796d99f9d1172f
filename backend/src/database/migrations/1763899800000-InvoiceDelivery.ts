import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

// Invoice delivery (docs/contracts.md "Invoices"): what the SDI intermediary answered (its id of the file,
// the last SDI notice and when the file left), the longer states of the notices ('non consegnata'), and the
// index the panels' month lists and the accountant's ZIP read by. Schema API, except the state's length on
// MariaDB (widenState).
const columns = () => [
  new TableColumn({ name: 'sdi_id', type: 'varchar', length: '64', isNullable: true }),
  new TableColumn({ name: 'sdi_notice', type: 'varchar', length: '1000', isNullable: true }),
  new TableColumn({ name: 'sent_at', type: 'datetime', isNullable: true }),
  new TableColumn({ name: 'send_attempts', type: 'integer', default: 0 }),
];

/**
 * The state column's length, rows kept. On MariaDB TypeORM's changeColumn drops and adds a column whose
 * length changes (its data and index lost), so there one MODIFY does it; SQLite's changeColumn copies the
 * table with its rows and indices.
 */
async function widenState(queryRunner: QueryRunner, length: string): Promise<void> {
  if (queryRunner.connection.options.type === 'better-sqlite3') {
    await queryRunner.changeColumn(
      'invoices',
      'state',
      new TableColumn({ name: 'state', type: 'varchar', length }),
    );
  } else {
    await queryRunner.query(`ALTER TABLE \`invoices\` MODIFY \`state\` varchar(${length}) NOT NULL`);
  }
}

export class InvoiceDelivery1763899800000 implements MigrationInterface {
  name = 'InvoiceDelivery1763899800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('invoices', columns());
    await widenState(queryRunner, '16');
    await queryRunner.createIndex(
      'invoices',
      new TableIndex({ name: 'IDX_invoices_issuer_day', columnNames: ['issuer_key', 'issue_day'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('invoices', 'IDX_invoices_issuer_day');
    await widenState(queryRunner, '12');
    await queryRunner.dropColumns('invoices', columns());
  }
}
