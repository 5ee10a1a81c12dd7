import { randomUUID } from 'node:crypto';
import { PayoutRequisitesType } from '@tutor/contracts';
import { LedgerEntry, LedgerKind } from '../src/ledger/ledger-entry.entity';
import { PayoutRecord } from '../src/payouts/payout.entity';
import { Browser } from './support/browser';
import { KILL_DATABASES, useKillableApi } from './support/killable-api';
import { registerTeacher } from './support/sign-up';
import { waitFor } from './support/processes';

const REQUESTS = 20;
const AMOUNT_KOPECKS = 80_000;

describe.each(KILL_DATABASES)(
  'payout requests cancelled when the API is killed (SIGKILL) mid-way, %s',
  (_name, urlOf) => {
    const killable = useKillableApi(urlOf);

    it(`returns each of ${REQUESTS} requests' amount exactly once after a restart and retries`, async () => {
      const { data } = killable;
      const author = new Browser(() => killable.url());
      const authorId = await registerTeacher(author);
      const payouts = data.getRepository(PayoutRecord);
      const ledger = data.getRepository(LedgerEntry);
      // requests as the API makes them: the payout row and its reserving ledger line
      const made: PayoutRecord[] = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const now = Date.now();
        const payout = await payouts.save(
          payouts.create({
            authorId,
            amountKopecks: AMOUNT_KOPECKS,
            method: 'bank_register',
            status: 'requested',
            idempotenceKey: randomUUID(),
            providerPayoutId: null,
            payeeType: PayoutRequisitesType.SoleProprietor,
            payeeName: 'Иванова Анна Сергеевна',
            payeeInn: '500100732259',
            payeeBic: '044525225',
            payeeAccount: '40817810099910004312',
            payeeWallet: null,
            selfEmployedId: null,
            runMonth: null,
            failure: null,
            requestedAt: now,
            paidAt: null,
            updatedAt: now,
          }),
        );
        await ledger.insert({
          paymentId: null,
          orderType: 'payout',
          orderId: payout.id,
          kind: LedgerKind.Payout,
          authorId,
          amountKopecks: -AMOUNT_KOPECKS,
          availableAt: null,
          createdAt: now,
        });
        made.push(payout);
      }
      const cancelAll = () =>
        Promise.all(
          made.flatMap((payout) =>
            // two tabs pressing at once
            [0, 1].map(() =>
              author.post(`/api/payouts/requests/${payout.id}/cancel`).catch(() => undefined),
            ),
          ),
        );

      const pressing = cancelAll();
      await waitFor(
        async () =>
          (await payouts.countBy({ authorId, status: 'canceled' })) > 0 ? true : undefined,
        30_000,
        () => killable.api.describe(),
      );
      await killable.api.kill();
      await pressing;
      const atKill = await payouts.countBy({ authorId, status: 'canceled' });

      await killable.restart();
      await author.open();
      const retried = await cancelAll();
      expect(retried.map((answer) => answer?.status)).toEqual(Array(REQUESTS * 2).fill(200));
      for (const payout of made) {
        const returns = await ledger.countBy({
          orderType: 'payout',
          orderId: payout.id,
          kind: LedgerKind.PayoutReturn,
        });
        expect(returns).toBe(1);
      }
      expect(await payouts.countBy({ authorId, status: 'canceled' })).toBe(REQUESTS);
      const sum = await ledger.sum('amountKopecks', { authorId });
      expect(Number(sum)).toBe(0);
      console.log(
        `${_name}: killed with ${atKill} of ${REQUESTS} requests cancelled; after the restart and ` +
          `the retries every request is cancelled with one return line and the balance is whole.`,
      );
    });
  },
);
