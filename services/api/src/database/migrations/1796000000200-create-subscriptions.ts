import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, idColumn as id, int, varchar } from './migration-columns';

const userKey = (name: string, column: string): TableForeignKey =>
  new TableForeignKey({
    name,
    columnNames: [column],
    referencedTableName: 'users',
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  });

/** `off` is false as the driver writes it, so the schema matches the entities' `default: false`. */
const flag = (name: string, off: boolean | number): TableColumn =>
  new TableColumn({ name, type: 'boolean', isNullable: false, default: off });

/**
 * Subscriptions and referrals: one row per teacher (plan, paid period, saved method, next
 * charge), each charge of it, who came by whose referral link; the saved method on the
 * payments and the test provider's saved methods.
 */
export class CreateSubscriptions1796000000200 implements MigrationInterface {
  name = 'CreateSubscriptions1796000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const off = queryRunner.connection.driver.options.type === 'postgres' ? false : 0;
    await queryRunner.createTable(
      new Table({
        name: 'subscriptions',
        columns: [
          id,
          int('teacher_id'),
          varchar('status', 16),
          varchar('referral_code', 32),
          epochMs('paid_until', true),
          epochMs('next_charge_at', true),
          int('failed_charges'),
          epochMs('grace_until', true),
          epochMs('reminded_for', true),
          varchar('payment_method_id', 64, true),
          varchar('payment_method_title', 128, true),
          int('charging_charge_id', true),
          varchar('notice', 16, true),
          varchar('locale', 8),
          epochMs('created_at'),
          epochMs('updated_at'),
        ],
        uniques: [
          new TableUnique({ name: 'UQ_subscriptions_teacher_id', columnNames: ['teacher_id'] }),
          new TableUnique({
            name: 'UQ_subscriptions_referral_code',
            columnNames: ['referral_code'],
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_subscriptions_due',
            columnNames: ['status', 'next_charge_at'],
          }),
        ],
        foreignKeys: [userKey('FK_subscriptions_teacher_id', 'teacher_id')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'subscription_charges',
        columns: [
          id,
          int('subscription_id'),
          varchar('kind', 16),
          varchar('price_kind', 16),
          int('amount_rub'),
          int('payment_id', true),
          varchar('status', 16),
          epochMs('created_at'),
          epochMs('settled_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_subscription_charges_subscription',
            columnNames: ['subscription_id', 'status'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_subscription_charges_subscription_id',
            columnNames: ['subscription_id'],
            referencedTableName: 'subscriptions',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'referrals',
        columns: [
          id,
          int('referrer_id'),
          int('referred_id'),
          epochMs('created_at'),
          epochMs('rewarded_at', true),
        ],
        uniques: [
          new TableUnique({ name: 'UQ_referrals_referred_id', columnNames: ['referred_id'] }),
        ],
        indices: [new TableIndex({ name: 'IDX_referrals_referrer', columnNames: ['referrer_id'] })],
        foreignKeys: [
          userKey('FK_referrals_referrer_id', 'referrer_id'),
          userKey('FK_referrals_referred_id', 'referred_id'),
        ],
      }),
    );
    await queryRunner.addColumns('payments', [
      new TableColumn(varchar('saved_method_id', 64, true)),
      new TableColumn(varchar('saved_method_title', 128, true)),
    ]);
    await queryRunner.addColumns('test_payments', [
      flag('save_method', off),
      new TableColumn(varchar('method_id', 32, true)),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'test_payment_methods',
        columns: [
          { name: 'id', type: 'varchar', length: '32', isPrimary: true },
          varchar('title', 64),
          flag('declining', off),
          epochMs('created_at'),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('test_payment_methods');
    await queryRunner.dropColumns('test_payments', ['save_method', 'method_id']);
    await queryRunner.dropColumns('payments', ['saved_method_id', 'saved_method_title']);
    await queryRunner.dropTable('referrals');
    await queryRunner.dropTable('subscription_charges');
    await queryRunner.dropTable('subscriptions');
  }
}
