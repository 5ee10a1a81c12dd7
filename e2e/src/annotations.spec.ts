import type { Locator, Page } from 'playwright-core';
import type { WorkAnnotations } from '@tutor/contracts';
import * as steps from './support/account-steps';
import { uniqueEmail } from './support/account-steps';
import { usePeople } from './support/people';
import { callApi as callApiAt, waitForWork, workIdOf } from './support/api-calls';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow } from './support/page-checks';

/**
 * Issue 22, marks on answers: the teacher, on a phone, draws over the student's photo with
 * pointer and touch, adds a tick and a note, and checks the work; the student then sees
 * the marks over their page and downloads the marked page.
 */

const { product, person } = usePeople({ context: { bypassCSP: true } });

// Set to a folder to keep screenshots of the drawing tools and the student's view.
const SHOTS_DIR = process.env.ANNOTATION_SHOTS_DIR;

function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  return callApiAt<T>(page, product().url, method, path, body);
}

/** A 400 × 300 "photo" of a page (lined paper), drawn by the browser. */
async function photoPng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const ctx = canvas.getContext('2d');
    if (ctx === null) return '';
    ctx.fillStyle = '#fafafa';
    ctx.fillRect(0, 0, 400, 300);
    ctx.fillStyle = '#90caf9';
    for (let y = 30; y < 300; y += 30) ctx.fillRect(0, y, 400, 1);
    ctx.fillStyle = '#263238';
    ctx.font = '24px sans-serif';
    ctx.fillText('3/4 + 1/4 = 1', 40, 80);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(data.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** The work's marks once the first page holds `count` shapes (autosave is debounced). */
async function savedLayers(page: Page, path: string, count: number): Promise<WorkAnnotations> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const body = await callApi<WorkAnnotations>(page, 'GET', path);
    if ((body.layers[0]?.shapes.length ?? 0) >= count) return body;
    await new Promise((next) => setTimeout(next, 250));
  }
  return callApi<WorkAnnotations>(page, 'GET', path);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function noSeriousViolations(page: Page, what: string): Promise<void> {
  expect({ what, violations: await seriousViolations(page, '.works-page') }).toEqual({
    what,
    violations: [],
  });
}

/** A stroke with a finger: pointer events of a touch pointer, as a phone sends them. */
async function touchStroke(canvas: Locator, from: [number, number], to: [number, number]) {
  await canvas.evaluate(
    (element, { start, end }) => {
      const box = element.getBoundingClientRect();
      const at = (share: number[], type: string) =>
        element.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            pointerId: 11,
            pointerType: 'touch',
            isPrimary: true,
            clientX: box.left + (share[0] ?? 0) * box.width,
            clientY: box.top + (share[1] ?? 0) * box.height,
          }),
        );
      at(start, 'pointerdown');
      for (let i = 1; i <= 10; i += 1) {
        at(
          [start[0] + ((end[0] - start[0]) * i) / 10, start[1] + ((end[1] - start[1]) * i) / 10],
          'pointermove',
        );
      }
      at(end, 'pointerup');
    },
    { start: from, end: to },
  );
}

/** A stroke with the mouse (page.mouse sends pointer events too). */
async function mouseStroke(page: Page, canvas: Locator, points: [number, number][]) {
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('the canvas is not shown');
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  const [first, ...rest] = points;
  if (first === undefined) return;
  await page.mouse.move(...at(first));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 5 });
  await page.mouse.up();
}

async function tap(page: Page, canvas: Locator, [x, y]: [number, number]) {
  const box = await canvas.boundingBox();
  if (box === null) throw new Error('the canvas is not shown');
  await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
}

it('the teacher marks a photo on a phone; the student sees the marks and downloads them', async () => {
  const teacher = await person();
  await steps.registerTeacher(teacher, product().url, uniqueEmail('marks-teacher'), 'Мария');
  const invite = await callApi<{ url: string }>(teacher, 'GET', '/api/students/invite');
  const student = await person();
  await steps.registerByInvite(student, invite.url, uniqueEmail('marks-student'), 'Оля');

  const title = 'Дроби: решение на фото';
  const task = await callApi<{ id: number }>(teacher, 'POST', '/api/tasks', {
    title,
    max_ball: 5,
    timer_minutes: 0,
    scale: { scale: 'points' },
    questions: [{ type: 'file', text: 'Сфотографируйте решение', ball: 5, max_files: 1 }],
  });
  await callApi(teacher, 'POST', `/api/tasks/${task.id}/dispatches`, { target: { kind: 'all' } });

  // The student answers with a photo and submits.
  const workId = await workIdOf(student, product().url, title);
  await waitForWork(student, title);
  await student.goto(`${product().url}/works/${workId}`);
  const files = student.getByRole('group', { name: /Сфотографируйте решение/ });
  await files
    .getByLabel('Прикрепить файл')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photoPng(student) });
  await files.getByRole('link', { name: 'photo.png' }).waitFor();
  await student.getByText('Сохранено').waitFor();
  await student.getByRole('button', { name: 'Сдать работу' }).click();
  await student
    .getByRole('dialog', { name: 'Сдать работу?' })
    .getByRole('button', { name: 'Сдать' })
    .click();
  await student.getByText('Работа сдана и ждёт проверки преподавателем.').waitFor();

  // The teacher, at 390×844, opens «Пометки» and draws with the mouse and a finger.
  await teacher.setViewportSize(PHONE);
  await teacher.goto(`${product().url}/works/${workId}`);
  await teacher.getByRole('button', { name: 'Пометки: photo.png' }).click();
  const canvas = teacher.getByRole('img', { name: /^Пометки на файле photo\.png, страница 1/ });
  await canvas.waitFor();
  await teacher
    .getByRole('img', { name: 'photo.png, страница 1', exact: true })
    .evaluate(
      (img: HTMLImageElement) => img.complete || new Promise((done) => (img.onload = done)),
    );
  await canvas.scrollIntoViewIfNeeded();
  await mouseStroke(teacher, canvas, [
    [0.1, 0.3],
    [0.3, 0.35],
    [0.5, 0.3],
  ]);
  await teacher.getByRole('button', { name: 'Маркер' }).click();
  await touchStroke(canvas, [0.1, 0.25], [0.6, 0.25]);
  await teacher.getByRole('button', { name: 'Галочка' }).click();
  await tap(teacher, canvas, [0.8, 0.3]);
  await teacher.getByRole('button', { name: 'Заметка' }).click();
  await teacher.getByLabel('Текст заметки').fill('Хорошо, но подпишите ответ');
  await teacher.getByRole('button', { name: 'Поставить в центр' }).click();
  await teacher.getByText('Сохранено').waitFor();
  const saved = await savedLayers(teacher, `/api/works/${workId}/annotations`, 4);
  expect(saved.layers[0]?.shapes.map((shape) => shape.type)).toEqual([
    'pen',
    'highlighter',
    'stamp',
    'note',
  ]);
  expect(await horizontalOverflow(teacher)).toBe(0);
  await noSeriousViolations(teacher, 'drawing tools on a phone');
  await shot(teacher, 'teacher-drawing-390');
  await teacher.setViewportSize(DESKTOP);
  await shot(teacher, 'teacher-drawing-1280');

  // The teacher checks the work.
  await teacher.getByLabel('Баллы за вопрос 1').fill('4');
  await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
  await teacher.getByRole('region', { name: 'Результат' }).getByText('4 из 5').waitFor();

  // The student sees the marks over the page, the note as text, and downloads the page.
  await student.goto(`${product().url}/works/${workId}`);
  await student.getByRole('heading', { name: 'Пометки учителя' }).waitFor();
  await student
    .getByRole('img', { name: /^Пометки учителя на файле photo\.png, страница 1: 4/ })
    .waitFor();
  await student.getByText('Хорошо, но подпишите ответ').waitFor();
  const link = student.getByRole('link', { name: 'Скачать с пометками (PNG)' });
  const href = await link.getAttribute('href');
  const answer = await student.evaluate(async (url) => {
    const res = await fetch(url ?? '');
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      size: (await res.arrayBuffer()).byteLength,
    };
  }, href);
  expect(answer).toMatchObject({ status: 200, type: 'image/png' });
  expect(answer.size).toBeGreaterThan(1000);
  const [download] = await Promise.all([student.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/page-1\.png$/);
  await noSeriousViolations(student, 'the student’s marked page');
  await shot(student, 'student-marks-1280');
  await student.setViewportSize(PHONE);
  expect(await horizontalOverflow(student)).toBe(0);
  await shot(student, 'student-marks-390');
}, 240_000);
