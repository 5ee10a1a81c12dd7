import { In } from 'typeorm';
import { LedgerEntry } from '../src/ledger/ledger-entry.entity';
import { Material } from '../src/marketplace/material.entity';
import { PurchaseRecord } from '../src/marketplace/purchases/purchase.entity';
import { Payment } from '../src/payments/payment.entity';
import { TestPayment } from '../src/payments/test-provider/test-payment.entity';
import { Browser } from './support/browser';
import { KILL_DATABASES, useKillableApi } from './support/killable-api';
import { paidMaterial, payOnTestPage } from './support/marketplace';
import { registerTeacher } from './support/sign-up';
import { waitFor } from './support/processes';

const BUYERS = 20;
const PRICE_RUB = 350;

interface Outcome {
  purchase: PurchaseRecord;
  /** The provider gave this buyer's money back. */
  paidBack: boolean;
  /** The ledger's reversal lines of the sale. */
  reversals: number;
}

describe.each(KILL_DATABASES)(
  'buyers’ refunds when the API is killed (SIGKILL) mid-refund, %s',
  (name, urlOf) => {
    const killable = useKillableApi(urlOf);

    /** Each buyer's purchase, whether the provider paid them back, and the ledger's reversals. */
    async function outcomes(materialId: number): Promise<Outcome[]> {
      const { data } = killable;
      const purchases = await data.getRepository(PurchaseRecord).findBy({ materialId });
      const payments = await data
        .getRepository(Payment)
        .findBy({ id: In(purchases.map((p) => p.paymentId ?? 0)) });
      const atProvider = await data.getRepository(TestPayment).findBy({
        id: In(payments.map((p) => p.providerPaymentId ?? '')),
      });
      const reversals = await data
        .getRepository(LedgerEntry)
        .findBy({ orderType: 'purchase', kind: 'refund' });
      return purchases.map((purchase) => {
        const payment = payments.find((p) => p.id === purchase.paymentId);
        const provided = atProvider.find((p) => p.id === payment?.providerPaymentId);
        return {
          purchase,
          paidBack: provided?.refundId !== null && provided?.refundId !== undefined,
          reversals: reversals.filter((line) => line.orderId === purchase.id).length,
        };
      });
    }

    /** Refunded exactly when paid back, reversed once; kept exactly when not. */
    const settled = (rows: readonly Outcome[]): boolean =>
      rows.every(({ purchase, paidBack, reversals }) =>
        purchase.status === 'refunded'
          ? paidBack && reversals === 1
          : purchase.status === 'granted' &&
            !paidBack &&
            reversals === 0 &&
            purchase.refundRequestedAt === null,
      );

    it(`gives each of ${BUYERS} buyers who asked their money back once, and takes the access, after a restart`, async () => {
      const { data, url } = killable;
      const author = new Browser(url);
      const id = await paidMaterial(author, await registerTeacher(author), data, PRICE_RUB);
      const buyers = Array.from({ length: BUYERS }, () => new Browser(url));
      for (const buyer of buyers) {
        await registerTeacher(buyer);
        const page = await buyer.post<{ confirmation_url: string }>(
          `/api/materials/${id}/purchase`,
        );
        expect(await payOnTestPage(buyer, page.body.confirmation_url)).toBeLessThan(400);
      }
      await waitFor(
        async () => {
          const rows = await data.getRepository(PurchaseRecord).findBy({ materialId: id });
          return rows.filter((p) => p.status === 'granted' && p.copiedAt !== null).length === BUYERS
            ? true
            : undefined;
        },
        30_000,
        () => killable.api.describe(),
      );

      // every buyer asks at once; the instance dies once the provider has paid one back
      const asking = buyers.map((buyer) =>
        buyer.post(`/api/materials/${id}/refund`).catch(() => undefined),
      );
      await waitFor(
        async () => ((await outcomes(id)).some((row) => row.paidBack) ? true : undefined),
        30_000,
        () => killable.api.describe(),
      );
      await killable.api.kill();
      await Promise.all(asking);
      const atKill = await outcomes(id);
      const halfway = atKill.filter((row) => row.paidBack && row.purchase.status === 'granted');

      await killable.restart();
      const done = await waitFor(
        async () => {
          const rows = await outcomes(id);
          return settled(rows) ? rows : undefined;
        },
        60_000,
        () => killable.api.describe(),
      );
      const refunded = done.filter((row) => row.purchase.status === 'refunded').length;
      expect(refunded).toBeGreaterThan(0);
      const material = await data.getRepository(Material).findOneByOrFail({ id });
      expect(material.purchasesCount).toBe(BUYERS - refunded);
      console.log(
        `${name}: killed with ${atKill.filter((row) => row.paidBack).length} of ${BUYERS} paid back, ` +
          `${halfway.length} of them still holding the material; after the restart ${refunded} ` +
          `refunded once each (money, ledger, access), ${BUYERS - refunded} kept as they were.`,
      );
    });
  },
);
