import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { int } from './migration-columns';

/**
 * One first-payment checkout per teacher at a time (`checkout_charge_id`, claimed with a
 * conditional UPDATE), and the one charge that took the referral month
 * (`referral_charge_id`), filled in for the referral months already paid.
 */
export class SubscriptionCheckouts1796100000100 implements MigrationInterface {
  name = 'SubscriptionCheckouts1796100000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('subscriptions', [
      new TableColumn(int('checkout_charge_id', true)),
      new TableColumn(int('referral_charge_id', true)),
    ]);
    await queryRunner.query(
      `UPDATE subscriptions SET referral_charge_id = (
        SELECT MIN(c.id) FROM subscription_charges c
        WHERE c.subscription_id = subscriptions.id
          AND c.price_kind = 'referral' AND c.status = 'succeeded'
      )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscriptions', 'referral_charge_id');
    await queryRunner.dropColumn('subscriptions', 'checkout_charge_id');
  }
}
