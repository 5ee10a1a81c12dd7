import {
  Table,
  TableForeignKey,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { timestampColumn } from './migration-columns';

export class CreateSocialAccounts1795500000000 implements MigrationInterface {
  name = 'CreateSocialAccounts1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'social_accounts',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_id', type: 'integer' },
          { name: 'provider', type: 'varchar', length: '32' },
          { name: 'provider_user_id', type: 'varchar', length: '255' },
          { name: 'first_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'last_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'username', type: 'varchar', length: '255', isNullable: true },
          { name: 'email', type: 'varchar', length: '255', isNullable: true },
          timestampColumn(queryRunner, 'created_at'),
          timestampColumn(queryRunner, 'updated_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_social_accounts_provider_user',
            columnNames: ['provider', 'provider_user_id'],
          }),
          new TableUnique({
            name: 'UQ_social_accounts_user_provider',
            columnNames: ['user_id', 'provider'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_social_accounts_user_id',
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
    await queryRunner.dropTable('social_accounts');
  }
}
