import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { Payment } from '../src/payments/payment.entity';
import { YooKassaStandIn } from '../src/payments/testing/yookassa-stand-in';
import { addMonths } from '../src/subscriptions/subscription-periods';
import { Subscription } from '../src/subscriptions/subscription.entity';
import { Browser } from './support/browser';
import { KILL_DATABASES, useKillableApi } from './support/killable-api';
import { registerTeacher } from './support/sign-up';
import { waitFor } from './support/processes';

const TEACHERS = 20;
const PRICE_RUB = 490;
/**
 * The restart comes this long after the kill (the test moves the dead instance's rows back
 * by it): past the waits before a creation left unanswered is asked again (5 minutes) and a
 * claim without a payment is released (15 minutes).
 */
const LATER_MS = 16 * 60_000;

describe.each(KILL_DATABASES)(
  'renewal charges when the API is killed (SIGKILL) mid-charge, %s',
  (name, urlOf) => {
    let yookassa: YooKassaStandIn;
    beforeAll(async () => {
      yookassa = await YooKassaStandIn.start();
    });
    afterAll(async () => {
      await yookassa.close();
    });
    const killable = useKillableApi(urlOf, () => ({
      ...yookassa.env(),
      SUBSCRIPTION_PRICE_RUB: String(PRICE_RUB),
      SUBSCRIPTION_RENEWAL_SWEEP_MS: '1000',
    }));

    /** A card saved at YooKassa by a paid first month: its method id. */
    async function savedCard(): Promise<string> {
      const answer = await fetch(`${yookassa.apiUrl}/payments`, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${Buffer.from(`${yookassa.shopId}:${yookassa.secretKey}`).toString('base64')}`,
          'Idempotence-Key': randomUUID(),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          amount: { value: `${PRICE_RUB}.00`, currency: 'RUB' },
          confirmation: { type: 'redirect', return_url: 'http://127.0.0.1/settings' },
          save_payment_method: true,
        }),
      });
      const { id } = (await answer.json()) as { id: string };
      yookassa.setStatus(id, 'succeeded');
      const method = yookassa.payment(id).payment_method;
      if (method === undefined) throw new Error('The stand-in saved no method');
      return method.id;
    }

    /** Teachers on the paid plan with autopay, one saved card each; their cards. */
    async function teachersWithAutopay(paidUntil: number): Promise<string[]> {
      const cards: string[] = [];
      for (let i = 0; i < TEACHERS; i += 1) {
        const teacher = new Browser(() => killable.url());
        const teacherId = await registerTeacher(teacher);
        expect((await teacher.get('/api/subscription')).status).toBe(200);
        const card = await savedCard();
        await killable.data.getRepository(Subscription).update(
          { teacherId },
          {
            status: 'active',
            paidUntil,
            nextChargeAt: paidUntil,
            paymentMethodId: card,
            paymentMethodTitle: 'Bank card *4444',
          },
        );
        cards.push(card);
      }
      return cards;
    }

    /** The renewal charges YooKassa made to each card (they have no confirmation page). */
    const chargesOf = (cards: readonly string[]): number[] =>
      cards.map(
        (card) =>
          yookassa
            .allPayments()
            .filter((p) => p.confirmation === undefined && p.payment_method?.id === card).length,
      );

    it(`charges each of ${TEACHERS} due renewals once, the one YooKassa took as the instance died included`, async () => {
      const { data } = killable;
      const due = Date.now() - 60_000;
      const cards = await teachersWithAutopay(due + LATER_MS);
      const creations = () => yookassa.requestsTo('POST /v3/payments').length;
      const seeded = creations();
      // the first charge goes through at YooKassa, and its answer never comes back
      yookassa.hangNext(1);
      await data
        .getRepository(Subscription)
        .update({ paymentMethodId: In(cards) }, { paidUntil: due, nextChargeAt: due });
      await waitFor(
        () => (creations() > seeded ? true : undefined),
        30_000,
        () => killable.api.describe(),
      );
      await killable.api.kill();
      const atKill = chargesOf(cards);
      const unanswered = await data
        .getRepository(Payment)
        .countBy({ orderType: 'subscription', status: 'creating' });
      expect(atKill.filter((charges) => charges > 0)).toEqual([1]);
      expect(unanswered).toBe(1);

      // the instance comes back later: what it left is as old as that by then
      for (const column of ['created_at', 'checked_at']) {
        await data.query(`UPDATE payments SET ${column} = ${column} - ${LATER_MS}`);
      }
      await data.query(`UPDATE subscription_charges SET created_at = created_at - ${LATER_MS}`);
      await killable.restart();
      const plans = await waitFor(
        async () => {
          const rows = await data
            .getRepository(Subscription)
            .findBy({ paymentMethodId: In(cards) });
          return rows.every((row) => row.paidUntil === addMonths(due, 1)) ? rows : undefined;
        },
        90_000,
        () => killable.api.describe(),
      );
      expect(chargesOf(cards)).toEqual(Array(TEACHERS).fill(1));
      expect(plans.map((row) => row.chargingChargeId)).toEqual(Array(TEACHERS).fill(null));
      const payments = await data.getRepository(Payment).findBy({ orderType: 'subscription' });
      expect(payments.map((payment) => payment.status)).toEqual(Array(TEACHERS).fill('succeeded'));
      console.log(
        `${name}: killed while YooKassa's answer to the first of ${TEACHERS} renewal charges ` +
          'was on its way (the card charged, the payment still creating). After the restart ' +
          'that payment was asked again under its key and applied; every card was charged ' +
          'once and every plan extended by one month.',
      );
    });
  },
);
