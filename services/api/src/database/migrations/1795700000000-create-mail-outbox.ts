import {
  Table,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

const varchar = (name: string, length: number): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
});
const text = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable,
});
/** Moments are epoch milliseconds (see EpochMsColumn). */
const epochMs = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});

/** The mail outbox: every mail is stored first, then delivered with retries. */
export class CreateMailOutbox1795700000000 implements MigrationInterface {
  name = 'CreateMailOutbox1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'mail_outbox',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          varchar('from_address', 320),
          varchar('to_address', 320),
          text('subject'),
          text('text'),
          text('html'),
          varchar('status', 16),
          { name: 'attempts', type: 'integer', default: 0 },
          epochMs('next_attempt_at'),
          epochMs('lease_until', true),
          text('last_error', true),
          epochMs('created_at'),
          epochMs('sent_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_mail_outbox_due',
            columnNames: ['status', 'next_attempt_at'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('mail_outbox');
  }
}
