import type { Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { PASSWORD, uniqueEmail } from './support/account-steps';
import { startMailbox, type Mailbox } from './support/mailbox';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

const { product, person } = usePeople({
  env: () => ({ SMTP_URL: mailbox.url }),
  context: { viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});
let page: Page;

afterAll(async () => {
  await mailbox?.close();
});

beforeEach(async () => {
  page = await person();
});

const startAt = (email: string) => steps.startAt(page, product().url, email);
const register = (email: string, name?: string) => steps.register(page, product().url, email, name);
const signOut = () => steps.signOut(page);

describe('the account area', () => {
  it('registers an unknown email and signs it in', async () => {
    await register(uniqueEmail('new'));
    await page.getByRole('group', { name: 'Меню аккаунта' }).getByText('Аня').waitFor();
    await page.getByRole('heading', { name: 'Работы' }).waitFor();
  });

  it('asks a known email for its password and signs it in', async () => {
    const email = uniqueEmail('known');
    await register(email);
    await signOut();
    await startAt(email);
    await page.getByRole('heading', { name: 'Вход', exact: true }).waitFor();
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.waitForURL('**/works');
  });

  it('shows the wrong-password error under the password', async () => {
    const email = uniqueEmail('wrong');
    await register(email);
    await signOut();
    await startAt(email);
    await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    const password = page.getByLabel('Пароль', { exact: true });
    await page.waitForFunction(
      () => document.querySelector('input[name=password]')?.getAttribute('aria-invalid') === 'true',
    );
    const describedBy = await password.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toMatch(/\S/);
    expect(page.url()).toContain('/login');
  });

  it('restores a password through the mailed link and lands on / after 1.5 s', async () => {
    const email = uniqueEmail('restore');
    await register(email);
    await signOut();
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await page.getByRole('heading', { name: 'Восстановление пароля' }).waitFor();
    const mail = mailbox.next(email, /\/password\/reset\//);
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText('Мы отправили ссылку для восстановления пароля на вашу почту.').waitFor();

    const link = /https?:\/\/[^\s"<>]+\/password\/reset\/[^\s"<>]+/.exec(await mail)?.[0];
    expect(link).toBeDefined();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, product().url).replace(/&amp;/g, '&'));
    expect(await page.getByLabel('Электронная почта').inputValue()).toBe(email);
    await page.getByLabel('Новый пароль').fill('a-brand-new-secret');
    await page.getByLabel('Повторите пароль').fill('a-brand-new-secret');
    // The page itself notes when the success note appears and when it leaves: the test's
    // own clock sees both late by however long the busy machine takes to report them.
    await page.evaluate((note) => {
      new MutationObserver((_changes, observer) => {
        if (!document.body.textContent?.includes(note)) return;
        sessionStorage.setItem('shownAt', String(Date.now()));
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      addEventListener('pagehide', () => sessionStorage.setItem('leftAt', String(Date.now())));
    }, 'Ваш пароль изменён.');
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByText('Ваш пароль изменён.').waitFor();
    await page.waitForURL('**/works');
    const [shownAt, leftAt] = await page.evaluate(() =>
      ['shownAt', 'leftAt'].map((key) => Number(sessionStorage.getItem(key))),
    );
    expect(shownAt).toBeGreaterThan(0);
    expect(leftAt! - shownAt!).toBeGreaterThanOrEqual(1300);
  });
});
