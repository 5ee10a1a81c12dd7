import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payments.creation_request: the creation as sent to the provider, kept before it is sent,
 * so that a payment whose instance died while asking (the card may have been charged) is
 * asked again with the same idempotence key and body by the reconcile job, instead of
 * being given up.
 */
export class PaymentCreationRequests1796500003000 implements MigrationInterface {
  name = 'PaymentCreationRequests1796500003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // plain ALTER: TypeORM's addColumn rebuilds the whole table on SQLite
    await queryRunner.query('ALTER TABLE payments ADD COLUMN creation_request text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payments DROP COLUMN creation_request');
  }
}
