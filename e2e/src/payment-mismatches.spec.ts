import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { YooKassaStandIn } from 'api/src/payments/testing/yookassa-stand-in';
import { registerTeacher, uniqueEmail, verifyEmail } from './support/account-steps';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

const SHOTS = '/tmp/payops';
const OPERATOR = uniqueEmail('operator');

let standIn: YooKassaStandIn | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  standIn = await YooKassaStandIn.start();
});

afterAll(async () => {
  await standIn?.close();
});

// axe is injected as an inline script, which the page's CSP forbids
const { product, person } = usePeople({
  env: () => ({ ...(standIn?.env() ?? {}), OPERATOR_EMAILS: OPERATOR }),
  context: { bypassCSP: true },
});
let page: Page;

beforeAll(async () => {
  page = await person();
});

describe('the operator’s list of payments that did not match', () => {
  it('shows a subscription payment YooKassa reported for 1 ₽ instead of 490 ₽', async () => {
    const yookassa = standIn as YooKassaStandIn;
    await registerTeacher(page, product().url, OPERATOR);
    await verifyEmail(page, product().mailDir, OPERATOR);
    const { confirmation_url: url } = await callApi<{ confirmation_url: string }>(
      page,
      product().url,
      'POST',
      '/api/subscription',
    );
    const paid = yookassa.allPayments().find((p) => p.confirmation?.confirmation_url === url);
    if (paid === undefined) throw new Error('The stand-in made no such payment');
    yookassa.setStatus(paid.id, 'succeeded');
    paid.amount = { value: '1.00', currency: 'RUB' };
    // the teacher is back from the provider's page: the subscription asks about it
    await callApi(page, product().url, 'GET', '/api/subscription');

    await page.getByRole('link', { name: 'Реестр банковских выплат' }).click();
    await page.waitForURL('**/payouts/register');
    const list = page.getByRole('table', { name: 'Платежи, пришедшие не так, как заказаны' });
    const row = list.getByRole('row').filter({ hasText: paid.id });
    await row.waitFor();
    await row.getByText('Подписка, списание №').waitFor();
    await row.getByText(/^490\s₽$/).waitFor();
    await row.getByText(/^1\s₽$/).waitFor();
    await checkAtBothSizes(page, SHOTS, 'payment-mismatches');

    await page.getByLabel('Язык').selectOption('en');
    await page.getByRole('heading', { name: 'Payments that did not match' }).waitFor();
    const rowEn = page
      .getByRole('table', { name: 'Payments that differ from their orders' })
      .getByRole('row')
      .filter({ hasText: paid.id });
    await rowEn.getByText(/^₽490$/).waitFor();
    await rowEn.getByText(/^₽1$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/payment-mismatches-en-1280.png`, fullPage: true });
    await page.getByLabel('Language').selectOption('ru');
  });
});
