import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';

/** The money ledger: one line per payment and kind, in kopecks. */
export class CreateLedger1795900000300 implements MigrationInterface {
  name = 'CreateLedger1795900000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'ledger_entries',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'payment_id', type: 'integer' },
          { name: 'order_type', type: 'varchar', length: '32' },
          { name: 'order_id', type: 'integer' },
          { name: 'kind', type: 'varchar', length: '32' },
          { name: 'author_id', type: 'integer', isNullable: true },
          { name: 'amount_kopecks', type: 'integer' },
          { name: 'available_at', type: 'bigint', isNullable: true },
          { name: 'created_at', type: 'bigint' },
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_ledger_entries_payment_kind',
            columnNames: ['payment_id', 'kind'],
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_ledger_entries_author',
            columnNames: ['author_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_ledger_entries_author_id',
            columnNames: ['author_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ledger_entries');
  }
}
