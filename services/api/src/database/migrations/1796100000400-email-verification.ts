import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, int, varchar } from './migration-columns';

/**
 * users.email_verified_at and the pending verification links (email_verifications).
 *
 * Existing users start unverified: a spent reset or email-change link leaves no trace
 * (both rows are deleted when used), and an existing account on an OPERATOR_EMAILS address
 * may be exactly the stranger this guards against. The one proof the data keeps: a user
 * without a password who has a provider account registered through that provider's
 * verified email (an unverified one gets a set-password link instead, and the provider
 * account is linked only when that link is used, which sets a password), so those count as
 * verified from now on.
 */
export class EmailVerification1796100000400 implements MigrationInterface {
  name = 'EmailVerification1796100000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER on both databases: TypeORM's addColumn rebuilds the table on SQLite and
    // would drop the check queue's trigger on users (see CheckQueueVersions1795950000000)
    await queryRunner.query('ALTER TABLE users ADD COLUMN email_verified_at bigint NULL');
    // the migration's moment: when these addresses started to count as verified
    await queryRunner.query(
      `UPDATE users SET email_verified_at = ${Date.now()}
       WHERE password_hash IS NULL
         AND EXISTS (SELECT 1 FROM social_accounts s WHERE s.user_id = users.id)`,
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_verifications',
        columns: [
          { ...int('user_id'), isPrimary: true },
          varchar('email', 255),
          varchar('token', 64),
          epochMs('expires_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_email_verifications_token',
            columnNames: ['token'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_email_verifications_user_id',
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('email_verifications');
    await queryRunner.query('ALTER TABLE users DROP COLUMN email_verified_at');
  }
}
