import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

// The delivery reports of WhatsApp (Cloud API status webhook) and SMS (Twilio status
// callback) on the outbox row they concern, found by the provider's message id. Schema API only.
const columns = () => [
  new TableColumn({ name: 'delivery', type: 'varchar', length: '12', isNullable: true }),
  new TableColumn({ name: 'delivery_at', type: 'datetime', isNullable: true }),
];
const providerIndex = () =>
  new TableIndex({ name: 'IDX_outbox_provider', columnNames: ['channel', 'provider_id'] });

export class OutboxDelivery1763899500000 implements MigrationInterface {
  name = 'OutboxDelivery1763899500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('outbox', columns());
    await queryRunner.createIndex('outbox', providerIndex());
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('outbox', 'IDX_outbox_provider');
    await queryRunner.dropColumns('outbox', columns());
  }
}
