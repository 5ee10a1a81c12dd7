import type { Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { PASSWORD, uniqueEmail } from './support/account-steps';
import { startMailbox, type Mailbox } from './support/mailbox';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { seriousViolations } from './support/axe';

/** /settings: profile, email, password and sessions (issue 10, section 5). */

const NEW_PASSWORD = 'Velvet-Harbour-77';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});

// the product's CSP allows no inline script; axe-core is injected as one
const { product, person: newPage } = usePeople({
  env: () => ({ SMTP_URL: mailbox.url }),
  context: { bypassCSP: true, viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});

afterAll(async () => {
  await mailbox?.close();
});

/** A new student, signed in on a page of their own, on /settings. */
async function studentOnSettings(email = uniqueEmail('settings')): Promise<Page> {
  const page = await newPage();
  await steps.register(page, product().url, email);
  await openSettings(page);
  return page;
}

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${product().url}/settings`);
  await page.getByRole('heading', { name: 'Профиль' }).waitFor();
}

/** The same person signed in in another browser context. */
async function signInElsewhere(email: string): Promise<Page> {
  const page = await newPage();
  await steps.startAt(page, product().url, email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL('**/works');
  return page;
}

/** After a reload, a signed-out browser is sent from /settings to /login. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto(`${product().url}/settings`);
  await page.waitForURL('**/login**');
}

describe('/settings', () => {
  it('changes the name: a toast, the header and a reload agree', async () => {
    const page = await studentOnSettings();
    const name = page.getByLabel('Имя', { exact: true });
    expect(await name.inputValue()).toBe('Аня');
    await name.fill('Анна Сергеевна');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Профиль сохранён.').waitFor();
    await page.getByRole('group', { name: 'Меню аккаунта' }).getByText('Анна Сергеевна').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Профиль' }).waitFor();
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('input[name=first_name]')?.value ===
        'Анна Сергеевна',
    );
  });

  it('normalises the phone and shows a field error until the field is fixed', async () => {
    const page = await studentOnSettings();
    const phone = page.getByLabel('Телефон');
    await phone.fill('12');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.waitForFunction(
      () => document.querySelector('input[name=phone]')?.getAttribute('aria-invalid') === 'true',
    );
    await phone.fill('8 (916) 123-45-67');
    await page.waitForFunction(
      () => document.querySelector('input[name=phone]')?.getAttribute('aria-invalid') === null,
    );
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Профиль сохранён.').waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name=phone]')?.value === '+79161234567',
    );
  });

  it('changes the password in one browser and signs the other one out', async () => {
    const email = uniqueEmail('password');
    const here = await studentOnSettings(email);
    const there = await signInElsewhere(email);
    await here.reload();
    const sessions = here.getByRole('region', { name: 'Устройства, где выполнен вход' });
    await sessions.getByText('Это устройство').waitFor();
    await here.waitForFunction(() => document.querySelectorAll('.auth-session').length === 2);

    await here.getByLabel('Текущий пароль').fill('not-my-password');
    await here.getByLabel('Новый пароль', { exact: true }).fill(NEW_PASSWORD);
    await here.getByLabel('Повторите новый пароль').fill(NEW_PASSWORD);
    await here.getByRole('button', { name: 'Сменить пароль' }).click();
    await here.getByText('Текущий пароль указан неверно.').waitFor();

    await here.getByLabel('Текущий пароль').fill(PASSWORD);
    await here.getByRole('button', { name: 'Сменить пароль' }).click();
    await here.getByText('Пароль изменён. Остальные сеансы завершены.').waitFor();
    await here.waitForFunction(() => document.querySelectorAll('.auth-session').length === 1);

    await expectSignedOut(there);
    await openSettings(here);
  });

  it('signs out everywhere else after asking', async () => {
    const email = uniqueEmail('everywhere');
    const here = await studentOnSettings(email);
    const there = await signInElsewhere(email);
    await here.reload();
    await here.waitForFunction(() => document.querySelectorAll('.auth-session').length === 2);
    await here.getByRole('button', { name: 'Выйти на всех других устройствах' }).click();
    const dialog = here.getByRole('dialog', { name: 'Выйти на всех других устройствах?' });
    await dialog.getByRole('button', { name: 'Выйти' }).click();
    await here.getByText('Выполнен выход на всех остальных устройствах.').waitFor();
    await here.getByText('Вход выполнен только на этом устройстве.').waitFor();
    await expectSignedOut(there);
    await openSettings(here);
  });

  it('changes the email through the link mailed to the new address', async () => {
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    const page = await studentOnSettings(oldEmail);
    const emailBlock = page.getByRole('region', { name: 'Email' });
    await emailBlock.getByText(oldEmail, { exact: true }).waitFor();
    const mail = mailbox.next(newEmail);
    await page.getByLabel('Новый email').fill(newEmail);
    await page.getByRole('button', { name: 'Отправить ссылку', exact: true }).click();
    await page.getByText(`Ссылка для подтверждения отправлена на ${newEmail}.`).first().waitFor();

    const link = /https?:\/\/[^\s"<>]+\/api\/account\/email\/confirm\?token=[0-9a-f]{64}/.exec(
      await mail,
    )?.[0];
    expect(link).toBeDefined();
    // the notice to the old address names the new one (the sign-up's verification came before)
    const notice = mailbox.next(oldEmail, new RegExp(newEmail.replace(/[.+]/g, '\\$&')));
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, product().url));
    await page.waitForURL('**/settings');
    await page.getByText('Email изменён.').waitFor();
    await emailBlock.getByText(newEmail, { exact: true }).waitFor();
    expect(await notice).toContain(newEmail);

    const fresh = await signInElsewhere(newEmail);
    await openSettings(fresh);
  });

  it('has no serious axe violation, and no horizontal scroll at 390×844', async () => {
    const email = uniqueEmail('axe');
    const desktop = await studentOnSettings(email);
    await desktop.getByRole('heading', { name: 'Устройства, где выполнен вход' }).waitFor();
    expect(await seriousViolations(desktop, '.shell-settings')).toEqual([]);

    const phone = await newPage({ viewport: { width: 390, height: 844 } });
    await steps.startAt(phone, product().url, email);
    await phone.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: 'Продолжить' }).click();
    await phone.waitForURL('**/works');
    await openSettings(phone);
    await phone.getByText('Это устройство').waitFor();
    const overflow = await phone.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName}.${element.className}`);
    });
    expect(overflow).toEqual([]);
    expect(await seriousViolations(phone, '.shell-settings')).toEqual([]);
  });
});
