import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notifications.locale: the language a notification's mail is written in when the event
 * itself knows it (a receipt: the language the buyer paid in), before the user's
 * remembered language and the server's default.
 */
export class NotificationLocales1796300000500 implements MigrationInterface {
  name = 'NotificationLocales1796300000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE notifications ADD COLUMN locale varchar(8) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE notifications DROP COLUMN locale');
  }
}
