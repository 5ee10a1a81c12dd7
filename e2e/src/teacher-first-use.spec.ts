import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { uniqueEmail } from './support/account-steps';
import { waitForWork } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * A teacher's first minutes (issue 10, section 3): with no students yet, a task with a
 * file question (2 files) and a short answer with a reference answer; the send form says
 * nobody gets it now and offers "later joiners"; a student joins through the invite and
 * the task reaches them. Every teacher page: 0 serious axe violations, no sideways scroll
 * at 390×844, and screenshots at both sizes in /tmp/shots-teacher.
 */

const SHOTS = '/tmp/shots-teacher';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({ context: { bypassCSP: true } });

/** 0 serious axe violations, no horizontal scroll at 390×844, a screenshot at each size. */
async function checkPage(page: Page, name: string): Promise<void> {
  await page.locator('.tasks-page').first().waitFor();
  await checkAtBothSizes(page, SHOTS, name);
}

async function addQuestion(page: Page, type: string): Promise<void> {
  await page.getByLabel('Тип нового вопроса').selectOption({ label: type });
  await page.getByRole('button', { name: 'Добавить вопрос' }).click();
}

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Вопрос ${number} —`) });

it('creates a task before any student, sends it to later joiners, and it reaches a new student', async () => {
  const teacher = await person();
  await steps.registerTeacher(teacher, product().url, uniqueEmail('first-teacher'), 'Мария');

  // An empty list says what to do next.
  const noTasks = teacher.getByRole('region', { name: 'Заданий пока нет' });
  await noTasks.waitFor();
  expect(await teacher.title()).toMatch(/^Задания — /);
  await checkPage(teacher, 'tasks-empty');

  await teacher.goto(`${product().url}/students`);
  const noStudents = teacher.getByRole('region', { name: 'Учеников пока нет' });
  // The copy button is enabled once the link has come.
  await noStudents.getByRole('button', { name: 'Скопировать ссылку', disabled: false }).waitFor();
  const inviteUrl = await noStudents.getByLabel('Ссылка-приглашение').inputValue();
  expect(inviteUrl).toContain('invite=');
  await checkPage(teacher, 'students-empty');

  await teacher.goto(`${product().url}/tasks/subjects`);
  await teacher
    .getByRole('region', { name: 'Предметов пока нет.' })
    .getByLabel('Новый предмет')
    .waitFor();
  await checkPage(teacher, 'subjects-empty');

  await teacher.goto(`${product().url}/tasks`);
  await noTasks.getByRole('link', { name: 'Создать задание' }).click();
  await teacher.waitForURL('**/tasks/new');
  const title = 'Столицы и фото';
  await teacher.getByLabel('Название', { exact: true }).fill(title);
  await addQuestion(teacher, 'Ответ файлом');
  await question(teacher, 1).getByLabel('Текст вопроса').fill('Сфотографируйте карту');
  await question(teacher, 1).getByLabel('Файлов в ответе').fill('2');
  await addQuestion(teacher, 'Короткий ответ');
  await question(teacher, 2).getByLabel('Текст вопроса').fill('Столица России?');
  await question(teacher, 2).getByRole('button', { name: 'Добавить эталонный ответ' }).click();
  await question(teacher, 2).getByRole('textbox', { name: 'Эталонный ответ 1' }).fill('Москва');
  await checkPage(teacher, 'task-new');

  // Unsaved edits are not lost without a word.
  await teacher.getByRole('link', { name: 'К заданиям' }).click();
  const leave = teacher.getByRole('dialog', { name: 'Уйти без сохранения?' });
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await leave.waitFor({ state: 'detached' });
  expect(new URL(teacher.url()).pathname).toBe('/tasks/new');
  expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe(title);

  await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
  await teacher.waitForURL(/\/tasks\/\d+$/);
  await teacher.getByText('Задание сохранено').first().waitFor();
  await teacher.getByRole('heading', { level: 1, name: `Задание «${title}»` }).waitFor();
  expect(await teacher.title()).toMatch(new RegExp(`^Задание «${title}» — `));
  expect(await question(teacher, 1).getByLabel('Файлов в ответе').inputValue()).toBe('2');
  expect(
    await question(teacher, 2).getByRole('textbox', { name: 'Эталонный ответ 1' }).inputValue(),
  ).toBe('Москва');

  // Nobody would get it: said before sending, refused in place, then sent to later joiners.
  const sending = teacher.getByRole('form', { name: 'Отправка' });
  await sending.getByText('Сейчас задание никто не получит: здесь пока нет учеников.').waitFor();
  await sending.getByRole('button', { name: 'Отправить' }).click();
  await sending
    .getByRole('group', { name: 'Кому отправить' })
    .getByText('Отправьте его также ученикам, которые присоединятся позже.', { exact: false })
    .waitFor();
  expect(await teacher.getByText('Задание ещё не отправлялось.').isVisible()).toBe(true);
  await sending.getByLabel('Также ученикам, которые присоединятся позже').check();
  await sending.getByRole('button', { name: 'Отправить' }).click();
  const jobs = teacher.getByRole('region', { name: 'Отправки задания' });
  await jobs
    .getByText('Пока никому: задание получат ученики, которые присоединятся позже.')
    .waitFor();
  await jobs.getByText('Готово').waitFor();
  await checkPage(teacher, 'task-sent');

  // A student joins through the invite: the task reaches them.
  const student = await person();
  await steps.registerByInvite(student, inviteUrl, uniqueEmail('first-student'), 'Аня');
  await waitForWork(student, title);
  await student.reload();
  await student.getByRole('link', { name: title }).waitFor();

  await teacher.reload();
  await teacher
    .getByRole('region', { name: 'Работы по заданию' })
    .getByRole('link', { name: 'Аня' })
    .waitFor();
  await checkPage(teacher, 'task-with-work');

  await teacher.goto(`${product().url}/students`);
  await teacher.getByRole('cell', { name: 'Аня', exact: true }).waitFor();
  await checkPage(teacher, 'students');
  await teacher.goto(`${product().url}/tasks`);
  await teacher.getByRole('link', { name: title }).waitFor();
  await checkPage(teacher, 'tasks');
});
