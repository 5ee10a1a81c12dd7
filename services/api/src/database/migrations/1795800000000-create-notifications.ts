import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
  type TableColumnOptions,
} from 'typeorm';

/** Moments are epoch milliseconds (see EpochMsColumn). */
const epochMs = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'bigint',
  isNullable,
});
const int = (name: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'integer',
  isNullable,
});
const varchar = (name: string, length: number, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable,
});

function userKey(table: string): TableForeignKey {
  return new TableForeignKey({
    name: `FK_${table}_user_id`,
    columnNames: ['user_id'],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });
}

/** In-app notifications with their mail state, and each user's mail preferences. */
export class CreateNotifications1795800000000 implements MigrationInterface {
  name = 'CreateNotifications1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `on` is true as the driver writes it, so the schema matches the entities' `default: true`.
    const on = queryRunner.connection.driver.options.type === 'postgres' ? true : 1;
    const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: on });
    await queryRunner.createTable(
      new Table({
        name: 'notifications',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          int('user_id'),
          varchar('kind', 32),
          int('work_id', true),
          int('task_id', true),
          { name: 'data', type: 'text' },
          varchar('once_key', 128, true),
          varchar('mail', 16),
          epochMs('created_at'),
          epochMs('read_at', true),
        ],
        uniques: [
          new TableUnique({ name: 'UQ_notifications_once_key', columnNames: ['once_key'] }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_notifications_user',
            columnNames: ['user_id', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_notifications_unread', columnNames: ['user_id', 'read_at'] }),
          new TableIndex({ name: 'IDX_notifications_mail', columnNames: ['mail', 'user_id'] }),
        ],
        foreignKeys: [userKey('notifications')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'notification_preferences',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { ...varchar('locale', 8), default: "'ru'" },
          flag('mail_task_received'),
          flag('mail_work_submitted'),
          flag('mail_work_checked'),
          flag('mail_work_returned'),
          flag('mail_deadline_soon'),
          flag('mail_comment_added'),
          { ...varchar('submitted_delivery', 16), default: "'instant'" },
          epochMs('updated_at'),
        ],
        foreignKeys: [userKey('notification_preferences')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('notification_preferences');
    await queryRunner.dropTable('notifications');
  }
}
