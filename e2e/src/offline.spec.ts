import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { registerTeacher, uniqueEmail } from './support/account-steps';
import { callApi, workIdOf } from './support/api-calls';
import { sendFractions, tutorAndStudent } from './support/journal-steps';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';

/**
 * Offline (issue 21, section 4): a send keeps what was typed and says «Нет сети — не
 * отправлено», nothing goes later by itself and nothing goes twice; a read says there is no
 * network and offers a retry instead of loading for ever.
 */

const SHOTS = '/tmp/shots-offline';
const NOT_SENT = 'Нет сети — не отправлено. Проверьте подключение и попробуйте ещё раз.';
const OFFLINE_NOTE = 'Нет сети. Пока связь не вернётся, ничего не отправляется.';

const READ_FAILED = 'Проверьте подключение к интернету и нажмите «Повторить».';

/** Goes to a page of the app the way a link does, without loading the document again. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

/** People in browsers of their own; CSP bypassed so axe-core can be injected. */
const { product, person } = usePeople({ context: { bypassCSP: true } });

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

interface Comment {
  text: string;
}

const commentsOf = (page: Page, workId: number) =>
  callApi<Comment[]>(page, product().url, 'GET', `/api/works/${workId}/comments`);

/** Counts the page's POSTs of a comment, whether or not they reach the API. */
function countCommentPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/works\/\d+\/comments$/.test(request.url())) {
      posts += 1;
    }
  });
  return () => posts;
}

describe('offline', () => {
  it('keeps a comment sent offline, sends nothing by itself, and adds it once', async () => {
    const url = product().url;
    const { teacher, student } = await tutorAndStudent(person, url);
    await sendFractions(teacher, url);
    const workId = await workIdOf(student, url, 'Дроби');
    await student.goto(`${url}/works/${workId}`);
    const field = student.getByLabel('Новый комментарий');
    const add = student.getByRole('button', { name: 'Добавить комментарий' });
    await field.waitFor();
    const posts = countCommentPosts(student);

    await student.context().setOffline(true);
    await student.getByRole('status').filter({ hasText: OFFLINE_NOTE }).waitFor();
    await field.fill('Можно сдать завтра?');
    await add.click();
    await student.getByRole('alert').filter({ hasText: NOT_SENT }).waitFor();
    expect(await field.inputValue()).toBe('Можно сдать завтра?');
    await field.scrollIntoViewIfNeeded();
    await checkAtBothSizes(student, SHOTS, 'comment-not-sent');

    await student.context().setOffline(false);
    await student
      .getByRole('status')
      .filter({ hasText: OFFLINE_NOTE })
      .waitFor({ state: 'detached' });
    expect(await commentsOf(student, workId)).toEqual([]);
    expect(posts()).toBe(1);

    await add.click();
    const list = student.getByRole('list', { name: 'Комментарии' });
    await list.getByText('Можно сдать завтра?').waitFor();
    expect(await field.inputValue()).toBe('');
    await expect(student.getByRole('alert').filter({ hasText: NOT_SENT }).count()).resolves.toBe(0);

    await field.fill('И ещё вопрос');
    await add.dblclick();
    await list.getByText('И ещё вопрос').waitFor();
    expect((await commentsOf(teacher, workId)).map((comment) => comment.text)).toEqual([
      'Можно сдать завтра?',
      'И ещё вопрос',
    ]);
    await expect(list.getByRole('listitem').count()).resolves.toBe(2);
  });

  it('adds a comment once when its answer was lost and it is sent again', async () => {
    const url = product().url;
    const { teacher, student } = await tutorAndStudent(person, url);
    await sendFractions(teacher, url);
    const workId = await workIdOf(student, url, 'Дроби');
    await student.goto(`${url}/works/${workId}`);
    const field = student.getByLabel('Новый комментарий');
    await field.waitFor();
    // The first send reaches the API, but the connection drops before its answer comes.
    let lost = false;
    await student.route('**/api/works/*/comments', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.fallback();
      lost = true;
      await route.fetch();
      return route.abort('internetdisconnected');
    });

    await field.fill('Проверьте, пожалуйста');
    await student.getByRole('button', { name: 'Добавить комментарий' }).click();
    await student.getByRole('alert').filter({ hasText: NOT_SENT }).waitFor();
    expect(await field.inputValue()).toBe('Проверьте, пожалуйста');

    await student.getByRole('button', { name: 'Добавить комментарий' }).click();
    const list = student.getByRole('list', { name: 'Комментарии' });
    await list.getByText('Проверьте, пожалуйста').waitFor();
    expect(await field.inputValue()).toBe('');
    expect((await commentsOf(teacher, workId)).map((comment) => comment.text)).toEqual([
      'Проверьте, пожалуйста',
    ]);
  });

  it('shows the catalogue offline as no network with a retry that loads it back online', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('offline.teacher'));
    await teacher.goto(`${url}/marketplace`);
    await teacher.getByRole('heading', { level: 1, name: 'Маркетплейс' }).waitFor();

    await teacher.context().setOffline(true);
    await teacher.getByRole('link', { name: 'Мои материалы' }).click();
    const failure = teacher.getByRole('alert').filter({ hasText: 'Нет сети' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(
      'Проверьте подключение к интернету и нажмите «Повторить».',
    );
    await expect(teacher.getByText('Загрузка…').count()).resolves.toBe(0);
    await checkAtBothSizes(teacher, SHOTS, 'catalogue-offline');

    await teacher.context().setOffline(false);
    await teacher.getByRole('button', { name: 'Повторить' }).click();
    await teacher.getByText('У вас пока нет материалов').waitFor();
    await expect(failure.count()).resolves.toBe(0);
  });

  it('shows no network on the journal and settings, keeps the profile typed offline, and retries online', async () => {
    const url = product().url;
    const teacher = await person();
    await registerTeacher(teacher, url, uniqueEmail('offline.pages'));
    // the areas' code is on the page once they were opened online; only their data is asked
    await teacher.goto(`${url}/journal`);
    await teacher.getByRole('heading', { level: 1, name: 'Журнал' }).waitFor();
    await openInApp(teacher, '/settings');
    await teacher.getByRole('heading', { name: 'Профиль' }).waitFor();
    await openInApp(teacher, '/tasks');
    await teacher.getByRole('heading', { level: 1, name: 'Задания' }).waitFor();

    await teacher.context().setOffline(true);
    await openInApp(teacher, '/journal');
    const noNetwork = teacher.getByRole('alert').filter({ hasText: READ_FAILED });
    await noNetwork.first().waitFor();
    expect(await noNetwork.first().textContent()).toContain('Нет сети');
    const retry = teacher.getByRole('button', { name: 'Повторить' });
    await retry.first().waitFor();
    await expect(teacher.getByText('Загрузка…').count()).resolves.toBe(0);
    await checkAtBothSizes(teacher, SHOTS, 'journal-offline');

    await teacher.context().setOffline(false);
    await retry.first().click();
    await noNetwork.first().waitFor({ state: 'detached' });
    await teacher.getByRole('heading', { level: 1, name: 'Журнал' }).waitFor();

    await teacher.context().setOffline(true);
    await openInApp(teacher, '/settings');
    const profile = teacher.getByRole('region', { name: 'Профиль' });
    const name = profile.getByLabel('Имя', { exact: true });
    await name.waitFor();
    // the page's reads (sessions, plan, notification settings) say there is no network
    await noNetwork.first().waitFor();
    await retry.first().waitFor();
    await name.fill('Анна Петровна');
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await profile.getByRole('alert').filter({ hasText: NOT_SENT }).waitFor();
    expect(await name.inputValue()).toBe('Анна Петровна');
    await name.scrollIntoViewIfNeeded();
    await checkAtBothSizes(teacher, SHOTS, 'settings-not-sent');

    await teacher.context().setOffline(false);
    await profile.getByRole('button', { name: 'Сохранить' }).click();
    await teacher.getByText('Профиль сохранён.').waitFor();
    await expect(profile.getByRole('alert').count()).resolves.toBe(0);
    expect(await name.inputValue()).toBe('Анна Петровна');
    // each failed read loads on its retry
    for (let left = await retry.count(); left > 0; left -= 1) {
      await retry.first().click();
      await retry.nth(left - 1).waitFor({ state: 'detached' });
    }
    await expect(noNetwork.count()).resolves.toBe(0);
  });
});
