import { Table, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { timestampColumn } from './migration-columns';

export class CreateUsers1795300000000 implements MigrationInterface {
  name = 'CreateUsers1795300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'email', type: 'varchar', length: '255' },
          { name: 'first_name', type: 'varchar', length: '255' },
          { name: 'phone', type: 'varchar', length: '32', isNullable: true },
          { name: 'role', type: 'integer' },
          { name: 'password_hash', type: 'varchar', length: '255', isNullable: true },
          timestampColumn(queryRunner, 'created_at'),
          timestampColumn(queryRunner, 'updated_at'),
        ],
        uniques: [new TableUnique({ name: 'UQ_users_email', columnNames: ['email'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('users');
  }
}
