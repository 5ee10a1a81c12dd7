import {
  Table,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';

export class CreateEmailChanges1795810000000 implements MigrationInterface {
  name = 'CreateEmailChanges1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'email_changes',
        columns: [
          { name: 'user_id', type: 'integer', isPrimary: true },
          { name: 'email', type: 'varchar', length: '255' },
          { name: 'token', type: 'varchar', length: '64' },
          { name: 'expires_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({
            name: 'IDX_email_changes_token',
            columnNames: ['token'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_email_changes_user_id',
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
    await queryRunner.dropTable('email_changes');
  }
}
