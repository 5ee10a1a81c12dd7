import { Table, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { epochMs, idColumn, text, varchar } from './migration-columns';

/** outbox_events: events saved with their change, delivered after the commit. */
export class OutboxEvents1796500000900 implements MigrationInterface {
  name = 'OutboxEvents1796500000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'outbox_events',
        columns: [
          idColumn,
          varchar('bus', 32),
          varchar('key', 128, true),
          text('event'),
          { name: 'attempts', type: 'integer', default: 0 },
          epochMs('created_at'),
          epochMs('delivered_at', true),
        ],
        uniques: [new TableUnique({ name: 'UQ_outbox_events_key', columnNames: ['key'] })],
        indices: [
          new TableIndex({
            name: 'IDX_outbox_events_pending',
            columnNames: ['delivered_at', 'id'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox_events');
  }
}
