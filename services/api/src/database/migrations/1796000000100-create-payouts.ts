import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn as id, int, text, varchar } from './migration-columns';

const userKey = (table: string, column: string, onDelete = 'CASCADE'): TableForeignKey =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete,
  });

/**
 * Payouts to authors: their requisites, payout requests, the monthly runs, the test
 * payouts provider's objects; ledger lines of payouts carry no payment.
 */
export class CreatePayouts1796000000100 implements MigrationInterface {
  name = 'CreatePayouts1796000000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payout_requisites',
        columns: [
          { ...int('user_id'), isPrimary: true },
          int('type'),
          varchar('name', 200),
          varchar('inn', 12),
          varchar('bic', 9),
          varchar('account', 20),
          varchar('wallet', 20, true),
          varchar('self_employed_id', 64, true),
          varchar('self_employed_inn', 12, true),
          varchar('self_employed_status', 16, true),
          text('self_employed_confirmation_url', true),
          epochMs('updated_at'),
        ],
        foreignKeys: [userKey('payout_requisites', 'user_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payouts',
        columns: [
          id,
          int('author_id'),
          int('amount_kopecks'),
          varchar('method', 16),
          varchar('status', 16),
          varchar('idempotence_key', 64),
          varchar('provider_payout_id', 64, true),
          int('payee_type'),
          varchar('payee_name', 200),
          varchar('payee_inn', 12),
          varchar('payee_bic', 9),
          varchar('payee_account', 20),
          varchar('payee_wallet', 20, true),
          varchar('self_employed_id', 64, true),
          varchar('run_month', 7, true),
          varchar('failure', 200, true),
          epochMs('requested_at'),
          epochMs('paid_at', true),
          epochMs('updated_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_payouts_idempotence_key',
            columnNames: ['idempotence_key'],
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_payouts_author',
            columnNames: ['author_id', 'requested_at'],
          }),
          new TableIndex({ name: 'IDX_payouts_status', columnNames: ['status', 'method'] }),
        ],
        foreignKeys: [userKey('payouts', 'author_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payout_runs',
        columns: [
          { ...varchar('month', 7), isPrimary: true },
          epochMs('started_at'),
          int('payouts'),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'test_payout_objects',
        columns: [
          { ...varchar('id', 32), isPrimary: true },
          varchar('kind', 16),
          varchar('idempotence_key', 64),
          varchar('status', 16),
          varchar('itn', 12, true),
          varchar('person_id', 32, true),
          int('amount_kopecks', true),
          varchar('form_token', 32),
          epochMs('created_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_test_payout_objects_idempotence_key',
            columnNames: ['idempotence_key'],
          }),
        ],
      }),
    );
    await queryRunner.changeColumn(
      'ledger_entries',
      'payment_id',
      new TableColumn({ ...int('payment_id', true) }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM ledger_entries WHERE payment_id IS NULL`);
    await queryRunner.changeColumn(
      'ledger_entries',
      'payment_id',
      new TableColumn({ ...int('payment_id') }),
    );
    await queryRunner.dropTable('test_payout_objects');
    await queryRunner.dropTable('payout_runs');
    await queryRunner.dropTable('payouts');
    await queryRunner.dropTable('payout_requisites');
  }
}
