import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

const COLUMN = 'mail_material_updated';

/**
 * Buyers hear of a new version of a material they bought (in the app, and by mail unless
 * they turn it off): the mail switch of that kind. Added as a plain column, so SQLite
 * keeps the table (and anything built on it) as it is.
 */
export class MaterialUpdateNotices1795960000000 implements MigrationInterface {
  name = 'MaterialUpdateNotices1795960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // true as the driver writes it, so the schema matches the entity's `default: true`
    const on = queryRunner.connection.options.type === 'postgres' ? true : 1;
    await queryRunner.addColumn(
      'notification_preferences',
      new TableColumn({ name: COLUMN, type: 'boolean', default: on }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('notification_preferences', COLUMN);
  }
}
