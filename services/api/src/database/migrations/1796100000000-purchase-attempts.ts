import {
  Table,
  TableColumn,
  TableForeignKey,
  TableIndex,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { epochMs, int, varchar } from './migration-columns';

/**
 * One payment attempt in flight per purchase (its idempotence key on the purchase, and the
 * buyer's language for mail about it); the charges that came for a purchase already owned,
 * refunded through the provider by a sweep; and the index of granted purchases whose copy
 * is still to be made.
 */
export class PurchaseAttempts1796100000000 implements MigrationInterface {
  name = 'PurchaseAttempts1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('purchases', [
      new TableColumn(varchar('attempt_key', 64, true)),
      new TableColumn(varchar('locale', 8, true)),
    ]);
    await queryRunner.createIndex(
      'purchases',
      new TableIndex({ name: 'IDX_purchases_uncopied', columnNames: ['status', 'copied_at'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'purchase_extra_charges',
        columns: [
          { ...int('payment_id'), isPrimary: true },
          int('purchase_id'),
          int('amount_rub'),
          epochMs('created_at'),
          epochMs('refunded_at', true),
          epochMs('mailed_at', true),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'FK_purchase_extra_charges_payment_id',
            columnNames: ['payment_id'],
            referencedTableName: 'payments',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            name: 'FK_purchase_extra_charges_purchase_id',
            columnNames: ['purchase_id'],
            referencedTableName: 'purchases',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_purchase_extra_charges_open',
            columnNames: ['mailed_at', 'refunded_at'],
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('purchase_extra_charges');
    await queryRunner.dropIndex('purchases', 'IDX_purchases_uncopied');
    await queryRunner.dropColumns('purchases', ['attempt_key', 'locale']);
  }
}
