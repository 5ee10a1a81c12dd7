import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The List-Unsubscribe address a mail client offers as its own "unsubscribe" button. */
export class MailListUnsubscribe1795830000000 implements MigrationInterface {
  name = 'MailListUnsubscribe1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'mail_outbox',
      new TableColumn({ name: 'list_unsubscribe', type: 'text', isNullable: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('mail_outbox', 'list_unsubscribe');
  }
}
