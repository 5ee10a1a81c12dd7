import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, waitForWork } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/**
 * One to one (issue 21 §1): a teacher with one student and no groups sees the student's mark
 * in the journal («Все ученики»), opens the student's page from the row and from the students
 * list, and sees the works, the mark and the average. Axe and no sideways scroll at both
 * sizes; screenshots in /tmp/shots-journal-one-to-one.
 */
const SHOTS = '/tmp/shots-journal-one-to-one';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { bypassCSP: true },
});

const TASK = taskInput({
  title: 'Дроби',
  questions: [{ type: 'long_text', text: 'Сложите 1/2 и 1/4', ball: 10 }],
  max_ball: 10,
  criteria: 'Покажите решение.',
  scale: { scale: 'five_point', thresholds: { 5: 90, 4: 70, 3: 50 } },
  decision: '3/4',
});

interface WorkPage {
  id: number;
  version: number;
  questions: { id: number }[];
}

/** The student hands in their work on «Дроби», once the dispatch has made it. */
async function handIn(student: Page): Promise<void> {
  const url = product().url;
  await waitForWork(student, 'Дроби');
  const [first] = await callApi<{ id: number }[]>(student, url, 'GET', '/api/works');
  if (first === undefined) throw new Error('the dispatch made no work');
  const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${first.id}`);
  const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${work.id}/answers`, {
    version: work.version,
    answers: [{ question_id: work.questions[0]?.id, value: { text: '3/4' } }],
  });
  await callApi(student, url, 'POST', `/api/works/${work.id}/submit`, {
    version: saved.version,
  });
}

/** A teacher with one student (no group) whose work on «Дроби» is checked: 9 of 10, a five. */
async function tutorWithCheckedWork(): Promise<Page> {
  const url = product().url;
  const teacher = await person();
  await registerTeacher(teacher, url, uniqueEmail('one.teacher'));
  const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
  const student = await person();
  await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('anya'), 'Аня');
  const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', TASK);
  await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
    target: { kind: 'all' },
  });
  await handIn(student);
  await teacher.goto(`${url}/works`);
  const queue = teacher.getByRole('table', { name: 'Работы на проверку' });
  await queue.getByRole('row', { name: /Аня/ }).getByRole('link', { name: 'Дроби' }).click();
  await teacher.getByLabel('Баллы за вопрос 1').fill('9');
  await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
  await teacher.getByText('Проверено').first().waitFor();
  return teacher;
}

describe('one-to-one tutoring', () => {
  it('shows a student’s mark in the journal without groups and a page for the student', async () => {
    const teacher = await tutorWithCheckedWork();

    await teacher.goto(`${product().url}/journal`);
    const grid = teacher.getByRole('grid', { name: 'Журнал всех учеников' });
    await grid.waitFor();
    expect(await teacher.getByText(/Создайте группу/).count()).toBe(0);
    const select = teacher.getByRole('combobox', { name: 'Группа' });
    expect(await select.locator('option:checked').textContent()).toBe('Все ученики');
    const row = grid.getByRole('row', { name: /Аня/ });
    await row.getByRole('gridcell').first().getByText('5', { exact: true }).waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'journal-all-students');

    await row.getByRole('link', { name: 'Аня' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Аня' }).waitFor();
    expect(new URL(teacher.url()).pathname).toMatch(/^\/students\/\d+$/);
    const works = teacher.getByRole('region', { name: 'Работы' });
    await works.getByRole('row', { name: /Дроби\s*Проверено\s*5/ }).waitFor();
    const averages = teacher.getByRole('region', { name: 'Средние по предметам' });
    await averages.getByRole('row', { name: /Без предмета\s*1\s*5\s*5\s*90/ }).waitFor();
    await teacher.getByRole('img', { name: /Пока одна оценка: 90%/ }).waitFor();
    const mail = teacher.getByRole('link', { name: 'Написать письмо: Аня' });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:anya/);
    await checkAtBothSizes(teacher, SHOTS, 'student-page');

    await teacher.goto(`${product().url}/students`);
    await teacher.getByRole('link', { name: 'Аня' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Аня' }).waitFor();
  });
});
