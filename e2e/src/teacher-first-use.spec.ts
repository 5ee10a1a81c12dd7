import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import * as steps from './support/account-steps';
import { PASSWORD, uniqueEmail } from './support/account-steps';
import { waitForWork } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * A teacher's first minutes (issue 10, section 3): with no students yet, a task with a
 * file question (2 files) and a short answer with a reference answer; the send form says
 * nobody gets it now and offers "later joiners"; a student joins through the invite and
 * the task reaches them. Every teacher page: 0 serious axe violations, no sideways scroll
 * at 390×844, and screenshots at both sizes in /tmp/shots-teacher.
 */

const SHOTS = '/tmp/shots-teacher';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({ context: { bypassCSP: true } });

/** 0 serious axe violations, no horizontal scroll at 390×844, a screenshot at each size. */
async function checkPage(page: Page, name: string): Promise<void> {
  await page.locator('.tasks-page').first().waitFor();
  await checkAtBothSizes(page, SHOTS, name);
}

async function addQuestion(page: Page, type: string): Promise<void> {
  await page.getByLabel('Тип нового вопроса').selectOption({ label: type });
  await page.getByRole('button', { name: 'Добавить вопрос' }).click();
}

const question = (page: Page, number: number) =>
  page.getByRole('group', { name: new RegExp(`^Вопрос ${number} —`) });

it('creates a task before any student, sends it to later joiners, and it reaches a new student', async () => {
  const teacher = await person();
  await steps.registerTeacher(teacher, product().url, uniqueEmail('first-teacher'), 'Мария');

  // An empty list says what to do next.
  const noTasks = teacher.getByRole('region', { name: 'Заданий пока нет' });
  await noTasks.waitFor();
  expect(await teacher.title()).toMatch(/^Задания — /);
  await checkPage(teacher, 'tasks-empty');

  await teacher.goto(`${product().url}/students`);
  const noStudents = teacher.getByRole('region', { name: 'Учеников пока нет' });
  // The copy button is enabled once the link has come.
  await noStudents.getByRole('button', { name: 'Скопировать ссылку', disabled: false }).waitFor();
  const inviteUrl = await noStudents.getByLabel('Ссылка-приглашение').inputValue();
  expect(inviteUrl).toContain('invite=');
  await checkPage(teacher, 'students-empty');

  await teacher.goto(`${product().url}/tasks/subjects`);
  await teacher
    .getByRole('region', { name: 'Предметов пока нет.' })
    .getByLabel('Новый предмет')
    .waitFor();
  await checkPage(teacher, 'subjects-empty');

  await teacher.goto(`${product().url}/tasks`);
  await noTasks.getByRole('link', { name: 'Создать задание' }).click();
  await teacher.waitForURL('**/tasks/new');
  const title = 'Столицы и фото';
  await teacher.getByLabel('Название', { exact: true }).fill(title);
  await addQuestion(teacher, 'Ответ файлом');
  await question(teacher, 1).getByLabel('Текст вопроса').fill('Сфотографируйте карту');
  await question(teacher, 1).getByLabel('Файлов в ответе').fill('2');
  await addQuestion(teacher, 'Короткий ответ');
  await question(teacher, 2).getByLabel('Текст вопроса').fill('Столица России?');
  await question(teacher, 2).getByRole('button', { name: 'Добавить эталонный ответ' }).click();
  await question(teacher, 2).getByRole('textbox', { name: 'Эталонный ответ 1' }).fill('Москва');
  await checkPage(teacher, 'task-new');

  // Unsaved edits are not lost without a word.
  await teacher.getByRole('link', { name: 'К заданиям' }).click();
  const leave = teacher.getByRole('dialog', { name: 'Уйти без сохранения?' });
  await leave.getByRole('button', { name: 'Остаться' }).click();
  await leave.waitFor({ state: 'detached' });
  expect(new URL(teacher.url()).pathname).toBe('/tasks/new');
  expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe(title);

  await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
  await teacher.waitForURL(/\/tasks\/\d+$/);
  await teacher.getByText('Задание сохранено').first().waitFor();
  await teacher.getByRole('heading', { level: 1, name: `Задание «${title}»` }).waitFor();
  expect(await teacher.title()).toMatch(new RegExp(`^Задание «${title}» — `));
  expect(await question(teacher, 1).getByLabel('Файлов в ответе').inputValue()).toBe('2');
  expect(
    await question(teacher, 2).getByRole('textbox', { name: 'Эталонный ответ 1' }).inputValue(),
  ).toBe('Москва');

  // Nobody would get it: said before sending, refused in place, then sent to later joiners.
  const sending = teacher.getByRole('form', { name: 'Отправка' });
  await sending.getByText('Сейчас задание никто не получит: здесь пока нет учеников.').waitFor();
  await sending.getByRole('button', { name: 'Отправить' }).click();
  await sending
    .getByRole('group', { name: 'Кому отправить' })
    .getByText('Отправьте его также ученикам, которые присоединятся позже.', { exact: false })
    .waitFor();
  expect(await teacher.getByText('Задание ещё не отправлялось.').isVisible()).toBe(true);
  await sending.getByLabel('Также ученикам, которые присоединятся позже').check();
  await sending.getByRole('button', { name: 'Отправить' }).click();
  const jobs = teacher.getByRole('region', { name: 'Отправки задания' });
  await jobs
    .getByText('Пока никому: задание получат ученики, которые присоединятся позже.')
    .waitFor();
  await jobs.getByText('Готово').waitFor();
  await checkPage(teacher, 'task-sent');

  // A student joins through the invite: the task reaches them.
  const student = await person();
  await steps.registerByInvite(student, inviteUrl, uniqueEmail('first-student'), 'Аня');
  await waitForWork(student, title);
  await student.reload();
  await student.getByRole('link', { name: title }).waitFor();

  await teacher.reload();
  await teacher
    .getByRole('region', { name: 'Работы по заданию' })
    .getByRole('link', { name: 'Аня' })
    .waitFor();
  await checkPage(teacher, 'task-with-work');

  await teacher.goto(`${product().url}/students`);
  await teacher.getByRole('cell', { name: 'Аня', exact: true }).waitFor();
  await checkPage(teacher, 'students');
  await teacher.goto(`${product().url}/tasks`);
  await teacher.getByRole('link', { name: title }).waitFor();
  await checkPage(teacher, 'tasks');
});

/**
 * What a person had to do on a path: clicks (buttons, links, checkboxes) and fields (typed
 * or chosen). Only what the teacher does counts; reading a value or waiting does not.
 */
class Effort {
  clicks = 0;
  fields = 0;

  async click(target: Locator): Promise<void> {
    await target.click();
    this.clicks += 1;
  }

  async check(target: Locator): Promise<void> {
    await target.check();
    this.clicks += 1;
  }

  async fill(target: Locator, value: string): Promise<void> {
    await target.fill(value);
    this.fields += 1;
  }

  async choose(target: Locator, label: string): Promise<void> {
    await target.selectOption({ label });
    this.fields += 1;
  }
}

/** Registration of a teacher (stages 0 and 2), counted; ends on /tasks. */
async function registerCounting(page: Page, effort: Effort, email: string): Promise<void> {
  await page.goto(`${product().url}/login`);
  await effort.fill(page.getByLabel('Электронная почта'), email);
  await effort.fill(page.getByLabel('Пароль', { exact: true }), PASSWORD);
  await effort.click(page.getByRole('button', { name: 'Продолжить' }));
  await page.getByRole('heading', { name: 'Регистрация', exact: true }).waitFor();
  await effort.fill(page.getByLabel('Как вас зовут'), 'Мария');
  await effort.choose(page.getByLabel('Роль', { exact: true }), 'Учитель');
  await effort.fill(page.getByLabel('Телефон'), '+79161234567');
  await effort.check(page.getByRole('checkbox'));
  await effort.click(page.getByRole('button', { name: 'Продолжить' }));
  await page.waitForURL('**/tasks');
}

/** From /tasks/new: a title and one short-answer question, saved; ends on the task page. */
async function makeTaskCounting(page: Page, effort: Effort, title: string): Promise<void> {
  await page.waitForURL('**/tasks/new');
  await effort.fill(page.getByLabel('Название', { exact: true }), title);
  await effort.click(page.getByRole('button', { name: 'Добавить вопрос' }));
  await effort.fill(question(page, 1).getByLabel('Текст вопроса'), 'Сколько будет 2 + 2?');
  await effort.click(page.getByRole('button', { name: 'Сохранить задание' }));
  await page.waitForURL(/\/tasks\/\d+$/);
}

/** A student joins through the invite link and has the task's work. */
async function studentGets(inviteUrl: string, title: string): Promise<void> {
  const student = await person();
  await steps.registerByInvite(student, inviteUrl, uniqueEmail('counted-student'), 'Аня');
  await waitForWork(student, title);
}

const report = (path: string, effort: Effort) =>
  console.log(
    `First path (registration → first task sent to a student), ${path}: ${effort.clicks} clicks, ${effort.fields} fields`,
  );

describe('the first path, counted in clicks and fields', () => {
  it('without the start card (as before it existed): task first, then the invite', async () => {
    const teacher = await person();
    const effort = new Effort();
    await registerCounting(teacher, effort, uniqueEmail('before'));

    // what the empty list offered: create a task
    const noTasks = teacher.getByRole('region', { name: 'Заданий пока нет' });
    await effort.click(noTasks.getByRole('link', { name: 'Создать задание' }));
    const title = 'Сложение';
    await makeTaskCounting(teacher, effort, title);

    // nobody to get it yet: refused, then sent to later joiners
    const sending = teacher.getByRole('form', { name: 'Отправка' });
    await effort.click(sending.getByRole('button', { name: 'Отправить' }));
    await sending
      .getByText('Отправьте его также ученикам, которые присоединятся позже.', { exact: false })
      .waitFor();
    await effort.check(sending.getByLabel('Также ученикам, которые присоединятся позже'));
    await effort.click(sending.getByRole('button', { name: 'Отправить' }));
    await teacher.getByRole('region', { name: 'Отправки задания' }).getByText('Готово').waitFor();

    // then the invite, from the students page
    await effort.click(teacher.getByRole('link', { name: 'Ученики', exact: true }));
    const noStudents = teacher.getByRole('region', { name: 'Учеников пока нет' });
    await effort.click(
      noStudents.getByRole('button', { name: 'Скопировать ссылку', disabled: false }),
    );
    const inviteUrl = await noStudents.getByLabel('Ссылка-приглашение').inputValue();
    await studentGets(inviteUrl, title);

    report('before (no start card)', effort);
    expect({ clicks: effort.clicks, fields: effort.fields }).toEqual({ clicks: 11, fields: 7 });
  });

  it('with the start card: three steps with progress, then «Готово» once', async () => {
    const teacher = await person();
    await teacher.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const effort = new Effort();
    await registerCounting(teacher, effort, uniqueEmail('after'));

    const start = teacher.getByRole('region', { name: 'Первые шаги' });
    const progress = start.getByRole('progressbar', { name: 'Прогресс первых шагов' });
    await start.getByText(/^Шаг 1 из 3/).waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toBe('Выполнено 0 из 3');
    await start.getByRole('button', { name: 'Скопировать ссылку', disabled: false }).waitFor();
    await checkPage(teacher, 'first-steps-1');

    await effort.click(start.getByRole('button', { name: 'Скопировать ссылку' }));
    await start.getByText('Ссылка скопирована.').waitFor();
    const inviteUrl = await start.getByLabel('Ссылка-приглашение').inputValue();
    const student = await person();
    await steps.registerByInvite(student, inviteUrl, uniqueEmail('card-student'), 'Аня');

    // the card asks again while it waits for a student: the step ticks by itself
    await start.getByText('Первый ученик уже есть.').waitFor({ timeout: 20_000 });
    await start.getByText(/^Шаг 2 из 3/).waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toBe('Выполнено 1 из 3');
    await checkPage(teacher, 'first-steps-2');

    await effort.click(start.getByRole('link', { name: 'Создать задание' }));
    const title = 'Вычитание';
    await makeTaskCounting(teacher, effort, title);
    // a student is there: the default "all students" sends it in one click
    const sending = teacher.getByRole('form', { name: 'Отправка' });
    await effort.click(sending.getByRole('button', { name: 'Отправить' }));
    await waitForWork(student, title);

    report('after (with the start card)', effort);
    expect({ clicks: effort.clicks, fields: effort.fields }).toEqual({ clicks: 8, fields: 7 });

    // back on the list, the card says it is done, once
    await teacher.getByRole('link', { name: 'Задания', exact: true }).click();
    const done = teacher.getByRole('region', { name: 'Готово' });
    await done.getByRole('link', { name: 'К работам' }).waitFor();
    await checkPage(teacher, 'first-steps-done');
    await done.getByRole('button', { name: 'Закрыть' }).click();
    await teacher.reload();
    await teacher.getByRole('link', { name: title }).waitFor();
    expect(await teacher.getByRole('region', { name: /^(Первые шаги|Готово)$/ }).count()).toBe(0);
  });

  it('offers the newest unsent task, and «Скрыть» hides the card for good', async () => {
    const teacher = await person();
    await steps.registerTeacher(teacher, product().url, uniqueEmail('hider'), 'Олег');
    const start = teacher.getByRole('region', { name: 'Первые шаги' });
    await start.getByRole('link', { name: 'Создать задание' }).click();
    await teacher.getByLabel('Название', { exact: true }).fill('Черновик');
    await teacher.getByRole('button', { name: 'Добавить вопрос' }).click();
    await question(teacher, 1).getByLabel('Текст вопроса').fill('Вопрос');
    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await teacher.waitForURL(/\/tasks\/\d+$/);
    const taskUrl = teacher.url();

    await teacher.getByRole('link', { name: 'Задания', exact: true }).click();
    await start.getByText('Задание создано.').waitFor();
    // step 1 is still the one to do, though one step is done
    await start.getByText(/^Шаг 1 из 3/).waitFor();
    expect(await start.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    await start
      .getByText('Самое новое из неотправленных — «Черновик».', { exact: false })
      .waitFor();
    await checkPage(teacher, 'first-steps-send-offered');
    await start.getByRole('link', { name: 'Открыть и отправить' }).click();
    expect(teacher.url()).toBe(taskUrl);
    await teacher.goBack();

    await start.getByRole('button', { name: 'Скрыть' }).dblclick();
    await start.waitFor({ state: 'detached' });
    await teacher.getByText('Первые шаги скрыты.', { exact: false }).waitFor();
    await teacher.reload();
    await teacher.getByRole('link', { name: 'Черновик', exact: true }).waitFor();
    expect(await start.count()).toBe(0);
  });
});
