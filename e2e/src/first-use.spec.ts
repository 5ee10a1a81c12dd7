import type { Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { PASSWORD, uniqueEmail } from './support/account-steps';
import { horizontalOverflow } from './support/page-checks';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { startProduct, type RunningProduct } from './support/product';
import { seriousViolations } from './support/axe';

/** The defects a new person met on the account pages (issue 10, section 3). */

const PHONE = { width: 390, height: 844 };

// the product's CSP allows no inline script; axe-core is injected as one
const { product, person } = usePeople({
  context: { bypassCSP: true, viewport: PLAYWRIGHT_VIEWPORT },
  closeAfterEach: true,
});
let page: Page;

beforeEach(async () => {
  page = await person();
});

const continueButton = () => page.getByRole('button', { name: 'Продолжить' });
const emailField = () => page.getByLabel('Электронная почта');
const passwordField = () => page.getByLabel('Пароль', { exact: true });

async function inviteUrlOf(teacherPage: Page): Promise<string> {
  const answer = await teacherPage.request.get(`${product().url}/api/students/invite`);
  return ((await answer.json()) as { url: string }).url;
}

describe('stage 0 with an unknown email and a password', () => {
  it('opens registration showing the email read-only and keeping the password', async () => {
    const email = uniqueEmail('typed');
    await page.goto(`${product().url}/login`);
    await emailField().fill(email);
    await passwordField().fill(PASSWORD);
    await continueButton().click();
    await page.getByRole('heading', { name: 'Регистрация', exact: true }).waitFor();
    expect(await emailField().inputValue()).toBe(email);
    expect(await emailField().getAttribute('readonly')).not.toBeNull();
    // looks read-only: no box around it
    expect(await emailField().evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('none');
    expect(await passwordField().inputValue()).toBe(PASSWORD);
    await page.getByLabel('Роль', { exact: true }).selectOption({ label: 'Ученик' });
    await page.getByLabel('Как вас зовут').fill('Аня');
    await page.getByRole('checkbox').check();
    await continueButton().click();
    await page.waitForURL('**/works');
  });

  it('goes back to stage 0 with "Изменить почту"', async () => {
    await steps.startAt(page, product().url, uniqueEmail('change'));
    await page.getByRole('heading', { name: 'Регистрация', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Изменить почту' }).click();
    await page.getByRole('heading', { name: 'Вход или регистрация' }).waitFor();
    expect(await emailField().getAttribute('readonly')).toBeNull();
  });
});

describe('errors and waits', () => {
  it('clears a field’s error as soon as the field is edited', async () => {
    const email = uniqueEmail('stale');
    await steps.register(page, product().url, email);
    await steps.signOut(page);
    await steps.startAt(page, product().url, email);
    await passwordField().fill('not-the-password');
    await continueButton().click();
    await page.waitForSelector('input[name=password][aria-invalid=true]');
    await passwordField().fill('another try');
    await page.waitForSelector('input[name=password]:not([aria-invalid])');
    expect(await page.getByText('Неверный email или пароль.').count()).toBe(0);
  });

  it('the restore throttle says how many seconds to wait', async () => {
    const email = uniqueEmail('throttle');
    await steps.register(page, product().url, email);
    await steps.signOut(page);
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await emailField().fill(email);
    await continueButton().click();
    await page.getByText('Мы отправили ссылку для восстановления пароля на вашу почту.').waitFor();
    await continueButton().click();
    await page.getByText(/^Пожалуйста, подождите \d+ (секунд|секунды|секунду) перед/).waitFor();
  });
});

describe('a signed-in person and invites', () => {
  it('sends a signed-in student and teacher opening /login to their home', async () => {
    await steps.register(page, product().url, uniqueEmail('home-student'));
    await page.goto(`${product().url}/login`);
    await page.waitForURL('**/works');
    await page.context().clearCookies();
    await steps.registerTeacher(page, product().url, uniqueEmail('home-teacher'));
    await page.goto(`${product().url}/login`);
    await page.waitForURL('**/tasks');
  });

  it('says who invites, and that an invalid invite is invalid', async () => {
    await steps.registerTeacher(page, product().url, uniqueEmail('inviter'), 'Мария');
    const inviteUrl = await inviteUrlOf(page);
    await page.goto(inviteUrl);
    await page.getByText('Приглашения — для учеников', { exact: false }).waitFor();

    const guestPage = await person({ bypassCSP: false });
    await guestPage.goto(inviteUrl);
    await guestPage
      .getByText('Преподаватель Мария приглашает вас в свои ученики.', { exact: false })
      .waitFor();
    await guestPage.goto(`${product().url}/login?asStudent=1&invite=no-such-invite`);
    const alert = guestPage.getByRole('alert');
    await alert.getByText(/^Приглашение недействительно/).waitFor();
    expect(await alert.textContent()).toContain('Попросите у преподавателя новую ссылку');
  });
});

describe('titles, the phone size and axe', () => {
  it('names every account page in the tab', async () => {
    await page.goto(`${product().url}/login`);
    await page.waitForFunction(() => document.title.startsWith('Вход или регистрация — '));
    await page.goto(`${product().url}/password/reset/abc?email=a%40example.com`);
    await page.waitForFunction(() => document.title.startsWith('Новый пароль — '));
  });

  it('has no horizontal scroll and no serious axe violation at 390×844', async () => {
    await page.setViewportSize(PHONE);
    const check = async (what: string) => {
      await page.locator('.auth-card').waitFor();
      expect({ what, overflow: await horizontalOverflow(page) }).toEqual({ what, overflow: 0 });
      expect({ what, violations: await seriousViolations(page, '.auth-card') }).toEqual({
        what,
        violations: [],
      });
    };
    await page.goto(`${product().url}/login`);
    await check('stage 0');
    await emailField().fill(uniqueEmail('phone'));
    await passwordField().fill('short');
    await continueButton().click();
    await page.getByRole('heading', { name: 'Регистрация', exact: true }).waitFor();
    await continueButton().click();
    await page.waitForSelector('input[name=first_name][aria-invalid=true]');
    await check('stage 2 with errors');
    await page.getByRole('button', { name: 'Изменить почту' }).click();
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await check('stage 5');
    await page.goto(
      `${product().url}/password/reset/abc?email=a-rather-long.address%40example.com`,
    );
    await check('reset');
    await page.goto(`${product().url}/login?asStudent=1&invite=no-such-invite`);
    await page.getByRole('alert').waitFor();
    await check('invalid invite');
  });
});

describe('the rate limit', () => {
  let limited: RunningProduct;
  beforeAll(async () => {
    limited = await startProduct({ ACCOUNT_RATE_LIMIT: '2' });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it('says how many seconds to wait, in words', async () => {
    await page.goto(`${limited.url}/login`);
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    await emailField().fill('nobody@example.com');
    for (let i = 0; i < 3; i += 1) {
      await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/password/email')),
        continueButton().click(),
      ]);
    }
    await page
      .getByRole('alert')
      .getByText(/^Слишком много попыток\. Повторите через \d+ (секунд|секунды|секунду)\.$/)
      .waitFor();
  });
});
