import type { Page } from 'playwright-core';
import { VERIFICATION_LINK, mailedLink } from './mail-dir';

/** The password every browser test registers with. */
export const PASSWORD = 'correct-horse-battery';

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.round(Math.random() * 1e6)}@example.com`;

/** Types an email on /login and continues (stage 0). */
export async function startAt(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByRole('button', { name: 'Продолжить' }).click();
}

/** Registers a new student through stages 0 and 2, ending signed in on /works. */
export async function register(
  page: Page,
  url: string,
  email: string,
  name = 'Аня',
): Promise<void> {
  await startAt(page, url, email);
  await page.getByRole('heading', { name: 'Регистрация' }).waitFor();
  await page.getByLabel('Роль', { exact: true }).selectOption({ label: 'Ученик' });
  await completeRegistration(page, name, '**/works');
}

/** Registers a new teacher (the role asks for a phone), ending signed in on /tasks. */
export async function registerTeacher(
  page: Page,
  url: string,
  email: string,
  name = 'Мария Ивановна',
): Promise<void> {
  await startAt(page, url, email);
  await page.getByRole('heading', { name: 'Регистрация' }).waitFor();
  await page.getByLabel('Роль', { exact: true }).selectOption({ label: 'Учитель' });
  await page.getByLabel('Телефон').fill('+79161234567');
  await completeRegistration(page, name, '**/tasks');
}

/**
 * Registers a new student through a teacher's invite link (the role is preset and
 * hidden), ending signed in on /works.
 */
export async function registerByInvite(
  page: Page,
  inviteUrl: string,
  email: string,
  name: string,
): Promise<void> {
  await page.goto(inviteUrl);
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByRole('heading', { name: 'Регистрация' }).waitFor();
  await completeRegistration(page, name, '**/works');
}

async function completeRegistration(page: Page, name: string, home: string): Promise<void> {
  await page.getByLabel('Как вас зовут').fill(name);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.waitForURL(home);
}

/** Signs out from the account menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Выйти' }).click();
  await page.waitForURL('**/login');
}

/**
 * Opens the verification link the product mailed to `email` (registration) in the signed-in
 * `page`, which lands on /settings with the address confirmed: operators and payout authors
 * need it.
 */
export async function verifyEmail(page: Page, mailDir: string, email: string): Promise<void> {
  await page.goto(await mailedLink(mailDir, email, VERIFICATION_LINK));
  await page.waitForURL('**/settings');
  // A set-up step: the account's state is what callers need (the page's word on it is
  // email-verification.spec's; on a loaded run the settings area may mount late).
  const origin = new URL(page.url()).origin;
  const answer = await page.request.get(`${origin}/api/user`);
  const { email_verified: verified } = (await answer.json()) as { email_verified?: boolean };
  if (verified !== true) throw new Error(`${email} is not verified after following the link`);
}
