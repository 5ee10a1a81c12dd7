import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn as id, int, text, varchar } from './migration-columns';

/**
 * Payments: one row per purchase attempt, the providers' notifications as received, and
 * the built-in test provider's own payments.
 */
export class CreatePayments1795900000100 implements MigrationInterface {
  name = 'CreatePayments1795900000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'payments',
        columns: [
          id,
          varchar('order_type', 32),
          int('order_id'),
          varchar('provider', 16),
          varchar('provider_payment_id', 64, true),
          varchar('idempotence_key', 64),
          int('amount_rub'),
          varchar('status', 24),
          text('confirmation_url', true),
          int('buyer_id', true),
          epochMs('created_at'),
          epochMs('updated_at'),
          epochMs('checked_at'),
          epochMs('applied_at', true),
          epochMs('refunded_at', true),
          varchar('refund_id', 64, true),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_payments_idempotence_key',
            columnNames: ['idempotence_key'],
          }),
          new TableUnique({
            name: 'UQ_payments_provider_payment_id',
            columnNames: ['provider_payment_id'],
          }),
        ],
        indices: [
          new TableIndex({ name: 'IDX_payments_order', columnNames: ['order_type', 'order_id'] }),
          new TableIndex({ name: 'IDX_payments_unsettled', columnNames: ['status', 'checked_at'] }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_payments_buyer_id',
            columnNames: ['buyer_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'payment_events',
        columns: [
          id,
          varchar('provider', 16),
          varchar('provider_payment_id', 64, true),
          varchar('event', 64),
          text('body'),
          varchar('remote_address', 64),
          epochMs('received_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_payment_events_payment',
            columnNames: ['provider', 'provider_payment_id'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'test_payments',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          varchar('idempotence_key', 64),
          int('amount_rub'),
          text('description'),
          text('return_url'),
          varchar('form_token', 32),
          varchar('status', 24),
          varchar('refund_key', 64, true),
          varchar('refund_id', 32, true),
          epochMs('created_at'),
          epochMs('updated_at'),
        ],
        uniques: [
          new TableUnique({
            name: 'UQ_test_payments_idempotence_key',
            columnNames: ['idempotence_key'],
          }),
          new TableUnique({ name: 'UQ_test_payments_refund_key', columnNames: ['refund_key'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('test_payments');
    await queryRunner.dropTable('payment_events');
    await queryRunner.dropTable('payments');
  }
}
