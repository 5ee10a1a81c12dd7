import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Subject, Task } from '@tutor/contracts';
import { registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi } from './support/api-calls';
import { checkAtBothSizes, PHONE } from './support/page-checks';
import { usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/**
 * The task library (issue 21 §2): a new teacher adds starter subjects, makes three tasks,
 * searches them in Russian word forms, filters, duplicates, archives and restores one,
 * and the back button walks the searches back. Screens at 1280 and 390×844 with axe in
 * /tmp/shots-library.
 */

const SHOTS = '/tmp/shots-library';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({ context: { bypassCSP: true } });

const task = (title: string, text: string, subjectId: number | null) =>
  taskInput({
    title,
    subject_id: subjectId,
    questions: [{ type: 'long_text', text, ball: 5 }],
    max_ball: 5,
    criteria: '',
    scale: { scale: 'points' },
    decision: '',
  });

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function linkTitles(page: Page): Promise<string[]> {
  return rows(page).getByRole('link').allTextContents();
}

/** Waits until the list shows exactly these titles (in this order). */
async function expectTitles(page: Page, titles: string[]): Promise<void> {
  for (const title of titles) await row(page, title).waitFor();
  await rows(page).nth(titles.length).waitFor({ state: 'detached' });
  expect(await linkTitles(page)).toEqual(titles);
}

it('searches, filters, duplicates, archives and restores tasks, and adds starter subjects', async () => {
  const teacher = await person();
  const url = product().url;
  await registerTeacher(teacher, url, uniqueEmail('library'), 'Вера');

  // Starter subjects: the catalogue's list, ticked and added in one go.
  await teacher.goto(`${url}/tasks/subjects`);
  const starter = teacher.getByRole('form', { name: 'Начните с основных предметов' });
  await starter.waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'subjects-starter');
  await starter.getByLabel('Алгебра').check();
  await starter.getByLabel('Физика').check();
  const add = starter.getByRole('button', { name: 'Добавить отмеченные' });
  await add.dblclick();
  await teacher.getByRole('button', { name: 'Переименовать Физика' }).waitFor();
  await starter.waitFor({ state: 'detached' });
  const subjects = await callApi<Subject[]>(teacher, url, 'GET', '/api/subjects');
  expect(subjects.map((subject) => subject.name)).toEqual(['Алгебра', 'Физика']);
  const idOf = (name: string) => subjects.find((subject) => subject.name === name)?.id ?? null;

  // Three tasks.
  for (const body of [
    task('Квадратные уравнения', 'Решите x² − 5x + 6 = 0', idOf('Алгебра')),
    task('Законы Ньютона', 'Сформулируйте второй закон', idOf('Физика')),
    task('Домашняя работа', 'Решите уравнение 2x = 8', idOf('Алгебра')),
  ]) {
    await callApi<Task>(teacher, url, 'POST', '/api/tasks', body);
  }

  await teacher.goto(`${url}/tasks`);
  await expectTitles(teacher, ['Домашняя работа', 'Законы Ньютона', 'Квадратные уравнения']);
  await teacher.getByText('Найдено заданий: 3').waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'library');

  // Search: a word form of the title finds the question's text too.
  const search = teacher.getByRole('searchbox', { name: 'Поиск по заданиям' });
  await search.fill('уравнения');
  await search.press('Enter');
  await teacher.waitForURL(/q=/);
  await expectTitles(teacher, ['Домашняя работа', 'Квадратные уравнения']);

  // Filter by subject on top of the search, then nothing found, then reset.
  await teacher.getByLabel('Предмет', { exact: true }).selectOption({ label: 'Физика' });
  await teacher.getByRole('region', { name: 'Ничего не найдено' }).waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'library-nothing');

  // The back button walks back to the search alone.
  await teacher.goBack();
  await expectTitles(teacher, ['Домашняя работа', 'Квадратные уравнения']);
  expect(await search.inputValue()).toBe('уравнения');

  await teacher.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expectTitles(teacher, ['Домашняя работа', 'Законы Ньютона', 'Квадратные уравнения']);

  // Duplicate: a draft copy on top, one per click.
  await row(teacher, 'Законы Ньютона')
    .getByRole('button', { name: 'Дублировать «Законы Ньютона»' })
    .click();
  await expectTitles(teacher, [
    'Законы Ньютона (копия)',
    'Домашняя работа',
    'Законы Ньютона',
    'Квадратные уравнения',
  ]);
  await row(teacher, 'Законы Ньютона (копия)').getByText('Черновик').waitFor();

  // Archive: asks once, says what happens, and the task leaves the list.
  await row(teacher, 'Домашняя работа')
    .getByRole('button', { name: 'Перенести в архив «Домашняя работа»' })
    .click();
  const dialog = teacher.getByRole('dialog', { name: 'Перенести задание в архив?' });
  await dialog.getByText(/нельзя будет отправить/).waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'library-archive-confirm');
  await dialog.getByRole('button', { name: 'В архив' }).click();
  await expectTitles(teacher, ['Законы Ньютона (копия)', 'Законы Ньютона', 'Квадратные уравнения']);

  // The archive, and back.
  await teacher.getByLabel('Статус', { exact: true }).selectOption({ label: 'В архиве' });
  await expectTitles(teacher, ['Домашняя работа']);
  await checkAtBothSizes(teacher, SHOTS, 'library-archived');
  await row(teacher, 'Домашняя работа')
    .getByRole('button', { name: 'Вернуть из архива «Домашняя работа»' })
    .click();
  await teacher.getByRole('region', { name: 'Ничего не найдено' }).waitFor();
  await teacher.getByLabel('Статус', { exact: true }).selectOption({ label: 'Кроме архивных' });
  await expectTitles(teacher, [
    'Законы Ньютона (копия)',
    'Домашняя работа',
    'Законы Ньютона',
    'Квадратные уравнения',
  ]);

  // Sorted by title, kept across a reload.
  await teacher.getByLabel('Сортировка').selectOption({ label: 'По названию' });
  await teacher.waitForURL(/sort=title/);
  await teacher.reload();
  await expectTitles(teacher, [
    'Домашняя работа',
    'Законы Ньютона',
    'Законы Ньютона (копия)',
    'Квадратные уравнения',
  ]);

  // On a phone the filters start folded under their summary.
  await teacher.setViewportSize(PHONE);
  await teacher.reload();
  await row(teacher, 'Домашняя работа').waitFor();
  await teacher.getByText('Фильтры и сортировка', { exact: true }).waitFor();
  expect(await teacher.getByLabel('Сортировка').isVisible()).toBe(false);
  await checkAtBothSizes(teacher, SHOTS, 'library-phone');
});
