import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, workIdOf } from './support/api-calls';
import { seriousViolations } from './support/axe';
import { checkAtBothSizes, DESKTOP, horizontalOverflow, PHONE } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * Rubrics (issue 22): the teacher builds a rubric on a question in the editor and saves it
 * to the library, sends the task; the student hands in; the teacher checks on a phone by
 * clicking a level per criterion (the ball fills itself) and finishes; the student sees
 * the rubric with the chosen levels and the ball; the journal has the total. Axe 0
 * serious; screenshots in /tmp/shots/rubrics.
 */
const SHOTS = '/tmp/shots/rubrics';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { bypassCSP: true },
});

const TITLE = 'Эссе о лете';

interface WorkPage {
  id: number;
  version: number;
  questions: { id: number }[];
}

async function fillLevel(criterion: Locator, number: number, title: string, points: string) {
  await criterion.getByLabel(`Описание уровня ${number}`).fill(title);
  await criterion.getByLabel(`Баллы уровня ${number}`).fill(points);
}

/** The essay question with a rubric of two criteria: 2 + 1 = 3 points at most. */
async function buildTask(teacher: Page): Promise<number> {
  await teacher.goto(`${product().url}/tasks/new`);
  await teacher.getByLabel('Название', { exact: true }).fill(TITLE);
  await teacher.getByLabel('Тип нового вопроса').selectOption({ label: 'Развёрнутый ответ' });
  await teacher.getByRole('button', { name: 'Добавить вопрос' }).click();
  const question = teacher.getByRole('group', { name: /^Вопрос 1 —/ });
  await question.getByLabel('Текст вопроса').fill('Напишите эссе о том, как вы провели лето.');
  const rubric = question.getByRole('region', { name: 'Критерии оценивания (рубрика)' });
  await rubric.getByRole('button', { name: 'Добавить рубрику' }).click();
  await rubric.getByLabel('Название рубрики').fill('Эссе');
  const content = rubric.getByRole('group', { name: 'Критерий 1' });
  await content.getByLabel('Что оценивается').fill('Содержание');
  await fillLevel(content, 1, 'Тема не раскрыта', '0');
  await fillLevel(content, 2, 'Тема раскрыта', '2');
  await rubric.getByRole('button', { name: 'Добавить критерий' }).click();
  const literacy = rubric.getByRole('group', { name: 'Критерий 2' });
  await literacy.getByLabel('Что оценивается').fill('Грамотность');
  await fillLevel(literacy, 1, 'Много ошибок', '0');
  await fillLevel(literacy, 2, 'Без ошибок', '1');
  expect(await question.getByLabel('Балл', { exact: true }).inputValue()).toBe('3');
  await rubric.getByRole('button', { name: 'Сохранить в библиотеку' }).click();
  await teacher.getByText('Рубрика сохранена в библиотеку').waitFor();
  await rubric.scrollIntoViewIfNeeded();
  await checkAtBothSizes(teacher, SHOTS, 'editor-rubric');
  await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
  await teacher.waitForURL(/\/tasks\/\d+$/);
  return Number(/\/tasks\/(\d+)$/.exec(teacher.url())?.[1]);
}

/** The library dialog lists the saved rubric. */
async function seeLibrary(teacher: Page): Promise<void> {
  const question = teacher.getByRole('group', { name: /^Вопрос 1 —/ });
  await question.getByRole('button', { name: 'Взять из библиотеки' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Библиотека рубрик' });
  await dialog.getByText('2 критерия · до 3 баллов').waitFor();
  await dialog.getByRole('button', { name: 'Взять рубрику «Эссе»' }).waitFor();
  expect(await seriousViolations(teacher)).toEqual([]);
  await teacher.screenshot({ path: `${SHOTS}/library-1280.png` });
  // Esc closes the modal dialog (a click on «Закрыть» timed out once on a loaded machine)
  await teacher.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function handIn(student: Page): Promise<number> {
  const url = product().url;
  const id = await workIdOf(student, url, TITLE);
  const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${id}`);
  const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${id}/answers`, {
    version: work.version,
    answers: [{ question_id: work.questions[0]?.id, value: { text: 'Летом я читал книги.' } }],
  });
  await callApi(student, url, 'POST', `/api/works/${id}/submit`, { version: saved.version });
  return id;
}

async function choose(teacher: Page, criterion: string, level: string): Promise<void> {
  const group = teacher.getByRole('radiogroup', { name: `Уровни критерия «${criterion}»` });
  const radio = group.getByRole('radio', { name: new RegExp(`^${level}`) });
  await radio.click();
  await group.locator('[role="radio"][aria-checked="true"]', { hasText: level }).waitFor();
}

describe('rubrics', () => {
  it('builds, checks by clicking levels on a phone and shows the student the choice', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('rubrics.teacher'));
    const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
    const student = await person();
    await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('anya'), 'Аня');

    const taskId = await buildTask(teacher);
    await seeLibrary(teacher);
    await callApi(teacher, url, 'POST', `/api/tasks/${taskId}/dispatches`, {
      target: { kind: 'all' },
    });
    const workId = await handIn(student);

    await teacher.setViewportSize(PHONE);
    await teacher.goto(`${url}/works/${workId}`);
    await choose(teacher, 'Содержание', 'Тема раскрыта');
    await teacher.getByText('По рубрике: 2 из 3').waitFor();
    await choose(teacher, 'Грамотность', 'Много ошибок');
    await choose(teacher, 'Грамотность', 'Без ошибок');
    await teacher.getByText('По рубрике: 3 из 3').waitFor();
    expect(await seriousViolations(teacher)).toEqual([]);
    expect(await horizontalOverflow(teacher)).toBe(0);
    await teacher.screenshot({ path: `${SHOTS}/check-390.png`, fullPage: true });
    await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
    await teacher.getByText('Проверка завершена.').waitFor();
    await teacher.setViewportSize(DESKTOP);

    await student.goto(`${url}/works/${workId}`);
    await student
      .getByRole('region', { name: 'Результат' })
      .getByText(/\b3 из 3\b/)
      .first()
      .waitFor();
    const shown = student.getByRole('region', { name: 'Рубрика: Эссе' });
    await shown
      .getByRole('listitem')
      .filter({ hasText: 'Тема раскрыта' })
      .getByText(/выбрано/)
      .waitFor();
    await shown
      .getByRole('listitem')
      .filter({ hasText: 'Без ошибок' })
      .getByText(/выбрано/)
      .waitFor();
    expect(await shown.getByText(/выбрано/).count()).toBe(2);
    await checkAtBothSizes(student, SHOTS, 'student-result');

    const journal = await callApi<{ tasks: { id: number }[]; rows: { cells: unknown[] }[] }>(
      teacher,
      url,
      'GET',
      '/api/journal',
    );
    const column = journal.tasks.findIndex((task) => task.id === taskId);
    expect(journal.rows[0]?.cells[column]).toMatchObject({ ball: 3, max_ball: 3 });
    await teacher.goto(`${url}/journal`);
    const grid = teacher.getByRole('grid', { name: 'Журнал всех учеников' });
    await grid.getByRole('row', { name: /Аня/ }).waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'journal');
  }, 240_000);
});
