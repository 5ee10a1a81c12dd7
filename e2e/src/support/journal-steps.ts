import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './account-steps';
import { callApi, workIdOf } from './api-calls';
import { taskInput } from './teacher-steps';

/** The journal specs' task: one long answer worth 10, marked on the five-point scale. */
export const FRACTIONS = taskInput({
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

/** A teacher and «Аня», who joined by the teacher's invite link. */
export async function tutorAndStudent(
  person: () => Promise<Page>,
  url: string,
): Promise<{ teacher: Page; student: Page }> {
  const teacher = await person();
  await registerTeacher(teacher, url, uniqueEmail('journal.teacher'));
  const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
  const student = await person();
  await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('anya'), 'Аня');
  return { teacher, student };
}

/** The teacher sends «Дроби» to all their students. */
export async function sendFractions(teacher: Page, url: string): Promise<void> {
  const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', FRACTIONS);
  await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
    target: { kind: 'all' },
  });
}

/** The student hands in their work on «Дроби», once the dispatch has made it. */
export async function handInFractions(student: Page, url: string): Promise<void> {
  const id = await workIdOf(student, url, 'Дроби');
  const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${id}`);
  const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${work.id}/answers`, {
    version: work.version,
    answers: [{ question_id: work.questions[0]?.id, value: { text: '3/4' } }],
  });
  await callApi(student, url, 'POST', `/api/works/${work.id}/submit`, { version: saved.version });
}

/** The teacher checks Аня's work in the check page: 9 of 10 balls, a five. */
export async function checkFractions(teacher: Page, url: string): Promise<void> {
  await teacher.goto(`${url}/works`);
  const queue = teacher.getByRole('table', { name: 'Работы на проверку' });
  await queue.getByRole('row', { name: /Аня/ }).getByRole('link', { name: 'Дроби' }).click();
  await teacher.getByLabel('Баллы за вопрос 1').fill('9');
  await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
  await teacher.getByText('Проверено').first().waitFor();
}
