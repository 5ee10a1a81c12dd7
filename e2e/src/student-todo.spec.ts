import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { callApi, workIdOf } from './support/api-calls';
import { tutorAndStudent } from './support/journal-steps';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/**
 * Issue 21 §3: a student's /works opens on «Что сделать» (the earliest deadline first, the
 * overdue marked, a returned work labelled «Возвращена на доработку», never «Черновик»),
 * and both roles see their deadlines in a month and a week calendar. Axe and no sideways
 * scroll at both sizes; screenshots in /tmp/shots-student-todo.
 */
const SHOTS = '/tmp/shots-student-todo';
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { bypassCSP: true, timezoneId: TIME_ZONE },
});

interface WorkPage {
  id: number;
  version: number;
  questions: { id: number }[];
}

/** Local time `days` from today at `hours` o'clock (the browser shares this time zone). */
function dayAt(days: number, hours: number): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hours).getTime();
}

const dayKey = (at: number) => {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function send(
  teacher: Page,
  title: string,
  fields: { deadline?: number; post_deadline_allowed?: boolean } = {},
): Promise<number> {
  const url = product().url;
  const input = taskInput({
    title,
    questions: [{ type: 'long_text', text: 'Ответьте подробно', ball: 10 }],
    max_ball: 10,
    criteria: 'Полный ответ.',
    scale: { scale: 'points' },
    decision: 'Образец ответа.',
    ...fields,
  });
  const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', input);
  await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
    target: { kind: 'all' },
  });
  return task.id;
}

async function handIn(student: Page, title: string): Promise<number> {
  const url = product().url;
  const id = await workIdOf(student, url, title);
  const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${id}`);
  const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${id}/answers`, {
    version: work.version,
    answers: [{ question_id: work.questions[0]?.id, value: { text: 'Ответ' } }],
  });
  await callApi(student, url, 'POST', `/api/works/${id}/submit`, { version: saved.version });
  return id;
}

async function returnForRework(teacher: Page, workId: number): Promise<void> {
  const url = product().url;
  const work = await callApi<WorkPage>(teacher, url, 'GET', `/api/works/${workId}`);
  await callApi(teacher, url, 'POST', `/api/works/${workId}/return`, {
    version: work.version,
    comment: 'Дополните ответ примерами.',
  });
}

const rowTitles = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr td:first-child a').allTextContents();

describe("a student's «to do» and the calendar of deadlines", () => {
  it('orders what to do, marks the overdue and the returned, and shows the calendar', async () => {
    const url = product().url;
    const { teacher, student } = await tutorAndStudent(person, url);
    // «Эссе» is due in a few seconds (late work allowed): it is overdue when Аня looks.
    const essayDeadline = Date.now() + 6_000;
    const essay = await send(teacher, 'Эссе', {
      deadline: essayDeadline,
      post_deadline_allowed: true,
    });
    const equations = dayAt(1, 18);
    await send(teacher, 'Уравнения', { deadline: equations });
    await send(teacher, 'Дроби', { deadline: dayAt(2, 12) });
    const rework = await send(teacher, 'Повторение', { deadline: dayAt(3, 12) });
    await send(teacher, 'Чтение');

    await handIn(student, 'Дроби');
    const returned = await handIn(student, 'Повторение');
    await returnForRework(teacher, returned);
    await workIdOf(student, url, 'Чтение');
    await workIdOf(student, url, 'Эссе');
    await student.waitForFunction((deadline) => Date.now() > deadline, essayDeadline, {
      polling: 200,
      timeout: 20_000,
    });

    // «Что сделать»: the overdue first, then by deadline, no deadline last; handed-in left out.
    await student.goto(`${url}/works`);
    const views = student.getByRole('navigation', { name: 'Показать' });
    expect(
      await views.getByRole('link', { name: 'Что сделать' }).getAttribute('aria-current'),
    ).toBe('page');
    const todo = student.getByRole('table', { name: 'Что сделать' });
    await todo.getByRole('link', { name: 'Чтение' }).waitFor();
    expect(await rowTitles(student, 'Что сделать')).toEqual([
      'Эссе',
      'Уравнения',
      'Повторение',
      'Чтение',
    ]);
    const row = (title: string) => todo.getByRole('row', { name: new RegExp(title) });
    expect(await row('Эссе').textContent()).toMatch(/Просрочено: срок был/);
    expect(await row('Уравнения').textContent()).toContain('Сдать завтра до 18:00');
    expect(await row('Повторение').textContent()).toContain('Возвращена на доработку');
    expect(await row('Повторение').textContent()).not.toContain('Черновик');
    expect(await row('Чтение').textContent()).toContain('Без срока');
    await checkAtBothSizes(student, SHOTS, 'student-todo');

    // «Все»: every work, the returned one with its real status.
    await views.getByRole('link', { name: 'Все' }).click();
    const all = student.getByRole('table', { name: 'Мои работы' });
    await all.getByRole('row', { name: /Дроби/ }).getByText('Ожидает проверки').waitFor();
    expect(await all.getByRole('row', { name: /Повторение/ }).textContent()).toContain(
      'Возвращена на доработку',
    );
    expect(new URL(student.url()).search).toBe('?view=all');

    // The calendar: this month with «Эссе» overdue; the week of tomorrow with «Уравнения».
    await views.getByRole('link', { name: 'Календарь' }).click();
    const month = student.getByRole('table', { name: /^Сроки сдачи: / });
    const essayItem = month.getByRole('listitem').filter({ hasText: 'Эссе' });
    await essayItem.waitFor();
    expect(await essayItem.textContent()).toContain('Просрочено');
    expect(await month.locator('th').allTextContents()).toEqual([
      'пн',
      'вт',
      'ср',
      'чт',
      'пт',
      'сб',
      'вс',
    ]);
    await checkAtBothSizes(student, SHOTS, 'student-calendar-month');
    await student.goto(`${url}/works?view=calendar&mode=week&day=${dayKey(equations)}`);
    const week = student.getByRole('table', { name: /^Сроки сдачи: / });
    await week.getByRole('link', { name: 'Уравнения' }).click();
    await student.getByRole('heading', { level: 1, name: 'Уравнения' }).waitFor();
    expect(new URL(student.url()).pathname).toMatch(/^\/works\/\d+$/);
    await student.goBack();
    await student.getByRole('button', { name: 'Неделя', pressed: true }).waitFor();
    await checkAtBothSizes(student, SHOTS, 'student-calendar-week');

    // The teacher: the returned work is no «Черновик» on the task's page either.
    await teacher.goto(`${url}/tasks/${rework}`);
    const works = teacher.getByRole('region', { name: 'Работы по заданию' });
    await works.getByRole('row', { name: /Аня/ }).getByText('Возвращена на доработку').waitFor();

    // The teacher's calendar: the tasks they sent, with how many handed in.
    await teacher.goto(`${url}/works?view=calendar&mode=month&day=${dayKey(essayDeadline)}`);
    const teacherMonth = teacher.getByRole('table', { name: /^Сроки сдачи: / });
    const essayTask = teacherMonth.getByRole('listitem').filter({ hasText: 'Эссе' });
    await essayTask.getByText(/Сдали 0 из 1/).waitFor();
    expect(await essayTask.getByRole('link').getAttribute('href')).toBe(`/tasks/${essay}`);
    await checkAtBothSizes(teacher, SHOTS, 'teacher-calendar-month');
    await teacher.getByRole('button', { name: 'Неделя' }).click();
    await teacher.getByRole('button', { name: 'Неделя', pressed: true }).waitFor();
    await teacher.goto(`${url}/works?view=calendar&mode=week&day=${dayKey(dayAt(2, 12))}`);
    const teacherWeek = teacher.getByRole('table', { name: /^Сроки сдачи: / });
    await teacherWeek
      .getByRole('listitem')
      .filter({ hasText: 'Дроби' })
      .getByText(/Сдали 1 из 1/)
      .waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'teacher-calendar-week');
  });
});
