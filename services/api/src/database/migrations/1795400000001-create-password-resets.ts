import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreatePasswordResets1795400000001 implements MigrationInterface {
  name = 'CreatePasswordResets1795400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'password_resets',
        columns: [
          { name: 'email', type: 'varchar', length: '255', isPrimary: true },
          { name: 'token', type: 'varchar', length: '64' },
          { name: 'created_at', type: 'bigint' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('password_resets');
  }
}
