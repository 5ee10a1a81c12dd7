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
});
