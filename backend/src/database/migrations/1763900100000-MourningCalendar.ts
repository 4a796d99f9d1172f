import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

// The mourning calendar (docs/contracts.md "Deceased", "Mourning calendar"): the family's own dates of a page
// and the visitors' reminders of a date ('Ricordamelo'). Schema API only (DESIGN "Data").
export class MourningCalendar1763900100000 implements MigrationInterface {
  name = 'MourningCalendar1763900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    const deceasedKey = (table: string) =>
      new TableForeignKey({
        name: `FK_${table}_deceased`,
        columnNames: ['deceased_id'],
        referencedTableName: 'deceased',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'NO ACTION',
      });
    await queryRunner.createTable(
      new Table({
        name: 'calendar_dates',
        columns: [
          id,
          { name: 'deceased_id', type: 'integer' },
          { name: 'title', type: 'varchar', length: '120' },
          { name: 'day', type: 'date' },
          // 'HH:mm' Europe/Rome, or null for a whole day.
          { name: 'time', type: 'varchar', length: '5', isNullable: true },
          { name: 'place', type: 'varchar', length: '200', isNullable: true },
          { name: 'yearly', type: 'tinyint', default: 0 },
          { name: 'created_at', type: 'datetime' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_calendar_dates_deceased', columnNames: ['deceased_id', 'day'] }),
        ],
        foreignKeys: [deceasedKey('calendar_dates')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'calendar_reminders',
        columns: [
          id,
          { name: 'deceased_id', type: 'integer' },
          // 'funeral' | 'trigesimo' | 'death-anniversary' | 'birth-anniversary' | 'family-{id}'
          { name: 'event_key', type: 'varchar', length: '32' },
          // 'email' | 'wa'
          { name: 'channel', type: 'varchar', length: '8' },
          { name: 'recipient', type: 'varchar', length: '254' },
          // The next date reminded of, and when its message goes (the day before, 09:00 Europe/Rome).
          { name: 'event_day', type: 'date' },
          { name: 'remind_at', type: 'datetime' },
          // 'active' | 'sent' | 'unsubscribed' | 'cancelled'
          { name: 'status', type: 'varchar', length: '16' },
          // sha256 of the unsubscribe link's token (a new token with each message).
          { name: 'token_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'created_at', type: 'datetime' },
          { name: 'sent_at', type: 'datetime', isNullable: true },
        ],
        indices: [
          new TableIndex({
            name: 'UQ_calendar_reminders_recipient',
            columnNames: ['deceased_id', 'event_key', 'channel', 'recipient'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_calendar_reminders_due', columnNames: ['status', 'remind_at'] }),
          new TableIndex({ name: 'IDX_calendar_reminders_token', columnNames: ['token_hash'] }),
        ],
        foreignKeys: [deceasedKey('calendar_reminders')],
      }),
      false,
      true,
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('calendar_reminders', true, true, true);
    await queryRunner.dropTable('calendar_dates', true, true, true);
  }
}
