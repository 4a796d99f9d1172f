import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import type { TableColumnOptions } from 'typeorm';

// Orders and payments: orders with items and a status history, the PayPal captures that paid
// them and the webhook events already handled. The unique keys (PayPal order id, capture id, one capture
// per order, webhook event id) are what makes a payment count once. Schema API only, so it runs on SQLite
// and MariaDB/MySQL (DESIGN "Data").

const id = (): TableColumnOptions => ({
  name: 'id',
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable: nullable,
});
const varchar = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: nullable,
});
const datetime = (name: string, nullable = false): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: nullable,
});
const index = (name: string, columns: string[], isUnique = false) =>
  new TableIndex({ name, columnNames: columns, isUnique });
const fk = (name: string, column: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: table,
    referencedColumnNames: ['id'],
    onDelete,
    onUpdate: 'NO ACTION',
  });

export class Orders1763860000000 implements MigrationInterface {
  name = 'Orders1763860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);

    await create(
      new Table({
        name: 'orders',
        columns: [
          id(),
          varchar('type', 10),
          varchar('status', 20),
          int('amount_cents'),
          varchar('currency', 3),
          varchar('buyer_name', 100),
          varchar('buyer_surname', 100),
          varchar('buyer_email', 254, true),
          varchar('buyer_telephone', 32, true),
          int('user_id', true),
          text('shipping', true),
          text('payload'),
          varchar('access_key_hash', 64),
          varchar('paypal_order_id', 64, true),
          datetime('created_at'),
          datetime('updated_at'),
          datetime('paid_at', true),
        ],
        indices: [
          index('IDX_orders_paypal_order', ['paypal_order_id'], true),
          index('IDX_orders_status_updated', ['status', 'updated_at']),
          index('IDX_orders_user', ['user_id']),
        ],
        foreignKeys: [fk('FK_orders_user', 'user_id', 'users', 'SET NULL')],
      }),
    );

    await create(
      new Table({
        name: 'order_items',
        columns: [
          id(),
          int('order_id'),
          varchar('product_key', 32),
          varchar('description', 100),
          int('quantity'),
          int('unit_cents'),
        ],
        indices: [index('IDX_order_items_order', ['order_id'])],
        foreignKeys: [fk('FK_order_items_order', 'order_id', 'orders', 'CASCADE')],
      }),
    );

    await create(
      new Table({
        name: 'order_events',
        columns: [
          id(),
          int('order_id'),
          varchar('from_status', 20, true),
          varchar('to_status', 20),
          varchar('actor', 16),
          text('detail', true),
          datetime('created_at'),
        ],
        indices: [index('IDX_order_events_order', ['order_id'])],
        foreignKeys: [fk('FK_order_events_order', 'order_id', 'orders', 'CASCADE')],
      }),
    );

    await create(
      new Table({
        name: 'payment_captures',
        columns: [
          id(),
          varchar('capture_id', 64),
          int('order_id'),
          varchar('paypal_order_id', 64),
          varchar('status', 32),
          int('amount_cents'),
          varchar('currency', 3),
          varchar('payer_email', 254, true),
          varchar('payer_id', 64, true),
          datetime('create_time', true),
          text('raw'),
        ],
        indices: [
          index('IDX_payment_captures_capture', ['capture_id'], true),
          index('IDX_payment_captures_order', ['order_id'], true),
        ],
        foreignKeys: [fk('FK_payment_captures_order', 'order_id', 'orders', 'CASCADE')],
      }),
    );

    await create(
      new Table({
        name: 'payment_webhook_events',
        columns: [id(), varchar('event_id', 64), varchar('type', 64), datetime('received_at')],
        indices: [index('IDX_payment_webhook_events_event', ['event_id'], true)],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_webhook_events', true, true, true);
    await queryRunner.dropTable('payment_captures', true, true, true);
    await queryRunner.dropTable('order_events', true, true, true);
    await queryRunner.dropTable('order_items', true, true, true);
    await queryRunner.dropTable('orders', true, true, true);
  }
}
