import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { MaterialPage } from '@tutor/contracts';
import { registerByInvite, uniqueEmail } from './support/account-steps';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { subscribe, taskInput, teacherWithTask } from './support/teacher-steps';

/**
 * The marketplace (issue 11): teacher A makes a paid material from a task and publishes it;
 * teacher B finds it by another word form, pays on the test provider's page, finds the
 * copy in their tasks and sends it to a student; A publishes version 2, B takes it into
 * the copy and reviews; teacher C takes a free material. Each marketplace page: 0 serious
 * axe violations, no sideways scroll at 390×844, screenshots in /tmp/shots-marketplace.
 */

const SHOTS = '/tmp/shots-marketplace';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const people = usePeople({ context: { bypassCSP: true } });
const { product, person } = people;

/** 0 serious axe violations, no horizontal scroll at 390×844, a screenshot at each size. */
async function checkPage(page: Page, name: string): Promise<void> {
  await checkAtBothSizes(page, SHOTS, name);
}

const TASK = taskInput({
  title: 'Линейные уравнения: тренировка',
  questions: [
    {
      type: 'single_choice',
      text: 'Корень уравнения 2x = 6?',
      ball: 2,
      options: [
        { id: 'a', text: '3' },
        { id: 'b', text: '4' },
      ],
      correct: ['a'],
    },
    { type: 'long_text', text: 'Решите 3x + 1 = 10 и объясните шаги.', ball: 3 },
  ],
  max_ball: 5,
  criteria: 'Верный ответ и ход решения.',
  scale: { scale: 'points' },
  decision: 'x = 3',
});

it('sells a material from one teacher to another and keeps the copy up to date', async () => {
  const { page: author, task } = await teacherWithTask(people, 'Анна', TASK);
  await subscribe(author, product().url);

  // A makes a paid material from the task and publishes it.
  await author.goto(`${product().url}/tasks/${task.id}`);
  await author.getByRole('link', { name: 'Опубликовать в маркетплейсе' }).click();
  await author.waitForURL(`**/marketplace/new?task=${task.id}`);
  await author.getByLabel('Название', { exact: true }).fill('Линейные уравнения');
  await author.getByLabel('Предмет').selectOption({ label: 'Алгебра' });
  await author.getByLabel('Класс').selectOption({ label: '7 класс' });
  await author.getByLabel('ОГЭ').check();
  await author.getByLabel('Описание').fill('Двадцать минут тренировки с разбором.');
  await author.getByRole('radio', { name: 'Платно', exact: true }).check();
  await author.getByLabel('Цена, ₽').fill('490');
  await author.getByRole('checkbox', { name: 'Показывать до покупки' }).first().check();
  await checkPage(author, 'material-form');
  await author.getByRole('button', { name: 'Создать материал' }).click();
  await author.waitForURL(/\/marketplace\/materials\/\d+$/);
  await author.getByRole('button', { name: 'Опубликовать', exact: true }).click();
  await author.getByText('Версия 1 опубликована.').waitFor();
  const materialUrl = author.url();
  await checkPage(author, 'material-author');

  // B finds it by another form of a word and pays on the test provider's page.
  const { page: buyer } = await teacherWithTask(people, 'Борис', TASK);
  await buyer.goto(`${product().url}/marketplace`);
  await buyer.getByLabel('Поиск', { exact: true }).fill('уравнение');
  await buyer.getByRole('button', { name: 'Найти' }).click();
  await buyer.waitForURL(/q=/);
  const card = buyer.getByRole('link', { name: 'Линейные уравнения' });
  await card.waitFor();
  await checkPage(buyer, 'catalogue');
  await card.click();
  await buyer.getByRole('button', { name: 'Купить за 490 ₽' }).click();
  await buyer.waitForURL(/\/payments\/test\//);
  await buyer.getByRole('heading', { name: 'Тестовая оплата — деньги не списываются' }).waitFor();
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  // back from the provider's page: the payment's page says it is paid, and leads to it
  await buyer.waitForURL(/\/marketplace\/payments\/\d+$/);
  await buyer.getByRole('heading', { level: 1, name: 'Оплачено' }).waitFor();
  await buyer.getByRole('link', { name: 'Открыть материал' }).click();
  await buyer.waitForURL(materialUrl);
  expect(await buyer.getByRole('button', { name: 'Купить за 490 ₽' }).count()).toBe(0);
  const openCopy = buyer.getByRole('link', { name: 'Открыть в моих заданиях' });
  await openCopy.waitFor();
  await checkPage(buyer, 'material-owner');

  // The copy is in B's tasks, and B sends it to a student who joins later.
  await openCopy.click();
  await buyer.waitForURL(/\/tasks\/\d+$/);
  await buyer.getByRole('heading', { level: 1, name: `Задание «${TASK.title}»` }).waitFor();
  // The bought copy stays A's: a note says where it came from, and it is not offered for sale.
  await buyer.getByText(/^Это копия материала, купленного в маркетплейсе/).waitFor();
  expect(await buyer.getByRole('link', { name: 'Опубликовать в маркетплейсе' }).count()).toBe(0);
  await checkPage(buyer, 'bought-copy');
  const sending = buyer.getByRole('form', { name: 'Отправка' });
  await sending.getByLabel('Также ученикам, которые присоединятся позже').check();
  await sending.getByRole('button', { name: 'Отправить' }).click();
  await buyer.getByRole('region', { name: 'Отправки задания' }).getByText('Готово').waitFor();
  const invite = await buyer.request.get(`${product().url}/api/students/invite`);
  const inviteUrl = ((await invite.json()) as { url: string }).url;
  const student = await person();
  await registerByInvite(student, inviteUrl, uniqueEmail('student'), 'Аня');
  await student.getByRole('link', { name: TASK.title }).waitFor();

  // A publishes version 2; B takes it into the copy.
  await callApi(author, product().url, 'PUT', `/api/tasks/${task.id}`, {
    ...TASK,
    questions: [...TASK.questions, { type: 'short_text', text: 'Корень x − 5 = 0?', ball: 1 }],
    max_ball: 6,
  });
  await author.goto(materialUrl);
  await author.getByLabel('Что изменилось').fill('Добавлен разбор второго задания');
  await author.getByRole('button', { name: 'Опубликовать новую версию' }).click();
  await author.getByText('Версия 2 опубликована.').waitFor();
  await buyer.goto(materialUrl);
  await buyer.getByRole('heading', { name: 'Вышла версия 2' }).waitFor();
  await buyer
    .getByText(/предмет, срок сдачи и уже отправленные работы останутся прежними\.$/)
    .waitFor();
  await checkPage(buyer, 'material-update-offer');
  await buyer.getByLabel('Язык').selectOption('en');
  await buyer.getByRole('heading', { name: 'Version 2 is out' }).waitFor();
  await buyer.screenshot({ path: `${SHOTS}/material-update-offer-en-1280.png`, fullPage: true });
  await buyer.getByLabel('Language').selectOption('ru');
  await buyer.getByRole('button', { name: 'Обновить мою копию' }).click();
  const confirmUpdate = buyer.getByRole('dialog', { name: 'Обновить копию до версии 2?' });
  await confirmUpdate.getByRole('button', { name: 'Обновить мою копию' }).click();
  await buyer.getByText('Ваша копия обновлена.').waitFor();
  await buyer.getByText('В вашей копии версия 2.').waitFor();
  // The update went into the same task: it is still sent to students who join later.
  await buyer.getByRole('link', { name: 'Открыть в моих заданиях' }).click();
  await buyer.getByRole('heading', { level: 1, name: `Задание «${TASK.title}»` }).waitFor();
  const later = buyer
    .getByRole('form', { name: 'Отправка' })
    .getByLabel('Также ученикам, которые присоединятся позже');
  expect(await later.isChecked()).toBe(true);
  await buyer.goto(materialUrl);

  // B opened the copy, so B may review; A answers once.
  await buyer.getByTitle('4 звезды — хорошо').click();
  expect(await buyer.getByLabel('4 звезды — хорошо').isChecked()).toBe(true);
  await buyer.getByLabel('Текст отзыва').fill('Удобно для разминки на уроке.');
  await buyer.getByRole('button', { name: 'Оставить отзыв' }).click();
  await buyer.getByText('Спасибо! Отзыв опубликован.').waitFor();
  await checkPage(buyer, 'material-reviewed');
  await author.goto(materialUrl);
  await author.getByText('Удобно для разминки на уроке.').waitFor();
  await author.getByRole('button', { name: 'Ответить' }).click();
  await author.getByLabel('Ваш ответ').fill('Спасибо!');
  await author.getByRole('button', { name: 'Отправить' }).click();
  await author.getByText('Ответ опубликован.').waitFor();
  await buyer.reload();
  await buyer.getByText('Ответ автора').waitFor();

  // C takes a free material at once.
  const free = await callApi<MaterialPage>(author, product().url, 'POST', '/api/materials', {
    template_id: task.id,
    title: 'Уравнения для всех',
    subject: 'algebra',
    grade: 7,
    exams: [],
    description: 'Бесплатная разминка.',
    access: 'public',
    price: 0,
    cover_file_id: null,
    preview_questions: [0, 1],
  });
  await callApi(author, product().url, 'POST', `/api/materials/${free.id}/versions`, {
    changelog: 'Первая версия',
  });
  const { page: third } = await teacherWithTask(people, 'Вера', TASK);
  await third.goto(`${product().url}/marketplace/materials/${free.id}`);
  await third.getByRole('button', { name: 'Получить бесплатно' }).click();
  await third.getByRole('link', { name: 'Открыть в моих заданиях' }).waitFor();
}, 240_000);
