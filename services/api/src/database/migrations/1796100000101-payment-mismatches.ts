import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn as id, int, varchar } from './migration-columns';

/**
 * Payments the provider reported succeeded but not as ordered (amount, currency, paid):
 * one row per payment for the operator's list, instead of a line in the log only.
 */
export class PaymentMismatches1796100000101 implements MigrationInterface {
  name = 'PaymentMismatches1796100000101';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payment_mismatches',
        columns: [
          id,
          int('payment_id'),
          varchar('provider', 16),
          varchar('provider_payment_id', 64),
          int('expected_amount_rub'),
          varchar('reported_status', 24),
          varchar('reported_amount', 32),
          varchar('reported_currency', 8),
          { name: 'reported_paid', type: 'boolean', isNullable: false },
          epochMs('first_seen_at'),
          epochMs('last_seen_at'),
          int('times'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_payment_mismatches_payment_id',
            columnNames: ['payment_id'],
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_payment_mismatches_last_seen',
            columnNames: ['last_seen_at'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_payment_mismatches_payment_id',
            columnNames: ['payment_id'],
            referencedTableName: 'payments',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('payment_mismatches');
  }
}
