import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * purchases.refund_requested_at: a buyer's refund is written down before the provider is
 * asked, so one an instance stopped in the middle of (money back, access kept) is finished
 * by the purchases' sweep.
 */
export class PurchaseRefundRequests1796100000800 implements MigrationInterface {
  name = 'PurchaseRefundRequests1796100000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE purchases ADD COLUMN refund_requested_at bigint NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE purchases DROP COLUMN refund_requested_at');
  }
}
