import type { Locator, Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';

/** People in browsers of their own (own cookies, own session). */
const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { viewport: PLAYWRIGHT_VIEWPORT },
});

/** A datetime-local value `seconds` from now, in the browser's (and this process's) zone. */
function localInputValue(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`
  );
}

/** Reloads until the locator shows: the page does not poll for newly sent works. */
async function reloadUntilVisible(page: Page, locator: Locator, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await locator.waitFor({ timeout: 1_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
}

/** The teacher's invite link, once the students page has loaded it. */
async function inviteLink(teacher: Page): Promise<string> {
  await teacher.goto(`${product().url}/students`);
  const field = teacher.getByLabel('Ссылка-приглашение');
  await teacher.waitForFunction(
    (input) => input instanceof HTMLInputElement && input.value !== '',
    await field.elementHandle(),
  );
  return field.inputValue();
}

const question = (page: Page, position: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^Вопрос ${position} —`) });

async function addQuestion(page: Page, type: string, text: string, ball: string) {
  await page.getByLabel('Тип нового вопроса').selectOption({ label: type });
  await page.getByRole('button', { name: 'Добавить вопрос' }).click();
  const count = await page.getByRole('group', { name: /^Вопрос \d+ —/ }).count();
  const added = question(page, count);
  await added.getByLabel('Текст вопроса').fill(text);
  await added.getByLabel('Балл', { exact: true }).fill(ball);
  return added;
}

/** Builds the task of the flow: a choice, a text and a file question on the 5-point scale. */
async function buildFractionsTask(teacher: Page): Promise<void> {
  await teacher.goto(`${product().url}/tasks/new`);
  await teacher.getByLabel('Название', { exact: true }).fill('Дроби');
  const choice = await addQuestion(teacher, 'Один вариант', 'Сколько будет 1/2 + 1/2?', '2');
  await choice.getByLabel('Вариант 1', { exact: true }).fill('1');
  await choice.getByLabel('Вариант 2', { exact: true }).fill('2');
  await choice.getByLabel('Верный ответ 1').check();
  await addQuestion(teacher, 'Короткий ответ', 'Запишите 0,5 обыкновенной дробью', '3');
  await addQuestion(teacher, 'Ответ файлом', 'Прикрепите фото решения', '5');
  await teacher.getByLabel('Шкала оценки').selectOption({ label: 'Пятибалльная' });
  await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
  await teacher.waitForURL(/\/tasks\/\d+$/);
}

async function sendToAllInTwoSeconds(teacher: Page): Promise<void> {
  const form = teacher.getByRole('form', { name: 'Отправка' });
  await form.getByLabel('Всем ученикам').check();
  await form.getByLabel('Время отправки').fill(localInputValue(2));
  await form.getByRole('button', { name: 'Отправить' }).click();
  const jobs = teacher.getByRole('region', { name: 'Отправки задания' });
  await jobs.getByText('Запланировано').waitFor();
  await jobs.getByText('Готово').waitFor({ timeout: 20_000 });
}

async function doAndSubmit(student: Page): Promise<void> {
  await student.getByRole('link', { name: 'Дроби' }).click();
  await student.getByLabel('1', { exact: true }).check();
  await student.getByLabel('Запишите 0,5 обыкновенной дробью').fill('1/2');
  await student.getByLabel('Прикрепить файл').setInputFiles({
    name: 'solution.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  });
  await student.getByRole('link', { name: 'solution.png' }).waitFor();
  await student.getByRole('button', { name: 'Сдать работу' }).click();
  await student
    .getByRole('dialog', { name: 'Сдать работу?' })
    .getByRole('button', { name: 'Сдать' })
    .click();
  await student.getByText('Ожидает проверки').first().waitFor();
}

async function checkWithComment(teacher: Page, comment: string): Promise<void> {
  await teacher.goto(`${product().url}/works`);
  const queue = teacher.getByRole('table', { name: 'Работы на проверку' });
  await queue.getByRole('row', { name: /Аня/ }).getByRole('link', { name: 'Дроби' }).click();
  await teacher.getByLabel('Баллы за вопрос 1').waitFor();
  await teacher.getByLabel('Баллы за вопрос 2').fill('3');
  await teacher.getByLabel('Баллы за вопрос 3').fill('4');
  await teacher.getByLabel('Новый комментарий').fill(comment);
  await teacher.getByRole('button', { name: 'Добавить комментарий' }).click();
  await teacher.getByText(comment).waitFor();
  await teacher.getByRole('button', { name: 'Завершить проверку' }).click();
  await teacher.getByText('Проверено').first().waitFor();
}

describe('tasks and works', () => {
  it('goes from a built task through a delayed send, a submitted work and its check to the result', async () => {
    const teacher = await person();
    await registerTeacher(teacher, product().url, uniqueEmail('teacher'));
    const invite = await inviteLink(teacher);

    const anya = await person();
    const boris = await person();
    await registerByInvite(anya, invite, uniqueEmail('anya'), 'Аня');
    await registerByInvite(boris, invite, uniqueEmail('boris'), 'Борис');

    await buildFractionsTask(teacher);
    await sendToAllInTwoSeconds(teacher);

    for (const student of [anya, boris]) {
      await reloadUntilVisible(student, student.getByRole('link', { name: 'Дроби' }));
    }

    await doAndSubmit(anya);
    const comment = 'Хорошо, но оформите решение аккуратнее';
    await checkWithComment(teacher, comment);

    await anya.reload();
    const result = anya.getByRole('region', { name: 'Результат' });
    await result.getByText('9 из 10').waitFor();
    const mark = result.locator('dt:text-is("Оценка") + dd');
    expect(await mark.textContent()).toBe('5');
    await anya.getByRole('list', { name: 'Комментарии' }).getByText(comment).waitFor();
  });

  it('gives a student who joins later the tasks marked only_new', async () => {
    const teacher = await person();
    await registerTeacher(teacher, product().url, uniqueEmail('teacher'));
    await teacher.goto(`${product().url}/tasks/new`);
    await teacher.getByLabel('Название', { exact: true }).fill('Повторение');
    await addQuestion(teacher, 'Развёрнутый ответ', 'Что мы прошли на прошлой неделе?', '10');
    await teacher.getByLabel('Отправлять и ученикам, которые присоединятся позже').check();
    await teacher.getByRole('button', { name: 'Сохранить задание' }).click();
    await teacher.waitForURL(/\/tasks\/\d+$/);
    const invite = await inviteLink(teacher);

    const latecomer = await person();
    await registerByInvite(latecomer, invite, uniqueEmail('late'), 'Вера');
    await reloadUntilVisible(latecomer, latecomer.getByRole('link', { name: 'Повторение' }));
  });
});
