import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerByInvite, registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi as callApiAt } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { PLAYWRIGHT_VIEWPORT, usePeople } from './support/people';
import { taskInput } from './support/teacher-steps';

/** The page of all notifications, reached from the bell. Screenshots in /tmp/shots-notifications. */
const SHOTS = '/tmp/shots-notifications';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** People in browsers of their own; CSP bypassed so axe-core can be injected. */
const { product, person } = usePeople({
  env: () => ({ DISPATCH_SWEEP_MS: '200' }),
  context: { bypassCSP: true, viewport: PLAYWRIGHT_VIEWPORT },
});

function callApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  return callApiAt<T>(page, product().url, method, path, body);
}

async function sendTask(teacher: Page, title: string): Promise<void> {
  const task = await callApi<{ id: number }>(
    teacher,
    'POST',
    '/api/tasks',
    taskInput({
      title,
      questions: [{ type: 'long_text', text: 'Сколько будет 1/2 + 1/4?', ball: 5 }],
      max_ball: 5,
      criteria: '',
      scale: { scale: 'points' },
      decision: '',
    }),
  );
  await callApi(teacher, 'POST', `/api/tasks/${task.id}/dispatches`, {
    target: { kind: 'all' },
    delay_at: null,
  });
}

describe('the notifications page', () => {
  it('is reached from the bell, filters the unread and marks all read', async () => {
    const teacher = await person();
    await registerTeacher(teacher, product().url, uniqueEmail('teacher'));
    const { url: invite } = await callApi<{ url: string }>(teacher, 'GET', '/api/students/invite');
    const student = await person();
    await registerByInvite(student, invite, uniqueEmail('anya'), 'Аня');
    for (const title of ['Дроби', 'Проценты', 'Уравнения']) await sendTask(teacher, title);

    const bell = student.getByRole('button', { name: 'Уведомления, 3 непрочитанных' });
    await bell.waitFor({ timeout: 40_000 });
    await bell.click();
    await student.getByRole('link', { name: 'Все уведомления' }).click();
    await student.waitForURL(/\/notifications$/);
    await student.getByRole('heading', { name: 'Уведомления', level: 1 }).waitFor();
    const list = student.getByRole('main').getByRole('list');
    await list.getByRole('link', { name: /«Уравнения»/ }).waitFor();
    expect(await list.getByRole('link').count()).toBe(3);
    await checkAtBothSizes(student, SHOTS, 'notifications-page');

    // One read from the list: the unread filter leaves the other two.
    await list.getByRole('link', { name: /«Дроби»/ }).click();
    await student.waitForURL(/\/works\/\d+$/);
    await student.goBack();
    // the page is back and settled before the filter is touched, or its click meets the old one
    await student.waitForURL(/\/notifications$/);
    await list.getByRole('link', { name: /«Уравнения»/ }).waitFor();
    // the box follows the address, which the router updates in a transition: Playwright's
    // check() reads the box the moment after its click and finds it not yet ticked
    await student.getByRole('checkbox', { name: 'Только непрочитанные' }).click();
    await student.waitForURL(/\/notifications\?unread=1$/);
    await student.getByRole('checkbox', { name: 'Только непрочитанные', checked: true }).waitFor();
    await student.getByText('2 непрочитанных').waitFor();
    await list.getByRole('link', { name: /«Дроби»/ }).waitFor({ state: 'detached' });
    expect(await list.getByRole('link').count()).toBe(2);

    await student.getByRole('button', { name: 'Прочитать все' }).click();
    await student.getByText('Непрочитанных нет').waitFor();
    await student.getByText('Под выбранные условия уведомлений нет.').waitFor();
    await student.getByRole('button', { name: 'Уведомления', exact: true }).waitFor();
    await checkAtBothSizes(student, SHOTS, 'notifications-page-read');
  }, 150_000);
});
