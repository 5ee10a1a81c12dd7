import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { MaterialPage, Task } from '@tutor/contracts';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { subscribe, taskInput, teacherNamed } from './support/teacher-steps';

/**
 * Payment returns (issue 21): the test provider sends the payer back to
 * /marketplace/payments/:id, which says paid, cancelled or waiting (and updates by itself
 * once the bank answers) with where to go; the plan's payment leads to the plan section;
 * the material form says up front that selling needs the paid plan and keeps what was
 * typed while the teacher takes it; the favourites count their own facets. Each page: 0
 * serious axe violations, no sideways scroll at 390×844, screenshots in
 * /tmp/shots-payment-returns.
 */

const SHOTS = '/tmp/shots-payment-returns';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const people = usePeople({ context: { bypassCSP: true } });
const { product } = people;

const RETURN_PAGE = /\/marketplace\/payments\/(\d+)$/;

const TASK = taskInput({
  title: 'Дроби: тренировка',
  questions: [{ type: 'long_text', text: 'Сложите 1/2 и 1/3.', ball: 2 }],
  max_ball: 2,
  criteria: 'Верный ответ.',
  scale: { scale: 'points' },
  decision: '5/6',
});

/** The author's paid material, published: its id. */
async function paidMaterial(author: Page, title: string, subject: string): Promise<number> {
  const url = product().url;
  const task = await callApi<Task>(author, url, 'POST', '/api/tasks', TASK);
  const material = await callApi<MaterialPage>(author, url, 'POST', '/api/materials', {
    template_id: task.id,
    title,
    subject,
    grade: 5,
    exams: [],
    description: 'Тренировка с разбором.',
    access: 'paid',
    price: 490,
    cover_file_id: null,
    preview_questions: [0],
  });
  await callApi(author, url, 'POST', `/api/materials/${material.id}/versions`, {
    changelog: 'Первая версия',
  });
  return material.id;
}

/** The payment id of the return page the page is on. */
function paymentIdOf(page: Page): number {
  return Number(RETURN_PAGE.exec(new URL(page.url()).pathname)?.[1]);
}

it('tells the buyer a material is paid, a payment cancelled, or still waiting', async () => {
  const author = await teacherNamed(people, 'Анна');
  await subscribe(author, product().url);
  const fractions = await paidMaterial(author, 'Дроби', 'math');
  const angles = await paidMaterial(author, 'Углы', 'geometry');
  const buyer = await teacherNamed(people, 'Борис');

  // Paid: a double click on «Оплатить» makes one payment, and the page says it is paid.
  await buyer.goto(`${product().url}/marketplace/materials/${fractions}`);
  await buyer.getByRole('button', { name: /^Купить за 490/ }).click();
  await buyer.waitForURL(/\/payments\/test\//);
  await buyer.getByRole('button', { name: 'Оплатить' }).dblclick();
  await buyer.waitForURL(RETURN_PAGE);
  await buyer.getByRole('heading', { level: 1, name: 'Оплачено' }).waitFor();
  await buyer.getByText('Материал «Дроби» теперь ваш: копия уже в ваших заданиях.').waitFor();
  await checkAtBothSizes(buyer, SHOTS, 'return-paid');
  await buyer.getByRole('link', { name: 'Мои покупки' }).click();
  await buyer.getByRole('link', { name: 'Дроби', exact: true }).waitFor();
  expect(await buyer.getByRole('row').count()).toBe(2); // the header and one purchase

  // Cancelled on the provider's page: nothing taken, and the way to try again.
  await buyer.goto(`${product().url}/marketplace/materials/${angles}`);
  await buyer.getByRole('button', { name: /^Купить за 490/ }).click();
  await buyer.waitForURL(/\/payments\/test\//);
  await buyer.getByRole('button', { name: 'Отменить' }).click();
  await buyer.waitForURL(RETURN_PAGE);
  await buyer
    .getByRole('heading', { level: 1, name: 'Оплата отменена, деньги не списаны' })
    .waitFor();
  await checkAtBothSizes(buyer, SHOTS, 'return-cancelled');
  const cancelled = paymentIdOf(buyer);

  // Waiting: the buyer opens the return page before paying (the next attempt is the next
  // payment); it waits, then says paid by itself once the provider's page is paid.
  await buyer.getByRole('link', { name: 'Попробовать снова' }).click();
  await buyer.getByRole('button', { name: /^Купить за 490/ }).click();
  await buyer.waitForURL(/\/payments\/test\//);
  const waiting = await buyer.context().newPage();
  await waiting.goto(`${product().url}/marketplace/payments/${cancelled + 1}`);
  await waiting.getByRole('heading', { level: 1, name: 'Ждём подтверждения от банка' }).waitFor();
  await checkAtBothSizes(waiting, SHOTS, 'return-waiting');
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  await buyer.waitForURL(`**/marketplace/payments/${cancelled + 1}`);
  await waiting.getByRole('heading', { level: 1, name: 'Оплачено' }).waitFor();
  await waiting.close();

  // Someone else's payment is not theirs to read.
  await author.goto(`${product().url}/marketplace/payments/${cancelled}`);
  await author.getByRole('alert').waitFor();
  expect(await author.getByRole('heading', { name: /Оплат/ }).count()).toBe(0);
});

it('keeps the material form while a teacher takes the paid plan, and says so up front', async () => {
  const teacher = await teacherNamed(people, 'Вера');
  const task = await callApi<Task>(teacher, product().url, 'POST', '/api/tasks', TASK);
  const form = `${product().url}/marketplace/new?task=${task.id}`;
  await teacher.goto(form);
  // said before anything is typed, with the way to the plan
  await teacher.getByText(/^Продавать материалы можно на платном тарифе/).waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'form-plan-notice');
  await teacher.getByLabel('Название', { exact: true }).fill('Дроби для 5 класса');
  await teacher.getByLabel('Предмет').selectOption({ label: 'Математика' });
  await teacher.getByRole('radio', { name: 'Платно', exact: true }).check();
  await teacher.getByLabel('Цена, ₽').fill('350');

  // To the plan section (no «leave without saving?»: the form is kept), pay, come back.
  await teacher.getByRole('link', { name: 'Подключить платный тариф' }).click();
  await teacher.waitForURL('**/settings#subscription');
  const plan = teacher.getByRole('region', { name: 'Подписка' });
  await plan.getByRole('button', { name: /^Подключить за/ }).click();
  await teacher.waitForURL(/\/payments\/test\//);
  await teacher.getByRole('button', { name: 'Оплатить' }).click();
  await teacher.waitForURL(RETURN_PAGE);
  await teacher.getByText('Платный тариф подключён. Спасибо!').waitFor();
  await checkAtBothSizes(teacher, SHOTS, 'return-plan-paid');
  await teacher.getByRole('link', { name: 'К тарифу' }).click();
  await teacher.waitForURL('**/settings#subscription');
  await plan.getByText('Платный', { exact: true }).waitFor();
  expect(await plan.isVisible()).toBe(true);
  await checkAtBothSizes(teacher, SHOTS, 'settings-plan-section');

  await teacher.goto(form);
  await teacher.getByText('Вернули изменения, которые в прошлый раз не были сохранены.').waitFor();
  expect(await teacher.getByLabel('Название', { exact: true }).inputValue()).toBe(
    'Дроби для 5 класса',
  );
  expect(await teacher.getByLabel('Цена, ₽').inputValue()).toBe('350');
  expect(await teacher.getByText(/платном тарифе/).count()).toBe(0);
  await checkAtBothSizes(teacher, SHOTS, 'form-restored');
});

it('counts the favourites in their own facets', async () => {
  const author = await teacherNamed(people, 'Глеб');
  await subscribe(author, product().url);
  await paidMaterial(author, 'Степени', 'math');
  const liked = await paidMaterial(author, 'Треугольники', 'geometry');
  const viewer = await teacherNamed(people, 'Дина');
  await viewer.goto(`${product().url}/marketplace/materials/${liked}`);
  // the favourite is saved before the page is left: a navigation would cancel its request
  const saved = viewer.waitForResponse(
    (answer) => answer.request().method() === 'PUT' && /\/favourite$/.test(answer.url()),
  );
  await viewer.getByRole('button', { name: 'Избранное: Треугольники' }).click();
  expect((await saved).ok()).toBe(true);
  await viewer.goto(`${product().url}/marketplace?scope=favourites`);
  await viewer.getByRole('link', { name: 'Треугольники' }).waitFor();
  const subject = viewer.getByLabel('Предмет');
  await subject.getByRole('option', { name: 'Геометрия (1)' }).waitFor({ state: 'attached' });
  expect(await subject.getByRole('option', { name: 'Математика (0)' }).count()).toBe(1);
  await checkAtBothSizes(viewer, SHOTS, 'favourites');
});
