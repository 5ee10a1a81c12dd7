import type { INestApplication } from '@nestjs/common';
import type { PayoutRequisitesInput } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import { SellerPlans } from '../../marketplace/seller-plans';
import {
  payOnTestPage,
  publishedMaterial,
  teacher,
  type Teacher,
} from '../../marketplace/testing/marketplace-fixtures';
import { PayoutRun } from '../run/payout-run.entity';

/** Test data of the payouts specs (not used by the app). */

/**
 * Forgets every month's run. The test files of one Jest worker share a PostgreSQL database
 * and move their clocks by similar amounts, so a month another file ran would not run again.
 */
/**
 * The settings of the payout specs: a 3-day refund window, a 20 % fee (a 1,000 ₽ sale leaves
 * 800 ₽), a 500 ₽ minimum, the run due from the 1st, and no timer ticks of its own.
 */
export const PAYOUTS_TEST_ENV = {
  MARKETPLACE_REFUND_DAYS: '3',
  MARKETPLACE_FEE_PERCENT: '20',
  PAYOUT_MIN_RUB: '500',
  PAYOUT_RUN_DAY: '1',
  PAYOUT_SWEEP_MS: '3600000',
};

export async function forgetPayoutRuns(app: INestApplication): Promise<void> {
  await app.get(DataSource).getRepository(PayoutRun).clear();
}

export const soleProprietor: PayoutRequisitesInput = {
  type: 1,
  name: 'Иванова Анна Петровна',
  inn: '773370857141',
  bic: '044525225',
  account: '40802810100000012345',
  wallet: null,
};

export const selfEmployed: PayoutRequisitesInput = {
  type: 0,
  name: 'Петров Борис Иванович',
  inn: '344809916052',
  bic: '044525225',
  account: '40817810038000123456',
  wallet: '4100116075156746',
};

/** A paid sale of `author`'s new material to a new buyer, through the test provider. */
export async function sell(app: INestApplication, author: Teacher, price: number): Promise<void> {
  // Selling paid materials is the paid plan's (subscriptions); the plan is not under test.
  jest.spyOn(app.get(SellerPlans, { strict: false }), 'maySellPaid').mockResolvedValue(true);
  const material = await publishedMaterial(author, { access: 'paid', price });
  const buyer = await teacher(app, 'Покупатель');
  const res = await buyer.browser
    .post(`/api/materials/${material.id}/purchase`)
    .send({})
    .expect(201);
  await payOnTestPage(buyer.browser, (res.body as { confirmation_url: string }).confirmation_url);
}
