import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateSessions1795400000000 implements MigrationInterface {
  name = 'CreateSessions1795400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '128', isPrimary: true },
          { name: 'user_id', type: 'integer', isNullable: true },
          { name: 'payload', type: 'text' },
          { name: 'expires_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'IDX_sessions_user_id', columnNames: ['user_id'] }),
          new TableIndex({ name: 'IDX_sessions_expires_at', columnNames: ['expires_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions');
  }
}
