import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, workIdOf } from './support/api-calls';
import { checkAtBothSizes, DESKTOP, PHONE } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * The «Формула» question (issue 22): the teacher types the reference with the visual input
 * and a formula into the question's text through the «Формула» dialog; the student answers
 * with the visual input on a phone; the server checks the answer by value (full ball,
 * "auto-checked"), the teacher overrides it, the student sees the result and the decision's
 * formulas. Screenshots in /tmp/shots/formula.
 */
const SHOTS = '/tmp/shots/formula';
mkdirSync(SHOTS, { recursive: true });

// bypassCSP: axe is injected as an inline script, which the product's CSP refuses
const { product, person } = usePeople({ context: { bypassCSP: true } });

const question = (page: Page, position: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^Вопрос ${position} —`) });

/**
 * Types into MathLive's field (its textbox is a hidden keyboard sink that takes the focus):
 * keys as typed, `^` opens a superscript, → leaves it.
 */
async function typeFormula(page: Page, field: Locator, keys: (string | { press: string })[]) {
  await field.focus();
  for (const key of keys) {
    if (typeof key === 'string') await page.keyboard.type(key);
    else await page.keyboard.press(key.press);
  }
}

async function buildTask(teacher: Page): Promise<number> {
  await teacher.goto(`${product().url}/tasks/new`);
  await teacher.getByLabel('Название', { exact: true }).fill('Разложение');
  await teacher.getByLabel('Тип нового вопроса').selectOption({ label: 'Формула' });
  await teacher.getByRole('button', { name: 'Добавить вопрос' }).click();
  const first = question(teacher, 1);
  const text = first.getByLabel('Текст вопроса');
  await text.fill('Разложите на множители: ');
  await first.getByLabel('Балл').fill('2');

  // «Формула» puts the dialog's formula at the caret of the text
  await first.getByRole('button', { name: 'Формула', exact: true }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Вставка формулы' });
  const visual = dialog.getByRole('textbox', { name: 'Формула', exact: true });
  await typeFormula(teacher, visual, ['x^2', { press: 'ArrowRight' }, '-1']);
  for (const size of [DESKTOP, PHONE]) {
    await teacher.setViewportSize(size);
    await teacher.screenshot({ path: `${SHOTS}/dialog-${size.width}.png` });
  }
  await teacher.setViewportSize(DESKTOP);
  await dialog.getByRole('button', { name: 'Вставить' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await text.inputValue()).toBe('Разложите на множители: $x^2-1$');

  const reference = first.getByRole('textbox', { name: 'Эталонный ответ 1', exact: true });
  await typeFormula(teacher, reference, ['x^2', { press: 'ArrowRight' }, '-1']);
  await teacher.getByLabel('Решение', { exact: true }).fill('$x^2-1=(x-1)(x+1)$');
  await teacher.getByLabel('Показывать ответы и решение после проверки').check();
  await first.locator('.katex').first().waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'editor');
  for (const size of [DESKTOP, PHONE]) {
    await teacher.setViewportSize(size);
    await first.screenshot({ path: `${SHOTS}/editor-question-${size.width}.png` });
  }
  await teacher.setViewportSize(DESKTOP);
  await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
  await teacher.waitForURL(/\/tasks\/\d+$/);
  return Number(new URL(teacher.url()).pathname.split('/').at(-1));
}

async function answerOnPhone(student: Page, workId: number): Promise<void> {
  await student.setViewportSize(PHONE);
  await student.goto(`${product().url}/works/${workId}`);
  const field = student.getByRole('textbox', { name: 'Ваша формула', exact: true });
  await typeFormula(student, field, ['(x-1', { press: 'ArrowRight' }, '(x+1']);
  await student.getByText('Сохранено').first().waitFor();
  await checkAtBothSizes(student, SHOTS, 'answer');
  await student.setViewportSize(PHONE);
  await student.screenshot({ path: `${SHOTS}/answer-field-390.png` });
  await student.getByRole('button', { name: 'Сдать работу' }).click();
  await student
    .getByRole('dialog', { name: 'Сдать работу?' })
    .getByRole('button', { name: 'Сдать' })
    .click();
  await student.getByText('Ожидает проверки').first().waitFor();
}

describe('formula questions', () => {
  it('are made with the visual input, answered on a phone, auto-checked and overridden', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('formula.teacher'));
    const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
    const student = await person();
    await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('formula'), 'Аня');

    const taskId = await buildTask(teacher);
    const task = await callApi<{ questions: { reference_answers?: string[] }[] }>(
      teacher,
      url,
      'GET',
      `/api/tasks/${taskId}`,
    );
    expect(task.questions[0]?.reference_answers).toEqual(['x^2-1']);
    await callApi(teacher, url, 'POST', `/api/tasks/${taskId}/dispatches`, {
      target: { kind: 'all' },
    });
    const workId = await workIdOf(student, url, 'Разложение');
    await answerOnPhone(student, workId);

    await teacher.goto(`${url}/works/${workId}`);
    await teacher.getByText('Проверено автоматически').waitFor();
    await teacher.getByText(/автоматически 2 из 2/).waitFor();
    await teacher.locator('.work-answer-formula .katex').first().waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'check');
    await teacher.getByLabel('Баллы за вопрос 1').fill('1');
    await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
    await teacher.getByText('Проверено', { exact: true }).first().waitFor();

    await student.setViewportSize(DESKTOP);
    await student.goto(`${url}/works/${workId}`);
    const result = student.getByRole('region', { name: 'Результат' });
    await result.getByText('1 из 2').waitFor();
    await student.locator('.work-decision .katex').first().waitFor();
    expect(await student.locator('.work-decision .ui-math-error').count()).toBe(0);
    await checkAtBothSizes(student, SHOTS, 'result');
  }, 240_000);
});
