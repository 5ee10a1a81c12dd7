import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import {
  PASSWORD,
  registerByInvite,
  registerTeacher,
  signOut,
  startAt,
  uniqueEmail,
} from './support/account-steps';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

const SHOTS = '/tmp/shots-task-editor-drafts';
mkdirSync(SHOTS, { recursive: true });

// bypassCSP: axe is injected as an inline script, which the product's CSP refuses
const { product, person } = usePeople({ context: { bypassCSP: true } });

const question = (page: Page, position: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^Вопрос ${position} —`) });

async function addQuestion(page: Page, type: string, text: string): Promise<Locator> {
  await page.getByLabel('Тип нового вопроса').selectOption({ label: type });
  await page.getByRole('button', { name: 'Добавить вопрос' }).click();
  const count = await page.getByRole('group', { name: /^Вопрос \d+ —/ }).count();
  const added = question(page, count);
  await added.getByLabel('Текст вопроса').fill(text);
  return added;
}

/** Until the editor has written a draft holding `text` to the browser's storage. */
async function draftKept(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      Object.keys(window.localStorage).some(
        (key) =>
          key.startsWith('tutor.task-draft.') &&
          (window.localStorage.getItem(key) ?? '').includes(wanted),
      ),
    text,
  );
}

const restoredNotice = (page: Page) => page.getByText(/^Восстановлен несохранённый черновик от /);

async function inviteLinkFromSendSection(page: Page): Promise<string> {
  const field = page.getByRole('form', { name: 'Отправка' }).getByLabel('Ссылка-приглашение');
  await page.waitForFunction(
    (input) => input instanceof HTMLInputElement && input.value !== '',
    await field.elementHandle(),
  );
  return field.inputValue();
}

describe('the task editor: drafts, the question bank and the send section', () => {
  it('keeps the typed task over a reload, saves and inserts bank questions, shows the invite', async () => {
    const teacher = await person();
    const email = uniqueEmail('editor');
    await registerTeacher(teacher, product().url, email);
    await teacher.goto(`${product().url}/tasks/new`);
    await teacher.getByLabel('Название', { exact: true }).fill('Законы Ньютона');
    const first = await addQuestion(teacher, 'Развёрнутый ответ', 'Сформулируйте первый закон');
    await draftKept(teacher, 'Сформулируйте первый закон');

    // a reload: the form comes back with the notice
    await teacher.reload();
    await restoredNotice(teacher).waitFor();
    expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe(
      'Законы Ньютона',
    );
    expect(await first.getByLabel('Текст вопроса').inputValue()).toBe('Сформулируйте первый закон');
    await checkAtBothSizes(teacher, SHOTS, 'draft-restored');

    // «Save to bank», twice: the second click finds the kept copy
    const toBank = first.getByRole('button', { name: 'Сохранить в банк: Вопрос 1' });
    await toBank.click();
    await teacher.getByText('Вопрос сохранён в банк').waitFor();
    await toBank.click();
    await teacher.getByText('Этот вопрос уже есть в банке').waitFor();

    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await teacher.waitForURL(/\/tasks\/\d+$/);
    await teacher.getByRole('heading', { level: 1, name: 'Задание «Законы Ньютона»' }).waitFor();
    // the send options once, in the send section; no students yet: the invite link there
    const sending = teacher.getByRole('form', { name: 'Отправка' });
    expect(await teacher.getByLabel('Время отправки').count()).toBe(1);
    expect(await teacher.getByLabel('Отложенная отправка').count()).toBe(0);
    expect(await teacher.getByLabel(/ученикам, которые присоединятся позже$/).count()).toBe(1);
    const invite = await inviteLinkFromSendSection(teacher);
    expect(invite).toContain('invite=');
    await sending.getByRole('button', { name: 'Скопировать ссылку' }).waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'send-section-invite');

    // a new task takes the bank's question as a copy
    await teacher.goto(`${product().url}/tasks/new`);
    expect(await restoredNotice(teacher).count()).toBe(0);
    await teacher.getByLabel('Название', { exact: true }).fill('Повторение');
    await teacher.getByRole('button', { name: 'Вставить из банка' }).click();
    const bank = teacher.getByRole('dialog', { name: 'Банк вопросов' });
    await bank.getByLabel('Поиск по тексту').fill('первый закон');
    const kept = bank.getByRole('checkbox', { name: /^Сформулируйте первый закон/ });
    await kept.check();
    await bank.getByText('Выбрано вопросов: 1').waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'bank-dialog');
    await bank.getByRole('button', { name: 'Вставить (1)' }).click();
    await teacher.getByText('Вставлено вопросов: 1').waitFor();
    expect(await question(teacher, 1).getByLabel('Текст вопроса').inputValue()).toBe(
      'Сформулируйте первый закон',
    );

    // the session is lost: the save says so, and after signing in again the form is back
    await teacher.context().clearCookies();
    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await teacher.getByText(/Перезагрузите страницу/).waitFor();
    await teacher.reload();
    await teacher.waitForURL('**/login');
    await startAt(teacher, product().url, email);
    await teacher.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await teacher.getByRole('button', { name: 'Продолжить' }).click();
    await teacher.waitForURL('**/tasks');
    await teacher.goto(`${product().url}/tasks/new`);
    await restoredNotice(teacher).waitFor();
    expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe('Повторение');
    await teacher.getByRole('button', { name: 'Отбросить черновик' }).click();
    expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe('');

    // another teacher on this browser never sees that draft
    await teacher.getByLabel('Название', { exact: true }).fill('Черновик Марии');
    await draftKept(teacher, 'Черновик Марии');
    await signOut(teacher);
    await registerTeacher(teacher, product().url, uniqueEmail('other'), 'Пётр Сергеевич');
    await teacher.goto(`${product().url}/tasks/new`);
    await teacher.getByLabel('Название', { exact: true }).waitFor();
    expect(await restoredNotice(teacher).count()).toBe(0);
    expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe('');
  });

  it('opens a new task from a student’s page with that student chosen to send to', async () => {
    const teacher = await person();
    await registerTeacher(teacher, product().url, uniqueEmail('sender'));
    await teacher.goto(`${product().url}/students`);
    const field = teacher.getByLabel('Ссылка-приглашение');
    await teacher.waitForFunction(
      (input) => input instanceof HTMLInputElement && input.value !== '',
      await field.elementHandle(),
    );
    const invite = await field.inputValue();
    const anya = await person();
    await registerByInvite(anya, invite, uniqueEmail('anya'), 'Аня');
    const boris = await person();
    await registerByInvite(boris, invite, uniqueEmail('boris'), 'Борис');

    await teacher.goto(`${product().url}/students`);
    await teacher.getByRole('link', { name: 'Аня', exact: true }).click();
    await teacher.waitForURL(/\/students\/\d+$/);
    await teacher.getByRole('link', { name: 'Отправить задание' }).click();
    await teacher.waitForURL(/\/tasks\/new\?student=\d+$/);
    await teacher.getByText(/уже будет выбрано — Аня/).waitFor();
    await teacher.getByLabel('Название', { exact: true }).fill('Для Ани');
    await addQuestion(teacher, 'Развёрнутый ответ', 'Расскажите о себе');
    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await teacher.waitForURL(/\/tasks\/\d+\?student=\d+$/);

    const sending = teacher.getByRole('form', { name: 'Отправка' });
    const chosen = sending.getByLabel(/^Аня \(/);
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await sending.getByLabel(/^Борис \(/).isChecked()).toBe(false);
    await sending.getByText('Получит 1 ученик: Аня').waitFor();
    expect(await sending.getByLabel('Ссылка-приглашение').count()).toBe(0);
    await checkAtBothSizes(teacher, SHOTS, 'send-preselected');
    await sending.getByRole('button', { name: 'Отправить' }).click();
    await sending.getByText('Отправка создана.').waitFor();
  });
});
