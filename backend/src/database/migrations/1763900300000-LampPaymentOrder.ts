import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

// The online lamp renewal's refund (docs/contracts.md "Lamps", paying online): the lamp payment keeps the
// order (type 'lamp') that paid it, so a PayPal refund of the order credits that payment's invoice. Unique:
// one order pays one payment. Schema API only (SQLite and MariaDB).
const column = () => new TableColumn({ name: 'order_id', type: 'integer', isNullable: true });

const orderIndex = () =>
  new TableIndex({ name: 'IDX_lamp_payments_order', columnNames: ['order_id'], isUnique: true });

export class LampPaymentOrder1763900300000 implements MigrationInterface {
  name = 'LampPaymentOrder1763900300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('lamp_payments', column());
    await queryRunner.createIndex('lamp_payments', orderIndex());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('lamp_payments', 'IDX_lamp_payments_order');
    await queryRunner.dropColumn('lamp_payments', 'order_id');
  }
}
