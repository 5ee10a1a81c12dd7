import { LedgerEntry } from '../src/ledger/ledger-entry.entity';
import { Notification } from '../src/notifications/notification.entity';
import { PurchaseExtraCharge } from '../src/marketplace/purchases/purchase-extra-charge.entity';
import { PurchaseRecord } from '../src/marketplace/purchases/purchase.entity';
import { Task } from '../src/tasks/task.entity';
import { Browser } from './support/browser';
import { KILL_DATABASES, useKillableApi } from './support/killable-api';
import { paidMaterial, payOnTestPage } from './support/marketplace';
import { registerTeacher } from './support/sign-up';
import { waitFor } from './support/processes';

const BUYERS = 30;
const PRICE_RUB = 350;

describe.each(KILL_DATABASES)(
  'buyers’ copies when the API is killed (SIGKILL) mid-settlement, %s',
  (_name, urlOf) => {
    const killable = useKillableApi(urlOf);

    it(`leaves every one of ${BUYERS} buyers with their copy and one sale after a restart`, async () => {
      const { data, url } = killable;
      const author = new Browser(url);
      const id = await paidMaterial(author, await registerTeacher(author), data, PRICE_RUB);
      const buyers = Array.from({ length: BUYERS }, () => new Browser(url));
      for (const buyer of buyers) await registerTeacher(buyer);
      const pages = await Promise.all(
        buyers.map(async (buyer) => {
          const answer = await buyer.post<{ confirmation_url: string }>(
            `/api/materials/${id}/purchase`,
          );
          return answer.body.confirmation_url;
        }),
      );
      const purchases = data.getRepository(PurchaseRecord);

      // every buyer pays at once; the instance dies once the first grant is committed
      const paying = buyers.map((buyer, i) => payOnTestPage(buyer, pages[i] ?? '').catch(() => 0));
      await waitFor(
        async () =>
          (await purchases.countBy({ materialId: id, status: 'granted' })) > 0 ? true : undefined,
        30_000,
        () => killable.api.describe(),
      );
      await killable.api.kill();
      await Promise.all(paying);
      const atKill = await purchases.findBy({ materialId: id });
      const granted = atKill.filter((p) => p.status === 'granted').length;
      const uncopied = atKill.filter((p) => p.status === 'granted' && p.copiedAt === null).length;

      await killable.restart();
      // the buyers whose press was lost press again on the same page, then come back
      await Promise.all(
        buyers.map(async (buyer, i) => {
          await payOnTestPage(buyer, pages[i] ?? '');
          const back = await buyer.get(`/api/materials/${id}?paid=1`);
          expect(back.status).toBe(200);
        }),
      );
      const done = await waitFor(
        async () => {
          const rows = await purchases.findBy({ materialId: id });
          return rows.length === BUYERS &&
            rows.every((p) => p.status === 'granted' && p.taskId !== null)
            ? rows
            : undefined;
        },
        60_000,
        () => killable.api.describe(),
      );
      const copies = await data
        .getRepository(Task)
        .countBy(done.map((p) => ({ id: p.taskId ?? 0, teacherId: p.buyerId })));
      expect(copies).toBe(BUYERS);
      const sales = await data
        .getRepository(LedgerEntry)
        .countBy({ orderType: 'purchase', kind: 'payment' });
      expect(sales).toBe(BUYERS);
      expect(await data.getRepository(PurchaseExtraCharge).count()).toBe(0);
      // every buyer's receipt, also of a payment settled just before the kill, exactly once
      const receipts = await waitFor(
        async () => {
          const rows = await data.getRepository(Notification).findBy({ kind: 'purchase_paid' });
          return rows.length >= BUYERS ? rows : undefined;
        },
        30_000,
        () => killable.api.describe(),
      );
      expect(new Set(receipts.map((row) => row.userId)).size).toBe(BUYERS);
      expect(receipts).toHaveLength(BUYERS);
      console.log(
        `${_name}: killed with ${granted} of ${BUYERS} purchases granted (${uncopied} of them without a copy yet); ` +
          `after the restart ${copies} of ${BUYERS} buyers have their copy, ${sales} sales in the ledger.`,
      );
    });
  },
);
