import { mkdirSync } from 'node:fs';
import { PASSWORD, registerTeacher, signOut, uniqueEmail } from './support/account-steps';
import { VERIFICATION_LINK, mailedLink } from './support/mail-dir';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * Issue 18 §4: a new account's address waits for the link mailed at registration. The
 * settings and the payouts pages say so and mail the link again (once a minute); the link
 * confirms the address signed in or out. Screenshots in /tmp/accounts.
 */

const SHOTS = '/tmp/accounts';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

// axe is injected as an inline script, which the page's CSP forbids
const { product, person } = usePeople({ context: { bypassCSP: true }, closeAfterEach: true });

it('asks to confirm the address in the settings and on payouts, resends the link, and confirms', async () => {
  const page = await person();
  const email = uniqueEmail('unverified');
  await registerTeacher(page, product().url, email);

  await page.goto(`${product().url}/settings`);
  const notice = page.getByRole('region', { name: `Подтвердите адрес ${email}` });
  await notice.getByText('откройте ссылку из письма, которое мы на него отправили').waitFor();
  await checkAtBothSizes(page, SHOTS, 'settings-unverified');

  const resend = notice.getByRole('button', { name: 'Отправить ссылку ещё раз' });
  await resend.click();
  await notice.getByText(`Новая ссылка для подтверждения отправлена на ${email}.`).waitFor();
  await resend.click();
  await notice
    .getByRole('alert')
    .getByText(/Повторите через \d+ с/)
    .waitFor();
  await checkAtBothSizes(page, SHOTS, 'settings-resend-throttled');

  await page.goto(`${product().url}/payouts`);
  await page.getByRole('heading', { level: 1, name: 'Выплаты' }).waitFor();
  await page
    .getByText('Реквизиты и заявки на выплату доступны только с подтверждённым адресом.')
    .waitFor();
  await checkAtBothSizes(page, SHOTS, 'payouts-unverified');

  // the resent link replaced the first one
  await page.goto(await mailedLink(product().mailDir, email, VERIFICATION_LINK, 1));
  await page.waitForURL('**/settings');
  await page.getByText('Email подтверждён.').waitFor();
  expect(await page.getByRole('button', { name: 'Отправить ссылку ещё раз' }).count()).toBe(0);
  await checkAtBothSizes(page, SHOTS, 'settings-verified');

  await page.getByLabel('Язык').selectOption('en');
  await page.getByText('Your email address is confirmed.').waitFor();
  await page.getByLabel('Language').selectOption('ru');
});

it('confirms the address opened signed out and says so on the sign-in page', async () => {
  const page = await person();
  const email = uniqueEmail('signed-out');
  await registerTeacher(page, product().url, email);
  await signOut(page);
  await page.goto(await mailedLink(product().mailDir, email, VERIFICATION_LINK));
  await page.waitForURL('**/login?message=email_verification.done');
  await page.getByText('Email подтверждён. Войдите, чтобы продолжить.').waitFor();
  await checkAtBothSizes(page, SHOTS, 'login-verified');

  await page.getByLabel('Электронная почта').fill(email);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL('**/tasks');
  await page.goto(`${product().url}/settings`);
  await page.getByRole('heading', { name: 'Email' }).waitFor();
  expect(await page.getByRole('button', { name: 'Отправить ссылку ещё раз' }).count()).toBe(0);
});
