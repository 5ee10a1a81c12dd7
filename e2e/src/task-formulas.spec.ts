import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, workIdOf } from './support/api-calls';
import { checkAtBothSizes, DESKTOP, PHONE } from './support/page-checks';
import { usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/**
 * Formulas in tasks (issue 22): a task with TeX is made and sent, the student's work page
 * and the teacher's check page render it with KaTeX (HTML and MathML) under the product's
 * CSP, fonts included; a formula KaTeX cannot read is refused at its field in the editor;
 * a page without formulas never downloads KaTeX. Prints the time 50 formulas take to
 * render. The rendering is checked in contexts with the CSP on; axe, which needs its
 * script injected, runs in a second context of the same person with the CSP bypassed.
 * Screenshots in /tmp/formulas.
 */
const SHOTS = '/tmp/formulas';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person, browser } = usePeople({ env: { DISPATCH_SWEEP_MS: '200' } });

const TASK = taskInput({
  title: 'Дроби и интегралы',
  questions: [
    {
      type: 'single_choice',
      text: 'Чему равно $\\frac{1}{2} + \\frac{1}{4}$?',
      ball: 1,
      options: [
        { id: 'a', text: '$\\frac{3}{4}$' },
        { id: 'b', text: '$\\frac{2}{6}$' },
      ],
      correct: ['a'],
    },
    {
      type: 'short_text',
      text: 'Вычислите интеграл $$\\int_0^1 x^2\\,dx$$ и запишите ответ дробью. Цена ошибки — \\$0.',
      ball: 1,
      reference_answers: ['1/3'],
    },
  ],
  max_ball: 2,
  criteria: 'По баллу за вопрос.',
  scale: { scale: 'points' },
  decision: '$\\frac{3}{4}$ и $\\frac{1}{3}$',
});

const FIFTY = Array.from({ length: 50 }, (_, i) => `$x_{${i + 1}} = \\sqrt{${i + 1}}$`).join(', ');

const MANY = taskInput({
  title: 'Пятьдесят формул',
  questions: [{ type: 'long_text', text: `Проверьте: ${FIFTY}.`, ball: 1 }],
  max_ball: 1,
  criteria: '—',
  scale: { scale: 'points' },
  decision: '—',
});

interface WorkPage {
  id: number;
  version: number;
  questions: { id: number }[];
}

/** The same person in a context with the CSP bypassed, for axe. */
async function withAxe(page: Page): Promise<Page> {
  const context = await browser().newContext({
    locale: 'ru-RU',
    viewport: DESKTOP,
    bypassCSP: true,
    storageState: await page.context().storageState(),
  });
  return context.newPage();
}

/** Collects the CSP violations the page reports in its console. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** How many KaTeX fonts the page has loaded (once its fonts settled). */
function katexFontsLoaded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    let loaded = 0;
    document.fonts.forEach((font) => {
      if (font.family.replaceAll('"', '').startsWith('KaTeX') && font.status === 'loaded') {
        loaded += 1;
      }
    });
    return loaded;
  });
}

describe('formulas in a task', () => {
  it('are rendered for the student and the teacher under the CSP, and refused when unreadable', async () => {
    const url = product().url;
    const teacher = await person();
    const teacherKatex: string[] = [];
    teacher.on('request', (request) => {
      if (/\/katex\.[0-9a-f]+\.js$/.test(request.url())) teacherKatex.push(request.url());
    });
    await registerTeacher(teacher, url, uniqueEmail('formulas.teacher'));
    const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
    const student = await person();
    await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('formulas'), 'Аня');
    const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', TASK);
    await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
      target: { kind: 'all' },
    });
    // the teacher's task list has no formula: no KaTeX was fetched for it
    await teacher.goto(`${url}/tasks`);
    await teacher.getByRole('link', { name: 'Дроби и интегралы' }).first().waitFor();
    expect(teacherKatex).toEqual([]);

    const workId = await workIdOf(student, url, 'Дроби и интегралы');
    const violations = cspViolations(student);
    const answer = await student.goto(`${url}/works/${workId}`);
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    const firstQuestion = student.getByRole('group', { name: /Вопрос 1/ });
    await firstQuestion.locator('.katex').first().waitFor();
    // question text, two options, the display integral: four formulas, each with MathML
    await student.locator('.katex').nth(3).waitFor();
    expect(await student.locator('.katex').count()).toBe(4);
    expect(await student.locator('.katex math').count()).toBe(4);
    expect(await student.locator('.katex-display').count()).toBe(1);
    expect(await student.locator('.ui-math-error').count()).toBe(0);
    await student.getByText(/Цена ошибки — \$0\./).waitFor();
    // an option that is only a formula is named by its TeX (the MathML's label)
    await student.getByRole('radio', { name: '\\frac{3}{4}' }).check();
    expect(await katexFontsLoaded(student)).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await student.screenshot({ path: `${SHOTS}/work-csp-1280.png`, fullPage: true });
    await student.setViewportSize(PHONE);
    await student.screenshot({ path: `${SHOTS}/work-csp-390.png`, fullPage: true });
    await student.setViewportSize(DESKTOP);
    const studentAxe = await withAxe(student);
    await studentAxe.goto(`${url}/works/${workId}`);
    await studentAxe.locator('.katex').nth(3).waitFor();
    await checkAtBothSizes(studentAxe, SHOTS, 'work');

    // the student hands it in; the teacher's check page shows the same formulas
    const work = await callApi<WorkPage>(student, url, 'GET', `/api/works/${workId}`);
    const saved = await callApi<WorkPage>(student, url, 'PUT', `/api/works/${workId}/answers`, {
      version: work.version,
      answers: [
        { question_id: work.questions[0]?.id, value: { choice_ids: ['a'] } },
        { question_id: work.questions[1]?.id, value: { text: '1/3' } },
      ],
    });
    await callApi(student, url, 'POST', `/api/works/${workId}/submit`, { version: saved.version });
    const teacherViolations = cspViolations(teacher);
    await teacher.goto(`${url}/works/${workId}`);
    await teacher.locator('.katex').nth(3).waitFor();
    expect(await teacher.locator('.katex math').count()).toBeGreaterThanOrEqual(4);
    expect(teacherViolations).toEqual([]);
    const teacherAxe = await withAxe(teacher);
    await teacherAxe.goto(`${url}/works/${workId}`);
    await teacherAxe.locator('.katex').nth(3).waitFor();
    await checkAtBothSizes(teacherAxe, SHOTS, 'check');

    // the editor previews a formula and refuses one KaTeX cannot read, at its field
    await teacher.goto(`${url}/tasks/${task.id}`);
    const first = teacher.getByRole('group', { name: /^Вопрос 1 —/ });
    const text = first.getByLabel('Текст вопроса');
    await text.fill('Сократите $\\frac{1}{$');
    const preview = first.getByRole('region', { name: 'Так вопрос увидят ученики' });
    await preview.locator('.ui-math-error').waitFor();
    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await first.getByText(/^Формула не разбирается: .+/).waitFor();
    await text.fill('Сократите $\\frac{2}{4}$');
    await preview.locator('.katex').waitFor();
    const editorAxe = await withAxe(teacher);
    await editorAxe.goto(`${url}/tasks/${task.id}`);
    const editorFirst = editorAxe.getByRole('group', { name: /^Вопрос 1 —/ });
    await editorFirst.getByLabel('Текст вопроса').fill('Сократите $\\frac{2}{4}$ и $$x^2$$');
    await editorFirst.locator('.katex').nth(1).waitFor();
    await checkAtBothSizes(editorAxe, SHOTS, 'editor');
    for (const size of [DESKTOP, PHONE]) {
      await editorAxe.setViewportSize(size);
      await editorFirst.screenshot({ path: `${SHOTS}/editor-question-${size.width}.png` });
    }
  }, 240_000);

  it('renders 50 formulas and says how long it took', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('formulas.fifty'));
    const invite = await callApi<{ url: string }>(teacher, url, 'GET', '/api/students/invite');
    const student = await person();
    await registerByInvite(student, new URL(invite.url, url).href, uniqueEmail('fifty'), 'Боря');
    const task = await callApi<{ id: number }>(teacher, url, 'POST', '/api/tasks', MANY);
    await callApi(teacher, url, 'POST', `/api/tasks/${task.id}/dispatches`, {
      target: { kind: 'all' },
    });
    const workId = await workIdOf(student, url, 'Пятьдесят формул');
    // from the first formula shown as its source to the fiftieth rendered by KaTeX
    await student.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { formulaMarks: typeof marks }).formulaMarks = marks;
      new MutationObserver(() => {
        if (marks['source'] === undefined && document.querySelector('.ui-math-source')) {
          marks['source'] = performance.now();
        }
        if (marks['rendered'] === undefined && document.querySelectorAll('.katex').length >= 50) {
          marks['rendered'] = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const times: number[] = [];
    for (const visit of ['cold', 'warm']) {
      await student.goto(`${url}/works/${workId}`);
      await student.locator('.katex').nth(49).waitFor();
      const marks = await student.evaluate(
        () => (window as unknown as { formulaMarks: Record<string, number> }).formulaMarks,
      );
      const ms = (marks['rendered'] ?? NaN) - (marks['source'] ?? NaN);
      times.push(ms);
      console.log(`50 formulas (${visit} KaTeX): ${ms.toFixed(0)} ms`);
    }
    expect(times.every((ms) => ms > 0)).toBe(true);
    await student.screenshot({ path: `${SHOTS}/fifty-1280.png`, fullPage: true });
  }, 180_000);
});
