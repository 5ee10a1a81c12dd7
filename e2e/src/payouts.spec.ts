import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { MaterialPage, Task } from '@tutor/contracts';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import { subscribe, taskInput, teacherNamed, verifiedTeacherNamed } from './support/teacher-steps';

/**
 * Payouts (issue 12): an author on the paid plan sells a material through the test
 * payment provider; with no refund window (MARKETPLACE_REFUND_DAYS=0) the earnings are
 * available at once. The author fills in requisites with one wrong digit in the account,
 * sees the error, fixes it, finds the sale in the history, requests a payout and sees it
 * listed with its status. A self-employed author connects through the test «Мой налог».
 * Each page: 0 serious axe violations, no sideways scroll at 390×844, screenshots in
 * /tmp/shots-payouts.
 */

const SHOTS = '/tmp/shots-payouts';
const PRICE_RUB = 1490;
/** Rubles as the pages write them (a no-break space between thousands and before ₽). */
const rubles = (text: string) => new RegExp(text.replace(/ /g, '\\s'));

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const people = usePeople({
  env: { MARKETPLACE_REFUND_DAYS: '0' },
  context: { bypassCSP: true },
});
const { product } = people;
const teacher = (name: string) => teacherNamed(people, name);
/** An author who verified the address: requisites and payout requests need it. */
const verifiedAuthor = (name: string) => verifiedTeacherNamed(people, name);

const TASK = taskInput({
  title: 'Линейные уравнения: тренировка',
  questions: [{ type: 'long_text', text: 'Решите 3x + 1 = 10 и объясните шаги.', ball: 3 }],
  max_ball: 3,
  criteria: 'Верный ответ и ход решения.',
  scale: { scale: 'points' },
  decision: 'x = 3',
});

/** The author's paid material, published, as its page's address. */
async function publishPaidMaterial(author: Page): Promise<string> {
  const task = await callApi<Task>(author, product().url, 'POST', '/api/tasks', TASK);
  const material = await callApi<MaterialPage>(author, product().url, 'POST', '/api/materials', {
    template_id: task.id,
    title: 'Линейные уравнения',
    subject: 'algebra',
    grade: 7,
    exams: [],
    description: 'Двадцать минут тренировки с разбором.',
    access: 'paid',
    price: PRICE_RUB,
    cover_file_id: null,
    preview_questions: [0],
  });
  await callApi(author, product().url, 'POST', `/api/materials/${material.id}/versions`, {
    changelog: 'Первая версия',
  });
  return `${product().url}/marketplace/materials/${material.id}`;
}

async function buy(materialUrl: string): Promise<void> {
  const buyer = await teacher('Борис');
  await buyer.goto(materialUrl);
  await buyer.getByRole('button', { name: rubles(`Купить за 1 490 ₽`) }).click();
  await buyer.waitForURL(/\/payments\/test\//);
  await buyer.getByRole('button', { name: 'Оплатить' }).click();
  // back from paying, the payment's page asks the provider and says it is paid
  await buyer.waitForURL(/\/marketplace\/payments\/\d+$/);
  await buyer.getByRole('heading', { level: 1, name: 'Оплачено' }).waitFor();
  await buyer.goto(materialUrl);
  await buyer.getByRole('link', { name: 'Открыть в моих заданиях' }).waitFor();
}

it('pays an author: requisites fixed after an error, the sale in the history, a payout requested', async () => {
  const author = await verifiedAuthor('Анна');
  await subscribe(author, product().url);
  await buy(await publishPaidMaterial(author));

  // The sale's share (1490 − 20 % = 1192 ₽) is available at once, but no requisites yet.
  await author.goto(`${product().url}/payouts`);
  await author.getByRole('heading', { level: 1, name: 'Выплаты' }).waitFor();
  const balance = author.getByRole('region', { name: 'Баланс' });
  await balance.getByText(rubles('1 192 ₽')).waitFor();
  const request = author.getByRole('button', { name: rubles('Запросить выплату 1 192 ₽') });
  expect(await request.isDisabled()).toBe(true);
  await author.getByText('Сначала заполните реквизиты для выплат.').waitFor();
  await checkAtBothSizes(author, SHOTS, 'payouts-before');

  // Requisites with one wrong digit in the account: the error is under that field.
  await author.getByRole('link', { name: 'Заполнить реквизиты' }).click();
  await author.waitForURL('**/payouts/requisites');
  await author.getByLabel('Тип').selectOption({ label: 'Индивидуальный предприниматель' });
  await author.getByLabel('ФИО получателя').fill('Иванова Анна Сергеевна');
  await author.getByLabel('ИНН').fill('773370857141');
  await author.getByLabel('БИК банка').fill('044525225');
  const account = author.getByLabel('Номер счёта');
  await account.fill('40802810200000012345');
  await author.getByRole('button', { name: 'Сохранить' }).click();
  await author.getByText('Номер счёта не сходится с БИК: в одном из них ошибка в цифре.').waitFor();
  expect(await account.getAttribute('aria-invalid')).toBe('true');
  await checkAtBothSizes(author, SHOTS, 'requisites-error');
  await account.fill('40802810100000012345');
  await author.getByRole('button', { name: 'Сохранить' }).click();
  await author.waitForURL(/\/payouts$/);
  await author.getByText('Реквизиты сохранены.').waitFor();
  await author.getByText('счёт, оканчивающийся на 2345').waitFor();

  // The sale in the history: price, fee, share, no hold left.
  await author.getByRole('link', { name: 'История продаж' }).click();
  await author.waitForURL('**/payouts/sales');
  const sales = author.getByRole('table', { name: 'Продажи ваших материалов' });
  const sale = sales.getByRole('row').filter({ hasText: 'Линейные уравнения' });
  await sale.waitFor();
  expect(await sale.textContent()).toMatch(rubles('1 490 ₽'));
  expect(await sale.textContent()).toMatch(rubles('298 ₽'));
  expect(await sale.textContent()).toMatch(rubles('1 192 ₽'));
  expect(await sale.textContent()).toContain('Доступно');
  await checkAtBothSizes(author, SHOTS, 'sales');

  // The payout request, listed with its status; a second one waits for the run.
  await author.getByRole('link', { name: 'К выплатам' }).click();
  await author.waitForURL(/\/payouts$/);
  await request.click();
  // asked once, with the amount
  const confirmRequest = author.getByRole('dialog', { name: /^Запросить выплату 1\s192\s₽\?$/ });
  await confirmRequest.getByRole('button', { name: 'Запросить', exact: true }).click();
  await author.getByText(rubles('Выплата запрошена: 1 192 ₽.')).waitFor();
  const payouts = author.getByRole('table', { name: 'Ваши выплаты' });
  const row = payouts.getByRole('row').filter({ hasText: 'Запрошена' });
  await row.waitFor();
  expect(await row.textContent()).toMatch(rubles('1 192 ₽'));
  expect(await row.textContent()).toContain('Банковский перевод');
  await author.getByText('Предыдущая заявка ещё ждёт ежемесячной выплаты.').waitFor();
  await row.getByText(/^Уйдёт в выплату \d{1,2} \S+ \d{4}$/).waitFor();
  await checkAtBothSizes(author, SHOTS, 'payouts-requested');

  // Cancelled before the run, after one question with the amount: the money is back.
  await row.getByRole('button', { name: 'Отменить заявку' }).click();
  const confirmCancel = author.getByRole('dialog', { name: /^Отменить заявку на 1\s192\s₽\?$/ });
  await confirmCancel.getByRole('button', { name: 'Отменить заявку' }).click();
  await author.getByText(rubles('Заявка отменена, 1 192 ₽ снова доступны.')).waitFor();
  await payouts.getByText('Отменена, сумма вернулась на баланс').waitFor();
  await request.click();
  await confirmRequest.getByRole('button', { name: 'Запросить', exact: true }).click();
  await payouts.getByRole('row').filter({ hasText: 'Запрошена' }).waitFor();

  // The month's statement holds the sale and the payout.
  const [download] = await Promise.all([
    author.waitForEvent('download'),
    author.getByRole('link', { name: 'Скачать выписку (CSV)' }).click(),
  ]);
  const statement = readFileSync((await download.path()) ?? '', 'utf8');
  expect(statement).toContain('Линейные уравнения');
  expect(statement).toMatch(/1192[.,]00/);
}, 240_000);

it('connects a self-employed author through the test «Мой налог»', async () => {
  const author = await verifiedAuthor('Вера');
  await author.goto(`${product().url}/payouts/requisites`);
  await author.getByLabel('Тип').selectOption({ label: 'Самозанятый' });
  await author.getByLabel('ФИО получателя').fill('Петрова Вера Андреевна');
  await author.getByLabel('ИНН').fill('344809916052');
  await author.getByLabel('БИК банка').fill('044525225');
  await author.getByLabel('Номер счёта').fill('40817810038000123456');
  await author.getByLabel('Кошелёк ЮMoney').fill('4100116075156746');
  await author.getByRole('button', { name: 'Сохранить' }).click();
  await author.waitForURL(/\/payouts$/);

  const panel = author.getByRole('region', { name: 'Подключение в «Мой налог»' });
  await panel.getByText('Ещё не подключено.').waitFor();
  await author.getByText('Сначала подключите выплаты в «Мой налог» (ниже).').waitFor();
  await checkAtBothSizes(author, SHOTS, 'payouts-self-employed');
  await panel.getByRole('button', { name: 'Подключить в «Мой налог»' }).click();
  await author.waitForURL(/\/payout-provider\/test\/self-employed\//);
  await author.getByRole('button', { name: 'Разрешить' }).click();
  await author.waitForURL(/\/payouts$/);
  await panel.getByText('Подключено: чеки регистрируются за вас.').waitFor();
}, 120_000);
