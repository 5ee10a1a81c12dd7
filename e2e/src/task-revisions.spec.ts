import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, waitForWork, workIdOf } from './support/api-calls';
import { checkAtBothSizes, DESKTOP, PHONE } from './support/page-checks';
import { usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/**
 * A checked mark changes only when the teacher changes it: the teacher edits a task that
 * was sent and checked, the editor says beforehand that sent works stay as they were, and
 * the student's checked work still shows one question and «1 из 1» after the save.
 * Screenshots of the warning in /tmp/revisions.
 */
const SHOTS = '/tmp/revisions';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { bypassCSP: true },
});

const TASK = taskInput({
  title: 'Дроби',
  questions: [
    {
      type: 'single_choice',
      text: 'Сколько будет 1/2 + 1/4?',
      ball: 1,
      options: [
        { id: 'a', text: '3/4' },
        { id: 'b', text: '2/6' },
      ],
      correct: ['a'],
    },
  ],
  max_ball: 1,
  criteria: 'Верный ответ — 1 балл.',
  scale: { scale: 'points' },
  decision: '3/4',
});

interface WorkPage {
  id: number;
  version: number;
  questions: { id: number }[];
}

/** A student of `invite` called `name`, on a page of their own. */
async function studentOf(invite: string, name: string): Promise<Page> {
  const page = await person();
  await registerByInvite(page, invite, uniqueEmail(name), name);
  return page;
}

/** The student answers the only question right and hands the work in; answers its id. */
async function answerAndSubmit(student: Page): Promise<number> {
  const url = product().url;
  const id = await workIdOf(student, url, 'Дроби');
  const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${id}`);
  const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${work.id}/answers`, {
    version: work.version,
    answers: [{ question_id: work.questions[0]?.id, value: { choice_ids: ['a'] } }],
  });
  await callApi(student, url, 'POST', `/api/works/${work.id}/submit`, { version: saved.version });
  return work.id;
}

async function check(teacher: Page, workId: number): Promise<void> {
  const url = product().url;
  const opened = await callApi<WorkPage>(teacher, url, 'POST', `/api/works/${workId}/open`);
  await callApi(teacher, url, 'PUT', `/api/works/${workId}/check`, {
    version: opened.version,
    balls: [],
    finish: true,
  });
}

describe('editing a sent task', () => {
  it('warns first, and leaves the checked work as it was', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('revisions.teacher'));
    const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
    const link = new URL(invite.url, url).href;
    const anya = await studentOf(link, 'Аня');
    const boris = await studentOf(link, 'Борис');
    const vera = await studentOf(link, 'Вера');
    const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', TASK);
    await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
      target: { kind: 'all' },
    });
    const workId = await answerAndSubmit(anya);
    await answerAndSubmit(boris);
    await check(teacher, workId);
    await waitForWork(vera, 'Дроби');

    await teacher.goto(`${url}/tasks/${task.id}`);
    await teacher.getByLabel('Тип нового вопроса').selectOption({ label: 'Развёрнутый ответ' });
    await teacher.getByRole('button', { name: 'Добавить вопрос' }).click();
    const added = teacher.getByRole('group', { name: /^Вопрос 2 —/ });
    await added.getByLabel('Текст вопроса').fill('Объясните решение');
    await added.getByLabel('Балл', { exact: true }).fill('1');
    const warning = teacher.getByRole('status').filter({ hasText: 'Задание уже отправлено' });
    await warning
      .getByText('Задание уже отправлено 3 ученикам: их работы останутся в прежнем виде.')
      .waitFor();
    const resend = warning.getByLabel(
      'Отправить новую версию и 1 ученику, который ещё не начал работу',
    );
    expect(await resend.isChecked()).toBe(false);
    await warning.scrollIntoViewIfNeeded();
    await teacher.screenshot({ path: `${SHOTS}/editor-warning-1280.png` });
    await teacher.setViewportSize(PHONE);
    await warning.scrollIntoViewIfNeeded();
    await teacher.screenshot({ path: `${SHOTS}/editor-warning-390.png` });
    await teacher.setViewportSize(DESKTOP);
    await checkAtBothSizes(teacher, SHOTS, 'editor-warning-page');

    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await teacher.getByText('Задание сохранено').waitFor();
    await warning.waitFor({ state: 'detached' });

    await anya.goto(`${url}/works/${workId}`);
    const result = anya.getByRole('region', { name: 'Результат' });
    await result
      .getByText(/\b1 из 1\b/)
      .first()
      .waitFor();
    await anya.getByText('Сколько будет 1/2 + 1/4?').waitFor();
    expect(await anya.getByText('Объясните решение').count()).toBe(0);
    await teacher.goto(`${url}/works/${workId}`);
    await teacher.getByText('Сколько будет 1/2 + 1/4?').waitFor();
    expect(await teacher.getByText('Объясните решение').count()).toBe(0);
  }, 180_000);
});
