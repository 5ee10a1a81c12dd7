import { Table, TableForeignKey, type MigrationInterface, type QueryRunner } from 'typeorm';
import { epochMs, idColumn, int, text, varchar } from './migration-columns';

/**
 * The remotes registry in the database (issue 19 §2): every change as a version row, and
 * one state row naming the live version and a canary or preview candidate. Each instance
 * polls the state's revision (a primary-key read) or hears of it over Redis.
 */
export class RemoteRegistry1796200000000 implements MigrationInterface {
  name = 'RemoteRegistry1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'remote_registry_versions',
        columns: [
          idColumn,
          varchar('event', 16),
          text('remotes'),
          epochMs('created_at'),
          int('created_by', true),
          text('note', true),
          text('checks', true),
          int('percent', true),
          text('accounts', true),
          int('from_version_id', true),
          int('previous_live_id', true),
          varchar('config_hash', 64, true),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_remote_registry_versions_created_by',
            columnNames: ['created_by'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'remote_registry_state',
        columns: [
          { ...int('id'), isPrimary: true },
          int('live_version_id'),
          int('candidate_version_id', true),
          int('candidate_percent', true),
          text('candidate_accounts', true),
          int('revision'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('remote_registry_state');
    await queryRunner.dropTable('remote_registry_versions');
  }
}
