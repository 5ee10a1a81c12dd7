import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, workIdOf } from './support/api-calls';
import { seriousViolations } from './support/axe';
import { DESKTOP, horizontalOverflow, PHONE } from './support/page-checks';
import { usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/**
 * A comment per question from the teacher's bank: at 390×844 the teacher types `/мол` in
 * the question's comment box, picks the bank entry with Enter ({имя} becomes the student's
 * name), adds it and finishes the check; the student then reads it under the question and
 * has the notification. Screenshots in /tmp/shots/comments.
 */
const SHOTS = '/tmp/shots/comments';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { bypassCSP: true },
});

const TASK = taskInput({
  title: 'Знаки',
  questions: [{ type: 'long_text', text: 'Сколько будет 2 − 5?', ball: 1 }],
  max_ball: 1,
  criteria: 'Верный ответ — 1 балл.',
  scale: { scale: 'points' },
  decision: '',
});

interface WorkPage {
  id: number;
  version: number;
  questions: { id: number }[];
}

async function submitAnswer(student: Page, url: string): Promise<number> {
  const id = await workIdOf(student, url, 'Знаки');
  const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${id}`);
  const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${id}/answers`, {
    version: work.version,
    answers: [{ question_id: work.questions[0]?.id, value: { text: '3' } }],
  });
  await callApi(student, url, 'POST', `/api/works/${id}/submit`, { version: saved.version });
  return id;
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  expect({ name, overflow: await horizontalOverflow(page) }).toEqual({ name, overflow: 0 });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('comments on a question', () => {
  it('the teacher comments a question from the bank; the student sees it after the check', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('qc.teacher'));
    const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
    const student = await person();
    await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('qc.olya'), 'Оля');
    await callApi(teacher, url, 'POST', '/api/comment-bank', {
      text: 'Молодец, {имя}! Но проверь знак.',
    });
    await callApi(teacher, url, 'POST', '/api/comment-bank', { text: 'Покажи решение.' });
    const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', TASK);
    await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
      target: { kind: 'all' },
    });
    const workId = await submitAnswer(student, url);

    await teacher.setViewportSize(PHONE);
    await teacher.goto(`${url}/works/${workId}`);
    await teacher.getByRole('button', { name: 'Комментарий к вопросу 1' }).click();
    const box = teacher.getByRole('combobox', { name: 'Комментарий к вопросу 1' });
    await box.pressSequentially('/мол');
    const option = teacher.getByRole('option', { name: 'Молодец, {имя}! Но проверь знак.' });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await expectAccessible(teacher, 'check-bank-open-390');
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Молодец, Оля! Но проверь знак.');
    await teacher
      .locator('form', { has: box })
      .getByRole('button', { name: 'Добавить комментарий' })
      .click();
    const list = teacher.getByRole('list', { name: 'Комментарии к вопросу 1' });
    await list.getByText('Молодец, Оля! Но проверь знак.').waitFor();
    await expectAccessible(teacher, 'check-question-comment-390');
    await teacher.getByRole('button', { name: 'Показать банк' }).click();
    const bank = teacher.getByRole('list', { name: 'Банк комментариев' });
    await bank.getByText('Покажи решение.').waitFor();
    await expectAccessible(teacher, 'check-bank-manager-390');
    await teacher.getByRole('button', { name: 'Скрыть банк' }).click();

    // nothing for the student before the check is finished
    const early = await callApi<{ question_id: number | null }[]>(
      student,
      url,
      'GET',
      `/api/works/${workId}/comments`,
    );
    expect(early.filter((comment) => comment.question_id !== null)).toEqual([]);

    await teacher.getByLabel('Баллы за вопрос 1').fill('1');
    await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
    await teacher.getByText('Проверка завершена.').first().waitFor();

    await student.setViewportSize(PHONE);
    await student.goto(`${url}/works/${workId}`);
    const seen = student.getByRole('list', { name: 'Комментарии к вопросу 1' });
    await seen.getByText('Молодец, Оля! Но проверь знак.').waitFor();
    await expectAccessible(student, 'student-question-comment-390');
    await student.setViewportSize(DESKTOP);
    await expectAccessible(student, 'student-question-comment-1280');
    const notes = await callApi<{ items: { kind: string; work_id: number | null }[] }>(
      student,
      url,
      'GET',
      '/api/notifications',
    );
    const about = notes.items.filter((note) => note.work_id === workId).map((note) => note.kind);
    expect(about).toEqual(expect.arrayContaining(['comment_added', 'work_checked']));
    expect(about.filter((kind) => kind === 'comment_added')).toHaveLength(1);
  }, 180_000);
});
