import { mkdirSync } from 'node:fs';
import * as steps from './support/account-steps';
import { PASSWORD, uniqueEmail } from './support/account-steps';
import { mailedLink } from './support/mail-dir';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * Issue 21, first use: the registration stage keeps what was typed across a reload (never
 * the password), and an email-change link opened signed out says on /login that it worked.
 * Screenshots at both sizes in /tmp/shots-account-drafts.
 */

const SHOTS = '/tmp/shots-account-drafts';
const CONFIRM_LINK = /https?:\/\/[^\s"<>]+\/api\/account\/email\/confirm\?token=[0-9a-f]{64}/;

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

// the product's CSP allows no inline script; axe-core is injected as one
const { product, person } = usePeople({ context: { bypassCSP: true }, closeAfterEach: true });

it('brings the registration stage back after a reload, asking only for the password again', async () => {
  const page = await person();
  const email = uniqueEmail('draft');
  await page.goto(`${product().url}/login`);
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByRole('heading', { name: 'Регистрация', exact: true }).waitFor();
  await page.getByLabel('Как вас зовут').fill('Мария');
  await page.getByLabel('Роль', { exact: true }).selectOption({ label: 'Учитель' });
  await page.getByLabel('Телефон').fill('+79161234567');
  await page.getByRole('checkbox').check();

  await page.reload();
  await page.getByRole('heading', { name: 'Регистрация', exact: true }).waitFor();
  await page
    .getByRole('status')
    .getByText('Пароль не сохраняется: введите его ещё раз.', { exact: false })
    .waitFor();
  expect(await page.getByLabel('Электронная почта').inputValue()).toBe(email);
  expect(await page.getByLabel('Как вас зовут').inputValue()).toBe('Мария');
  expect(await page.getByLabel('Телефон').inputValue()).toBe('+79161234567');
  expect(await page.getByRole('checkbox').isChecked()).toBe(true);
  const password = page.getByLabel('Пароль', { exact: true });
  expect(await password.inputValue()).toBe('');
  expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);
  await page.getByText('Введите пароль ещё раз: он не сохраняется.').waitFor();
  await checkAtBothSizes(page, SHOTS, 'registration-restored');

  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL('**/tasks');
  expect(await page.evaluate(() => sessionStorage.getItem('tutor.registration-draft'))).toBeNull();
});

it('confirms an email change opened signed out and says so on /login', async () => {
  const page = await person();
  const email = uniqueEmail('moving');
  await steps.register(page, product().url, email);
  await page.goto(`${product().url}/settings`);
  const wanted = uniqueEmail('moved');
  await page.getByLabel('Новый email').fill(wanted);
  await page.getByRole('button', { name: 'Отправить ссылку', exact: true }).click();
  await page
    .getByText(`Ссылка для подтверждения отправлена на ${wanted}`, { exact: false })
    .first()
    .waitFor();
  const link = await mailedLink(product().mailDir, wanted, CONFIRM_LINK);
  await steps.signOut(page);

  await page.goto(link);
  await page.waitForURL('**/login?**');
  await page
    .getByRole('status')
    .getByText('Адрес почты изменён. Войдите с новым адресом.')
    .waitFor();
  expect(await page.getByLabel('Электронная почта').inputValue()).toBe(wanted);
  await checkAtBothSizes(page, SHOTS, 'email-changed-login');

  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL('**/works');
});
