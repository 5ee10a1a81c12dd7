import type { Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { uniqueEmail } from './support/account-steps';
import { usePeople } from './support/people';
import { callApi as callApiAt, waitForWork } from './support/api-calls';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/page-checks';

/**
 * A timed work from the first minute (issue 10, section 3): "Начать", submit with a
 * confirmation, a return with a note and a resubmission, several files with an image
 * preview, a short answer checked automatically, and a re-grade the student sees.
 */

// A 1×1 PNG: a real image, so the API stores it as kind 'image'.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** People in browsers of their own; CSP bypassed so axe-core can be injected. */
const { product, person } = usePeople({ context: { bypassCSP: true } });

/** Calls the API as the page's signed-in person. */
function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  return callApiAt<T>(page, product().url, method, path, body);
}

// Set to a folder to keep a screenshot of each checked page at both sizes.
const SHOTS_DIR = process.env.WORK_SHOTS_DIR;

/** 0 serious axe violations, and at 390×844 no horizontal scroll. */
async function checkPage(page: Page, what: string): Promise<void> {
  await page.locator('.works-page').first().waitFor();
  expect({ what, violations: await seriousViolations(page, '.works-page') }).toEqual({
    what,
    violations: [],
  });
  const shot = (size: string) =>
    SHOTS_DIR
      ? page.screenshot({
          path: `${SHOTS_DIR}/${what.replace(/\W+/g, '-')}-${size}.png`,
          fullPage: true,
        })
      : null;
  await shot('1280');
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await shot('390');
  await page.setViewportSize(DESKTOP);
  expect({ what, overflow }).toEqual({ what, overflow: 0 });
}

/** On a phone, scrolled to the submit button, the timer is still on the screen. */
async function timerInSightAtTheBottom(page: Page): Promise<boolean> {
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Сдать работу' }).scrollIntoViewIfNeeded();
  const timer = await page.getByRole('timer').boundingBox();
  await page.setViewportSize(DESKTOP);
  return timer !== null && timer.y >= 0 && timer.y + timer.height <= PHONE.height;
}

/**
 * Opens the student's work from /works «Все» (every work; «Что сделать», the default view,
 * leaves out the handed-in ones) once the dispatch has created it.
 */
async function openStudentWork(page: Page, title: string): Promise<void> {
  await page.goto(`${product().url}/works?view=all`);
  await waitForWork(page, title);
  await page.reload();
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

async function openFromQueue(page: Page, student: string): Promise<void> {
  await page.goto(`${product().url}/works`);
  const row = page.getByRole('row', { name: new RegExp(student) });
  await row.getByRole('link').click();
  await page.getByText('Итого:', { exact: false }).waitFor();
}

async function submitWork(page: Page): Promise<void> {
  await page.getByText('Сохранено').waitFor();
  await page.getByRole('button', { name: 'Сдать работу' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сдать работу?' });
  await dialog.getByRole('button', { name: 'Сдать' }).click();
  await page.getByText('Работа сдана. Преподаватель её проверит.').waitFor();
  await page.getByText('Работа сдана и ждёт проверки преподавателем.').waitFor();
}

it('goes from a timed task to a re-graded work, on both sides', async () => {
  const teacher = await person();
  await steps.registerTeacher(teacher, product().url, uniqueEmail('work-teacher'), 'Мария');
  const invite = await callApi<{ url: string }>(teacher, 'GET', '/api/students/invite');
  const student = await person();
  await steps.registerByInvite(student, invite.url, uniqueEmail('work-student'), 'Оля');

  const title = 'Контрольная по дробям';
  const task = await callApi<{ id: number }>(teacher, 'POST', '/api/tasks', {
    title,
    max_ball: 4,
    timer_minutes: 30,
    scale: { scale: 'points' },
    questions: [
      { type: 'short_text', text: 'Сколько будет 2 + 2?', ball: 2, reference_answers: ['4'] },
      { type: 'file', text: 'Приложите фото решения', ball: 2, max_files: 2 },
    ],
  });
  await callApi(teacher, 'POST', `/api/tasks/${task.id}/dispatches`, { target: { kind: 'all' } });

  // The list marks the timed work; its page shows the duration and waits for "Начать".
  await openStudentWork(student, title);
  await checkPage(student, 'timed work before start');
  const start = student.getByRole('region', { name: 'Работа с ограничением времени' });
  expect(await start.textContent()).toContain('У вас будет 30 минут.');
  expect(await student.getByLabel('Сколько будет 2 + 2?').count()).toBe(0);
  await student.goto(`${product().url}/works`);
  await student.getByRole('img', { name: 'С таймером: 30 мин' }).waitFor();
  await checkPage(student, 'student works');
  await student.getByRole('link', { name: title }).click();
  await student.getByRole('button', { name: 'Начать' }).click();
  await student.getByRole('timer').waitFor();

  // A short answer matching the reference, and two files (the second adds, never replaces).
  await student.getByLabel('Сколько будет 2 + 2?').fill(' 4 ');
  const files = student.getByRole('group', { name: /Приложите фото/ });
  await files
    .getByLabel('Прикрепить файл')
    .setInputFiles({ name: 'page1.png', mimeType: 'image/png', buffer: PNG });
  await files.getByRole('link', { name: 'page1.png' }).waitFor();
  await files
    .getByLabel('Прикрепить ещё файл')
    .setInputFiles({ name: 'page2.png', mimeType: 'image/png', buffer: PNG });
  await files.getByRole('link', { name: 'page2.png' }).waitFor();
  expect(await files.getByRole('link', { name: 'page1.png' }).count()).toBe(1);
  await files.getByText('Файлов: 2 из 2').waitFor();
  await checkPage(student, 'work being done');
  expect(await timerInSightAtTheBottom(student)).toBe(true);
  await submitWork(student);

  // The teacher sees the automatic check and the image previews, and returns the work.
  await teacher.goto(`${product().url}/works`);
  await teacher.getByRole('heading', { level: 1, name: 'Работы на проверку' }).waitFor();
  await checkPage(teacher, 'check queue');
  await openFromQueue(teacher, 'Оля');
  await teacher.getByText('Проверено автоматически').waitFor();
  await teacher.getByRole('img', { name: 'page1.png' }).waitFor();
  await teacher.getByRole('img', { name: 'page2.png' }).waitFor();
  await checkPage(teacher, 'check page');
  await teacher.getByLabel('Что доработать').fill('Подпишите фотографии.');
  await teacher.getByRole('button', { name: 'Вернуть на доработку' }).click();
  await teacher.getByText('Возвращена на доработку', { exact: true }).waitFor();

  // The student sees the note in a banner, starts again and resubmits.
  await student.goto(`${product().url}/works`);
  await openStudentWork(student, title);
  const banner = student.getByRole('status').filter({ hasText: 'вернул работу на доработку' });
  await banner.getByText('Комментарий преподавателя: Подпишите фотографии.').waitFor();
  await checkPage(student, 'returned work');
  await student.getByRole('button', { name: 'Начать' }).click();
  await student.getByRole('timer').waitFor();
  await student.getByLabel('Сколько будет 2 + 2?').fill('4');
  await submitWork(student);

  // The queue marks the resubmission; the teacher checks, then re-grades.
  await teacher.goto(`${product().url}/works`);
  const row = teacher.getByRole('row', { name: /Оля/ });
  await row.getByText('Повторная сдача').waitFor();
  await openFromQueue(teacher, 'Оля');
  await teacher.getByLabel('Баллы за вопрос 2').fill('1');
  await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
  const result = teacher.getByRole('region', { name: 'Результат' });
  await result.getByText('3 из 4').waitFor();
  await checkPage(teacher, 'checked work');
  await teacher.getByRole('button', { name: 'Изменить оценку' }).click();
  await teacher.getByLabel('Баллы за вопрос 2').fill('2');
  await teacher.getByLabel('Комментарий для ученика (необязательно)').fill('Засчитал фото.');
  await teacher.getByRole('button', { name: 'Сохранить новую оценку' }).click();
  await teacher.getByText('Новая оценка сохранена. Ученик получит уведомление.').waitFor();
  await result.getByText('4 из 4').waitFor();

  // The student sees the new points, once (the points scale has no separate mark).
  await openStudentWork(student, title);
  const own = student.getByRole('region', { name: 'Результат' });
  await own.getByText('4 из 4').waitFor();
  expect(await own.getByText('Оценка').count()).toBe(0);
  await student.getByText('Засчитал фото.').waitFor();
  await checkPage(student, 'checked work (student)');
}, 300_000);
